/**
 * ISBNs as a librarian types, pastes or scans them: hyphens and spaces anywhere, a lower-case
 * check character `x`, ISBN-10 or ISBN-13. Everything the portal compares is the ISBN-13
 * (the catalogue stores ISBN-13s; an EAN-13 barcode on a book is its ISBN-13).
 */

/** Why a string is not an ISBN, in terms a librarian can act on. */
export type IsbnProblem =
  /** Not 10 or 13 characters once hyphens and spaces are gone. */
  | 'length'
  /** A character other than digits (and a final X on an ISBN-10). */
  | 'characters'
  /** The last digit does not match the others: a typo or a misread barcode. */
  | 'check-digit'
  /** 13 digits that are not a book's EAN (ISBN-13s start with 978 or 979). */
  | 'prefix';

export type IsbnReading =
  | { valid: true; isbn13: string; /** The ISBN-10 it was converted from. */ fromIsbn10?: string }
  | { valid: false; problem: IsbnProblem };

/** Drops the separators people write inside ISBNs (hyphens, spaces, dots) and upper-cases x. */
export function compactIsbn(raw: string): string {
  return raw.replace(/[\s\-‐‑‒–—.]/g, '').toUpperCase();
}

/** The ISBN-13 check digit of its first 12 digits (weights 1, 3, 1, 3, …, modulo 10). */
export function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The ISBN-10 check character of its first 9 digits (weights 10 to 2, modulo 11, 10 → X). */
export function isbn10CheckCharacter(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** The ISBN-13 of a valid ISBN-10: prefix 978, drop the old check character, compute the new. */
export function isbn10To13(isbn10: string): string {
  const first12 = '978' + isbn10.slice(0, 9);
  return first12 + isbn13CheckDigit(first12);
}

/** Reads one ISBN as typed, pasted or scanned, and says what is wrong with it if anything. */
export function readIsbn(raw: string): IsbnReading {
  const compact = compactIsbn(raw);
  if (compact.length === 13) {
    if (!/^\d{13}$/.test(compact)) return { valid: false, problem: 'characters' };
    if (!compact.startsWith('978') && !compact.startsWith('979')) {
      return { valid: false, problem: 'prefix' };
    }
    if (isbn13CheckDigit(compact) !== compact[12]) return { valid: false, problem: 'check-digit' };
    return { valid: true, isbn13: compact };
  }
  if (compact.length === 10) {
    if (!/^\d{9}[\dX]$/.test(compact)) return { valid: false, problem: 'characters' };
    if (isbn10CheckCharacter(compact) !== compact[9]) {
      return { valid: false, problem: 'check-digit' };
    }
    return { valid: true, isbn13: isbn10To13(compact), fromIsbn10: compact };
  }
  return { valid: false, problem: 'length' };
}
