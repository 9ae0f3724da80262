import { formatDate } from '@/lib/format';
import * as texts from '@/texts';
import type { BookHoldings } from '@/features/selections/librarian-tools/api/types';
import { selectionLabel } from '@/texts/selection-label';
import './duplicate-notice.css';

const t = texts.librarianTools;

export interface HoldingsNotesProps {
  holdings: BookHoldings | null | undefined;
  /** The selection books are being added to: named "this selection". */
  currentSelectionId?: string;
  /** An order not to report (the one being copied). */
  excludeOrderId?: number;
}

/** The notes of one book's holdings, as lines a librarian reads ("Already in …", "Ordered: …"). */
export function holdingsNotes({
  holdings,
  currentSelectionId,
  excludeOrderId,
}: HoldingsNotesProps): string[] {
  if (!holdings) return [];
  return [
    ...holdings.selections.map((selection) =>
      selection.id === currentSelectionId
        ? t.alreadyInThis(selection.quantity)
        : t.alreadyIn(selectionLabel(selection.name), selection.quantity),
    ),
    ...holdings.orders
      .filter((order) => order.orderId !== excludeOrderId)
      .map((order) => t.ordered(order.orderCode, formatDate(order.createdAt), order.quantity)),
  ];
}

/** A book's holdings as a short list of warnings (nothing when the book is nowhere yet). */
export function HoldingsNotes(props: HoldingsNotesProps) {
  const notes = holdingsNotes(props);
  if (notes.length === 0) return null;
  return (
    <ul className="holdings-notes">
      {notes.map((note) => (
        <li key={note} className="holdings-notes__item">
          {note}
        </li>
      ))}
    </ul>
  );
}
