import { queryOptions } from '@tanstack/react-query';
import { api, serviceApi, unwrap } from '@/api/client';
import { homeKeys } from '@/api/query-keys';
import { keepSeenBannerText, BANNER_TEXT_POLL_MS } from '../banner-text';

/**
 * The home's cards are asked for by the route's loader on every visit (src/routes/_member/
 * index.tsx), moments before they mount: mounting does not ask again. (Without data, a card still
 * asks, or joins the loader's call under way.)
 */
const LOADED_BY_ROUTE = { refetchOnMount: false } as const;

/** The Order History counts of the last year (docs/product/home.md#order-history). */
export const orderSummaryQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.orderSummary(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/home/order/summary', { signal })),
    ...LOADED_BY_ROUTE,
  });

/** The latest announcements of the home card (docs/product/home.md#announcements-card: the list is in `result`). */
export const homeNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.notifications(),
    queryFn: ({ signal }) => unwrap(api.GET('/member/home/notifications', { signal })),
    ...LOADED_BY_ROUTE,
  });

/**
 * The versioned greeting (docs/product/home.md#banner-text): loaded on mount, on window focus and every 30 s; the shown text
 * changes only when the version differs from the last one seen (kept by structural sharing). A
 * failure is silent and the fallback stays. Never persisted: it is always asked for afresh.
 */
export const bannerTextQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.bannerText(),
    queryFn: ({ signal }) => unwrap(serviceApi.GET('/banner_text', { signal, cache: 'no-store' })),
    refetchInterval: BANNER_TEXT_POLL_MS,
    refetchOnWindowFocus: 'always',
    refetchOnMount: 'always',
    staleTime: 0,
    retry: false,
    structuralSharing: (previous, next) => keepSeenBannerText(previous, next),
    meta: { persist: false },
  });

/**
 * The site banner image's address (external service, no token). Not persisted: offline the call
 * fails and the bundled fallback is shown with the reason (docs/product/home.md#site-banner).
 */
export const bannerQueryOptions = () =>
  queryOptions({
    queryKey: homeKeys.banner(),
    queryFn: ({ signal }) => unwrap(serviceApi.GET('/python/api/banner', { signal })),
    ...LOADED_BY_ROUTE,
    retry: false,
    meta: { persist: false },
  });
