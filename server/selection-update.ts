/**
 * A save of a selection's rows and message as the member's intent: each changed field is applied
 * on its own, against the version the member's change was based on. A field changed since then
 * to another value is a real conflict and stays as the server has it; a row that is gone is
 * skipped; neither stops the other changes of the save.
 */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { badRequest } from './errors.ts';
import { requestFund, setSelectionFund } from './funds.ts';
import { selectionDetail, type SelectionRow } from './selections.ts';

type UpdateCartRequest = components['schemas']['UpdateCartRequest'];
type UpdateCartResult = components['schemas']['UpdateCartResult'];
type ChangeNotApplied = components['schemas']['ChangeNotApplied'];
type RowField = 'quantity' | 'poNumber' | 'note' | 'priority';
type SentRow = UpdateCartRequest['books'][number];

/** Each field a save may change: its column, the column of its version, and its name in messages. */
const ROW_FIELDS: Record<RowField, { column: string; versionColumn: string; name: string }> = {
  quantity: { column: 'quantity', versionColumn: 'quantity_version', name: 'quantity' },
  poNumber: { column: 'po_number', versionColumn: 'po_number_version', name: 'PO number' },
  note: { column: 'note', versionColumn: 'note_version', name: 'note' },
  priority: { column: 'priority', versionColumn: 'priority_version', name: 'priority' },
};
const FIELD_ORDER = Object.keys(ROW_FIELDS) as RowField[];

type StoredRow = Record<string, string | number>;

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
      ? 'The request message was changed elsewhere since it was read; this change was not applied.'
      : `The ${ROW_FIELDS[field as RowField].name} of row ${cartBookId} was changed elsewhere since it was read (it is now ${JSON.stringify(now)}); this change was not applied.`,
});

/**
 * The fields a row of the save changes, with the value each is set to. Without `changed`, a save
 * that predates intent: quantity and PO number, and the note and priority when sent.
 */
function requestedChanges(book: SentRow): [RowField, string | number][] {
  const fields: readonly RowField[] =
    book.changed ??
    FIELD_ORDER.filter(
      (field) => field === 'quantity' || field === 'poNumber' || book[field] !== undefined,
    );
  return FIELD_ORDER.filter((field) => fields.includes(field)).map((field) => {
    const value = book[field];
    if (value === undefined) {
      throw badRequest(
        'validation_failed',
        `body/books row ${book.cartBookId} names ${field} as changed but does not send it`,
      );
    }
    return [field, typeof value === 'string' && field !== 'note' ? value.trim() : value];
  });
}

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
    `SELECT ${FIELD_ORDER.flatMap((field) => [ROW_FIELDS[field].column, ROW_FIELDS[field].versionColumn]).join(', ')}
     FROM cart_items WHERE id = ? AND selection_id = ?`,
  );
  const writes = new Map(
    FIELD_ORDER.map((field) => [
      field,
      db.prepare<[string | number, number]>(
        `UPDATE cart_items SET ${ROW_FIELDS[field].column} = ? WHERE id = ?`,
      ),
    ]),
  );

  // Every row is checked before any is written: a malformed row refuses the save whole.
  const changes = body.books.map((book) => [book, requestedChanges(book)] as const);
  for (const [book, fields] of changes) {
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
    for (const [field, value] of fields) {
      const { column, versionColumn } = ROW_FIELDS[field];
      if (value === row[column]) continue;
      if (isCurrent(book.baseVersion, row[versionColumn] as number)) {
        writes.get(field)!.run(value, book.cartBookId);
      } else {
        notApplied.push(conflict(field, row[column]!, book.cartBookId));
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

  return { ...selectionDetail(db, selection), notApplied };
}
