import { StrictMode, useLayoutEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from '@/app/router';

export interface AppRootProps {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called once the first render is on the page (after hydration or the first commit). */
  onStarted?: () => void;
}

/**
 * The whole app, as the browser renders it and as the build prerenders the public pages
 * (src/entry-prerender.tsx): the two must be the same tree, or hydration fails. React Aria's
 * locale is given by the layouts that show its widgets (src/app/layout/aria-shell.tsx).
 */
export function AppRoot({ queryClient, router, onStarted }: AppRootProps) {
  useLayoutEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
