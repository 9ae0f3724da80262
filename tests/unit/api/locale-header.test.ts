import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The member API says the interface's locale on every call (the contract's `Accept-Language`), so
 * the workbooks the server makes come in the member's language (docs/product/selection.md#excel),
 * also a call resent after a refresh. openapi-fetch captures `globalThis.fetch` when a client is
 * created, so the fake server is installed before the modules load.
 */
const server = await vi.hoisted(async () =>
  (await import('../support/fake-api')).installFakeServer(),
);

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);

const { api } = await import('@/api/client');
const { sessionStore } = await import('@/api/session');
const { setLocale } = await import('@/texts/locale');

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const path = (request: Request) => new URL(request.url).pathname.replace('/api/v1', '');
const languageOf = (request: Request) => request.headers.get('Accept-Language');

beforeEach(() => {
  localStorage.clear();
  server.requests = [];
  server.handler = () => json(200, { results: [] });
  sessionStore.write(
    {
      token: 'token-1',
      refreshToken: 'refresh-1',
      name: '김도서',
      id: 'member-1',
      isApproved: true,
    },
    true,
  );
});

describe('the locale header', () => {
  it("sends the interface's locale, and follows a switch", async () => {
    setLocale('ko');
    await api.GET('/member/cart/categories');
    setLocale('en');
    await api.GET('/member/cart/categories');
    expect(server.requests.map(languageOf)).toEqual(['ko', 'en']);
  });

  it('keeps it on the call resent after a refresh', async () => {
    setLocale('ko');
    server.handler = (request) => {
      if (path(request) === '/auth/member/refresh') {
        return json(200, {
          accessToken: 'token-2',
          refreshToken: 'refresh-2',
          name: '김도서',
          id: 'member-1',
          isApproved: true,
        });
      }
      if (request.headers.get('Authorization') === 'Bearer token-1') {
        return json(401, { statusCode: 401, errorCode: 'auth_token_expired', message: 'expired' });
      }
      return json(200, { results: [] });
    };
    const { response } = await api.GET('/member/cart/categories');
    expect(response.status).toBe(200);
    const calls = server.requests.filter((request) => path(request) === '/member/cart/categories');
    expect(calls.map(languageOf)).toEqual(['ko', 'ko']);
  });
});
