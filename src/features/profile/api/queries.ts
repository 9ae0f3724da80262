import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { areaQueryDefaults } from '@/offline/query-client';
import { profileKeys } from '@/api/query-keys';

/** The member's account information (GET /member/me). */
export const profileQueryOptions = () =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/me', { signal })),
  });

/**
 * The member's active sign-ins (GET /member/sign-ins): always read afresh, since another device
 * may have signed in or out since.
 */
export const signInsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.signIns(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/sign-ins', { signal })),
    staleTime: 0,
    retry: 1,
  });
