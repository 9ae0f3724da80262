import { describe, expect, it } from 'vitest';

/**
 * Both locales say everything (docs/decisions/021-two-locales.md): the type check refuses a
 * Korean module without a key or with a changed parameter list; this test also refuses a text
 * left in English, and a placeholder a translation drops or invents.
 */
const modules = {
  en: import.meta.glob<Record<string, unknown>>('../../../src/texts/en/*.ts', { eager: true }),
  ko: import.meta.glob<Record<string, unknown>>('../../../src/texts/ko/*.ts', { eager: true }),
};
const areas = Object.keys(modules.en).map((file) => /([\w-]+)\.ts$/.exec(file)![1]!);

async function load(locale: 'en' | 'ko', area: string) {
  return Promise.resolve(
    Object.values(modules[locale][`../../../src/texts/${locale}/${area}.ts`] ?? {})[0],
  );
}

/** Names, codes and units that a Korean text says as they are. */
const SAME_IN_BOTH = /Book Portal|ISBN|ISSN|HTTP|KDC|KORMARC|NEW|PDF|\bms\b|\bPO\b/g;

/** Not interface texts: the default selection's id and server name, which the code compares. */
const DATA = new Set(['selections.defaultId', 'selections.defaultName']);

const HANGUL = /[\uac00-\ud7a3]/;

/** A distinct marker per argument: what a text does with it shows in what it returns. */
const marker = (index: number) => `\u27e6${index}\u27e7`;
const MARKERS = /\u27e6\d+\u27e7/g;

interface Text {
  path: string;
  value: unknown;
}

function leaves(value: unknown, path: string, into: Text[] = []): Text[] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, `${path}.${key}`, into);
  } else {
    into.push({ path, value });
  }
  return into;
}

/**
 * What a text says with a marker for each argument. Most arguments are strings or numbers; a few
 * are lists (the titles of several books), given as a list of one marker when a string fails.
 */
function said(text: unknown, arity: number): string {
  if (typeof text !== 'function') return String(text);
  const call = (args: unknown[]) => String((text as (...args: unknown[]) => unknown)(...args));
  const strings = Array.from({ length: arity }, (_, index) => marker(index));
  const attempts = [
    strings,
    ...strings.map((_, index) => strings.map((arg, i) => (i === index ? [arg] : arg))),
  ];
  for (const args of attempts) {
    try {
      return call(args);
    } catch {
      // This argument is not a string: the next attempt gives it as a list.
    }
  }
  return call(strings.map((arg) => [arg]));
}

describe.each(areas)('texts.%s', (area) => {
  it('has the same keys, and the same placeholders, in Korean as in English', async () => {
    const en = leaves(await load('en', area), area);
    const ko = leaves(await load('ko', area), area);
    expect(ko.map((text) => text.path)).toEqual(en.map((text) => text.path));
    for (const [index, english] of en.entries()) {
      const korean = ko[index]!;
      expect(typeof korean.value, korean.path).toBe(typeof english.value);
      if (typeof english.value !== 'function') continue;
      const arity = (english.value as () => unknown).length;
      expect((korean.value as () => unknown).length, korean.path).toBe(arity);
      const used = (text: unknown) => new Set(said(text, arity).match(MARKERS));
      expect(used(korean.value), korean.path).toEqual(used(english.value));
    }
  });

  it('says every text in Korean', async () => {
    const untranslated = leaves(await load('ko', area), area).filter(({ path, value }) => {
      if (typeof value !== 'string' && typeof value !== 'function') return false;
      const arity = typeof value === 'function' ? (value as () => unknown).length : 0;
      const text = said(value, arity).replace(MARKERS, '').replace(SAME_IN_BOTH, '');
      return !DATA.has(path) && !HANGUL.test(text) && /[A-Za-z]{2}/.test(text);
    });
    expect(untranslated.map((text) => text.path)).toEqual([]);
  });
});
