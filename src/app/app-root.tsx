import { StrictMode, useLayoutEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { I18nProvider } from 'react-aria-components/I18nProvider';
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
 * locale is fixed (the portal is Korean, `<html lang="ko">`): the prerender and the browser agree
 * on it, and no locale detection runs at start-up.
 */
export function AppRoot({ queryClient, router, onStarted }: AppRootProps) {
  useLayoutEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return (
    <StrictMode>
      <I18nProvider locale="ko-KR">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
