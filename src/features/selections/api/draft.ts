import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, skipToken, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@/api/schema.gen';
import { selectionKeys } from '@/api/query-keys';
import { isNoteTooLong } from '@/lib/line-note';

type CartDetail = components['schemas']['CartDetail'];
type CartItem = components['schemas']['CartItem'];
type UpdateCartRequest = components['schemas']['UpdateCartRequest'];
type UpdateCartResult = components['schemas']['UpdateCartResult'];
type LinePriority = components['schemas']['LinePriority'];

/** The fields of a row the member edits, each saved on its own (docs/product/selection.md#save). */
export const ROW_FIELDS = ['quantity', 'poNumber', 'note', 'priority'] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/** The member's unsaved changes of one row, only the fields that differ from the server. */
export interface DraftRow {
  quantity?: number;
  poNumber?: string;
  note?: string;
  priority?: LinePriority;
  /**
   * The row's version when the member first changed it: a save sends it, so the server applies
   * the change only to a field nobody else changed since (absent in drafts kept before versions).
   */
  baseVersion?: number;
}

/**
 * The unsaved edits of one selection (quantities, PO numbers, request message), kept in the query
 * cache under `['selections', 'draft', selectionId]`, so they are persisted to IndexedDB with the
 * rest of the cache, survive navigation and reloads, and are purged on logout. Plain JSON only:
 * the offline work replays mutations against it after a reload.
 *
 * Rows are keyed by the row id (`CartItem.id`, as a string: JSON object keys). A field is present
 * only while it differs from the server's value.
 */
export interface SelectionDraft {
  selectionId: string;
  rows: Record<string, DraftRow>;
  message?: string;
  /** The message's version when the member first changed it (see DraftRow.baseVersion). */
  messageBaseVersion?: number;
}

/** A row as the page shows it: the server's row with the draft applied. */
export interface DraftedItem extends CartItem {
  isChanged: boolean;
}

/** The selection as the page shows it. */
export interface DraftedSelection {
  items: DraftedItem[];
  message: string;
  isMessageChanged: boolean;
  /** Whether anything differs from the server (the page says "You have unsaved changes."). */
  isDirty: boolean;
}

const emptyDraft = (selectionId: string): SelectionDraft => ({ selectionId, rows: {} });

/**
 * Drops what no longer is a change: fields equal to the server's value and rows that are no longer
 * in the selection (deleted elsewhere, or ordered). Returns null when nothing is left.
 */
export function pruneDraft(
  draft: SelectionDraft | null | undefined,
  detail: Pick<CartDetail, 'books' | 'message'>,
): SelectionDraft | null {
  if (!draft) return null;
  const byId = new Map(detail.books.map((item) => [String(item.id), item] as const));
  const rows: Record<string, DraftRow> = {};
  for (const [id, row] of Object.entries(draft.rows)) {
    const item = byId.get(id);
    if (!item) continue;
    const kept: DraftRow = {};
    for (const field of ROW_FIELDS) {
      if (row[field] !== undefined && row[field] !== item[field]) {
        (kept as Record<RowField, unknown>)[field] = row[field];
      }
    }
    if (ROW_FIELDS.every((field) => kept[field] === undefined)) continue;
    if (row.baseVersion !== undefined) kept.baseVersion = row.baseVersion;
    rows[id] = kept;
  }
  const message =
    draft.message !== undefined && draft.message !== detail.message ? draft.message : undefined;
  if (Object.keys(rows).length === 0 && message === undefined) return null;
  if (message === undefined) return { selectionId: draft.selectionId, rows };
  return draft.messageBaseVersion === undefined
    ? { selectionId: draft.selectionId, rows, message }
    : {
        selectionId: draft.selectionId,
        rows,
        message,
        messageBaseVersion: draft.messageBaseVersion,
      };
}

/**
 * The last row shown for each server row. A row whose shown values did not change keeps its
 * identity, so the table's memoised row skips it when another row is edited (one edit re-rendered
 * all 30 rows of a selection: tests/e2e/work-budgets.spec.ts). Keyed by the server's row object,
 * which a refetch replaces, so an entry lives as long as the cached answer it came from.
 */
const shownRows = new WeakMap<CartItem, DraftedItem>();

function draftedRow(item: CartItem, row: DraftRow | undefined): DraftedItem {
  const quantity = row?.quantity ?? item.quantity;
  const poNumber = row?.poNumber ?? item.poNumber;
  const note = row?.note ?? item.note;
  const priority = row?.priority ?? item.priority;
  const isChanged = row !== undefined;
  const last = shownRows.get(item);
  if (
    last &&
    last.quantity === quantity &&
    last.poNumber === poNumber &&
    last.note === note &&
    last.priority === priority &&
    last.isChanged === isChanged
  ) {
    return last;
  }
  const shown: DraftedItem = { ...item, quantity, poNumber, note, priority, isChanged };
  shownRows.set(item, shown);
  return shown;
}

/**
 * The selection as the member sees it: the server's rows (in the server's order, so sorting
 * still works) with the draft's values where the member changed them.
 *
 * When the server changed under a draft (another tab, another device), the draft wins for rows
 * that still exist (it is what the member typed last and has not saved); rows that are gone drop
 * out of it; new rows show the server's values; a draft value that now equals the server's value
 * is no longer a change.
 */
export function applyDraft(
  detail: Pick<CartDetail, 'books' | 'message'>,
  draft: SelectionDraft | null | undefined,
): DraftedSelection {
  const pruned = pruneDraft(draft, detail);
  const items = detail.books.map((item) => draftedRow(item, pruned?.rows[String(item.id)]));
  const isMessageChanged = pruned?.message !== undefined;
  return {
    items,
    message: pruned?.message ?? detail.message,
    isMessageChanged,
    isDirty: pruned !== null,
  };
}

/** One edit of the member. */
export type DraftEdit =
  | { kind: 'quantity'; itemId: number; value: number }
  | { kind: 'poNumber'; itemId: number; value: string }
  | { kind: 'note'; itemId: number; value: string }
  | { kind: 'priority'; itemId: number; value: LinePriority }
  | { kind: 'message'; value: string };

/**
 * The draft after one edit, already pruned against the server's data (null: nothing unsaved). The
 * first change of a row or of the message records the version it was made on.
 */
export function editDraft(
  draft: SelectionDraft | null | undefined,
  detail: Pick<CartDetail, 'cartId' | 'books' | 'message' | 'messageVersion'>,
  edit: DraftEdit,
): SelectionDraft | null {
  const base = draft ?? emptyDraft(detail.cartId);
  let next: SelectionDraft;
  if (edit.kind === 'message') {
    next = {
      ...base,
      message: edit.value,
      messageBaseVersion:
        base.message === undefined ? detail.messageVersion : base.messageBaseVersion,
    };
  } else {
    const id = String(edit.itemId);
    const row = base.rows[id] ?? {
      baseVersion: detail.books.find((item) => item.id === edit.itemId)?.version,
    };
    next = { ...base, rows: { ...base.rows, [id]: { ...row, [edit.kind]: edit.value } } };
  }
  return pruneDraft(next, detail);
}

/** What a save sends (see UpdateCartRequest). */
export type SaveBody = Pick<
  UpdateCartRequest,
  'books' | 'message' | 'messageChanged' | 'messageBaseVersion'
>;

/**
 * What a save sends: the member's changes as intent, never the screen. Only the rows the member
 * changed, each naming the fields changed and the version they were based on, and the message
 * only when it was changed (docs/product/selection.md#save's books[cartBookId, quantity, poNumber] and message, with the
 * contract's optional fields). A field the member did not touch is never written, so a save
 * cannot undo an addition, another tab's save or a save confirmed earlier. Rows in `skip` (queued
 * for removal) are left out.

 */
export function saveBody(
  draft: SelectionDraft | null | undefined,
  detail: Pick<CartDetail, 'books' | 'message' | 'messageVersion'>,
  skip: ReadonlySet<number> = new Set(),
): SaveBody {
  const pruned = pruneDraft(draft, detail);
  const books = detail.books.flatMap((item) => {
    const row = pruned?.rows[String(item.id)];
    if (!row || skip.has(item.id)) return [];
    // A note over the limit is never sent: it stays an unsaved change, said on its row, and the
    // row's other changes go.
    const changed = ROW_FIELDS.filter(
      (field) => row[field] !== undefined && !(field === 'note' && isNoteTooLong(row.note!)),
    );
    if (changed.length === 0) return [];
    // Versions are missing only in data kept from before they existed: then the shown one.
    const baseVersion = row.baseVersion ?? (item.version as number | undefined);
    return [
      {
        cartBookId: item.id,
        quantity: row.quantity ?? item.quantity,
        poNumber: row.poNumber ?? item.poNumber,
        ...(changed.includes('note') ? { note: row.note } : {}),
        ...(row.priority === undefined ? {} : { priority: row.priority }),
        changed,
        ...(baseVersion === undefined ? {} : { baseVersion }),
      },
    ];
  });
  const messageChanged = pruned?.message !== undefined;
  const messageBaseVersion =
    pruned?.messageBaseVersion ?? (detail.messageVersion as number | undefined);
  return {
    books,
    message: pruned?.message ?? detail.message,
    messageChanged,
    ...(messageChanged && messageBaseVersion !== undefined ? { messageBaseVersion } : {}),
  };
}

/**
 * After a save's answer: what it applied is no longer a change; a change the server refused as a
 * conflict stays, now based on the version the answer shows (the member was told, and saving it
 * again means "keep mine"); edits typed while the save was under way stay; rows that are gone
 * drop out.
 */
export function draftAfterSave(
  draft: SelectionDraft | null | undefined,
  sent: SaveBody,
  result: Pick<UpdateCartResult, 'books' | 'message' | 'messageVersion' | 'notApplied'>,
): SelectionDraft | null {
  if (!draft) return null;
  const refused = (cartBookId: number | undefined, field: string) =>
    result.notApplied.some((change) => change.cartBookId === cartBookId && change.field === field);
  const versions = new Map(result.books.map((item) => [item.id, item.version] as const));
  const rows: Record<string, DraftRow> = { ...draft.rows };
  for (const book of sent.books) {
    const id = String(book.cartBookId);
    const row = rows[id];
    if (!row) continue;
    const next: DraftRow = { ...row };
    for (const field of book.changed ?? ['quantity', 'poNumber']) {
      if (next[field] === book[field] && !refused(book.cartBookId, field)) delete next[field];
    }
    next.baseVersion = versions.get(book.cartBookId) ?? row.baseVersion;
    rows[id] = next;
  }
  const next: SelectionDraft = { ...draft, rows };
  if (sent.messageChanged !== false) {
    if (draft.message === sent.message && !refused(undefined, 'message')) delete next.message;
    next.messageBaseVersion = result.messageVersion;
  }
  return pruneDraft(next, result);
}

/** Whether a draft changes only quantities (a failed save then says 수량 변경에 실패했습니다). */
export function isQuantityOnlyDraft(draft: SelectionDraft | null | undefined): boolean {
  if (!draft || draft.message !== undefined) return false;
  const rows = Object.values(draft.rows);
  return (
    rows.length > 0 &&
    rows.every((row) =>
      ROW_FIELDS.every((field) => field === 'quantity' || row[field] === undefined),
    )
  );
}

/**
 * Writes a selection's draft in the cache; null means "nothing unsaved" (the entry is kept as null
 * rather than removed, so that a page observing it keeps seeing later edits).
 */
export function writeDraft(
  queryClient: QueryClient,
  selectionId: string,
  draft: SelectionDraft | null,
) {
  queryClient.setQueryData<SelectionDraft | null>(selectionKeys.draft(selectionId), draft);
}

/** A draft without one row (the row was deleted). */
export function dropDraftRow(
  draft: SelectionDraft | null | undefined,
  itemId: number,
): SelectionDraft | null {
  if (!draft) return null;
  const rows = { ...draft.rows };
  delete rows[String(itemId)];
  if (Object.keys(rows).length === 0 && draft.message === undefined) return null;
  return { ...draft, rows };
}

export const readDraft = (queryClient: QueryClient, selectionId: string) =>
  queryClient.getQueryData<SelectionDraft>(selectionKeys.draft(selectionId)) ?? null;

/**
 * Registers the drafts' query defaults (with the edits' defaults, before a persisted cache holding
 * a draft is restored): never fetched (they exist only in the cache), never stale, so neither
 * invalidation nor a refetch of `['selections']` can touch them.
 */
export function registerSelectionDraftDefaults(queryClient: QueryClient) {
  queryClient.setQueryDefaults(selectionKeys.drafts(), {
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

/**
 * The draft of a selection, re-rendering when it changes (also from another component).
 *
 * Read through a synchronous cache subscription rather than `useQuery`, whose updates arrive a
 * tick later: the PO number and message inputs are controlled by the draft, and a late value
 * would reset the caret while the member types.
 */
export function useSelectionDraft(selectionId: string): SelectionDraft | null {
  const queryClient = useQueryClient();
  const queryKey = selectionKeys.draft(selectionId);
  const hash = hashKey(queryKey);
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) onChange();
      }),
    [queryClient, hash],
  );
  const getSnapshot = () => queryClient.getQueryData<SelectionDraft | null>(queryKey) ?? null;
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
