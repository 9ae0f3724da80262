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

/** A run of a text in one language; `lang` is set where it differs from the interface's. */
export interface LanguageRun {
  text: string;
  lang?: 'ko';
}

// A Korean phrase: from a Hangul letter to the last one, taking the spaces, digits and marks
// between and the sentence's end mark (so "외 3권" and "삭제되었습니다." stay whole, and
// "Readers 독자대상" gives "독자대상" alone).
const koreanPhrase =
  /\p{Script=Hangul}(?:[\p{Script=Hangul}\s\d.,·()~\-/]*\p{Script=Hangul})?[.!?…]*/gu;

/**
 * A text cut where its language changes, for `lang` on its parts (WCAG 3.1.2): the English
 * interface keeps the specifications' Korean phrases ("외 3권", "아이템이 추가되었습니다"), and a
 * screen reader reading them with an English voice spells them out. The Korean interface is left
 * whole: its Latin letters are names and abbreviations (ISBN, KDC) that read the same.
 */
export function languageRuns(text: string, locale: Locale = current): LanguageRun[] {
  if (locale === 'ko') return [{ text }];
  const runs: LanguageRun[] = [];
  let end = 0;
  for (const match of text.matchAll(koreanPhrase)) {
    if (match.index > end) runs.push({ text: text.slice(end, match.index) });
    runs.push({ text: match[0], lang: 'ko' });
    end = match.index + match[0].length;
  }
  if (end < text.length || runs.length === 0) runs.push({ text: text.slice(end) });
  return runs;
}

/** The `lang` for an element whose whole text is in the other language (an `<option>`, a title). */
export function phraseLanguage(text: string, locale: Locale = current): 'ko' | undefined {
  const runs = languageRuns(text, locale);
  return runs.some((run) => run.lang) && runs.every((run) => run.lang || !/\p{L}/u.test(run.text))
    ? 'ko'
    : undefined;
}
