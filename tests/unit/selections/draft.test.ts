import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import {
  applyDraft,
  draftAfterSave,
  dropDraftRow,
  editDraft,
  isQuantityOnlyDraft,
  pruneDraft,
  readDraft,
  registerSelectionDraftDefaults,
  saveBody,
  writeDraft,
  type SelectionDraft,
} from '@/features/selections/api/draft';
import { selectionKeys } from '@/api/query-keys';

type CartDetail = components['schemas']['CartDetail'];
type CartItem = components['schemas']['CartItem'];

const item = (id: number, quantity: number, poNumber = '', version = 1): CartItem => ({
  id,
  bookId: id * 10,
  title: `Book ${id}`,
  isbn: '',
  coverImageUrl: `/api/v1/covers/${id * 10}.svg`,
  category: 'Fiction',
  author: 'Author',
  publisher: 'Publisher',
  price: 10_000 * id,
  listPrice: null,
  poNumber,
  note: '',
  priority: 'first',
  quantity,
  version,
});

const detail = (books: CartItem[], message = '', messageVersion = 1): CartDetail => ({
  cartId: '7',
  cartCategoryId: '7',
  name: 'Spring',
  message,
  messageVersion,
  books,
});

const server = detail([item(1, 2), item(2, 1, 'PO-1'), item(3, 5)], 'hello');

describe('editDraft', () => {
  it('keeps only what differs from the server', () => {
    let draft = editDraft(null, server, { kind: 'quantity', itemId: 1, value: 4 });
    draft = editDraft(draft, server, { kind: 'poNumber', itemId: 2, value: 'PO-2' });
    draft = editDraft(draft, server, { kind: 'message', value: 'bye' });
    expect(draft).toEqual({
      selectionId: '7',
      rows: { '1': { quantity: 4, baseVersion: 1 }, '2': { poNumber: 'PO-2', baseVersion: 1 } },
      message: 'bye',
      messageBaseVersion: 1,
    });
  });

  it('forgets an edit that is undone, and returns null when nothing is left', () => {
    const draft = editDraft(null, server, { kind: 'quantity', itemId: 1, value: 4 });
    expect(editDraft(draft, server, { kind: 'quantity', itemId: 1, value: 2 })).toBeNull();
    const message = editDraft(null, server, { kind: 'message', value: 'bye' });
    expect(editDraft(message, server, { kind: 'message', value: 'hello' })).toBeNull();
  });

  it('is plain JSON (it is persisted to IndexedDB)', () => {
    const draft = editDraft(null, server, { kind: 'poNumber', itemId: 3, value: 'X' });
    expect(JSON.parse(JSON.stringify(draft))).toEqual(draft);
  });
});

describe('applyDraft (the merge of the server data and the draft)', () => {
  const draft: SelectionDraft = {
    selectionId: '7',
    rows: { '1': { quantity: 4 }, '2': { poNumber: 'PO-2' } },
    message: 'bye',
  };

  it('shows the server rows with the draft values and marks the changed ones', () => {
    const shown = applyDraft(server, draft);
    expect(shown.items.map((row) => [row.id, row.quantity, row.poNumber, row.isChanged])).toEqual([
      [1, 4, '', true],
      [2, 1, 'PO-2', true],
      [3, 5, '', false],
    ]);
    expect(shown.message).toBe('bye');
    expect(shown.isMessageChanged).toBe(true);
    expect(shown.isDirty).toBe(true);
  });

  it('is the server data when there is no draft', () => {
    const shown = applyDraft(server, null);
    expect(shown.isDirty).toBe(false);
    expect(shown.items.every((row) => !row.isChanged)).toBe(true);
    expect(shown.message).toBe('hello');
  });

  it('drops rows deleted on the server and shows new server rows as they are', () => {
    const changed = detail([item(2, 1, 'PO-1'), item(4, 3)], 'hello');
    const shown = applyDraft(changed, draft);
    expect(shown.items.map((row) => [row.id, row.quantity, row.poNumber, row.isChanged])).toEqual([
      [2, 1, 'PO-2', true],
      [4, 3, '', false],
    ]);
    expect(pruneDraft(draft, changed)?.rows).toEqual({ '2': { poNumber: 'PO-2' } });
  });

  it('keeps the draft value when the server changed the same field, until they agree', () => {
    const elsewhere = detail([item(1, 9), item(2, 1, 'PO-1'), item(3, 5)], 'hello');
    expect(applyDraft(elsewhere, draft).items[0]?.quantity).toBe(4);
    const agreed = detail([item(1, 4), item(2, 1, 'PO-2'), item(3, 5)], 'bye');
    expect(applyDraft(agreed, draft).isDirty).toBe(false);
  });

  it('keeps the identity of the rows an edit leaves as they were (the table skips them)', () => {
    const before = applyDraft(server, draft);
    const edited = editDraft(draft, server, { kind: 'quantity', itemId: 1, value: 6 });
    const after = applyDraft(server, edited);
    expect(after.items[0]).not.toBe(before.items[0]);
    expect(after.items[0]?.quantity).toBe(6);
    expect(after.items[1]).toBe(before.items[1]);
    expect(after.items[2]).toBe(before.items[2]);
    // Undone, a row is shown as the server's again: a new object, as its values changed.
    const undone = applyDraft(
      server,
      editDraft(edited, server, { kind: 'poNumber', itemId: 2, value: 'PO-1' }),
    );
    expect(undone.items[1]).not.toBe(after.items[1]);
    expect(undone.items[1]?.isChanged).toBe(false);
    expect(undone.items[2]).toBe(before.items[2]);
  });

  it('follows the server order (sorting)', () => {
    const sorted = detail([item(3, 5), item(1, 2), item(2, 1, 'PO-1')], 'hello');
    expect(applyDraft(sorted, draft).items.map((row) => row.id)).toEqual([3, 1, 2]);
  });
});

describe('saving', () => {
  const versioned = detail(
    [item(1, 2, '', 4), item(2, 1, 'PO-1', 2), item(3, 5, '', 9)],
    'hello',
    3,
  );

  it('sends only the changed rows, each with the fields changed and the version it was based on', () => {
    let draft = editDraft(null, versioned, { kind: 'quantity', itemId: 3, value: 6 });
    draft = editDraft(draft, versioned, { kind: 'poNumber', itemId: 1, value: 'A' });
    // A later read (another tab saved row 3) does not move the base of a change already made.
    const later = detail(
      [item(1, 2, '', 4), item(2, 1, 'PO-1', 2), item(3, 5, 'X', 10)],
      'hello',
      3,
    );
    draft = editDraft(draft, later, { kind: 'quantity', itemId: 3, value: 7 });
    expect(saveBody(draft, later)).toEqual({
      books: [
        { cartBookId: 1, quantity: 2, poNumber: 'A', changed: ['poNumber'], baseVersion: 4 },
        { cartBookId: 3, quantity: 7, poNumber: 'X', changed: ['quantity'], baseVersion: 9 },
      ],
      message: 'hello',
      messageChanged: false,
    });
  });

  it('sends the message only when it was changed, with its base version', () => {
    const draft = editDraft(null, versioned, { kind: 'message', value: 'bye' });
    expect(saveBody(draft, versioned)).toEqual({
      books: [],
      message: 'bye',
      messageChanged: true,
      messageBaseVersion: 3,
    });
  });

  it('sends a note of 500 emoji (500 characters, 1,000 UTF-16 units) and holds one of 501', () => {
    const atLimit = editDraft(null, versioned, {
      kind: 'note',
      itemId: 1,
      value: '📚'.repeat(500),
    });
    expect(saveBody(atLimit, versioned).books[0]).toMatchObject({ changed: ['note'] });
    const over = editDraft(null, versioned, { kind: 'note', itemId: 1, value: '📚'.repeat(501) });
    expect(saveBody(over, versioned).books).toEqual([]);
  });

  it('leaves out the rows queued for removal', () => {
    const draft = editDraft(null, versioned, { kind: 'quantity', itemId: 3, value: 6 });
    expect(saveBody(draft, versioned, new Set([3])).books).toEqual([]);
  });

  it('clears what was saved and keeps edits typed while the save was under way', () => {
    const before = editDraft(null, versioned, { kind: 'quantity', itemId: 1, value: 4 });
    const sent = saveBody(before, versioned);
    const during = editDraft(before, versioned, { kind: 'poNumber', itemId: 3, value: 'LATE' });
    const answer = {
      ...detail([item(1, 4, '', 5), item(2, 1, 'PO-1', 2), item(3, 5, '', 9)], 'hello', 3),
      notApplied: [],
    };
    expect(draftAfterSave(during, sent, answer)).toEqual({
      selectionId: '7',
      rows: { '3': { poNumber: 'LATE', baseVersion: 9 } },
    });
    expect(draftAfterSave(before, sent, answer)).toBeNull();
  });

  it('keeps a change refused as a conflict, based on the version the answer shows', () => {
    let draft = editDraft(null, versioned, { kind: 'quantity', itemId: 1, value: 4 });
    draft = editDraft(draft, versioned, { kind: 'message', value: 'mine' });
    const sent = saveBody(draft, versioned);
    const answer = {
      ...detail([item(1, 8, '', 6), item(2, 1, 'PO-1', 2), item(3, 5, '', 9)], 'theirs', 5),
      notApplied: [
        {
          cartBookId: 1,
          field: 'quantity' as const,
          errorCode: 'edit_conflict' as const,
          message: '',
        },
        { field: 'message' as const, errorCode: 'edit_conflict' as const, message: '' },
      ],
    };
    const after = draftAfterSave(draft, sent, answer);
    expect(after).toEqual({
      selectionId: '7',
      rows: { '1': { quantity: 4, baseVersion: 6 } },
      message: 'mine',
      messageBaseVersion: 5,
    });
    // Saving it again sends it on the new base: "keep mine".
    expect(saveBody(after, answer).books).toEqual([
      { cartBookId: 1, quantity: 4, poNumber: '', changed: ['quantity'], baseVersion: 6 },
    ]);
  });

  it('drops the changes of a row that is gone', () => {
    const draft = editDraft(null, versioned, { kind: 'quantity', itemId: 2, value: 3 });
    const sent = saveBody(draft, versioned);
    const answer = {
      ...detail([item(1, 2, '', 4), item(3, 5, '', 9)], 'hello', 3),
      notApplied: [
        { cartBookId: 2, field: 'row' as const, errorCode: 'row_removed' as const, message: '' },
      ],
    };
    expect(draftAfterSave(draft, sent, answer)).toBeNull();
  });

  it('tells a quantity-only draft apart (its failure says 수량 변경에 실패했습니다)', () => {
    const quantity = editDraft(null, server, { kind: 'quantity', itemId: 1, value: 4 });
    expect(isQuantityOnlyDraft(quantity)).toBe(true);
    expect(
      isQuantityOnlyDraft(editDraft(quantity, server, { kind: 'poNumber', itemId: 1, value: 'A' })),
    ).toBe(false);
    expect(isQuantityOnlyDraft(editDraft(quantity, server, { kind: 'message', value: 'm' }))).toBe(
      false,
    );
    expect(isQuantityOnlyDraft(null)).toBe(false);
  });

  it('drops a deleted row from the draft', () => {
    const draft: SelectionDraft = { selectionId: '7', rows: { '1': { quantity: 4 } } };
    expect(dropDraftRow(draft, 1)).toBeNull();
    expect(dropDraftRow({ ...draft, message: 'm' }, 1)).toEqual({
      selectionId: '7',
      rows: {},
      message: 'm',
    });
  });
});

describe('the draft in the query cache', () => {
  it('lives under [selections, draft, id] and survives invalidation of the selections', async () => {
    const queryClient = new QueryClient();
    registerSelectionDraftDefaults(queryClient);
    const draft = editDraft(null, server, { kind: 'quantity', itemId: 1, value: 4 });
    writeDraft(queryClient, '7', draft);
    expect(selectionKeys.draft('7')).toEqual(['selections', 'draft', '7']);
    await queryClient.invalidateQueries({ queryKey: ['selections'] });
    await queryClient.refetchQueries({ queryKey: ['selections'] });
    expect(readDraft(queryClient, '7')).toEqual(draft);
    expect(queryClient.getQueryState(selectionKeys.draft('7'))?.status).toBe('success');
  });
});

describe('a line’s note and priority (docs/product/selection.md#notes)', () => {
  const note = (length: number) => 'n'.repeat(length);

  it('are row fields of the draft and of the save, each named as changed', () => {
    let draft = editDraft(null, server, { kind: 'note', itemId: 1, value: 'for grade 4' });
    draft = editDraft(draft, server, { kind: 'priority', itemId: 3, value: 'alternate' });
    const shown = applyDraft(server, draft);
    expect(shown.items.map((row) => [row.id, row.note, row.priority, row.isChanged])).toEqual([
      [1, 'for grade 4', 'first', true],
      [2, '', 'first', false],
      [3, '', 'alternate', true],
    ]);
    expect(saveBody(draft, server).books).toEqual([
      {
        cartBookId: 1,
        quantity: 2,
        poNumber: '',
        note: 'for grade 4',
        changed: ['note'],
        baseVersion: 1,
      },
      {
        cartBookId: 3,
        quantity: 5,
        poNumber: '',
        priority: 'alternate',
        changed: ['priority'],
        baseVersion: 1,
      },
    ]);
    expect(isQuantityOnlyDraft(draft)).toBe(false);
  });

  it('never sends a note over 500 characters: it stays unsaved, the row’s other changes go', () => {
    let draft = editDraft(null, server, { kind: 'note', itemId: 1, value: note(501) });
    draft = editDraft(draft, server, { kind: 'quantity', itemId: 1, value: 3 });
    draft = editDraft(draft, server, { kind: 'note', itemId: 2, value: note(501) });
    const sent = saveBody(draft, server);
    expect(sent.books).toEqual([
      { cartBookId: 1, quantity: 3, poNumber: '', changed: ['quantity'], baseVersion: 1 },
    ]);
    const answer = {
      books: [{ ...item(1, 3), version: 2 }, item(2, 1, 'PO-1'), item(3, 5)],
      message: 'hello',
      messageVersion: 1,
      notApplied: [],
    };
    const after = draftAfterSave(draft, sent, answer);
    expect(after?.rows).toEqual({
      '1': { note: note(501), baseVersion: 2 },
      '2': { note: note(501), baseVersion: 1 },
    });
    // At the limit it goes.
    const atLimit = editDraft(null, server, { kind: 'note', itemId: 1, value: note(500) });
    expect(saveBody(atLimit, server).books[0]?.changed).toEqual(['note']);
  });
});
