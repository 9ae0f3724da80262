import { StrictMode, useEffect, useLayoutEffect, useRef } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from '@/app/router';
import { useLocale } from '@/texts/use-locale';

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
 *
 * A switch of locale renders the pages afresh (`key`): every text is read again, memoised
 * components included. The data stays (the query cache, drafts and queued edits live outside the
 * tree); only what was typed into a form on the page and not yet kept is lost. The routes' heads
 * (document titles) were made in the other language: the router makes them again.
 */
export function AppRoot({ queryClient, router, onStarted }: AppRootProps) {
  const locale = useLocale();
  const rendered = useRef(locale);
  useEffect(() => {
    if (rendered.current === locale) return;
    rendered.current = locale;
    void router.invalidate();
  }, [locale, router]);
  useLayoutEffect(() => {
    onStarted?.();
  }, [onStarted]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider key={locale} router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
