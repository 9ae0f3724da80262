import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as texts from '@/texts';
import { searchQueryOptions } from '../api/queries';
import type { CatalogueView, Pageless, SearchParams } from '../search';
import { BookPageView } from './book-page-view';

export interface SearchResultsProps {
  params: Pageless<SearchParams>;
  view: CatalogueView;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/** Search mode (docs/product/catalogue.md#search): the whole catalogue searched; it replaces the tab view. */
const routeApi = getRouteApi('/_member/books/');

export function SearchResults({ params: pageless, view, onPageChange }: SearchResultsProps) {
  const page = routeApi.useSearch({ select: (search) => search.page });
  const params = { ...pageless, page };
  const query = useQuery(searchQueryOptions(params));
  const heading = texts.catalogue.searchResultsFor(params.value);
  return (
    <section className="search-results" aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="search-results__title">
        {heading}
      </h2>
      {params.filterId !== undefined && view.savedFilter && (
        <p className="search-results__filter">
          {texts.catalogue.narrowedBy(view.savedFilter.filterName)}
        </p>
      )}
      {view.isEdited && (
        // The contract's search takes a saved filter, not the panel's unsaved criteria.
        <p className="search-results__filter">{texts.catalogue.searchIgnoresPanel}</p>
      )}
      <BookPageView
        label={heading}
        query={query}
        page={params.page}
        size={params.take}
        onPageChange={onPageChange}
      />
    </section>
  );
}
