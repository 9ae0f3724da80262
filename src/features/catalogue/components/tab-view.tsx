import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { getRouteApi } from '@tanstack/react-router';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { Disclosure } from '@/ui/disclosure';
import { Tab, TabList, TabPanel, Tabs } from '@/ui/tabs';
import { jsonBytes, runSteps } from '@/offline/offline-pack';
import { TakeOffline, type ListContext, type PackBook } from '@/offline/take-offline';
import { countPages } from '@/lib/url-params';
import { PanelBoundary } from '@/ui/panel-boundary';
import { useDeleteFilter } from '../api/delete-filter';
import { takeBookOffline } from '../api/take-book-offline';
import { collectionQueryOptions } from '../api/queries';
import type { CatalogueView, CollectionParams, Pageless } from '../search';
import { BookPageView } from './book-page-view';

type TabData = components['schemas']['Tab'];
type Filter = components['schemas']['Filter'];
type Collection = components['schemas']['Collection'];

export interface TabViewProps {
  tabs: TabData[];
  view: CatalogueView;
  /** The open collection's query but its page, which the open list reads from the URL itself. */
  params: Pageless<CollectionParams>;
  onTabChange: (tabId: number) => void;
  onFilterChange: (filterId: number | undefined) => void;
  onFilterDeleted: (filterId: number) => void;
  /** Opens a collection, or closes it when it is the open one. */
  onCollectionToggle: (collectionId: number) => void;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * The tab view (docs/product/catalogue.md#saved-filters): tabs; per tab the saved-filter buttons (All first) and the
 * collections, of which one at a time is open with its paged book table.
 */
export function TabView({
  tabs,
  view,
  params,
  onTabChange,
  onFilterChange,
  onFilterDeleted,
  onCollectionToggle,
  onPageChange,
}: TabViewProps) {
  // The page passes new functions on every render (every change of the URL): the saved filters
  // and the collections get stable ones that call the latest, so a page of books re-renders
  // only the open collection, not the filter buttons and every closed collection.
  const latest = useRef({ onFilterChange, onFilterDeleted, onCollectionToggle, onPageChange });
  useLayoutEffect(() => {
    latest.current = { onFilterChange, onFilterDeleted, onCollectionToggle, onPageChange };
  });
  const actions = useMemo(
    () => ({
      filterChange: (filterId: number | undefined) => latest.current.onFilterChange(filterId),
      filterDeleted: (filterId: number) => latest.current.onFilterDeleted(filterId),
      collectionToggle: (collectionId: number) => latest.current.onCollectionToggle(collectionId),
      pageChange: (page: number, options?: { replace?: boolean }) =>
        latest.current.onPageChange(page, options),
    }),
    [],
  );

  if (!view.tab) return <p className="catalogue__empty">{texts.common.noResults}</p>;
  const current = view.tab;
  const openId = view.collection?.collectionId;
  return (
    <Tabs
      selectedKey={current.tabId}
      onSelectionChange={(key) => {
        if (Number(key) !== current.tabId) onTabChange(Number(key));
      }}
      className="catalogue-tabs"
    >
      <TabList aria-label={texts.catalogue.tabsLabel} items={tabs}>
        {(tab) => <Tab id={tab.tabId}>{tab.tabName}</Tab>}
      </TabList>
      {/* Always opens with the saved-filter buttons (All at least): Tab goes straight to them. */}
      <TabPanel id={current.tabId} hasFocusableContent>
        <SavedFilters
          filters={current.filters}
          selected={view.savedFilter}
          onChange={actions.filterChange}
          onDeleted={actions.filterDeleted}
        />
        <div className="collections">
          {current.collections.map((collection) => (
            <CollectionDisclosure
              key={collection.collectionId}
              collection={collection}
              params={collection.collectionId === openId ? params : undefined}
              onToggle={actions.collectionToggle}
              onPageChange={actions.pageChange}
            />
          ))}
          {current.collections.length === 0 && (
            <p className="catalogue__empty">{texts.common.noResults}</p>
          )}
        </div>
      </TabPanel>
    </Tabs>
  );
}

/** One collection: its heading button, and its books when it is the open one (`params`). */
const CollectionDisclosure = memo(function CollectionDisclosure({
  collection,
  params,
  onToggle,
  onPageChange,
}: {
  collection: Collection;
  params: Pageless<CollectionParams> | undefined;
  onToggle: (collectionId: number) => void;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}) {
  return (
    <Disclosure
      title={collection.collectionName}
      headingLevel={2}
      isExpanded={params !== undefined}
      onExpandedChange={() => onToggle(collection.collectionId)}
      className="collection"
    >
      {params && (
        <PanelBoundary resetKey={JSON.stringify(params)}>
          <CollectionBooks collection={collection} params={params} onPageChange={onPageChange} />
        </PanelBoundary>
      )}
    </Disclosure>
  );
});

const routeApi = getRouteApi('/_member/books/');

function CollectionBooks({
  collection,
  params: pageless,
  onPageChange,
}: {
  collection: Collection;
  params: Pageless<CollectionParams>;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}) {
  const page = routeApi.useSearch({ select: (search) => search.page });
  const params = { ...pageless, page };
  const query = useQuery(collectionQueryOptions(collection.collectionId, params));
  return (
    <>
      <TakeOffline
        kind="collection"
        id={collection.collectionId}
        what={texts.offline.thisCollection}
        listBooks={(context) => listCollectionBooks(context, collection.collectionId, params)}
        takeBook={takeBookOffline}
      />
      <BookPageView
        label={collection.collectionName}
        query={query}
        page={params.page}
        size={params.take}
        onPageChange={onPageChange}
      />
    </>
  );
}

/**
 * Every page of a collection as the member views it (filter, sort, page size), for "Available
 * offline": the first page tells how many there are.
 */
async function listCollectionBooks(
  { queryClient, signal, onStep, addSteps }: ListContext,
  collectionId: number,
  params: CollectionParams,
): Promise<PackBook[]> {
  const read = (page: number) =>
    queryClient.fetchQuery({
      ...collectionQueryOptions(collectionId, { ...params, page }),
      staleTime: 60_000,
    });
  const first = await read(1);
  onStep(jsonBytes(first));
  const books = [...first.results];
  const laterPages = Array.from(
    { length: Math.max(countPages(first.totalCount, params.take) - 1, 0) },
    (_, index) => index + 2,
  );
  addSteps(laterPages.length);
  await runSteps(
    laterPages.map((page) => async () => {
      const data = await read(page);
      books.push(...data.results);
      return jsonBytes(data);
    }),
    onStep,
    signal,
  );
  return books.map(({ bookId, coverImageUrl }) => ({ bookId, coverImageUrl }));
}

/** All, then the tab's saved filters, each with a delete icon that asks first (docs/product/catalogue.md#saved-filters). */
const SavedFilters = memo(function SavedFilters({
  filters,
  selected,
  onChange,
  onDeleted,
}: {
  filters: Filter[];
  selected: Filter | undefined;
  onChange: (filterId: number | undefined) => void;
  onDeleted: (filterId: number) => void;
}) {
  const [toDelete, setToDelete] = useState<Filter>();
  const remove = useDeleteFilter();

  return (
    <div role="group" aria-label={texts.catalogue.savedFilters} className="saved-filters">
      <Button
        variant={selected ? 'secondary' : 'primary'}
        size="sm"
        aria-pressed={!selected}
        onPress={() => onChange(undefined)}
        className="saved-filters__filter"
      >
        {texts.catalogue.allFilter}
      </Button>
      {filters.map((filter) => {
        const isSelected = selected?.filterId === filter.filterId;
        return (
          <span
            key={filter.filterId}
            className="saved-filters__item"
            data-selected={isSelected || undefined}
          >
            <Button
              variant={isSelected ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={isSelected}
              onPress={() => onChange(isSelected ? undefined : filter.filterId)}
              className="saved-filters__filter"
            >
              {filter.filterName}
            </Button>
            <IconButton
              label={texts.catalogue.deleteFilterLabel(filter.filterName)}
              size="sm"
              onPress={() => setToDelete(filter)}
              className="saved-filters__delete"
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          </span>
        );
      })}
      <ConfirmDialog
        isOpen={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title={texts.catalogue.deleteFilterTitle}
        confirmLabel={texts.common.delete}
        cancelLabel={texts.common.cancel}
        variant="danger"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!toDelete) return;
          const { filterId } = toDelete;
          remove.mutate(
            { filterId },
            {
              onSuccess: () => onDeleted(filterId),
              onSettled: () => setToDelete(undefined),
            },
          );
        }}
      >
        {texts.catalogue.deleteFilterQuestion}
      </ConfirmDialog>
    </div>
  );
});
