/**
 * The build's prerender of the public pages (scripts/prerender.ts builds this file for Node and
 * calls it once per page of src/app/prerendered-pages.ts). It renders the same tree as the browser
 * (src/app/app-root.tsx) with TanStack Router's browser code paths, so that `hydrateRoot` finds
 * exactly the markup it would have rendered itself: same elements, same React Aria ids.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryHistory } from '@tanstack/react-router';
import { AppRoot } from '@/app/app-root';
import { createQueryClient } from '@/offline/query-client';
import { createAppRouter } from '@/app/router';
import * as texts from '@/texts';

export interface PrerenderedMarkup {
  /** The inside of `#root`. */
  html: string;
  /** The document's title, as src/app/document-title.tsx sets it. */
  title: string;
  /** The matched routes, outermost first (their code and styles are linked from the page). */
  routeIds: string[];
}

/** Renders the public page at `path` (no search parameters, signed out). */
export async function prerender(path: string): Promise<PrerenderedMarkup> {
  const queryClient = createQueryClient();
  // The router's browser code path registers itself on `self` (for its devtools): lent for the
  // moment it is created.
  const global = globalThis as { self?: unknown };
  const lentSelf = global.self === undefined;
  if (lentSelf) global.self = globalThis;
  let router: ReturnType<typeof createAppRouter>;
  try {
    router = createAppRouter(queryClient, {
      history: createMemoryHistory({ initialEntries: [path] }),
      // Outside a browser there is no window to read these from.
      origin: 'http://localhost',
      scrollRestoration: false,
    });
  } finally {
    if (lentSelf) delete global.self;
  }
  await router.load();
  const { location, matches } = router.state;
  const failed = matches.find((match) => match.status !== 'success');
  if (location.pathname !== path || failed) {
    throw new Error(
      `Prerender of ${path}: ended on ${location.href} with ${failed?.routeId ?? 'no'} match ${failed?.status ?? ''}`,
    );
  }
  let pageTitle: string | undefined;
  for (const match of matches) {
    for (const meta of match.meta ?? []) if (meta?.title) pageTitle = meta.title;
  }
  const html = renderToString(<AppRoot queryClient={queryClient} router={router} />);
  queryClient.clear();
  return {
    html,
    title: pageTitle ? texts.shell.documentTitle(pageTitle) : texts.shell.appName,
    routeIds: matches.map((match) => match.routeId),
  };
}
