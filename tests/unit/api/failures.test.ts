import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The one reporter of failed calls (src/api/failures.ts): the shared catalogue of
 * docs/product/errors.md#catalogue, then the area's own toast, with the `meta` opt-outs; reached by
 * every query and mutation through the caches of src/offline/query-client.ts.
 */
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { reportFailure, setForcedSignOutHandler, toldByCatalogue, unlessOffline } =
  await import('@/api/failures');
const { ApiError, NetworkError } = await import('@/api/errors');
const { sessionStore } = await import('@/api/session');
const { createQueryClient } = await import('@/offline/query-client');

const member = (status: number, errorCode: string, message = errorCode) =>
  new ApiError(status, errorCode, message, { memberApi: true });

let signOut: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  toast.error.mockReset();
  signOut = vi.fn(() => sessionStore.clear());
  setForcedSignOutHandler(signOut as () => void);
  sessionStore.write(
    { token: 't', refreshToken: 'r', name: '김도서', id: 'member-1', isApproved: true },
    false,
  );
});

describe('the shared catalogue', () => {
  it('403: 권한이 없습니다., and member_not_approved marks the session unapproved', () => {
    reportFailure(member(403, 'member_not_approved'));
    expect(toast.error.mock.calls).toEqual([['권한이 없습니다.']]);
    expect(sessionStore.read()?.isApproved).toBe(false);
  });

  it('404: the server’s message, or "Not found." when the answer had none', () => {
    reportFailure(member(404, 'not_found', 'No such order.'));
    reportFailure(member(404, 'http_404', 'Not Found'));
    expect(toast.error.mock.calls).toEqual([['No such order.'], ['Not found.']]);
  });

  it('404 where the caller says gone is done: nothing', () => {
    reportFailure(member(404, 'not_found'), { notFoundIsDone: true, errorToast: '삭제 실패' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('401 of a wrong password or reset code: the server’s message, no sign-out', () => {
    reportFailure(member(401, 'auth_invalid_password', 'The password does not match.'));
    expect(toast.error.mock.calls).toEqual([['The password does not match.']]);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('any other 401: signs out silently, once the session is gone nothing more', () => {
    reportFailure(member(401, 'auth_token_invalid'));
    reportFailure(member(401, 'auth_token_invalid'));
    expect(signOut).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('a session that cannot be refreshed: one toast and one sign-out for requests failing together', () => {
    const refused = () =>
      new ApiError(401, 'auth_token_expired', 'expired', {
        memberApi: true,
        sessionEnd: 'refresh-refused',
      });
    reportFailure(refused());
    reportFailure(refused());
    expect(toast.error.mock.calls).toEqual([['로그인이 필요합니다.', { id: 'session-ended' }]]);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('no refresh token: 토큰이 존재하지 않습니다.; a session already ended: nothing', () => {
    reportFailure(
      new ApiError(401, 'auth_token_missing', 'x', {
        memberApi: true,
        sessionEnd: 'already-ended',
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
    reportFailure(
      new ApiError(401, 'auth_token_expired', 'x', {
        memberApi: true,
        sessionEnd: 'no-refresh-token',
      }),
    );
    expect(toast.error.mock.calls).toEqual([
      ['토큰이 존재하지 않습니다.', { id: 'session-ended' }],
    ]);
  });

  it('covers only the member API: a call made without a session gets its area text', () => {
    const publicRefusal = new ApiError(404, 'not_found', 'Unknown address.');
    expect(toldByCatalogue(publicRefusal)).toBe(false);
    reportFailure(publicRefusal, { errorToast: '메일 발송 실패' });
    expect(toast.error.mock.calls).toEqual([['메일 발송 실패']]);
  });
});

describe('the area’s own toast', () => {
  it('is shown for what the catalogue leaves, never on top of it', () => {
    reportFailure(member(409, 'duplicate_name'), { errorToast: '이름 변경에 실패했습니다' });
    reportFailure(member(403, 'forbidden'), { errorToast: '이름 변경에 실패했습니다' });
    expect(toast.error.mock.calls).toEqual([['이름 변경에 실패했습니다'], ['권한이 없습니다.']]);
  });

  it('may depend on the failure: no answer says the action needs a connection', () => {
    const orderFailed = unlessOffline('주문에 실패했습니다');
    reportFailure(new NetworkError(), { errorToast: orderFailed });
    reportFailure(member(500, 'internal_error'), { errorToast: orderFailed });
    expect(toast.error.mock.calls.map(([text]) => text)).toEqual([
      'You are offline. This needs a connection.',
      '주문에 실패했습니다',
    ]);
  });

  it('a lasting notice (a refused queued edit) is shown even after the catalogue spoke', () => {
    reportFailure(member(404, 'not_found', 'No such selection.'), {
      errorToast: { text: 'Not applied: rename', description: 'No such selection.', lasting: true },
    });
    expect(toast.error.mock.calls).toEqual([
      ['No such selection.'],
      [
        'Not applied: rename',
        { description: 'No such selection.', duration: Infinity, closeButton: true },
      ],
    ]);
  });

  it('is not shown for failures the page shows inline; the catalogue still speaks', () => {
    reportFailure(member(409, 'duplicate_name'), {
      inlineErrors: ['duplicate_name'],
      errorToast: '복사에 실패했습니다',
    });
    reportFailure(member(400, 'validation_failed'), { inlineErrors: true, errorToast: 'x' });
    expect(toast.error).not.toHaveBeenCalled();
    reportFailure(member(500, 'internal_error'), {
      inlineErrors: ['duplicate_name'],
      errorToast: '복사에 실패했습니다',
    });
    reportFailure(member(404, 'not_found', 'No such order.'), { inlineErrors: true });
    expect(toast.error.mock.calls).toEqual([['복사에 실패했습니다'], ['No such order.']]);
  });
});

describe('through the query client', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = createQueryClient();
    queryClient.mount();
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    queryClient.unmount();
    queryClient.clear();
  });

  it('a failed load is reported once, by the catalogue', async () => {
    await queryClient
      .fetchQuery({
        queryKey: ['orders', 'detail', 9],
        queryFn: () => Promise.reject(member(404, 'not_found', 'No such order.')),
      })
      .catch(() => undefined);
    expect(toast.error.mock.calls).toEqual([['No such order.']]);
  });

  it('a mutation’s chooser gets its variables and what its onMutate remembered', async () => {
    const chooser = vi.fn(() => '저장에 실패했습니다');
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        meta: { errorToast: chooser },
        onMutate: () => ({ queued: true }),
        mutationFn: () => Promise.reject(member(409, 'cart_changed')),
      })
      .execute({ name: '도서 목록' })
      .catch(() => undefined);
    expect(chooser).toHaveBeenCalledWith(
      expect.any(ApiError),
      { name: '도서 목록' },
      { queued: true },
      queryClient,
    );
    expect(toast.error.mock.calls).toEqual([['저장에 실패했습니다']]);
  });
});
