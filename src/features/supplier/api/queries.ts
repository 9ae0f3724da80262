import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { supplierKeys } from '@/api/query-keys';
import { areaQueryDefaults } from '@/offline/query-client';

/**
 * The supplier's identity (GET /member/supplier), which the footer of every member page shows: read
 * once an hour at most, since the provider changes it rarely, and kept offline like every read.
 */
export const supplierQueryOptions = () =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: supplierKeys.identity(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/supplier', { signal })),
    staleTime: 60 * 60 * 1000,
  });
