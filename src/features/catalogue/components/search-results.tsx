import { useQuery } from '@tanstack/react-query';
import * as texts from '@/texts';
import { searchQueryOptions } from '../api/queries';
import type { CatalogueView, SearchParams } from '../search';
import { BookPageView } from './book-page-view';

export interface SearchResultsProps {
  params: SearchParams;
  view: CatalogueView;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/** Search mode (001 §2.1): the whole catalogue searched; it replaces the tab view. */
export function SearchResults({ params, view, onPageChange }: SearchResultsProps) {
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
