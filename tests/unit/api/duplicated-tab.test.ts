import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * A tab opened from a tab (Duplicate tab, window.open) starts with a copy of its sessionStorage,
 * refresh token included. Each tab tells the others when it rotates the token, so the copy never
 * presents a spent token (which the server treats as reuse and answers by ending the sign-in in
 * both tabs). A fake fetch stands in for the server; another BroadcastChannel stands for the other
 * tab.
 */
const server = await vi.hoisted(async () =>
  (await import('../support/fake-api')).installFakeServer(),
);

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);

const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { api, unwrap } = await import('@/api/client');
const { setForcedSignOutHandler } = await import('@/api/failures');
const { sessionStore } = await import('@/api/session');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const summary = { cartNumber: 1, quotationNumber: 2, orderNumber: 3, invoiceNumber: 4 };

const path = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');
const refreshCalls = () =>
  server.requests.filter((request) => path(request) === '/auth/member/refresh');
const otherTab = new BroadcastChannel('auth-partner-rotation');
const signOut = vi.fn();

/** This tab's session, as a copy of the original tab's sessionStorage. */
function copiedSession(token: string, refreshToken: string) {
  sessionStore.write(
    { token, refreshToken, name: '김도서', id: 'member-1', isApproved: true },
    false,
  );
}

/** A server on which only `token-2` is valid; refresh-1 is spent, refresh-2 gives token-3. */
function serve() {
  server.handler = (request) => {
    if (path(request) === '/auth/member/refresh') {
      return json(200, {
        accessToken: 'token-3',
        refreshToken: 'refresh-3',
        name: '김도서',
        id: 'member-1',
        isApproved: true,
      });
    }
    const auth = request.headers.get('Authorization');
    if (auth === 'Bearer token-2' || auth === 'Bearer token-3') return json(200, summary);
    return json(401, { statusCode: 401, errorCode: 'auth_token_expired', message: 'expired' });
  };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  server.requests = [];
  signOut.mockReset();
  setForcedSignOutHandler(signOut);
  serve();
});

afterEach(() => {
  otherTab.onmessage = null;
});

describe('a tab opened from a tab', () => {
  it('takes the successor of a refresh token the other tab rotated, and never spends it again', async () => {
    copiedSession('token-1', 'refresh-1');
    otherTab.postMessage({ spent: 'refresh-1', token: 'token-2', refreshToken: 'refresh-2' });
    await vi.waitFor(() => expect(sessionStore.read()?.refreshToken).toBe('refresh-2'));

    await expect(unwrap(api.GET('/member/home/order/summary'))).resolves.toEqual(summary);
    expect(refreshCalls()).toHaveLength(0);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ignores a rotation of another sign-in', async () => {
    copiedSession('token-2', 'refresh-2');
    otherTab.postMessage({ spent: 'refresh-9', token: 'token-x', refreshToken: 'refresh-x' });
    // Delivered in order: had the first been taken, this one would no longer match.
    otherTab.postMessage({ spent: 'refresh-2', token: 'token-5', refreshToken: 'refresh-5' });
    await vi.waitFor(() =>
      expect(sessionStore.read()).toMatchObject({ token: 'token-5', refreshToken: 'refresh-5' }),
    );
  });

  it('tells the other tabs when it rotates the token itself', async () => {
    copiedSession('token-1', 'refresh-2');
    const told = new Promise<unknown>((resolve) => (otherTab.onmessage = (e) => resolve(e.data)));
    await expect(unwrap(api.GET('/member/home/order/summary'))).resolves.toEqual(summary);
    await expect(told).resolves.toEqual({
      spent: 'refresh-2',
      token: 'token-3',
      refreshToken: 'refresh-3',
    });
  });
});
