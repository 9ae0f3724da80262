import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { sessionStore } from '@/api/session';
import { routeTree } from '@/routeTree.gen';
import { DefaultErrorPage, DefaultPendingPage, NotFoundPage } from './route-states';

export interface RouterContext {
  queryClient: QueryClient;
  session: typeof sessionStore;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session: sessionStore },
    // Query owns freshness: preloading on intent always asks the loader, which asks the cache.
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultErrorComponent: DefaultErrorPage,
    defaultPendingComponent: DefaultPendingPage,
    defaultNotFoundComponent: () => <NotFoundPage />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
