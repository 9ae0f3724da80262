import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The shared refresh (docs/product/session.md#refresh) in client.ts and refresh.ts, and the error
 * catalogue (docs/product/errors.md#catalogue) of failures.ts that its typed errors reach, against a
 * fake fetch standing in for the server. openapi-fetch captures `globalThis.fetch` when a client is
 * created, so the fake is installed before the modules load.
 */
const server = await vi.hoisted(async () =>
  (await import('../support/fake-api')).installFakeServer(),
);

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { api, unwrap } = await import('@/api/client');
const { reportFailure, setForcedSignOutHandler } = await import('@/api/failures');
const { ApiError } = await import('@/api/errors');
const { sessionStore, SESSION_KEY } = await import('@/api/session');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, errorCode: string, message = errorCode) =>
  json(status, { statusCode: status, errorCode, message });
const summary = { cartNumber: 1, quotationNumber: 2, orderNumber: 3, invoiceNumber: 4 };

const path = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');
const bearerOf = (request: Request) => request.headers.get('Authorization');
const refreshCalls = () =>
  server.requests.filter((request) => path(request) === '/auth/member/refresh');

function signIn(refreshToken = 'refresh-1') {
  sessionStore.write(
    { token: 'expired-token', refreshToken, name: '김도서', id: 'member-1', isApproved: true },
    true,
  );
}

/** A server on which `expired-token` has expired and `fresh-token` is valid. */
function serve(options: { refresh?: () => Promise<Response> | Response } = {}) {
  server.handler = async (request) => {
    if (path(request) === '/auth/member/refresh') {
      return options.refresh
        ? options.refresh()
        : json(200, {
            accessToken: 'fresh-token',
            refreshToken: 'refresh-2',
            name: '김도서',
            id: 'member-1',
            isApproved: true,
          });
    }
    const auth = bearerOf(request);
    if (auth === 'Bearer expired-token') return error(401, 'auth_token_expired');
    if (auth !== 'Bearer fresh-token') return error(401, 'auth_token_invalid');
    if (path(request) === '/member/home/order/summary') return json(200, summary);
    if (path(request) === '/member/home/notifications') return json(200, { result: [] });
    if (path(request) === '/member/cart/categories') return json(200, { results: [] });
    if (path(request) === '/member/me') return error(403, 'member_not_approved', 'Not approved');
    return error(404, 'not_found', 'No such announcement.');
  };
}

/** A member call as the query and mutation caches make it: its failure goes to the one reporter. */
const reported = <T>(call: Parameters<typeof unwrap<T>>[0]) =>
  unwrap(call).catch((failure: unknown) => {
    reportFailure(failure);
    throw failure;
  });

const getSummary = () => reported(api.GET('/member/home/order/summary'));

let signOut: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.requests = [];
  toast.error.mockClear();
  signOut = vi.fn(() => sessionStore.clear());
  setForcedSignOutHandler(signOut as () => void);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the refresh middleware', () => {
  it('never resends a request under another member signed in while it was under way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve();
    const answer = server.handler;
    server.handler = async (request) => {
      if (bearerOf(request) === 'Bearer expired-token') await gate;
      return answer(request);
    };
    signIn();
    const call = getSummary();
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    // Another tab signs out and signs in someone else ("Stay signed in" is shared by the tabs).
    sessionStore.write(
      {
        token: 'fresh-token',
        refreshToken: 'r-9',
        name: '이사서',
        id: 'member-9',
        isApproved: true,
      },
      true,
    );
    release();
    await expect(call).rejects.toThrow();
    expect(server.requests.filter((request) => bearerOf(request) === 'Bearer fresh-token')).toEqual(
      [],
    );
  });

  it('attaches the bearer token of the session', async () => {
    serve();
    sessionStore.write(
      { token: 'fresh-token', refreshToken: 'r', name: 'n', id: 'member-1', isApproved: true },
      false,
    );
    await expect(getSummary()).resolves.toEqual(summary);
    expect(bearerOf(server.requests[0]!)).toBe('Bearer fresh-token');
    expect(refreshCalls()).toHaveLength(0);
  });

  it('lets concurrent 401s share one refresh, then retries each request once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    serve({
      refresh: async () => {
        await gate;
        return json(200, {
          accessToken: 'fresh-token',
          refreshToken: 'refresh-2',
          name: '김도서',
          id: 'member-1',
          isApproved: true,
        });
      },
    });
    signIn();
    const calls = Promise.all([
      getSummary(),
      reported(api.GET('/member/home/notifications')),
      reported(api.GET('/member/cart/categories')),
    ]);
    await vi.waitFor(() => expect(refreshCalls()).toHaveLength(1));
    release();
    await expect(calls).resolves.toEqual([summary, { result: [] }, { results: [] }]);

    expect(refreshCalls()).toHaveLength(1);
    expect(await refreshCalls()[0]!.json()).toEqual({ refreshToken: 'refresh-1' });
    // Each request: once with the expired token, once more with the new one.
    const retried = server.requests.filter((r) => bearerOf(r) === 'Bearer fresh-token');
    expect(retried.map(path).sort()).toEqual([
      '/member/cart/categories',
      '/member/home/notifications',
      '/member/home/order/summary',
    ]);
    expect(sessionStore.read()).toMatchObject({ token: 'fresh-token', refreshToken: 'refresh-2' });
    // Stored where the session lives ("Stay signed in": localStorage).
    expect(JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}')).toMatchObject({
      token: 'fresh-token',
    });
    expect(toast.error).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('retries a request once only: a second expiry signs out instead of refreshing again', async () => {
    serve({
      // The new token is expired too (a server whose tokens never live).
      refresh: () =>
        json(200, {
          accessToken: 'expired-token-2',
          refreshToken: 'refresh-2',
          name: '김도서',
          id: 'member-1',
          isApproved: true,
        }),
    });
    const previous = server.handler;
    server.handler = (request) =>
      bearerOf(request) === 'Bearer expired-token-2'
        ? error(401, 'auth_token_expired')
        : previous(request);
    signIn();
    const failure = await getSummary().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, memberApi: true });
    expect(refreshCalls()).toHaveLength(1);
    expect(server.requests.filter((r) => path(r) === '/member/home/order/summary')).toHaveLength(2);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token: toast 토큰이 존재하지 않습니다. and sign-out, no refresh call', async () => {
    serve();
    signIn('');
    const failure = await getSummary().catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, sessionEnd: 'no-refresh-token' });
    expect(refreshCalls()).toHaveLength(0);
    expect(toast.error).toHaveBeenCalledWith('토큰이 존재하지 않습니다.', expect.anything());
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionStore.read()).toBeNull();
  });

  it('when the refresh fails: one toast 로그인이 필요합니다. and one sign-out for all requests', async () => {
    serve({ refresh: () => error(401, 'auth_refresh_token_invalid') });
    signIn();
    const results = await Promise.allSettled([
      getSummary(),
      reported(api.GET('/member/home/notifications')),
      reported(api.GET('/member/cart/categories')),
    ]);
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    // The same toast id: sonner shows one toast however often it is raised.
    const messages = toast.error.mock.calls.map(([message, options]) => [message, options]);
    expect(new Set(messages.map((m) => JSON.stringify(m)))).toEqual(
      new Set([JSON.stringify(['로그인이 필요합니다.', { id: 'session-ended' }])]),
    );
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(sessionStore.read()).toBeNull();
  });

  it('reports an unreachable refresh as a network error and keeps the session', async () => {
    serve({
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    signIn('refresh-unreachable');
    const failure = await getSummary().catch((e: unknown) => e);
    expect((failure as Error).name).toBe('NetworkError');
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionStore.read()?.token).toBe('expired-token');
  });

  it('retries a refresh whose answer was lost at once, before the request fails', async () => {
    let lost = 1;
    serve({
      refresh: () => {
        // The server rotated the token, but the answer never arrived.
        if (lost-- > 0) throw new TypeError('Failed to fetch');
        return json(200, {
          accessToken: 'fresh-token',
          refreshToken: 'refresh-after-lost',
          name: '김도서',
          id: 'member-1',
          isApproved: true,
        });
      },
    });
    signIn('refresh-lost');
    await expect(getSummary()).resolves.toEqual(summary);
    expect(refreshCalls()).toHaveLength(2);
    expect(signOut).not.toHaveBeenCalled();
    expect(sessionStore.read()?.refreshToken).toBe('refresh-after-lost');
  });

  it('a gateway error on the refresh is no refusal: tried again, the member stays signed in', async () => {
    let gatewayErrors = 1;
    serve({
      refresh: () =>
        gatewayErrors-- > 0
          ? new Response('Bad Gateway', { status: 502 })
          : json(200, {
              accessToken: 'fresh-token',
              refreshToken: 'refresh-after-502',
              name: '김도서',
              id: 'member-1',
              isApproved: true,
            }),
    });
    signIn('refresh-502');
    await expect(getSummary()).resolves.toEqual(summary);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('a refresh still owed when the line returns runs before the next request', async () => {
    let reachable = false;
    serve({
      refresh: () => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return json(200, {
          accessToken: 'fresh-token',
          refreshToken: 'refresh-owed-2',
          name: '김도서',
          id: 'member-1',
          isApproved: true,
        });
      },
    });
    signIn('refresh-owed');
    await expect(getSummary()).rejects.toMatchObject({ name: 'NetworkError' });
    reachable = true;
    server.requests = [];
    await expect(getSummary()).resolves.toEqual(summary);
    // The refresh went first: the request never met the expired token again.
    expect(server.requests.map(path)).toEqual([
      '/auth/member/refresh',
      '/member/home/order/summary',
    ]);
  });

  it('after a refused refresh, a late request with the old token makes no second refresh call', async () => {
    serve({ refresh: () => error(401, 'auth_refresh_token_invalid') });
    // The sign-out takes a while (it revokes the token on the server first).
    let finishSignOut!: () => void;
    signOut.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finishSignOut = () => {
            sessionStore.clear();
            resolve();
          };
        }),
    );
    signIn('refresh-refused');
    const first = getSummary().catch((e: unknown) => e);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    // A late statistic, sent while the sign-out is still under way.
    const late = reported(
      api.POST('/statistics/member/page', { body: { pageName: 'Home', url: '/' } }),
    ).catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.requests.map(path)).toContain('/statistics/member/page'));
    finishSignOut();
    await expect(late).resolves.toMatchObject({ status: 401, sessionEnd: 'refresh-refused' });
    await first;
    expect(refreshCalls()).toHaveLength(1);
    // Only the first failure speaks: the sign-out under way may replace its toast with one about
    // queued edits, which a late toast must not overwrite.
    expect(toast.error.mock.calls).toEqual([['로그인이 필요합니다.', { id: 'session-ended' }]]);
  });

  it('without a refresh token, requests that fail together only ever say 토큰이 존재하지 않습니다.', async () => {
    serve();
    signIn('');
    await Promise.allSettled([
      getSummary(),
      reported(api.GET('/member/home/notifications')),
      reported(api.GET('/member/cart/categories')),
    ]);
    expect(toast.error.mock.calls.map(([message]) => message)).not.toContain(
      '로그인이 필요합니다.',
    );
    expect(toast.error).toHaveBeenCalledWith('토큰이 존재하지 않습니다.', expect.anything());
  });

  it('sends no member call without a session: it is answered here as not signed in', async () => {
    serve();
    const failure = await reported(api.GET('/member/cart/categories')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, sessionEnd: 'already-ended' });
    expect(server.requests).toHaveLength(0);
    expect(signOut).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the error catalogue', () => {
  beforeEach(() => {
    serve();
    sessionStore.write(
      { token: 'fresh-token', refreshToken: 'r', name: 'n', id: 'member-1', isApproved: true },
      true,
    );
  });

  it('403: toast 권한이 없습니다. and the error reaches the caller', async () => {
    const failure = await reported(api.GET('/member/me')).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      status: 403,
      errorCode: 'member_not_approved',
      memberApi: true,
    });
    expect(toast.error).toHaveBeenCalledWith('권한이 없습니다.');
    expect(sessionStore.read()?.isApproved).toBe(false);
  });

  it('404: toast with the server message', async () => {
    const failure = await reported(
      api.GET('/member/notification/{id}', { params: { path: { id: 7 } } }),
    ).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 404, memberApi: true });
    expect(toast.error).toHaveBeenCalledWith('No such announcement.');
  });

  it('401 auth_invalid_password: the server message, no sign-out', async () => {
    server.handler = () => error(401, 'auth_invalid_password', 'The password does not match.');
    const failure = await reported(api.GET('/member/me')).catch((e: unknown) => e);
    expect(failure).toMatchObject({ status: 401, memberApi: true });
    expect(toast.error).toHaveBeenCalledWith('The password does not match.');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('any other 401: signs out silently', async () => {
    server.handler = () => error(401, 'auth_token_invalid');
    await getSummary().catch(() => undefined);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
