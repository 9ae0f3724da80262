import { useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { SlidersHorizontal } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { PageHeader } from '@/ui/page';
import { PanelBoundary } from '@/ui/panel-boundary';
import { tabsQueryOptions } from '../api/queries';
import {
  collectionParams,
  emptyCriteria,
  filterCriteria,
  panelParam,
  resolveView,
  searchParams,
  visibleTabs,
  withoutPage,
  type CatalogueSearchInput,
  type Criteria,
} from '../search';
import { CatalogueToolbar } from './catalogue-toolbar';
import { FilterPanel } from './filter-panel';
import { SearchResults } from './search-results';
import { SelectedBooksBox, type SelectedBooksActions } from './selected-books-box';
import { TabView } from './tab-view';
import './catalogue.css';

type Filter = components['schemas']['Filter'];

const routeApi = getRouteApi('/_member/books/');
const PANEL_ID = 'catalogue-filter-panel';
/** Below this width the filter panel starts closed (it would push the list off screen). */
const NARROW = '(max-width: 759px)';

/**
 * The catalogue (docs/product/catalogue.md#layout): filter panel, search / sort / page size, tabs with saved filters and
 * collections (or the search results), and the Selected Books List. Its whole view state is in
 * the URL (see catalogueSearchSchema).
 */
export function CataloguePage({
  selectedBooksActions,
}: {
  selectedBooksActions: SelectedBooksActions;
}) {
  // Not the page number: a page change re-renders the open list alone (its own subscription), not
  // the toolbar, the filter panel and the tabs.
  const search = routeApi.useSearch({ select: withoutPage, structuralSharing: true });
  const navigate = routeApi.useNavigate();
  const { data } = useSuspenseQuery(tabsQueryOptions());
  const tabs = visibleTabs(data.results);
  const view = resolveView(data.results, search);
  const [isPanelOpen, setPanelOpen] = useState(
    () => typeof window === 'undefined' || !window.matchMedia(NARROW).matches,
  );

  /** Changes the view; the list stays where it is on the page (no scroll to top). */
  const update = (patch: Partial<CatalogueSearchInput>, options: { replace?: boolean } = {}) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch }),
      replace: options.replace,
      resetScroll: false,
    });

  const baseCriteria = (filter: Filter | undefined) =>
    filter ? filterCriteria(filter) : emptyCriteria();

  const onCriteriaChange = (criteria: Criteria, options?: { replace?: boolean }) =>
    update({ panel: panelParam(criteria, baseCriteria(view.savedFilter)), page: 1 }, options);

  /** A saved filter was created or updated: it is selected, with no unsaved edits left. */
  const selectSavedFilter = (filter: Filter) =>
    update({ tab: view.tab?.tabId, filter: filter.filterId, panel: undefined, page: 1 });

  return (
    <div className="catalogue" data-panel-open={isPanelOpen || undefined}>
      <PageHeader
        title={texts.catalogue.title}
        actions={
          <Button
            variant="secondary"
            aria-expanded={isPanelOpen}
            aria-controls={isPanelOpen ? PANEL_ID : undefined}
            onPress={() => setPanelOpen((open) => !open)}
          >
            <SlidersHorizontal size={18} aria-hidden />
            <span>{isPanelOpen ? texts.catalogue.hideFilters : texts.catalogue.showFilters}</span>
          </Button>
        }
      />
      <div className="catalogue__layout">
        {/*
         * The side column: the filter panel and, docked under it, the Selected Books List
         * (docs/product/catalogue.md#selected-books), so that the box has its own room and never lies over the table.
         */}
        <div className="catalogue__side">
          {isPanelOpen && view.tab && (
            <div className="catalogue__panel">
              <PanelBoundary resetKey={view.tab.tabId}>
                <FilterPanel
                  // A new tab or saved filter starts the panel afresh (title box, dialogs).
                  key={`${view.tab.tabId}:${view.savedFilter?.filterId ?? 'all'}`}
                  id={PANEL_ID}
                  tab={view.tab}
                  view={view}
                  onChange={onCriteriaChange}
                  onSaved={selectSavedFilter}
                />
              </PanelBoundary>
            </div>
          )}
          <PanelBoundary>
            <SelectedBooksBox {...selectedBooksActions} />
          </PanelBoundary>
        </div>
        <div className="catalogue__main">
          <CatalogueToolbar
            query={search.q}
            onSearch={(q) => update({ q, page: 1 })}
            onResetSearch={() => update({ q: undefined, page: 1 })}
            sort={search.sort}
            onSortChange={(sort) => update({ sort, page: 1 })}
            readers={search.readers}
            onReadersChange={(readers) => update({ readers, page: 1 })}
            size={search.size}
            onSizeChange={(size) => update({ size, page: 1 })}
          />
          {view.isSearch ? (
            <SearchResults
              params={searchParams(search, view)}
              view={view}
              onPageChange={(page, options) => update({ page }, options)}
            />
          ) : (
            <TabView
              tabs={tabs}
              view={view}
              params={collectionParams(search, view)}
              onTabChange={(tab) =>
                // A new tab starts with All and its first collection open.
                update({ tab, collection: undefined, filter: undefined, panel: undefined, page: 1 })
              }
              onFilterChange={(filter) => update({ filter, panel: undefined, page: 1 })}
              onFilterDeleted={(filterId) => {
                if (search.filter === filterId) update({ filter: undefined, page: 1 });
              }}
              onCollectionToggle={(collectionId) =>
                update({
                  tab: view.tab?.tabId,
                  // The open one closes; with none open the page is 1 (docs/product/catalogue.md#collections).
                  collection: view.collection?.collectionId === collectionId ? 0 : collectionId,
                  page: 1,
                })
              }
              onPageChange={(page, options) => update({ page }, options)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
