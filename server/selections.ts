/** The member's selections (the contract's carts) and their rows: reads, names, additions and removals. */
import { Quantity } from '../src/api/limits.gen.ts';
import type { components } from '../src/api/schema.gen.ts';
import type { Db } from './db/index.ts';
import { DEFAULT_SELECTION_ID, RESERVED_SELECTION_NAMES } from './members.ts';
import { coverUrl } from './lib/urls.ts';
import { nameKey } from '../src/rules/names.ts';
import { nowIso } from './lib/util.ts';
import { badRequest, conflict, forbidden, notFound } from './errors.ts';
import { lastUsedFund } from './funds.ts';

type CartItem = components['schemas']['CartItem'];
type CartDetail = components['schemas']['CartDetail'];
type RowAdded = components['schemas']['RowAdded'];
type RowsAdded = components['schemas']['RowsAdded'];
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
 * A member's selections whose names read the same as `name` (nameKey), the exact name
 * first. Compared here rather than by the stored `name_key`: keys stored before names were
 * compared this way are only trimmed and lower-cased, and SQLite cannot apply NFKC to them.
 */
export function selectionsNamedLike(
  db: Db,
  memberId: string,
  name: string,
  exceptId = -1,
): SelectionRow[] {
  const key = nameKey(name);
  return db
    .prepare<[string, number], SelectionRow>(
      'SELECT id, member_id, name, is_default, message FROM selections WHERE member_id = ? AND id != ? ORDER BY id',
    )
    .all(memberId, exceptId)
    .filter((row) => nameKey(row.name) === key)
    .sort((a, b) => Number(b.name === name) - Number(a.name === name));
}

/** Whether a name means the default selection (public, common(default), 공용, in any width or case). */
export const isReservedSelectionName = (name: string): boolean =>
  RESERVED_SELECTION_NAMES.has(nameKey(name));

/** A member's selection by name (compared as nameKey); the reserved names mean the default one. */
export function selectionByName(db: Db, memberId: string, name: string): SelectionRow | undefined {
  if (isReservedSelectionName(name)) return selectionById(db, memberId, DEFAULT_SELECTION_ID);
  return selectionsNamedLike(db, memberId, name)[0];
}

const SORT_COLUMNS: Record<CartSortField, string> = {
  title: 'b.title COLLATE NOCASE',
  category: 'c.name',
  author: 'b.author_k COLLATE NOCASE',
  publisher: 'b.publisher COLLATE NOCASE',
  price: 'b.price',
  quantity: 'ci.quantity',
};

const ITEM_COLUMNS = `ci.id AS id, ci.book_id AS bookId, b.title AS title, b.isbn AS isbn, c.name AS category,
  b.author_k AS author, b.publisher AS publisher, b.price AS price, b.list_price AS listPrice,
  ci.po_number AS poNumber,
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
    ? `${SORT_COLUMNS[sortField]} ${sortOrder === 'desc' ? 'DESC' : 'ASC'}, ci.id`
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

/** A selection with its rows, as the contract's CartDetail. */
export function selectionDetail(
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
    answeredQuotations: answeredQuotations(db, selection.member_id, id),
  };
}

type AnsweredQuotation = components['schemas']['AnsweredQuotation'];

/**
 * The member's quotations from a selection that are answered and not ordered yet, newest first,
 * with their books: the ones Place Order can turn into an order (`answeredQuotationFor`).
 */
export function answeredQuotations(
  db: Db,
  memberId: string,
  selectionKey: string,
): AnsweredQuotation[] {
  const rows = db
    .prepare<[string, string], { id: number; order_code: string; book_ids: string | null }>(
      `SELECT o.id, o.order_code,
              (SELECT json_group_array(book_id) FROM
                 (SELECT book_id FROM order_items WHERE order_id = o.id ORDER BY position)) AS book_ids
       FROM orders o
       WHERE o.member_id = ? AND o.selection_key = ? AND o.status = 'QUOTATION_DONE'
       ORDER BY o.created_at DESC, o.id DESC`,
    )
    .all(memberId, selectionKey);
  return rows.map((row) => ({
    orderId: row.id,
    orderCode: row.order_code,
    bookIds: JSON.parse(row.book_ids ?? '[]') as number[],
  }));
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

/** The largest quantity of a row (the contract's Quantity maximum); additions stop there. */
export const MAX_QUANTITY = Quantity.maximum;

/** A member's selections, the default one first, with the fund each names. */
export function memberSelections(db: Db, memberId: string) {
  return db
    .prepare<[string], SelectionRow & { fund_id: number | null }>(
      'SELECT id, member_id, name, is_default, message, fund_id FROM selections WHERE member_id = ? ORDER BY is_default DESC, id',
    )
    .all(memberId)
    .map((row) => ({ id: selectionKey(row), name: row.name, fundId: row.fund_id }));
}

/** A selection's name as given, trimmed; refused when blank or when it reads as another's. */
function checkName(db: Db, memberId: string, name: string, except?: number): string {
  const trimmed = name.trim();
  if (trimmed === '') throw badRequest('validation_failed', 'body/name must not be blank');
  const taken =
    isReservedSelectionName(trimmed) ||
    selectionsNamedLike(db, memberId, trimmed, except).length > 0;
  if (taken) throw conflict('duplicate_name', `A selection named "${trimmed}" already exists.`);
  return trimmed;
}

function protectDefault(selection: SelectionRow): void {
  if (selection.is_default) {
    throw forbidden(
      'default_selection_protected',
      'The default selection cannot be changed or deleted.',
    );
  }
}

/**
 * The most selections a member keeps, the default one included: far above a school's use (a few
 * dozen), low enough that one account cannot fill the database.
 */
export const MAX_SELECTIONS = 500;

/** A new selection of the member; it starts with the fund of the member's latest request. */
export function createSelection(db: Db, memberId: string, rawName: string): SelectionRow {
  const name = checkName(db, memberId, rawName);
  const count =
    db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM selections WHERE member_id = ?')
      .get(memberId)?.n ?? 0;
  if (count >= MAX_SELECTIONS) {
    throw conflict(
      'too_many_selections',
      `You already keep ${MAX_SELECTIONS} selections, the most a member can: delete one you no longer need to create another.`,
    );
  }
  const inserted = db
    .prepare(
      'INSERT INTO selections (member_id, name, name_key, is_default, created_at, fund_id) VALUES (?, ?, ?, 0, ?, ?)',
    )
    .run(memberId, name, nameKey(name), nowIso(), lastUsedFund(db, memberId));
  return {
    id: Number(inserted.lastInsertRowid),
    member_id: memberId,
    name,
    is_default: 0,
    message: '',
  };
}

export function renameSelection(db: Db, memberId: string, id: string, rawName: string) {
  const selection = requireSelection(db, memberId, id);
  protectDefault(selection);
  const name = checkName(db, memberId, rawName, selection.id);
  db.prepare('UPDATE selections SET name = ?, name_key = ? WHERE id = ?').run(
    name,
    nameKey(name),
    selection.id,
  );
  return { id: selectionKey(selection), name };
}

export function deleteSelection(db: Db, memberId: string, id: string): void {
  const selection = requireSelection(db, memberId, id);
  protectDefault(selection);
  db.prepare('DELETE FROM selections WHERE id = ?').run(selection.id);
}

/** Refuses books that do not exist, naming them. */
function requireBooks(db: Db, bookIds: readonly number[]): void {
  const missing = db
    .prepare<[string], { value: number }>(
      'SELECT DISTINCT value FROM json_each(?) WHERE value NOT IN (SELECT id FROM books)',
    )
    .all(JSON.stringify(bookIds))
    .map((row) => row.value);
  if (missing.length > 0) throw notFound(`No book with id ${missing.join(', ')}.`);
}

const addQuantity = (db: Db) =>
  db.prepare<[number, number, number, string], { id: number }>(
    `INSERT INTO cart_items (selection_id, book_id, quantity, po_number, created_at) VALUES (?, ?, ?, '', ?)
     ON CONFLICT(selection_id, book_id) DO UPDATE SET quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity)
     RETURNING id`,
  );

/** Adds a quantity of one book to a selection (up to the largest quantity); answers the row. */
export function addBookToSelection(
  db: Db,
  selection: SelectionRow,
  bookId: number,
  quantity: number,
): CartItem {
  requireBooks(db, [bookId]);
  const row = addQuantity(db).get(selection.id, bookId, quantity, nowIso());
  const item = row && selectionItem(db, row.id);
  if (!item) throw new Error('selection row vanished');
  return item;
}

/** Adds quantities of several books to a selection (all or none); answers the selection. */
export function addBooksToSelection(
  db: Db,
  selection: SelectionRow,
  books: readonly { bookId: number; quantity: number }[],
): CartDetail {
  requireBooks(
    db,
    books.map((book) => book.bookId),
  );
  const add = addQuantity(db);
  for (const book of books) add.get(selection.id, book.bookId, book.quantity, nowIso());
  return selectionDetail(db, selection);
}

/** A row for the librarian's additions: PO number and note fill a row that has none. */
export interface RequestedRow {
  bookId: number;
  quantity: number;
  poNumber?: string;
  note?: string;
  /** Only a new row takes it: an existing row keeps the member's own choice. */
  priority?: 'first' | 'alternate';
}

/**
 * Adds rows to a selection (inside the caller's transaction): quantities add up to at most MAX_QUANTITY,
 * a PO number or a note fills a row that has none and never overwrites one.
 */
export function addRows(db: Db, selection: SelectionRow, rows: readonly RequestedRow[]): RowsAdded {
  requireBooks(
    db,
    rows.map((row) => row.bookId),
  );
  const existing = db.prepare<[number, number], { quantity: number }>(
    'SELECT quantity FROM cart_items WHERE selection_id = ? AND book_id = ?',
  );
  const upsert = db.prepare<
    [number, number, number, string, string, string, string],
    { id: number; quantity: number; po_number: string; note: string }
  >(
    `INSERT INTO cart_items (selection_id, book_id, quantity, po_number, note, priority, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT(selection_id, book_id) DO UPDATE SET
       quantity = min(${MAX_QUANTITY}, quantity + excluded.quantity),
       po_number = CASE WHEN po_number = '' THEN excluded.po_number ELSE po_number END,
       note = CASE WHEN note = '' THEN excluded.note ELSE note END
     RETURNING id, quantity, po_number, note`,
  );
  const added: RowAdded[] = rows.map((row) => {
    const before = existing.get(selection.id, row.bookId)?.quantity ?? 0;
    const after = upsert.get(
      selection.id,
      row.bookId,
      row.quantity,
      (row.poNumber ?? '').trim(),
      row.note ?? '',
      row.priority ?? 'first',
      nowIso(),
    );
    if (!after) throw new Error('selection row vanished');
    return {
      bookId: row.bookId,
      cartBookId: after.id,
      addedQuantity: after.quantity - before,
      quantity: after.quantity,
      poNumber: after.po_number,
      note: after.note,
      capped: before + row.quantity > MAX_QUANTITY,
    };
  });
  return { cartCategoryId: selectionKey(selection), name: selection.name, added };
}

/** Removes a row of one of the member's selections, or 404. */
export function deleteSelectionItem(db: Db, memberId: string, itemId: number): void {
  const result = db
    .prepare(
      'DELETE FROM cart_items WHERE id = ? AND selection_id IN (SELECT id FROM selections WHERE member_id = ?)',
    )
    .run(itemId, memberId);
  if (result.changes === 0) throw notFound(`No selection row with id ${itemId}.`);
}

/**
 * The rows of a selection to export, as the member sees them: in the order of the ids. Books no
 * longer in the selection (removed in another tab) are left out.
 */
export function selectionExportRows(db: Db, selection: SelectionRow, bookIds: readonly number[]) {
  const position = new Map(bookIds.map((bookId, index) => [bookId, index] as const));
  const rows = selectionItems(db, selection.id)
    .filter((item) => position.has(item.bookId))
    .sort((a, b) => position.get(a.bookId)! - position.get(b.bookId)!);
  if (rows.length === 0) throw notFound('None of the chosen books is in the selection.');
  return rows;
}

/** Keeps the message a request used as the selection's message. */
export function setSelectionMessage(db: Db, selectionId: number, message: string): void {
  db.prepare('UPDATE selections SET message = ? WHERE id = ?').run(message, selectionId);
}

/** Refuses a request that names the same book twice. */
export function assertDistinctBooks(books: readonly { bookId: number }[]): void {
  const seen = new Set<number>();
  for (const { bookId } of books) {
    if (seen.has(bookId)) {
      throw badRequest('validation_failed', `body/books names book ${bookId} more than once`);
    }
    seen.add(bookId);
  }
}
