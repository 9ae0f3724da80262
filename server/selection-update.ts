/**
 * A save of a selection's rows and message as the member's intent: each changed field is applied
 * on its own, against the version the member's change was based on. A field changed since then
 * to another value is a real conflict and stays as the server has it; a row that is gone is
 * skipped; neither stops the other changes of the save.
 */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { requestFund, setSelectionFund } from './funds.ts';
import { cartDetail, type SelectionRow } from './selections.ts';

type UpdateCartRequest = components['schemas']['UpdateCartRequest'];
type UpdateCartResult = components['schemas']['UpdateCartResult'];
type ChangeNotApplied = components['schemas']['ChangeNotApplied'];
type RowField = 'quantity' | 'poNumber';

interface StoredRow {
  quantity: number;
  po_number: string;
  quantity_version: number;
  po_number_version: number;
}

const FIELD_NAMES: Record<RowField | 'message', string> = {
  quantity: 'quantity',
  poNumber: 'PO number',
  message: 'request message',
};

/**
 * Whether a change based on `baseVersion` may be applied to a field last changed at
 * `changedAt`: always when the client named no base (a save that predates versions), else only
 * when nothing changed the field since the base.
 */
const isCurrent = (baseVersion: number | undefined, changedAt: number) =>
  baseVersion === undefined || changedAt <= baseVersion;

const conflict = (field: RowField | 'message', now: string | number, cartBookId?: number) => ({
  ...(cartBookId === undefined ? {} : { cartBookId }),
  field,
  errorCode: 'edit_conflict' as const,
  message:
    cartBookId === undefined
      ? `The ${FIELD_NAMES[field]} was changed elsewhere since it was read; this change was not applied.`
      : `The ${FIELD_NAMES[field]} of row ${cartBookId} was changed elsewhere since it was read (it is now ${JSON.stringify(now)}); this change was not applied.`,
});

/** Applies a save to a selection (inside the caller's transaction) and answers its contents. */
export function applySelectionUpdate(
  db: Db,
  selection: SelectionRow,
  body: UpdateCartRequest,
): UpdateCartResult {
  // Checked first: another member's fund refuses the whole save (404) before anything changes.
  // The chooser's choice is the member's latest word on it, with no version to conflict with.
  const fundId =
    body.fundId === undefined ? undefined : requestFund(db, selection.member_id, body.fundId, null);
  const notApplied: ChangeNotApplied[] = [];
  const readRow = db.prepare<[number, number], StoredRow>(
    `SELECT quantity, po_number, quantity_version, po_number_version FROM cart_items
     WHERE id = ? AND selection_id = ?`,
  );
  const writeQuantity = db.prepare('UPDATE cart_items SET quantity = ? WHERE id = ?');
  const writePoNumber = db.prepare('UPDATE cart_items SET po_number = ? WHERE id = ?');

  for (const book of body.books) {
    const row = readRow.get(book.cartBookId, selection.id);
    if (!row) {
      notApplied.push({
        cartBookId: book.cartBookId,
        field: 'row',
        errorCode: 'row_removed',
        message: `Row ${book.cartBookId} is no longer in the selection; its changes were not applied.`,
      });
      continue;
    }
    const fields: readonly RowField[] = book.changed ?? ['quantity', 'poNumber'];
    if (fields.includes('quantity') && book.quantity !== row.quantity) {
      if (isCurrent(book.baseVersion, row.quantity_version)) {
        writeQuantity.run(book.quantity, book.cartBookId);
      } else {
        notApplied.push(conflict('quantity', row.quantity, book.cartBookId));
      }
    }
    const poNumber = book.poNumber.trim();
    if (fields.includes('poNumber') && poNumber !== row.po_number) {
      if (isCurrent(book.baseVersion, row.po_number_version)) {
        writePoNumber.run(poNumber, book.cartBookId);
      } else {
        notApplied.push(conflict('poNumber', row.po_number, book.cartBookId));
      }
    }
  }

  if (body.messageChanged !== false) {
    const stored = db
      .prepare<[number], { message: string; message_version: number }>(
        'SELECT message, message_version FROM selections WHERE id = ?',
      )
      .get(selection.id);
    if (stored && stored.message !== body.message) {
      if (isCurrent(body.messageBaseVersion, stored.message_version)) {
        db.prepare('UPDATE selections SET message = ? WHERE id = ?').run(
          body.message,
          selection.id,
        );
      } else {
        notApplied.push(conflict('message', stored.message));
      }
    }
  }

  if (fundId !== undefined) setSelectionFund(db, selection.id, fundId);

  return { ...cartDetail(db, selection), notApplied };
}
