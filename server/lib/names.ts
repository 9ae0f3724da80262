/**
 * The form of a selection name that the duplicate-name rule compares: Unicode NFKC (full-width
 * letters and digits, the ideographic space and half-width katakana become their usual forms),
 * surrounding space dropped, every run of inner white space one space, and lower case. The client
 * applies the same rule (src/lib/names.ts) before it sends a name.
 */
export function selectionNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}
