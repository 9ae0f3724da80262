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

/** The BCP 47 tags for `lang`, `Intl` and React Aria. */
export const languageTags: Record<Locale, string> = { ko: 'ko-KR', en: 'en-GB' };

/**
 * The locale a device shows: its remembered choice, else its browser's first language. Mirrored
 * by the prerender gate (src/app/prerendered-pages.ts), which cannot import it.
 */
export function deviceLocale(): Locale {
  if (typeof window === 'undefined') return prerenderLocale;
  try {
    const chosen = window.localStorage.getItem(LOCALE_KEY);
    if (chosen === 'ko' || chosen === 'en') return chosen;
  } catch {
    // Storage refused (a private window's policy): the browser's language decides.
  }
  return (navigator.language || '').toLowerCase().startsWith('ko') ? 'ko' : 'en';
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
