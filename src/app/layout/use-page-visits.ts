import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { api } from '@/api/client';
import { sessionStore } from '@/api/session';
import { pageNameFor } from './page-name';

/**
 * Sends the page-visit statistic on every route change while signed in (docs/product/shell.md#page-visits): one per page the
 * member opens, named by its path; moving within a page (its list's page, size, sort, filters,
 * tab) is not another visit. A statistic is not worth queueing: offline, or when the call fails,
 * it is dropped.
 */
export function usePageVisits() {
  const router = useRouter();
  useEffect(() => {
    // The first load is seen twice (on mount and by its own onResolved): one statistic per page.
    let lastPath: string | undefined;
    const send = (pathname: string, href: string) => {
      if (pathname === lastPath) return;
      lastPath = pathname;
      if (!sessionStore.read()?.token || !navigator.onLine) return;
      api
        .POST('/statistics/member/page', { body: { pageName: pageNameFor(pathname), url: href } })
        .catch(() => undefined);
    };
    send(router.state.location.pathname, router.state.location.href);
    return router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
      if (fromLocation?.pathname !== toLocation.pathname)
        send(toLocation.pathname, toLocation.href);
    });
  }, [router]);
}
