import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import {
  categoryTreeQueryOptions,
  collectionQueryOptions,
  listWait,
  searchQueryOptions,
  tabsQueryOptions,
} from '@/features/catalogue/api/queries';
import { CataloguePage } from '@/features/catalogue/components/catalogue-page';
import type { SelectedBooksActions } from '@/features/catalogue/components/selected-books-box';
import {
  catalogueSearchDefaults,
  catalogueSearchSchema,
  compactPanelParam,
  collectionParams,
  resolveView,
  searchParams,
} from '@/features/catalogue/search';
import { pageTitle } from '@/app/document-title';
import { AddSelectedBooksButton } from '@/features/selections/components/add-selected-books-button';
import { AddByIsbnButton } from '@/features/selections/librarian-tools/components/add-by-isbn-button';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/books/')({
  validateSearch: catalogueSearchSchema,
  search: { middlewares: [stripSearchParams(catalogueSearchDefaults), compactPanelParam] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    // The category tree loads beside the tabs; the open list starts as soon as the tabs are known,
    // and a quick answer comes in the page's own render (see listWait).
    void queryClient.prefetchQuery(categoryTreeQueryOptions());
    const tabs = await queryClient.ensureQueryData(tabsQueryOptions());
    const view = resolveView(tabs.results, search);
    if (view.isSearch) {
      await listWait(
        queryClient.prefetchQuery(
          searchQueryOptions({ ...searchParams(search, view), page: search.page }),
        ),
      );
    } else if (view.collection) {
      await listWait(
        queryClient.prefetchQuery(
          collectionQueryOptions(view.collection.collectionId, {
            ...collectionParams(search, view),
            page: search.page,
          }),
        ),
      );
    }
  },
  head: () => pageTitle(texts.shell.titles.books),
  component: CatalogueRoute,
});

/** The Selected Books List hands its books to the selections' actions. */
const selectedBooksActions: SelectedBooksActions = {
  addToSelection: (selected) => <AddSelectedBooksButton {...selected} />,
  addByIsbn: <AddByIsbnButton size="sm" />,
};

function CatalogueRoute() {
  return <CataloguePage selectedBooksActions={selectedBooksActions} />;
}
