import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';
import { routeTree } from '@/routeTree.gen';
import { stringifySearch } from './search-params';
import { DefaultErrorPage, DefaultPendingPage, NotFoundPage } from './route-states';

export interface RouterContext {
  queryClient: QueryClient;
  session: typeof sessionStore;
}

/** What the build's prerender (src/entry-prerender.tsx) sets: a URL outside any browser. */
export interface RouterOverrides {
  history?: RouterHistory;
  origin?: string;
  scrollRestoration?: boolean;
}

export function createAppRouter(queryClient: QueryClient, overrides: RouterOverrides = {}) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    // Query owns freshness: preloading on intent always asks the loader, which asks the cache.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    stringifySearch,
    scrollRestoration: true,
    defaultErrorComponent: DefaultErrorPage,
    defaultPendingComponent: DefaultPendingPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
    ...overrides,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
