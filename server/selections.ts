/** Selection (cart) reads shared by the selection and order handlers. */
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { DEFAULT_SELECTION_ID, RESERVED_SELECTION_NAMES } from './members.ts';
import { coverUrl } from './lib/urls.ts';
import { selectionNameKey } from './lib/names.ts';
import { notFound } from './errors.ts';

type CartItem = components['schemas']['CartItem'];
type CartDetail = components['schemas']['CartDetail'];
export type CartSortField = components['schemas']['CartSortField'];

export interface SelectionRow {
  id: number;
  member_id: string;
  name: string;
  is_default: number;
  message: string;
}

/** The API id of a selection: `public` for the default one, else its number. */
export const selectionKey = (row: Pick<SelectionRow, 'id' | 'is_default'>): string =>
  row.is_default ? DEFAULT_SELECTION_ID : String(row.id);

/** A member's selection by API id (`public` or digits). */
export function selectionById(db: Db, memberId: string, id: string): SelectionRow | undefined {
  if (id === DEFAULT_SELECTION_ID) {
    return db
      .prepare<[string], SelectionRow>(
        'SELECT id, member_id, name, is_default, message FROM selections WHERE member_id = ? AND is_default = 1',
      )
      .get(memberId);
  }
  return db
    .prepare<[number, string], SelectionRow>(
      'SELECT id, member_id, name, is_default, message FROM selections WHERE id = ? AND member_id = ? AND is_default = 0',
    )
    .get(Number(id), memberId);
}

/** A member's selection by API id, or 404. */
export function requireSelection(db: Db, memberId: string, id: string): SelectionRow {
  const row = selectionById(db, memberId, id);
  if (!row) throw notFound(`No selection with id ${id}.`);
  return row;
}

/**
 * A member's selections whose names read the same as `name` (selectionNameKey), the exact name
 * first. Compared here rather than by the stored `name_key`: keys stored before names were
 * compared this way are only trimmed and lower-cased, and SQLite cannot apply NFKC to them.
 */
export function selectionsNamedLike(
  db: Db,
  memberId: string,
  name: string,
  exceptId = -1,
): SelectionRow[] {
  const key = selectionNameKey(name);
  return db
    .prepare<[string, number], SelectionRow>(
      'SELECT id, member_id, name, is_default, message FROM selections WHERE member_id = ? AND id != ? ORDER BY id',
    )
    .all(memberId, exceptId)
    .filter((row) => selectionNameKey(row.name) === key)
    .sort((a, b) => Number(b.name === name) - Number(a.name === name));
}

/** Whether a name means the default selection (public, common(default), 공용, in any width or case). */
export const isReservedSelectionName = (name: string): boolean =>
  RESERVED_SELECTION_NAMES.has(selectionNameKey(name));

/** A member's selection by name (compared as selectionNameKey); the reserved names mean the default one. */
export function selectionByName(db: Db, memberId: string, name: string): SelectionRow | undefined {
  if (isReservedSelectionName(name)) return selectionById(db, memberId, DEFAULT_SELECTION_ID);
  return selectionsNamedLike(db, memberId, name)[0];
}

const CART_SORT: Record<CartSortField, string> = {
  title: 'b.title COLLATE NOCASE',
  category: 'c.name',
  author: 'b.author_k COLLATE NOCASE',
  publisher: 'b.publisher COLLATE NOCASE',
  price: 'b.price',
  quantity: 'ci.quantity',
};

const ITEM_COLUMNS = `ci.id AS id, ci.book_id AS bookId, b.title AS title, b.isbn AS isbn, c.name AS category,
  b.author_k AS author, b.publisher AS publisher, b.price AS price, ci.po_number AS poNumber,
  ci.note AS note, ci.priority AS priority, ci.quantity AS quantity, ci.version AS version
  FROM cart_items ci JOIN books b ON b.id = ci.book_id JOIN categories c ON c.id = b.category_id`;

type ItemRow = Omit<CartItem, 'coverImageUrl'>;
const withCover = (row: ItemRow): CartItem => ({ ...row, coverImageUrl: coverUrl(row.bookId) });

/** The rows of a selection, in the order they were added or sorted by a field. */
export function selectionItems(
  db: Db,
  selectionId: number,
  sortField?: CartSortField,
  sortOrder: 'asc' | 'desc' = 'asc',
): CartItem[] {
  const order = sortField
    ? `${CART_SORT[sortField]} ${sortOrder === 'desc' ? 'DESC' : 'ASC'}, ci.id`
    : 'ci.id';
  return db
    .prepare<[number], ItemRow>(
      `SELECT ${ITEM_COLUMNS} WHERE ci.selection_id = ? ORDER BY ${order}`,
    )
    .all(selectionId)
    .map(withCover);
}

/** One row of a selection by its id. */
export function selectionItem(db: Db, itemId: number): CartItem | undefined {
  const row = db.prepare<[number], ItemRow>(`SELECT ${ITEM_COLUMNS} WHERE ci.id = ?`).get(itemId);
  return row && withCover(row);
}

/** The cart detail of a selection. */
export function cartDetail(
  db: Db,
  selection: SelectionRow,
  sortField?: CartSortField,
  sortOrder?: 'asc' | 'desc',
): CartDetail {
  const id = selectionKey(selection);
  // Read again: the caller's row may predate a change of the message it just made.
  const stored = db
    .prepare<[number], { message: string; message_version: number }>(
      'SELECT message, message_version FROM selections WHERE id = ?',
    )
    .get(selection.id);
  return {
    cartId: id,
    cartCategoryId: id,
    name: selection.name,
    message: stored?.message ?? selection.message,
    messageVersion: stored?.message_version ?? 1,
    books: selectionItems(db, selection.id, sortField, sortOrder),
  };
}

/** How many rows all of a member's selections hold together. */
export function selectionRowCount(db: Db, memberId: string): number {
  return (
    db
      .prepare<[string], { n: number }>(
        `SELECT COUNT(*) AS n FROM cart_items ci JOIN selections s ON s.id = ci.selection_id
         WHERE s.member_id = ?`,
      )
      .get(memberId)?.n ?? 0
  );
}
