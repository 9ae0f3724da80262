import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { api, unwrap } from '@/api/client';
import { ApiError } from '@/api/errors';
import { reportFailure } from '@/api/failures';
import { sessionStore } from '@/api/session';
import { pageNameFor } from './page-name';

/**
 * Sends the page-visit statistic on every route change while signed in (docs/product/shell.md#page-visits): one per page the
 * member opens, named by its path; moving within a page (its list's page, size, sort, filters,
 * tab) is not another visit. A statistic is not worth queueing: offline, or when the call fails,
 * it is dropped, and says nothing, unless the failure is the session's end (a 401 the refresh could
 * not mend), which signs the member out as any call's would.
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
      unwrap(
        api.POST('/statistics/member/page', {
          body: { pageName: pageNameFor(pathname), url: href },
        }),
      ).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 401) void reportFailure(error);
      });
    };
    send(router.state.location.pathname, router.state.location.href);
    return router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
      if (fromLocation?.pathname !== toLocation.pathname)
        send(toLocation.pathname, toLocation.href);
    });
  }, [router]);
}
