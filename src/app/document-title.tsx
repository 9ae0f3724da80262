import { useEffect } from 'react';
import { useRouterState } from '@tanstack/react-router';
import * as texts from '@/texts';

/**
 * A route's document title, for its `head` option: `head: () => pageTitle(texts.…)`. The tab,
 * the history list and a screen reader's page announcement then name the page.
 */
export const pageTitle = (page: string) => ({ meta: [{ title: page }] });

/**
 * Keeps `document.title` on the deepest title the matched routes give (see {@link pageTitle}):
 * "Catalogue · Book Portal". A page that is not found says so, whatever its route would be.
 */
export function DocumentTitle() {
  const title = useRouterState({
    select: (state) => {
      if (state.matches.some((match) => match.status === 'notFound')) {
        return texts.shell.titles.notFound;
      }
      let found: string | undefined;
      for (const match of state.matches) {
        for (const meta of match.meta ?? []) if (meta?.title) found = meta.title;
      }
      return found;
    },
  });
  useEffect(() => {
    document.title = title ? texts.shell.documentTitle(title) : texts.shell.appName;
  }, [title]);
  return null;
}
