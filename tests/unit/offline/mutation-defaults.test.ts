import { onlineManager, type MutationMeta, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * What every mutation of the portal's client gets without asking: its failure toast by one rule
 * (`meta.errorToast`, unless the shared error catalogue tells the member), and the
 * `always` network mode (offline, a call fails at once instead of waiting to be replayed).
 */
const toast = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn() }));
vi.mock('@/ui/toast', () => ({ toast }));

const { createQueryClient } = await import('@/offline/query-client');
const { ApiError, NetworkError } = await import('@/api/errors');

const serverFault = () => new ApiError(500, 'internal_error', 'Something broke.');
/** A 403 of the member API, which the shared catalogue toasts (권한이 없습니다.). */
const alreadyShown = () => new ApiError(403, 'forbidden', 'Forbidden.', { memberApi: true });

let queryClient: QueryClient;

function run(
  options: {
    meta?: MutationMeta;
    onError?: (error: Error) => void;
    mutationFn?: () => Promise<unknown>;
  },
  variables?: unknown,
) {
  return queryClient
    .getMutationCache()
    .build(queryClient, options)
    .execute(variables)
    .catch(() => undefined);
}

beforeEach(() => {
  toast.error.mockReset();
  toast.success.mockReset();
  queryClient = createQueryClient();
  queryClient.mount();
});

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.unmount();
  queryClient.clear();
});

describe('the failure toast of a mutation', () => {
  it('is its meta.errorToast when it fails', async () => {
    await run({
      meta: { errorToast: '저장에 실패했습니다.' },
      mutationFn: () => Promise.reject(serverFault()),
    });
    expect(toast.error.mock.calls).toEqual([['저장에 실패했습니다.']]);
  });

  it('is shown for a call that got no answer too', async () => {
    await run({
      meta: { errorToast: '저장에 실패했습니다.' },
      mutationFn: () => Promise.reject(new NetworkError()),
    });
    expect(toast.error.mock.calls).toEqual([['저장에 실패했습니다.']]);
  });

  it('is not shown on top of the error catalogue’s own toast', async () => {
    await run({
      meta: { errorToast: '저장에 실패했습니다.' },
      mutationFn: () => Promise.reject(alreadyShown()),
    });
    expect(toast.error.mock.calls).toEqual([['권한이 없습니다.']]);
  });

  it('is not shown when the mutation succeeds', async () => {
    await run({ meta: { errorToast: '저장에 실패했습니다.' }, mutationFn: async () => 'saved' });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('is left to the mutation when it declares none (its own onError speaks, or nothing does)', async () => {
    const onError = vi.fn();
    await run({ onError, mutationFn: () => Promise.reject(serverFault()) });
    expect(onError).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('the network mode of a mutation', () => {
  it('offline, sends the call at once (it fails rather than waiting to be replayed)', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(() => Promise.reject(new NetworkError()));
    await run({ meta: { errorToast: '주문에 실패했습니다.' }, mutationFn });
    expect(mutationFn).toHaveBeenCalledOnce();
    expect(queryClient.getMutationCache().getAll()[0]?.state).toMatchObject({
      status: 'error',
      isPaused: false,
    });
    expect(toast.error.mock.calls).toEqual([['주문에 실패했습니다.']]);
  });
});
