import { createContext, useContext, type ReactNode } from 'react';
import * as texts from '@/texts';
import './owned-mark.css';

/** Copies the library holds of a book, by the ISBN the catalogue gives (0: not owned). */
export type OwnedCopies = (isbn: string | null | undefined) => number;

/**
 * Provided once for the member's pages by the holdings feature. A row reads it with a hook rather
 * than rendering a component of its own, so a page of rows costs no render beyond the rows, and
 * the value changes only when the holdings do (never on a page change).
 */
export const OwnedCopiesContext = createContext<OwnedCopies>(() => 0);

/** "Owned 소장", with the count when the library holds more than one copy. */
function ownedMark(copies: number): ReactNode {
  if (copies <= 0) return null;
  const t = texts.holdings;
  return (
    <span className="owned-mark" data-owned={copies}>
      {t.owned} <span lang="ko">{t.ownedKorean}</span>
      {copies > 1 && <span className="owned-mark__copies"> · {t.copies(copies)}</span>}
    </span>
  );
}

/** The mark of a book by its ISBN, for rows: `const owned = useOwnedMark(); … {owned(isbn)}`. */
export function useOwnedMark(): (isbn: string | null | undefined) => ReactNode {
  const copiesOf = useContext(OwnedCopiesContext);
  return (isbn) => ownedMark(copiesOf(isbn));
}

/** The mark of one book (book detail, a scan's result). */
export function OwnedMark({ isbn }: { isbn: string | null | undefined }) {
  return useOwnedMark()(isbn);
}
