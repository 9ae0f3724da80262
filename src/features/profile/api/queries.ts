import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { areaQueryDefaults } from '@/offline/query-client';
import { profileKeys } from './keys';

/** The member's account information (GET /member/me). */
export const profileQueryOptions = () =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: profileKeys.me(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/me', { signal })),
  });
