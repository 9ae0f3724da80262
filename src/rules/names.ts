/**
 * The form of a name that the duplicate-name rule compares: Unicode NFKC (full-width letters and
 * digits, the ideographic space and half-width katakana become their usual forms), surrounding
 * space dropped, every run of inner white space one space, and lower case. "Science␣␣Club" and
 * "Ｓｃｉｅｎｃｅ Ｃｌｕｂ" are then the same name as "science club", as a member reads them.
 * The server compares selection names by it too (server/selections.ts).
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
