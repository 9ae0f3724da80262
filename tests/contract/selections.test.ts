import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, testDb } from './support/db.ts';
import {
  call,
  callBare,
  describeOperation,
  expectDocumented,
  expectError,
} from './support/http.ts';
import type { Schemas } from './support/schemas.ts';

type CartItem = Schemas['CartItem'];
type CartDetail = Schemas['CartDetail'];

let member: Session;
beforeAll(async () => {
  member = await newMember({ label: 'selections' });
});

async function createSelection(name: string): Promise<string> {
  const reply = await call('createSelection', {
    token: member.token,
    body: { name },
  });
  return expectDocumented(reply, 201).categoryId;
}

async function addBook(cartCategoryId: string, bookId: number, quantity = 1): Promise<CartItem> {
  const reply = await call('addBookToSelection', {
    token: member.token,
    params: { bookId },
    body: { cartCategoryId, quantity },
  });
  return expectDocumented(reply, 200);
}

async function selection(name: string, query: Record<string, string> = {}): Promise<CartDetail> {
  const reply = await call('getSelection', {
    token: member.token,
    query: { name, ...query },
  });
  return expectDocumented(reply, 200);
}

describeOperation('listSelections', () => {
  it('lists the default selection first, then the others by creation', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const body = expectDocumented(await call('listSelections', { token }), 200);
    expect(body.results[0]).toEqual({
      id: 'public',
      name: 'common(default)',
      fundId: expect.any(Number),
    });
    expect(body.results.map((r) => r.name)).toEqual(
      expect.arrayContaining(['2026 봄 신간', 'Science Club']),
    );
    for (const result of body.results.slice(1)) expect(result.id).toMatch(/^\d+$/);
  });

  it('answers 401 without a token', async () => {
    expectError(await call('listSelections'), 401, 'auth_token_missing');
  });
});

describeOperation('createSelection', () => {
  it('creates a selection with the trimmed name and answers its id', async () => {
    const reply = await call('createSelection', {
      token: member.token,
      body: { name: '  Reading Club  ' },
    });
    expect(expectDocumented(reply, 201)).toMatchObject({
      name: 'Reading Club',
      categoryId: expect.stringMatching(/^\d+$/),
    });
    const list = await call('listSelections', {
      token: member.token,
    });
    expect(list.body.results.map((r) => r.name)).toContain('Reading Club');
  });

  it.each([
    'reading club',
    ' READING CLUB ',
    'Reading  Club',
    'Reading\u3000Club',
    'Ｒｅａｄｉｎｇ Ｃｌｕｂ',
    'public',
    'ｐｕｂｌｉｃ',
    'Common(Default)',
    '공용',
  ])('answers 409 duplicate_name for %j and creates nothing', async (name) => {
    const before = fingerprint();
    expectError(
      await call('createSelection', { token: member.token, body: { name } }),
      409,
      'duplicate_name',
    );
    expect(fingerprint()).toBe(before);
  });

  it.each([
    ['a blank name', { name: '   ' }],
    ['an empty name', { name: '' }],
    ['a name of 51 characters', { name: 'x'.repeat(51) }],
    ['a number', { name: 7 }],
    ['an unknown field', { name: 'ok', id: 'public' }],
    ['no name', {}],
  ])('answers 400 for %s and creates nothing', async (_label, body) => {
    const before = fingerprint();
    expectError(
      await call('createSelection', { token: member.token, body }),
      400,
      'validation_failed',
    );
    expect(fingerprint()).toBe(before);
  });
});

describeOperation('getSelection', () => {
  beforeAll(async () => {
    for (const [bookId, quantity] of [
      [11, 3],
      [12, 1],
      [13, 2],
    ] as const) {
      await addBook('public', bookId, quantity);
    }
  });

  it('reads the default selection by common(default), 공용 and public alike', async () => {
    for (const name of ['common(default)', '공용', 'public']) {
      const cart = await selection(name);
      expect(cart).toMatchObject({
        cartId: 'public',
        cartCategoryId: 'public',
        name: 'common(default)',
      });
      expect(cart.books.map((b) => b.bookId)).toEqual([11, 12, 13]);
    }
  });

  it('answers the fields of the cart table', async () => {
    const [first] = (await selection('common(default)')).books;
    expect(first).toMatchObject({
      bookId: 11,
      quantity: 3,
      poNumber: '',
      coverImageUrl: '/api/v1/covers/11.webp',
      title: expect.any(String),
      category: expect.any(String),
      author: expect.any(String),
      publisher: expect.any(String),
    });
    // The ISBN marks the books the library already owns (held on the device only).
    const stored = testDb().prepare('SELECT isbn FROM books WHERE id = 11').get() as {
      isbn: string;
    };
    expect(first?.isbn).toBe(stored.isbn);
    // 정가 beside the unit price, for the price-law columns (null for a book without one).
    const books = (await selection('common(default)')).books;
    const listPrices = testDb().prepare<[number], { list_price: number | null }>(
      'SELECT list_price FROM books WHERE id = ?',
    );
    for (const book of books) expect(book.listPrice).toBe(listPrices.get(book.bookId)?.list_price);
  });

  it('sorts by a field, ascending unless told otherwise', async () => {
    const byQuantity = await selection('common(default)', { sortField: 'quantity' });
    expect(byQuantity.books.map((b) => b.quantity)).toEqual([1, 2, 3]);
    const byPriceDesc = await selection('common(default)', {
      sortField: 'price',
      sortOrder: 'desc',
    });
    const prices = byPriceDesc.books.map((b) => b.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('finds a named selection case-insensitively', async () => {
    const id = await createSelection('Case Test');
    expect((await selection('case test')).cartId).toBe(id);
  });

  it('answers 404 for an unknown name and 400 for bad queries', async () => {
    expectError(
      await call('getSelection', { token: member.token, query: { name: 'nope' } }),
      404,
      'not_found',
    );
    expectError(await call('getSelection', { token: member.token }), 400, 'validation_failed');
    expectError(
      await call('getSelection', {
        token: member.token,
        query: { name: 'public', sortField: 'isbn' },
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('renameSelection', () => {
  it('renames a selection', async () => {
    const id = await createSelection('Old name');
    const reply = await call('renameSelection', {
      token: member.token,
      params: { cartId: id },
      body: { name: ' New name ' },
    });
    expect(expectDocumented(reply, 200)).toEqual({ id, name: 'New name' });
  });

  it('keeps its own name (case change allowed) but refuses names of others', async () => {
    const id = await createSelection('Mine');
    expectDocumented(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: id },
        body: { name: 'MINE' },
      }),
      200,
    );
    await createSelection('Theirs');
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: id },
        body: { name: 'theirs' },
      }),
      409,
      'duplicate_name',
    );
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: id },
        body: { name: ' ＴＨＥＩＲＳ ' },
      }),
      409,
      'duplicate_name',
    );
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: id },
        body: { name: '공용' },
      }),
      409,
      'duplicate_name',
    );
  });

  it('protects the default selection (403 default_selection_protected)', async () => {
    const before = fingerprint();
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: 'public' },
        body: { name: 'Mine2' },
      }),
      403,
      'default_selection_protected',
    );
    expect(fingerprint()).toBe(before);
  });

  it("answers 404 for an unknown or another member's selection, 400 for a bad id", async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const demoLists = await call('listSelections', { token });
    const demoId = demoLists.body.results[1]?.id ?? '1';
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: demoId },
        body: { name: 'x' },
      }),
      404,
      'not_found',
    );
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: '99999' },
        body: { name: 'x' },
      }),
      404,
      'not_found',
    );
    expectError(
      await call('renameSelection', {
        token: member.token,
        params: { cartId: 'abc' },
        body: { name: 'x' },
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('deleteSelection', () => {
  it('deletes a selection with its contents', async () => {
    const id = await createSelection('To delete');
    await addBook(id, 20);
    expectDocumented(await call('deleteSelection', { token: member.token, params: { id } }), 204);
    expect(count('selections', 'id = ?', Number(id))).toBe(0);
    expect(count('cart_items', 'selection_id = ?', Number(id))).toBe(0);
    expectError(
      await call('deleteSelection', { token: member.token, params: { id } }),
      404,
      'not_found',
    );
  });

  it('protects the default selection', async () => {
    expectError(
      await call('deleteSelection', { token: member.token, params: { id: 'public' } }),
      403,
      'default_selection_protected',
    );
  });

  it('answers 400 for a malformed id', async () => {
    expectError(
      await call('deleteSelection', { token: member.token, params: { id: 'x-1' } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('addBookToSelection', () => {
  it('adds a book, and adding it again adds to its quantity', async () => {
    const id = await createSelection('Adding');
    const first = await addBook(id, 30, 2);
    expect(first).toMatchObject({ bookId: 30, quantity: 2 });
    const second = await addBook(id, 30, 5);
    expect(second).toMatchObject({ id: first.id, quantity: 7 });
  });

  it('answers 404 for an unknown book or selection', async () => {
    expectError(
      await call('addBookToSelection', {
        token: member.token,
        params: { bookId: 999999 },
        body: { cartCategoryId: 'public', quantity: 1 },
      }),
      404,
      'not_found',
    );
    expectError(
      await call('addBookToSelection', {
        token: member.token,
        params: { bookId: 1 },
        body: { cartCategoryId: '987654', quantity: 1 },
      }),
      404,
      'not_found',
    );
  });

  it.each([
    ['a quantity given as text', { cartCategoryId: 'public', quantity: '3' }],
    ['a quantity of 0', { cartCategoryId: 'public', quantity: 0 }],
    ['a quantity of 10000', { cartCategoryId: 'public', quantity: 10000 }],
    ['a fractional quantity', { cartCategoryId: 'public', quantity: 1.5 }],
    ['a bad selection id', { cartCategoryId: 'default', quantity: 1 }],
    ['an unknown field', { cartCategoryId: 'public', quantity: 1, poNumber: 'x' }],
  ])('answers 400 for %s and adds nothing', async (_label, body) => {
    const before = fingerprint();
    expectError(
      await call('addBookToSelection', { token: member.token, params: { bookId: 2 }, body }),
      400,
      'validation_failed',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 for a book id that is not a number', async () => {
    expectError(
      await call('addBookToSelection', {
        token: member.token,
        params: { bookId: 'abc' },
        body: { cartCategoryId: 'public', quantity: 1 },
      }),
      400,
      'validation_failed',
    );
  });
});

describe('Idempotency-Key on additions and creation (replays of edits queued offline)', () => {
  const replay = (operationId: string, key: string, options: Parameters<typeof call>[1]) =>
    call(operationId, { ...options, token: member.token, headers: { 'idempotency-key': key } });

  it('adds a book once for a repeated key and answers the first result again', async () => {
    const id = await createSelection('Replayed addition');
    const options = { params: { bookId: 60 }, body: { cartCategoryId: id, quantity: 3 } };
    const first = expectDocumented(
      await replay('addBookToSelection', 'add-60-aaaaaaaa', options),
      200,
    );
    const again = expectDocumented(
      await replay('addBookToSelection', 'add-60-aaaaaaaa', options),
      200,
    );
    expect(again).toEqual(first);
    const cart = await selection('Replayed addition');
    expect(cart.books.map((b) => [b.bookId, b.quantity])).toEqual([[60, 3]]);
    // A new key is a new edit.
    expectDocumented(await replay('addBookToSelection', 'add-60-bbbbbbbb', options), 200);
    expect((await selection('Replayed addition')).books[0]?.quantity).toBe(6);
  });

  it('adds a batch once for a repeated key', async () => {
    const id = await createSelection('Replayed batch');
    const options = {
      body: {
        cartCategoryId: id,
        books: [
          { bookId: 61, quantity: 1 },
          { bookId: 62, quantity: 2 },
        ],
      },
    };
    expectDocumented(await replay('addBooksToSelection', 'batch-cccccccc', options), 200);
    expectDocumented(await replay('addBooksToSelection', 'batch-cccccccc', options), 200);
    const cart = await selection('Replayed batch');
    expect(cart.books.map((b) => [b.bookId, b.quantity])).toEqual([
      [61, 1],
      [62, 2],
    ]);
  });

  it('creates a selection once for a repeated key (no 409 on the replay)', async () => {
    const options = { body: { name: 'Replayed creation' } };
    const first = expectDocumented(
      await replay('createSelection', 'create-dddddddd', options),
      201,
    );
    const again = expectDocumented(
      await replay('createSelection', 'create-dddddddd', options),
      201,
    );
    expect(again).toEqual(first);
    const list = await call('listSelections', {
      token: member.token,
    });
    expect(list.body.results.filter((r) => r.name === 'Replayed creation')).toHaveLength(1);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const id = await createSelection('Reused key');
    await replay('addBookToSelection', 'reuse-eeeeeeee', {
      params: { bookId: 63 },
      body: { cartCategoryId: id, quantity: 1 },
    });
    const before = fingerprint();
    expectError(
      await replay('addBookToSelection', 'reuse-eeeeeeee', {
        params: { bookId: 63 },
        body: { cartCategoryId: id, quantity: 2 },
      }),
      422,
      'idempotency_key_reused',
    );
    expect(fingerprint()).toBe(before);
  });

  it('does not remember a refused edit: the corrected request with the same key applies', async () => {
    const id = await createSelection('Corrected');
    expectError(
      await replay('addBookToSelection', 'fix-ffffffff', {
        params: { bookId: 999999 },
        body: { cartCategoryId: id, quantity: 1 },
      }),
      404,
      'not_found',
    );
    expectDocumented(
      await replay('addBookToSelection', 'fix-ffffffff', {
        params: { bookId: 64 },
        body: { cartCategoryId: id, quantity: 1 },
      }),
      200,
    );
  });

  it('answers 400 for a malformed key', async () => {
    expectError(
      await replay('createSelection', 'bad key!', { body: { name: 'Never' } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('addBooksToSelection', () => {
  it('adds several books and answers the selection', async () => {
    const id = await createSelection('Bulk');
    await addBook(id, 40, 1);
    const reply = await call('addBooksToSelection', {
      token: member.token,
      body: {
        cartCategoryId: id,
        books: [
          { bookId: 40, quantity: 2 },
          { bookId: 41, quantity: 1 },
        ],
      },
    });
    const cart = expectDocumented(reply, 200);
    expect(cart.books.map((b) => [b.bookId, b.quantity])).toEqual([
      [40, 3],
      [41, 1],
    ]);
  });

  it('adds nothing when one book is unknown (404)', async () => {
    const before = fingerprint();
    expectError(
      await call('addBooksToSelection', {
        token: member.token,
        body: {
          cartCategoryId: 'public',
          books: [
            { bookId: 50, quantity: 1 },
            { bookId: 999999, quantity: 1 },
          ],
        },
      }),
      404,
      'not_found',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 for an empty list or a bad row', async () => {
    expectError(
      await call('addBooksToSelection', {
        token: member.token,
        body: { cartCategoryId: 'public', books: [] },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call('addBooksToSelection', {
        token: member.token,
        body: { cartCategoryId: 'public', books: [{ bookId: 1 }] },
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('updateSelection', () => {
  it('saves quantities, PO numbers and the request message', async () => {
    const id = await createSelection('Update');
    const a = await addBook(id, 60, 1);
    const b = await addBook(id, 61, 1);
    const reply = await call('updateSelection', {
      token: member.token,
      params: { cartId: id },
      body: {
        message: '3월까지 부탁드립니다',
        books: [{ cartBookId: a.id, quantity: 4, poNumber: 'PO-1' }],
      },
    });
    const cart = expectDocumented(reply, 200);
    expect(cart.message).toBe('3월까지 부탁드립니다');
    expect(cart.books.find((x) => x.id === a.id)).toMatchObject({ quantity: 4, poNumber: 'PO-1' });
    expect(cart.books.find((x) => x.id === b.id)).toMatchObject({ quantity: 1, poNumber: '' });
    expect((await selection('Update')).message).toBe('3월까지 부탁드립니다');
  });

  const save = async (cartId: string, body: object, headers: Record<string, string> = {}) =>
    expectDocumented(
      await call('updateSelection', {
        token: member.token,
        params: { cartId },
        body,
        headers,
      }),
      200,
    );

  it('counts every change of a row and of the message in their versions, whoever made it', async () => {
    const id = await createSelection('Versions');
    const row = await addBook(id, 63, 1);
    expect(row.version).toBe(1);
    // An addition of a book already there raises its quantity, so its version too.
    expect((await addBook(id, 63, 2)).version).toBe(2);
    const saved = await save(id, {
      message: 'm',
      books: [{ cartBookId: row.id, quantity: 3, poNumber: 'PO' }],
    });
    expect(saved.books[0]).toMatchObject({ quantity: 3, poNumber: 'PO', version: 3 });
    expect(saved.messageVersion).toBe(2);
    expect(saved.notApplied).toEqual([]);
    // Writing the same values again changes nothing, so counts nothing.
    const again = await save(id, {
      message: 'm',
      books: [{ cartBookId: row.id, quantity: 3, poNumber: 'PO' }],
    });
    expect(again.books[0]!.version).toBe(3);
    expect(again.messageVersion).toBe(2);
  });

  it('applies only the fields a save names as changed', async () => {
    const id = await createSelection('Intent');
    const row = await addBook(id, 64, 5);
    // An addition the page did not show yet (5 → 7), then a save based on 5 that changes the PO.
    await addBook(id, 64, 2);
    const saved = await save(id, {
      message: 'kept?',
      messageChanged: false,
      books: [
        {
          cartBookId: row.id,
          quantity: 5,
          poNumber: 'PO-9',
          changed: ['poNumber'],
          baseVersion: row.version,
        },
      ],
    });
    expect(saved.notApplied).toEqual([]);
    expect(saved.books[0]).toMatchObject({ quantity: 7, poNumber: 'PO-9' });
    expect(saved.message).toBe('');
  });

  it("reports a field changed since the save's base as a conflict and applies the rest", async () => {
    const id = await createSelection('Conflict');
    const a = await addBook(id, 65, 1);
    const b = await addBook(id, 66, 1);
    const read = await selection('Conflict');
    // Another tab saves a's quantity and the message.
    await save(id, {
      message: 'theirs',
      books: [{ cartBookId: a.id, quantity: 4, poNumber: '', changed: ['quantity'] }],
    });
    // This tab, based on what it read, changes a's quantity and PO, b's quantity, the message.
    const saved = await save(id, {
      message: 'mine',
      messageBaseVersion: read.messageVersion,
      books: [
        { cartBookId: a.id, quantity: 2, poNumber: 'PO-A', baseVersion: a.version },
        {
          cartBookId: b.id,
          quantity: 6,
          poNumber: '',
          changed: ['quantity'],
          baseVersion: b.version,
        },
      ],
    });
    expect(saved.notApplied).toEqual([
      expect.objectContaining({ cartBookId: a.id, field: 'quantity', errorCode: 'edit_conflict' }),
      expect.objectContaining({ field: 'message', errorCode: 'edit_conflict' }),
    ]);
    expect(saved.notApplied[1]).not.toHaveProperty('cartBookId');
    expect(saved.books.find((x) => x.id === a.id)).toMatchObject({ quantity: 4, poNumber: 'PO-A' });
    expect(saved.books.find((x) => x.id === b.id)).toMatchObject({ quantity: 6 });
    expect(saved.message).toBe('theirs');
    // Saved again from the version it now has, the member's value wins.
    const resaved = await save(id, {
      message: 'mine',
      messageBaseVersion: saved.messageVersion,
      books: [
        {
          cartBookId: a.id,
          quantity: 2,
          poNumber: 'PO-A',
          changed: ['quantity'],
          baseVersion: saved.books.find((x) => x.id === a.id)!.version,
        },
      ],
    });
    expect(resaved.notApplied).toEqual([]);
    expect(resaved.books.find((x) => x.id === a.id)!.quantity).toBe(2);
    expect(resaved.message).toBe('mine');
  });

  it('lets two tabs save different rows of one selection, both based on the same read', async () => {
    const id = await createSelection('Two tabs');
    const a = await addBook(id, 67, 1);
    const b = await addBook(id, 68, 1);
    const first = await save(id, {
      message: '',
      messageChanged: false,
      books: [
        { cartBookId: a.id, quantity: 2, poNumber: '', changed: ['quantity'], baseVersion: 1 },
      ],
    });
    const second = await save(id, {
      message: '',
      messageChanged: false,
      books: [{ cartBookId: b.id, quantity: 3, poNumber: 'B', baseVersion: 1 }],
    });
    expect([...first.notApplied, ...second.notApplied]).toEqual([]);
    const after = await selection('Two tabs');
    expect(after.books.map((x) => [x.id, x.quantity, x.poNumber])).toEqual([
      [a.id, 2, ''],
      [b.id, 3, 'B'],
    ]);
  });

  it('skips a row that is no longer in the selection and applies the other rows and the message', async () => {
    const id = await createSelection('Update gone');
    const a = await addBook(id, 62, 1);
    const gone = await addBook(id, 69, 1);
    await call('deleteSelectionItem', { token: member.token, params: { id: gone.id } });
    const saved = await save(id, {
      message: 'x',
      books: [
        { cartBookId: a.id, quantity: 9, poNumber: 'PO-X', baseVersion: a.version },
        { cartBookId: gone.id, quantity: 2, poNumber: '', baseVersion: gone.version },
        { cartBookId: 99999999, quantity: 1, poNumber: '' },
      ],
    });
    expect(saved.notApplied).toEqual([
      expect.objectContaining({ cartBookId: gone.id, field: 'row', errorCode: 'row_removed' }),
      expect.objectContaining({ cartBookId: 99999999, field: 'row', errorCode: 'row_removed' }),
    ]);
    expect(saved.books).toEqual([
      expect.objectContaining({ id: a.id, quantity: 9, poNumber: 'PO-X' }),
    ]);
    expect(saved.message).toBe('x');
  });

  it('answers a replayed save once: it cannot undo a later save', async () => {
    const id = await createSelection('Replay');
    const row = await addBook(id, 70, 1);
    const first = {
      message: '',
      messageChanged: false,
      books: [
        { cartBookId: row.id, quantity: 3, poNumber: '', changed: ['quantity'], baseVersion: 1 },
      ],
    };
    const key = { 'idempotency-key': 'save-replay-0001' };
    await save(id, first, key);
    await save(id, {
      message: '',
      messageChanged: false,
      books: [
        { cartBookId: row.id, quantity: 5, poNumber: '', changed: ['quantity'], baseVersion: 2 },
      ],
    });
    const replayed = await save(id, first, key);
    // The first answer again, and nothing changed.
    expect(replayed.books[0]!.quantity).toBe(3);
    expect((await selection('Replay')).books[0]!.quantity).toBe(5);
    // Without its key, the same save is a conflict, still not applied.
    const unkeyed = await save(id, first);
    expect(unkeyed.notApplied).toEqual([
      expect.objectContaining({
        cartBookId: row.id,
        field: 'quantity',
        errorCode: 'edit_conflict',
      }),
    ]);
    expect((await selection('Replay')).books[0]!.quantity).toBe(5);
  });

  it("cannot change another member's row", async () => {
    const other = await signIn(DEMO.email, DEMO.password);
    const theirs = expectDocumented(
      await call('getSelection', {
        token: other.token,
        query: { name: 'common(default)' },
      }),
      200,
    ).books[0]!;
    const before = fingerprint();
    const saved = await save('public', {
      message: '',
      messageChanged: false,
      books: [{ cartBookId: theirs.id, quantity: 77, poNumber: 'x' }],
    });
    expect(saved.notApplied).toEqual([
      expect.objectContaining({ cartBookId: theirs.id, errorCode: 'row_removed' }),
    ]);
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 for quantity 0 or a missing message', async () => {
    expectError(
      await call('updateSelection', {
        token: member.token,
        params: { cartId: 'public' },
        body: { message: '', books: [{ cartBookId: 1, quantity: 0, poNumber: '' }] },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call('updateSelection', {
        token: member.token,
        params: { cartId: 'public' },
        body: { books: [] },
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('deleteSelectionItem', () => {
  it('removes a row; removing it again is 404', async () => {
    const row = await addBook('public', 70, 1);
    expectDocumented(
      await call('deleteSelectionItem', { token: member.token, params: { id: row.id } }),
      204,
    );
    expectError(
      await call('deleteSelectionItem', { token: member.token, params: { id: row.id } }),
      404,
      'not_found',
    );
  });

  it("cannot remove another member's row", async () => {
    const row = await addBook('public', 71, 1);
    const other = await signIn(DEMO.email, DEMO.password);
    expectError(
      await call('deleteSelectionItem', { token: other.token, params: { id: row.id } }),
      404,
      'not_found',
    );
    expect(count('cart_items', 'id = ?', row.id)).toBe(1);
  });

  it('answers 400 for a non-numeric id', async () => {
    expectError(
      await call('deleteSelectionItem', { token: member.token, params: { id: 'one' } }),
      400,
      'validation_failed',
    );
  });
});

/** The first sheet of a workbook answer: its name and its rows' values. */
async function firstSheet(bytes: Buffer): Promise<{ name: string; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describeOperation('downloadSelectionExcel', () => {
  it('answers a real workbook of the chosen books in the order of the ids, with a total row', async () => {
    const id = await createSelection('엑셀 목록');
    const a = await addBook(id, 80, 2);
    const b = await addBook(id, 81, 3);
    await addBook(id, 82, 1);
    await call('updateSelection', {
      token: member.token,
      params: { cartId: id },
      body: { message: '', books: [{ cartBookId: a.id, quantity: 2, poNumber: 'PO-77' }] },
    });
    const reply = await call('downloadSelectionExcel', {
      token: member.token,
      headers: { 'accept-language': 'en' },
      query: { name: '엑셀 목록', ids: [81, 80] },
    });
    expectDocumented(reply, 200);
    const disposition = reply.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('엑셀 목록.xlsx')}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('My Selection');
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Title',
      'Category',
      'Author',
      'Publisher',
      'ISBN',
      'Price',
      'PO Number',
      'Quantity',
      'Amount',
      'Priority',
      'Note',
    ]);
    // The rows follow the ids (the screen's order), not the order the books were added.
    expect(values(2)[0]).toBe(b.title);
    expect(values(3)[0]).toBe(a.title);
    expect(values(3)).toContain('PO-77');
    expect(values(3)[7]).toBe(2);
    expect(values(3)[8]).toBe(a.price * 2);
    expect(values(4)[0]).toBe('Total');
    expect(values(4)[8]).toBe(a.price * 2 + b.price * 3);
    expect(sheet.rowCount).toBe(4);
  });

  it('answers the workbook in Korean for Accept-Language: ko, for another language, and without the header', async () => {
    const id = await createSelection('한국어 목록');
    const a = await addBook(id, 83, 2);
    const query = { name: '한국어 목록', ids: [83] };
    const answers = [
      await call('downloadSelectionExcel', {
        token: member.token,
        headers: { 'accept-language': 'ko' },
        query,
      }),
      await call('downloadSelectionExcel', {
        token: member.token,
        headers: { 'accept-language': 'ko-KR,ko;q=0.9,en-US;q=0.8' },
        query,
      }),
      await call('downloadSelectionExcel', {
        token: member.token,
        headers: { 'accept-language': 'fr' },
        query,
      }),
      await callBare('downloadSelectionExcel', { token: member.token, query }),
    ];
    for (const reply of answers) {
      expectDocumented(reply, 200);
      // The file's name is the selection's: no word of the portal's to translate.
      expect(reply.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('한국어 목록.xlsx')}`,
      );
      const { name, rows } = await firstSheet(reply.bytes);
      expect(name).toBe('장바구니');
      expect(rows[0]).toEqual([
        '도서명',
        '분류',
        '저자',
        '출판사',
        'ISBN',
        '단가',
        '발주번호',
        '수량',
        '금액',
        '우선순위',
        '메모',
      ]);
      expect(rows[1]?.[0]).toBe(a.title);
      expect(rows[1]?.[9]).toBe('우선 구매');
      expect(rows[2]?.[0]).toBe('합계');
      expect(rows[2]?.[8]).toBe(a.price * 2);
    }
  });

  it('answers it in English for a first language tag that is English', async () => {
    const id = await createSelection('English list');
    await addBook(id, 84, 1);
    const reply = await call('downloadSelectionExcel', {
      token: member.token,
      headers: { 'accept-language': 'en-GB,en;q=0.9,ko;q=0.8' },
      query: { name: 'English list', ids: [84] },
    });
    expectDocumented(reply, 200);
    const { name, rows } = await firstSheet(reply.bytes);
    expect(name).toBe('My Selection');
    expect(rows[0]?.[0]).toBe('Title');
    expect(rows[1]?.[9]).toBe('First choice');
    expect(rows.at(-1)?.[0]).toBe('Total');
  });

  it('answers 404 for an unknown selection or when no chosen book is in it', async () => {
    expectError(
      await call('downloadSelectionExcel', {
        token: member.token,
        query: { name: 'nope', ids: [1] },
      }),
      404,
      'not_found',
    );
    expectError(
      await call('downloadSelectionExcel', {
        token: member.token,
        query: { name: 'common(default)', ids: [299] },
      }),
      404,
      'not_found',
    );
  });

  it('answers 400 without ids or with ids that are not numbers', async () => {
    expectError(
      await call('downloadSelectionExcel', {
        token: member.token,
        query: { name: 'common(default)' },
      }),
      400,
      'validation_failed',
    );
    expectError(
      await call('downloadSelectionExcel', {
        token: member.token,
        query: { name: 'common(default)', ids: 'a,b' },
      }),
      400,
      'validation_failed',
    );
  });

  it('requires a token', async () => {
    expectError(
      await call('downloadSelectionExcel', { query: { name: 'common(default)', ids: [1] } }),
      401,
      'auth_token_missing',
    );
  });
});

describe('a member sees only their own selections', () => {
  it('cannot read another member’s named selection', async () => {
    const other = await signIn(DEMO.email, DEMO.password);
    await createSelection('Private list');
    expectError(
      await call('getSelection', { token: other.token, query: { name: 'Private list' } }),
      404,
      'not_found',
    );
  });
});
