/**
 * A line's note and priority (docs/product/selection.md#notes) on every call that carries a
 * line: the selection's rows, its save as intent (per-field conflicts, replays), the quotation
 * and order requests, the order detail, the workbooks and the copy of an order.
 */
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, quoteOrder } from '../../server/provider.ts';
import { newMember, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import { baseUrl, call, expectDocumented, expectError, toReply } from './support/http.ts';
import { orderDetail, requestQuotation } from './support/orders.ts';
import type { RequestBody, Schemas } from './support/schemas.ts';

type Priority = Schemas['LinePriority'];
type CartItem = Schemas['CartItem'];
type CartDetail = Schemas['CartDetail'];
/** A row of a save, as the contract has it. */
type SentRow = RequestBody<'updateSelection'>['books'][number];
type OrderDetail = Schemas['OrderDetail'];

let member: Session;

const key = () => randomUUID();

async function newSelection(bookIds: number[]): Promise<{ id: string; name: string }> {
  const name = `Notes ${randomUUID().slice(0, 8)}`;
  const { categoryId } = expectDocumented(
    await call('createSelection', { token: member.token, body: { name } }),
    201,
  );
  for (const bookId of bookIds) {
    expectDocumented(
      await call('addBookToSelection', {
        token: member.token,
        params: { bookId },
        body: { cartCategoryId: categoryId, quantity: 1 },
      }),
      200,
    );
  }
  return { id: categoryId, name };
}

async function contents(name: string): Promise<CartDetail> {
  return expectDocumented(
    await call('getSelection', { token: member.token, query: { name } }),
    200,
  );
}

const save = (cartId: string, books: unknown[], replayKey?: string) =>
  call('updateSelection', {
    token: member.token,
    params: { cartId },
    ...(replayKey ? { headers: { 'idempotency-key': replayKey } } : {}),
    body: { message: '', messageChanged: false, books: books.map(asSent) },
  });

/**
 * A row as a save sends it: a row read from the selection (spread with the changes) becomes
 * `cartBookId` and the fields the save may name; the note and priority only when changed.
 */
function asSent(book: unknown): unknown {
  const row = book as Partial<CartItem> & Pick<SentRow, 'changed' | 'baseVersion'>;
  if (row.id === undefined) return book;
  const changed = row.changed ?? [];
  return {
    cartBookId: row.id,
    quantity: row.quantity,
    poNumber: row.poNumber,
    ...(changed.includes('note') ? { note: row.note } : {}),
    ...(changed.includes('priority') ? { priority: row.priority } : {}),
    ...(row.changed ? { changed: row.changed } : {}),
    ...(row.baseVersion === undefined ? {} : { baseVersion: row.baseVersion }),
  };
}

const rowOf = (detail: CartDetail, bookId: number) => {
  const row = detail.books.find((book) => book.bookId === bookId);
  if (!row) throw new Error(`book ${bookId} is not in the selection`);
  return row;
};

/** Writes a row's note and priority, as the selection page saves them. */
async function saveNote(
  selection: { id: string; name: string },
  bookId: number,
  note: string,
  priority: Priority,
) {
  const row = rowOf(await contents(selection.name), bookId);
  expectDocumented(
    await save(selection.id, [
      { ...row, note, priority, changed: ['note', 'priority'], baseVersion: row.version },
    ]),
    200,
  );
}

async function workbookRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  member = await newMember({ label: 'line-notes' });
});

describe('a selection row has a note and a priority', () => {
  it('starts with no note, as a first choice', async () => {
    const selection = await newSelection([140]);
    expect(rowOf(await contents(selection.name), 140)).toMatchObject({
      note: '',
      priority: 'first',
    });
  });

  it('saves a note of 500 characters as typed and refuses 501, never cutting it', async () => {
    const selection = await newSelection([141]);
    const row = rowOf(await contents(selection.name), 141);
    const note = ` ${'가'.repeat(498)} `;
    const saved = expectDocumented(
      await save(selection.id, [{ ...row, note, changed: ['note'], baseVersion: row.version }]),
      200,
    );
    expect(saved.notApplied).toEqual([]);
    expect(rowOf(saved, 141).note).toBe(note);
    expectError(
      await save(selection.id, [
        {
          ...row,
          note: 'x'.repeat(501),
          changed: ['note'],
          baseVersion: rowOf(saved, 141).version,
        },
      ]),
      400,
      'validation_failed',
    );
    expect(rowOf(await contents(selection.name), 141).note).toBe(note);
  });

  it('counts a note in characters as the page does: 500 emoji are taken, 501 refused', async () => {
    const selection = await newSelection([160]);
    const row = rowOf(await contents(selection.name), 160);
    const note = '📚'.repeat(500);
    const saved = expectDocumented(
      await save(selection.id, [{ ...row, note, changed: ['note'], baseVersion: row.version }]),
      200,
    );
    expect(rowOf(saved, 160).note).toBe(note);
    expectError(
      await save(selection.id, [
        {
          ...row,
          note: '📚'.repeat(501),
          changed: ['note'],
          baseVersion: rowOf(saved, 160).version,
        },
      ]),
      400,
      'validation_failed',
    );
  });

  it('refuses a row that names note or priority as changed without sending it', async () => {
    const selection = await newSelection([142]);
    const row = rowOf(await contents(selection.name), 142);
    expectError(
      await save(selection.id, [
        { cartBookId: row.id, quantity: 1, poNumber: '', changed: ['priority'] },
      ]),
      400,
      'validation_failed',
    );
    expectError(
      await save(selection.id, [
        {
          cartBookId: row.id,
          quantity: 1,
          poNumber: '',
          priority: 'second',
          changed: ['priority'],
        },
      ]),
      400,
      'validation_failed',
    );
  });
});

describe('note and priority are fields of a save’s intent', () => {
  it('applies two saves based on one version when they change different fields', async () => {
    const selection = await newSelection([143]);
    const row = rowOf(await contents(selection.name), 143);
    // Two tabs read version v; one writes the note, the other the priority and the quantity.
    const first = expectDocumented(
      await save(selection.id, [
        { ...row, note: 'Class 3-2 reading circle', changed: ['note'], baseVersion: row.version },
      ]),
      200,
    );
    expect(first.notApplied).toEqual([]);
    const second = expectDocumented(
      await save(selection.id, [
        {
          ...row,
          quantity: 4,
          priority: 'alternate',
          changed: ['quantity', 'priority'],
          baseVersion: row.version,
        },
      ]),
      200,
    );
    expect(second.notApplied).toEqual([]);
    expect(rowOf(second, 143)).toMatchObject({
      note: 'Class 3-2 reading circle',
      priority: 'alternate',
      quantity: 4,
    });
    expect(rowOf(second, 143).version).toBeGreaterThan(rowOf(first, 143).version);
  });

  it('reports a real conflict on the note alone, and applies the rest of the save', async () => {
    const selection = await newSelection([144, 145]);
    const before = await contents(selection.name);
    const a = rowOf(before, 144);
    const b = rowOf(before, 145);
    expectDocumented(
      await save(selection.id, [
        { ...a, note: 'replace damaged copy', changed: ['note'], baseVersion: a.version },
      ]),
      200,
    );
    // Another device, still on the old version, writes another note and a priority, and row b.
    const late = expectDocumented(
      await save(selection.id, [
        {
          ...a,
          note: 'for the library club',
          priority: 'alternate',
          changed: ['note', 'priority'],
          baseVersion: a.version,
        },
        { ...b, note: 'second row', changed: ['note'], baseVersion: b.version },
      ]),
      200,
    );
    expect(late.notApplied).toEqual([
      expect.objectContaining({ cartBookId: a.id, field: 'note', errorCode: 'edit_conflict' }),
    ]);
    expect(rowOf(late, 144)).toMatchObject({ note: 'replace damaged copy', priority: 'alternate' });
    expect(rowOf(late, 145).note).toBe('second row');

    // The same value again is no change and no conflict (a repeated save).
    const repeat = expectDocumented(
      await save(selection.id, [
        { ...a, note: 'replace damaged copy', changed: ['note'], baseVersion: a.version },
      ]),
      200,
    );
    expect(repeat.notApplied).toEqual([]);
  });

  it('a save replayed with its key applies once and cannot undo a later one', async () => {
    const selection = await newSelection([146]);
    const row = rowOf(await contents(selection.name), 146);
    const replayKey = key();
    const body = [
      {
        ...row,
        note: 'first note',
        priority: 'alternate',
        changed: ['note', 'priority'],
        baseVersion: row.version,
      },
    ];
    const first = expectDocumented(await save(selection.id, body, replayKey), 200);
    const later = expectDocumented(
      await save(selection.id, [
        {
          ...rowOf(first, 146),
          note: 'later note',
          priority: 'first',
          changed: ['note', 'priority'],
          baseVersion: rowOf(first, 146).version,
        },
      ]),
      200,
    );
    // The first save's answer was lost: the queue sends it again with the same key.
    const replayed = expectDocumented(await save(selection.id, body, replayKey), 200);
    expect(rowOf(replayed, 146)).toMatchObject({ note: 'first note', priority: 'alternate' });
    expect(rowOf(await contents(selection.name), 146)).toMatchObject({
      note: 'later note',
      priority: 'first',
      version: rowOf(later, 146).version,
    });
  });

  it('a save without `changed` writes the note and priority only when it sends them', async () => {
    const selection = await newSelection([147]);
    const row = rowOf(await contents(selection.name), 147);
    expectDocumented(await save(selection.id, [{ ...row, note: 'kept', changed: ['note'] }]), 200);
    const plain = expectDocumented(
      await save(selection.id, [{ cartBookId: row.id, quantity: 2, poNumber: 'PO-9' }]),
      200,
    );
    expect(rowOf(plain, 147)).toMatchObject({ quantity: 2, poNumber: 'PO-9', note: 'kept' });
  });
});

describe('notes and priorities travel with the requests', () => {
  it('a quotation copies them from the rows or the body; the order keeps them; the files list them', async () => {
    const selection = await newSelection([148, 149, 150]);
    const detail = await contents(selection.name);
    const [a, b] = [rowOf(detail, 148), rowOf(detail, 149)];
    expectDocumented(
      await save(selection.id, [
        { ...a, note: 'for grade 4', changed: ['note'], baseVersion: a.version },
        { ...b, priority: 'alternate', changed: ['priority'], baseVersion: b.version },
      ]),
      200,
    );
    const quotation = await requestQuotation(member.token, selection.id, [
      { bookId: 148, quantity: 1 },
      { bookId: 149, quantity: 2 },
      { bookId: 150, quantity: 1, note: 'typed, not saved', priority: 'alternate' },
    ]);
    // The selection keeps what the quotation used.
    expect(rowOf(await contents(selection.name), 150)).toMatchObject({
      note: 'typed, not saved',
      priority: 'alternate',
    });
    const lines = (order: OrderDetail) =>
      order.books.map((book) => [book.bookId, book.note, book.priority]);
    const quoted = await orderDetail(member.token, quotation.orderId);
    expect(lines(quoted)).toEqual([
      [148, 'for grade 4', 'first'],
      [149, '', 'alternate'],
      [150, 'typed, not saved', 'alternate'],
    ]);

    await quoteOrder(testDb(), quotation.orderCode);
    // The provider's view of the request (`npm run admin -- lines <orderCode>`).
    const listed = orderLines(testDb(), quotation.orderCode).split('\n');
    expect(listed).toHaveLength(4);
    expect(listed[1]).toMatch(/, first choice: "for grade 4"$/);
    expect(listed[2]).toMatch(/ × 2 at \d+원, alternate$/);
    expect(listed[3]).toMatch(/, alternate: "typed, not saved"$/);
    const answered = await orderDetail(member.token, quotation.orderId);
    const file = await toReply(
      'downloadFile',
      await fetch(`${baseUrl}${answered.fileUrl}`, {
        headers: { authorization: `Bearer ${member.token}` },
      }),
    );
    expectDocumented(file, 200);
    const rows = await workbookRows(file.bytes);
    const header = rows.find((row) => row[0] === 'No');
    expect(header?.slice(-2)).toEqual(['Priority', 'Note']);
    const line = rows.find((row) => row[1] === quoted.books[2]?.title);
    expect(line?.slice(-2)).toEqual(['Alternate', 'typed, not saved']);
    const first = rows.find((row) => row[1] === quoted.books[0]?.title);
    expect(first?.slice(-2)).toEqual(['First choice', 'for grade 4']);

    // An order from the quotation: a note given replaces the line's, the others stay.
    expectDocumented(
      await call('requestOrderFromQuotation', {
        token: member.token,
        params: { id: quotation.orderId },
        headers: { 'idempotency-key': key() },
        body: {
          message: '',
          cartCategoryId: selection.id,
          books: [
            { bookId: 148, quantity: 1 },
            { bookId: 149, quantity: 2, note: 'only if budget allows' },
          ],
        },
      }),
      200,
    );
    const ordered = await orderDetail(member.token, quotation.orderId);
    expect(lines(ordered)).toEqual([
      [148, 'for grade 4', 'first'],
      [149, 'only if budget allows', 'alternate'],
    ]);
  });

  it('an order from the selection takes the rows’ notes unless the body gives them', async () => {
    const selection = await newSelection([151, 152]);
    const quotation = await requestQuotation(member.token, selection.id, [
      { bookId: 151, quantity: 1 },
      { bookId: 152, quantity: 1 },
    ]);
    await quoteOrder(testDb(), quotation.orderCode);
    await saveNote(selection, 151, 'changed after the quotation', 'alternate');
    expectDocumented(
      await call('requestOrderFromSelection', {
        token: member.token,
        headers: { 'idempotency-key': key() },
        body: {
          cartCategoryId: selection.id,
          message: '',
          books: [
            { bookId: 151, quantity: 1 },
            { bookId: 152, quantity: 1, note: 'from the body', priority: 'first' },
          ],
        },
      }),
      200,
    );
    const ordered = await orderDetail(member.token, quotation.orderId);
    expect(ordered.books.map((book) => [book.bookId, book.note, book.priority])).toEqual([
      [151, 'changed after the quotation', 'alternate'],
      [152, 'from the body', 'first'],
    ]);
  });

  it('Excel Download lists each row’s priority and note, in the language asked', async () => {
    const selection = await newSelection([153]);
    await saveNote(selection, 153, 'author visit', 'alternate');
    const download = async (language: string) => {
      const reply = await call('downloadSelectionExcel', {
        token: member.token,
        headers: { 'accept-language': language },
        query: { name: selection.name, ids: [153] },
      });
      expectDocumented(reply, 200);
      return workbookRows(reply.bytes);
    };
    const english = await download('en');
    expect(english[0]?.slice(-2)).toEqual(['Priority', 'Note']);
    expect(english[1]?.slice(-2)).toEqual(['Alternate', 'author visit']);
    // The note is the member's own words: only the priority is the portal's.
    const korean = await download('ko');
    expect(korean[0]?.slice(-2)).toEqual(['우선순위', '메모']);
    expect(korean[1]?.slice(-2)).toEqual(['예비', 'author visit']);
  });

  it('Copy to selection carries each line’s note and priority; Add by ISBN rows may bring a note', async () => {
    const selection = await newSelection([154, 155]);
    await saveNote(selection, 154, 'prize list', 'alternate');
    const quotation = await requestQuotation(member.token, selection.id, [
      { bookId: 154, quantity: 1 },
      { bookId: 155, quantity: 1 },
    ]);
    const name = `Copy ${randomUUID().slice(0, 8)}`;
    const copied = expectDocumented(
      await call('copyOrderToSelection', {
        token: member.token,
        params: { id: quotation.orderId },
        headers: { 'idempotency-key': key() },
        body: { newSelectionName: name },
      }),
      200,
    );
    expect(copied.added.map((row) => [row.bookId, row.note])).toEqual([
      [154, 'prize list'],
      [155, ''],
    ]);
    const copy = await contents(name);
    expect(rowOf(copy, 154)).toMatchObject({ note: 'prize list', priority: 'alternate' });
    expect(rowOf(copy, 155)).toMatchObject({ note: '', priority: 'first' });

    // Rows added to an existing row fill an empty note and never overwrite one.
    const added = expectDocumented(
      await call('addRowsToSelection', {
        token: member.token,
        params: { cartId: copy.cartId },
        headers: { 'idempotency-key': key() },
        body: {
          books: [
            { bookId: 154, quantity: 1, note: 'not this one' },
            { bookId: 155, quantity: 1, note: 'from the ISBN list' },
          ],
        },
      }),
      200,
    );
    expect(added.added.map((row) => [row.bookId, row.note])).toEqual([
      [154, 'prize list'],
      [155, 'from the ISBN list'],
    ]);
  });
});
