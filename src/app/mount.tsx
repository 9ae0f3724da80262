import type { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import type { createAppRouter } from '@/app/router';
import { AppRoot } from './app-root';
import {
  HIDDEN_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  prerenderedPages,
  STARTED_ATTRIBUTE,
  UNTIL_STARTED_ATTRIBUTE,
} from './prerendered-pages';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Marks the document once a recoverable error happened (a hydration mismatch, above all). */
const RECOVERED_ATTRIBUTE = 'data-recoverable-error';

/**
 * React recovers from a hydration mismatch by rendering the page afresh; it must never pass
 * unnoticed: it is logged as an error (the end-to-end tests fail on console errors) and marked on
 * the document.
 */
function onRecoverableError(error: unknown, info: ErrorInfo) {
  document.documentElement.setAttribute(RECOVERED_ATTRIBUTE, '');
  console.error('React recovered from an error:', error, info.componentStack ?? '');
}

/** Whether the router, having loaded, shows the page whose markup was prerendered at `path`. */
function showsPrerendered(router: AppRouter, path: string): boolean {
  const page = prerenderedPages.find((candidate) => candidate.path === path);
  const { location, matches, status } = router.state;
  const search = location.search as Record<string, unknown>;
  return Boolean(
    page &&
    status === 'idle' &&
    location.pathname === path &&
    !(page.shownParams ?? []).some((name) => name in search) &&
    matches.every((match) => match.status === 'success'),
  );
}

/**
 * Starts React on `#root`. A page prerendered by the build (a public page) is hydrated, so what
 * the visitor already sees becomes live without being painted again; when the route shows
 * something else (a signed-in member on /sign-in is sent home, a search parameter that changes
 * the page) the launch screen stands in and the page is rendered afresh. Every other page (the
 * app shell of index.html) is rendered afresh, as before.
 */
export async function mountApp(
  container: HTMLElement,
  queryClient: QueryClient,
  router: AppRouter,
) {
  const html = document.documentElement;
  const started = (how: 'hydrated' | 'rendered') => () => {
    container.closest(`fieldset[${UNTIL_STARTED_ATTRIBUTE}]`)?.removeAttribute('disabled');
    html.removeAttribute(HIDDEN_ATTRIBUTE);
    html.setAttribute(STARTED_ATTRIBUTE, how);
  };
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  if (prerendered !== null) {
    if (!html.hasAttribute(HIDDEN_ATTRIBUTE)) {
      // The route's code and its beforeLoad, as the prerender ran them, before hydrating.
      await router.load();
      if (showsPrerendered(router, prerendered)) {
        hydrateRoot(
          container,
          <AppRoot queryClient={queryClient} router={router} onStarted={started('hydrated')} />,
          { onRecoverableError },
        );
        return;
      }
    }
    // Not this page after all: the launch screen until the first render replaces the markup.
    html.setAttribute(HIDDEN_ATTRIBUTE, '');
  }
  createRoot(container, { onRecoverableError }).render(
    <AppRoot queryClient={queryClient} router={router} onStarted={started('rendered')} />,
  );
}
