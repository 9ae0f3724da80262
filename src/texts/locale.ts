/**
 * The interface's two locales (docs/decisions/021-two-locales.md): Korean for a browser whose
 * language is Korean, English (the specifications' texts, word for word) otherwise, and the
 * member's choice on the switch, remembered on the device. A text module reads the current locale
 * each time a text is read, so a switch shows at once, without a reload, once the tree renders
 * again (src/app/app-root.tsx).
 */
export const locales = ['ko', 'en'] as const;
export type Locale = (typeof locales)[number];

/** The locale the build prerenders the public pages in: most members' browsers are Korean. */
export const prerenderLocale: Locale = 'ko';

/** Where the device keeps the member's choice (read by the prerender gate too). */
export const LOCALE_KEY = 'portal.locale';

/** Each locale's name in its own language, as the switch shows it (with its `lang`). */
export const localeNames: Record<Locale, string> = { ko: '한국어', en: 'English' };

/** The BCP 47 tags for `lang`, `Intl` and React Aria. */
export const languageTags: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB' };

/**
 * The locale a device shows: its remembered choice, else its browser's first language. Also the
 * source of an inline script at the top of every built page (scripts/prerender.ts), which sets
 * `<html lang>` before anything is painted: so it uses nothing outside itself.
 */
export function chosenOrBrowserLocale(localeKey: string): 'ko' | 'en' {
  try {
    const chosen = window.localStorage.getItem(localeKey);
    if (chosen === 'ko' || chosen === 'en') return chosen;
  } catch {
    // Storage refused (a private window's policy): the browser's language decides.
  }
  return (navigator.language || '').toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

export function deviceLocale(): Locale {
  return typeof window === 'undefined' ? prerenderLocale : chosenOrBrowserLocale(LOCALE_KEY);
}

let current: Locale = deviceLocale();
const listeners = new Set<() => void>();

export const getLocale = (): Locale => current;

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the interface in `locale` from now on, and remembers it on this device. */
export function setLocale(locale: Locale) {
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // Not remembered (storage refused); this visit still switches.
  }
  if (locale === current) return;
  current = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * A translation of a text module: the same keys, every text a string, every function the same
 * parameters (so a placeholder cannot be dropped or renamed without a type error).
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => unknown
    ? (...args: A) => string
    : { readonly [K in keyof T]: Translation<T[K]> };

/**
 * One area's texts in both locales, read through the current locale at each read. Nested groups
 * are views too, so `const { columns } = texts.orders` at a module's top still follows a switch.
 */
export function localized<T extends object>(en: T, ko: Translation<T>): T {
  return view(en, ko as unknown as T);
}

function view<T extends object>(en: T, ko: T): T {
  const groups = new Map<PropertyKey, object>();
  return new Proxy(en, {
    get(target, key) {
      const value: unknown = Reflect.get(current === 'ko' ? ko : target, key);
      if (value === null || typeof value !== 'object') return value;
      let group = groups.get(key);
      if (!group) {
        group = view(Reflect.get(target, key) as object, Reflect.get(ko, key) as object);
        groups.set(key, group);
      }
      return group;
    },
  });
}

/**
 * A value built from texts once per locale (a form's schema holds its messages): read it through
 * the returned function at render, never keep it at a module's top.
 */
export function perLocale<T>(build: () => T): () => T {
  const built = new Map<Locale, T>();
  return () => {
    if (!built.has(current)) built.set(current, build());
    return built.get(current) as T;
  };
}
