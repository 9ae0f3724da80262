import type { components } from '@/api/schema.gen';

type UpdateCartRequest = components['schemas']['UpdateCartRequest'];
type UpdateCartResult = components['schemas']['UpdateCartResult'];
type SentRow = UpdateCartRequest['books'][number];
type Field = NonNullable<SentRow['changed']>[number];
/** The request message of a Save: what the rows' bases are to their fields. */
type SentMessage = Pick<UpdateCartRequest, 'messageChanged' | 'messageBaseVersion'>;

/**
 * The row versions this tab's own Saves produced: for a row and field, the version a Save was
 * based on and the version its answer showed once it had applied the change. Queued Saves reach
 * the server one at a time, in the order the member made them, each based on the version the
 * member saw (also Saves taken over from a closed tab). A later Save of the same field by the
 * same member, made on the version before an earlier one of theirs applied, is their newer
 * intent, not a conflict: it is based on what that earlier Save produced. A field changed by
 * anyone else since is still refused as a conflict.
 */
const produced = new Map<string, number>();
const keyOf = (selectionId: string, row: number, field: Field, base: number) =>
  `${selectionId}:${row}:${field}:${base}`;
/** The selection's message, versioned like a row's field (`messageVersion`). */
const messageKeyOf = (selectionId: string, base: number) => `${selectionId}:message:${base}`;

const changedFields = (row: SentRow): readonly Field[] => row.changed ?? ['quantity', 'poNumber'];

/** Records what a Save's answer shows it applied (refused changes produce nothing). */
export function recordSaveApplied(
  selectionId: string,
  sent: readonly SentRow[],
  result: Pick<UpdateCartResult, 'books' | 'notApplied'> &
    Partial<Pick<UpdateCartResult, 'messageVersion'>>,
  message: SentMessage = {},
): void {
  const messageRefused = result.notApplied.some((change) => change.field === 'message');
  if (
    message.messageChanged !== false &&
    message.messageBaseVersion !== undefined &&
    typeof result.messageVersion === 'number' &&
    !messageRefused
  ) {
    produced.set(messageKeyOf(selectionId, message.messageBaseVersion), result.messageVersion);
  }
  for (const row of sent) {
    const version = result.books.find((item) => item.id === row.cartBookId)?.version;
    if (row.baseVersion === undefined || typeof version !== 'number') continue;
    for (const field of changedFields(row)) {
      const refused = result.notApplied.some(
        (change) => change.cartBookId === row.cartBookId && change.field === field,
      );
      if (!refused)
        produced.set(keyOf(selectionId, row.cartBookId, field, row.baseVersion), version);
    }
  }
}

/**
 * Bases each row of a Save about to be sent, and its request message, on what the member's own
 * earlier Saves of the same fields produced (see {@link produced}); a row changing a field no
 * earlier Save of theirs changed keeps its base. Rewrites the rows and the message's base in
 * place, so that the Save, kept with its Idempotency-Key, is sent again with the same body.
 */
export function rebaseOnOwnSaves(
  selectionId: string,
  rows: SentRow[],
  message: SentMessage = {},
): void {
  if (message.messageChanged !== false && message.messageBaseVersion !== undefined) {
    let base = message.messageBaseVersion;
    for (;;) {
      const next = produced.get(messageKeyOf(selectionId, base));
      if (next === undefined || next <= base) break;
      base = next;
    }
    message.messageBaseVersion = base;
  }
  for (const row of rows) {
    const fields = changedFields(row);
    let base = row.baseVersion;
    while (base !== undefined) {
      const next = fields.map((field) =>
        produced.get(keyOf(selectionId, row.cartBookId, field, base!)),
      );
      if (next.some((version) => version === undefined)) break;
      const version = Math.min(...(next as number[]));
      if (version <= base) break;
      base = version;
    }
    if (base !== undefined) row.baseVersion = base;
  }
}
