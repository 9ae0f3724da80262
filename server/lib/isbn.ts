/**
 * The server's own reading of ISBNs (the server imports nothing from src but the generated types):
 * the same rules as the portal's src/lib/isbn.ts, which tests/unit/lib/isbn.test.ts keeps in step.
 * Separators (hyphens, spaces, dots) are dropped, a lower-case x is read as X, an ISBN-10 becomes
 * its ISBN-13, and a check digit that does not match is refused.
 */
export type IsbnProblem = 'length' | 'characters' | 'check-digit' | 'prefix';

export type IsbnReading =
  { valid: true; isbn13: string; fromIsbn10: boolean } | { valid: false; problem: IsbnProblem };

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

function isbn10CheckCharacter(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** Reads one ISBN as typed, pasted or scanned. */
export function readIsbn(raw: string): IsbnReading {
  const compact = raw.replace(/[\s\-‐‑‒–—.]/g, '').toUpperCase();
  if (compact.length === 13) {
    if (!/^\d{13}$/.test(compact)) return { valid: false, problem: 'characters' };
    if (!compact.startsWith('978') && !compact.startsWith('979')) {
      return { valid: false, problem: 'prefix' };
    }
    if (isbn13CheckDigit(compact) !== compact[12]) return { valid: false, problem: 'check-digit' };
    return { valid: true, isbn13: compact, fromIsbn10: false };
  }
  if (compact.length === 10) {
    if (!/^\d{9}[\dX]$/.test(compact)) return { valid: false, problem: 'characters' };
    if (isbn10CheckCharacter(compact) !== compact[9]) {
      return { valid: false, problem: 'check-digit' };
    }
    const first12 = '978' + compact.slice(0, 9);
    return { valid: true, isbn13: first12 + isbn13CheckDigit(first12), fromIsbn10: true };
  }
  return { valid: false, problem: 'length' };
}
