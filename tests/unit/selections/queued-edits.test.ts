import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Selection edits made offline: queued as paused mutations with their registered
 * defaults, sent with their replay key, kept queued through a lost connection, and a refusal on
 * replay names what was not applied. A fake fetch stands in for the server.
 */
const server = await vi.hoisted(async () =>
  (await import('../support/fake-api')).installFakeServer(),
);

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { registerSelectionMutationDefaults } =
  await import('@/features/selections/api/mutations/register');
const { selectionKeys, selectionMutationKeys } = await import('@/api/query-keys');
const { retryQueuedEdit } = await import('@/features/selections/api/pending');
const { createQueryClient } = await import('@/offline/query-client');
const { sessionStore } = await import('@/api/session');
const texts = await import('@/texts');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const path = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');

const selectionRow = {
  id: 5,
  bookId: 12,
  title: '느린 숲',
  coverImageUrl: '/api/v1/covers/12.svg',
  category: '동시',
  author: '송율준',
  publisher: '은하수북스',
  price: 17500,
  poNumber: '',
  quantity: 1,
};

let queryClient: QueryClient;

/** An edit made by the signed-in member (`member-1`), as the edit's hook records it. */
function edit<TVars>(mutationKey: readonly unknown[], variables: TVars, owner = 'member-1') {
  return queryClient
    .getMutationCache()
    .build(queryClient, { mutationKey })
    .execute({ ...variables, owner })
    .catch(() => undefined);
}

beforeEach(() => {
  server.requests = [];
  toast.error.mockReset();
  toast.success.mockReset();
  sessionStore.write(
    { token: 'token', refreshToken: 'refresh', name: '김도서', id: 'member-1', isApproved: true },
    true,
  );
  // The portal's own client: its mutations fail at once offline, and the queued edits must still
  // wait (their own network mode).
  queryClient = createQueryClient();
  queryClient.mount();
  registerSelectionMutationDefaults(queryClient);
});

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.unmount();
  queryClient.clear();
  sessionStore.clear();
});

describe('selection edits made offline', () => {
  it('wait paused, then reach the server in order with their replay key when the connection is back', async () => {
    server.handler = (request) =>
      path(request).startsWith('/member/cart/add/book/')
        ? json(200, selectionRow)
        : json(200, { ...selectionRow, id: 6 });
    onlineManager.setOnline(false);
    const first = edit(selectionMutationKeys.addBook, {
      bookId: 12,
      selectionId: 'public',
      quantity: 1,
      source: 'book',
      title: '느린 숲',
      replayKey: 'replay-key-1',
    });
    const second = edit(selectionMutationKeys.addBook, {
      bookId: 13,
      selectionId: 'public',
      quantity: 2,
      source: 'book',
      replayKey: 'replay-key-2',
    });
    await vi.waitFor(() =>
      expect(
        queryClient
          .getMutationCache()
          .getAll()
          .filter((m) => m.state.isPaused),
      ).toHaveLength(2),
    );
    expect(server.requests).toHaveLength(0);

    onlineManager.setOnline(true);
    await Promise.all([first, second]);
    const sent = server.requests.filter((request) => request.method === 'POST');
    expect(sent.map(path)).toEqual(['/member/cart/add/book/12', '/member/cart/add/book/13']);
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual([
      'replay-key-1',
      'replay-key-2',
    ]);
  });

  it('a replay the server refuses says what was not applied, and lasts until closed', async () => {
    server.handler = () =>
      json(404, {
        statusCode: 404,
        errorCode: 'not_found',
        message: 'The selection has no row 5 (it may have been removed).',
      });
    onlineManager.setOnline(false);
    const save = edit(selectionMutationKeys.update, {
      selectionId: 'public',
      selectionName: 'common(default)',
      books: [{ cartBookId: 5, quantity: 3, poNumber: '' }],
      message: '',
      quantityOnly: true,
    });
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    onlineManager.setOnline(true);
    await save;
    expect(toast.error).toHaveBeenCalledWith(
      'Not applied: saving the changes to "common(default)"',
      expect.objectContaining({
        description: 'The selection has no row 5 (it may have been removed).',
        duration: Infinity,
      }),
    );
  });

  it('an edit made online that fails says the area message of docs/product/errors.md#area-messages', async () => {
    server.handler = () =>
      json(500, { statusCode: 500, errorCode: 'internal_error', message: 'broken' });
    await edit(selectionMutationKeys.update, {
      selectionId: 'public',
      selectionName: 'common(default)',
      books: [{ cartBookId: 5, quantity: 3, poNumber: '' }],
      message: '',
      quantityOnly: true,
    });
    expect(toast.error.mock.calls).toEqual([[texts.selectionPage.quantityFailed]]);
  });

  it('an edit made online that the catalogue answers (a 404) says only the catalogue message', async () => {
    server.handler = () => json(404, { statusCode: 404, errorCode: 'not_found', message: 'gone' });
    await edit(selectionMutationKeys.update, {
      selectionId: 'public',
      selectionName: 'common(default)',
      books: [{ cartBookId: 5, quantity: 3, poNumber: '' }],
      message: '',
      quantityOnly: true,
    });
    // The catalogue's 404 toast, once; no area toast on top of it, no "Not applied".
    expect(toast.error.mock.calls).toEqual([['gone']]);
  });

  it('a lost connection keeps the edit queued instead of failing it', async () => {
    let calls = 0;
    server.handler = () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(200, selectionRow);
    };
    const added = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: selectionMutationKeys.addBook, retryDelay: 1 })
      .execute({
        bookId: 12,
        selectionId: 'public',
        quantity: 1,
        source: 'book',
        replayKey: 'k-1234567',
        owner: 'member-1',
      });
    await expect(added).resolves.toMatchObject({ id: 5 });
    expect(calls).toBe(2);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('removing a row that is already gone (a replay twin removed it) counts as done', async () => {
    server.handler = () => json(404, { statusCode: 404, errorCode: 'not_found', message: 'gone' });
    const removed = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: selectionMutationKeys.removeItem })
      .execute({
        itemId: 5,
        selectionName: 'common(default)',
        title: '느린 숲',
        owner: 'member-1',
      });
    await expect(removed).resolves.toBeUndefined();
    // Nothing tells the member about it: the removal they asked for holds (no "not found", no
    // "not applied"), as the edit's meta.notFoundIsDone says.
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('replaying a removal or a deletion the server already applied shows no error', async () => {
    server.handler = () => json(404, { statusCode: 404, errorCode: 'not_found', message: 'gone' });
    onlineManager.setOnline(false);
    const removal = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: selectionMutationKeys.removeItem })
      .execute({
        itemId: 5,
        selectionName: 'common(default)',
        title: '느린 숲',
        owner: 'member-1',
      });
    const deletion = queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: selectionMutationKeys.remove })
      .execute({ id: '7', owner: 'member-1' });
    onlineManager.setOnline(true);
    await queryClient.resumePausedMutations();
    await expect(removal).resolves.toBeUndefined();
    await expect(deletion).resolves.toBeUndefined();
    expect(server.requests).toHaveLength(2);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('a queued edit belongs to the member who made it', () => {
  const addition = {
    bookId: 12,
    selectionId: 'public',
    quantity: 1,
    source: 'book',
    replayKey: 'replay-key-1',
  };

  it('is never sent under another member signed in meanwhile (another tab), and ends silently once set aside', async () => {
    server.handler = () => json(200, selectionRow);
    onlineManager.setOnline(false);
    const made = edit(selectionMutationKeys.addBook, addition);
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    sessionStore.write(
      { token: 'token-2', refreshToken: 'r-2', name: '이사서', id: 'member-2', isApproved: true },
      true,
    );
    onlineManager.setOnline(true);
    // Still in this tab's queue: it waits rather than failing.
    const [mutation] = queryClient.getMutationCache().getAll();
    await vi.waitFor(() => expect(mutation?.state.failureCount).toBe(1));
    expect(mutation?.state.status).toBe('pending');
    // The tab sets it aside (kept on the device for its member): the waiting copy ends, unsent.
    queryClient.getMutationCache().remove(mutation!);
    await made;
    expect(server.requests).toHaveLength(0);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('is not sent while nobody is signed in', async () => {
    server.handler = () => json(200, selectionRow);
    sessionStore.clear();
    const made = edit(selectionMutationKeys.addBook, addition);
    const [mutation] = queryClient.getMutationCache().getAll();
    await vi.waitFor(() => expect(mutation?.state.failureCount).toBe(1));
    queryClient.getMutationCache().remove(mutation!);
    await made;
    expect(server.requests).toHaveLength(0);
  });

  it('is sent under its own member', async () => {
    server.handler = () => json(200, selectionRow);
    await edit(selectionMutationKeys.addBook, addition);
    expect(server.requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer token',
    ]);
  });
});

describe('a refused queued edit', () => {
  const refuse = () =>
    json(404, { statusCode: 404, errorCode: 'not_found', message: 'No such selection.' });
  const listWith = (selections: { id: string; name: string }[]) =>
    queryClient.setQueryData(selectionKeys.list(), {
      results: selections.map((selection) => ({ ...selection, bookCount: 0 })),
    });

  it('names its selection as it was called when the edit was made, though the list no longer has it', async () => {
    server.handler = refuse;
    listWith([{ id: '5', name: 'Science Club' }]);
    onlineManager.setOnline(false);
    const made = edit(selectionMutationKeys.addBook, {
      bookId: 12,
      selectionId: '5',
      quantity: 1,
      source: 'book',
      title: '느린 숲',
      replayKey: 'replay-key-5',
    });
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    // Deleted elsewhere meanwhile: the list read since has no selection 5.
    listWith([]);
    onlineManager.setOnline(true);
    await made;
    expect(toast.error).toHaveBeenCalledWith(
      'Not applied: adding "느린 숲" to "Science Club"',
      expect.anything(),
    );
  });

  it('sent again with Retry and refused again, stays a refused queued edit (listed, reported)', async () => {
    server.handler = refuse;
    onlineManager.setOnline(false);
    const made = edit(selectionMutationKeys.remove, { id: '7' });
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    server.handler = () =>
      json(409, { statusCode: 409, errorCode: 'conflict', message: 'Not now.' });
    onlineManager.setOnline(true);
    await made;
    const [refused] = queryClient.getMutationCache().getAll();
    expect(refused?.state.status).toBe('error');
    toast.error.mockReset();

    retryQueuedEdit(queryClient, refused!);
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.status).toBe('error'),
    );
    const [again] = queryClient.getMutationCache().getAll();
    expect(again).not.toBe(refused);
    expect(again?.state.context).toMatchObject({ queued: true });
    expect(toast.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Not applied: deleting the selection/),
      expect.objectContaining({ description: 'Not now.' }),
    );
  });

  it('sent again with Retry, still names its selection as the member does, not by its id', async () => {
    listWith([{ id: '5', name: 'Science Club' }]);
    onlineManager.setOnline(false);
    const made = edit(selectionMutationKeys.addBook, {
      bookId: 12,
      selectionId: '5',
      quantity: 1,
      source: 'book',
      title: '느린 숲',
      replayKey: 'replay-key-retry',
    });
    await vi.waitFor(() =>
      expect(queryClient.getMutationCache().getAll()[0]?.state.isPaused).toBe(true),
    );
    listWith([]);
    server.handler = () =>
      json(409, { statusCode: 409, errorCode: 'conflict', message: 'Not now.' });
    onlineManager.setOnline(true);
    await made;
    const [refused] = queryClient.getMutationCache().getAll();
    toast.error.mockReset();

    retryQueuedEdit(queryClient, refused!);
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error).toHaveBeenCalledWith(
      'Not applied: adding "느린 숲" to "Science Club"',
      expect.anything(),
    );
    const [again] = queryClient.getMutationCache().getAll();
    expect(again?.state.context).toMatchObject({ selectionName: 'Science Club' });
  });
});
