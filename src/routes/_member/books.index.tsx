import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  categoryTreeQueryOptions,
  collectionQueryOptions,
  searchQueryOptions,
  tabsQueryOptions,
} from '@/features/catalogue/api/queries';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import {
  catalogueSearchDefaults,
  catalogueSearchSchema,
  compactPanelParam,
  collectionParams,
  resolveView,
  searchParams,
} from '@/features/catalogue/search';
import { pageTitle } from '@/features/shell/document-title';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/books/')({
  validateSearch: catalogueSearchSchema,
  search: { middlewares: [stripSearchParams(catalogueSearchDefaults), compactPanelParam] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    // The category tree loads beside the tabs; the open list starts as soon as the tabs are known.
    void queryClient.prefetchQuery(categoryTreeQueryOptions());
    const tabs = await queryClient.ensureQueryData(tabsQueryOptions());
    const view = resolveView(tabs.results, search);
    if (view.isSearch)
      void queryClient.prefetchQuery(searchQueryOptions(searchParams(search, view)));
    else if (view.collection) {
      void queryClient.prefetchQuery(
        collectionQueryOptions(view.collection.collectionId, collectionParams(search, view)),
      );
    }
  },
  head: () => pageTitle(texts.shell.titles.books),
  component: CataloguePage,
});
