import { useEffect, type CSSProperties } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { NetworkError, getErrorMessage } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { formatNumber } from '@/lib/format';
import * as texts from '@/texts';
import { Pagination } from '@/ui/pagination';
import { Spinner } from '@/ui/spinner';
import { ErrorState, OfflineState } from '@/ui/state';
import { countPages } from '@/lib/url-params';
import { DataAge } from '@/offline/data-age';
import { useRetryWhenBackOnline } from '@/offline/use-retry-when-online';
import { BookTable } from './book-table';

type BookPage = components['schemas']['BookPage'];

export interface BookPageViewProps {
  /** Names the table and its page navigation. */
  label: string;
  query: UseQueryResult<BookPage, unknown>;
  page: number;
  size: number;
  /** Another page chosen; `replace` when the list corrects an address past its end. */
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
}

/**
 * One paged book list (a collection or the search results) with its states: loading, failed
 * (offline or an error, with retry), empty ('No results.') and the table with its pages.
 */
export function BookPageView({ label, query, page, size, onPageChange }: BookPageViewProps) {
  const { data, isPending, isError, error, isPlaceholderData, refetch, dataUpdatedAt, isFetching } =
    query;

  // A page past the end (a hand-edited or old link, or a list that shrank) shows the last page,
  // as the announcements do, rather than 'No results.' under a total.
  const lastPage = data ? countPages(data.totalCount, size) : 1;
  const isPastEnd =
    data !== undefined && !isPlaceholderData && data.totalCount > 0 && page > lastPage;
  useEffect(() => {
    if (isPastEnd) onPageChange(lastPage, { replace: true });
  }, [isPastEnd, lastPage, onPageChange]);

  // A list that could not load offline loads by itself when the connection is back.
  useRetryWhenBackOnline(isError && !data && error instanceof NetworkError, () => void refetch());

  if (isPending) {
    return (
      <div className="book-page__loading" style={{ '--page-rows': size } as CSSProperties}>
        <Spinner aria-label={texts.common.loading} />
      </div>
    );
  }
  if (isError && !data) {
    return error instanceof NetworkError ? (
      <OfflineState onRetry={() => void refetch()} retryLabel={texts.common.retry}>
        {texts.common.offlineUnavailable}
      </OfflineState>
    ) : (
      <ErrorState
        title={texts.errors.generic}
        message={getErrorMessage(error)}
        onRetry={() => void refetch()}
        retryLabel={texts.common.retry}
        headingLevel={3}
      />
    );
  }

  const pages = lastPage;
  return (
    <div className="book-page">
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      <p className="book-page__total" aria-live="polite">
        {texts.catalogue.total(formatNumber(data.totalCount))}
      </p>
      <BookTable aria-label={label} books={data.results} isStale={isPlaceholderData} />
      {data.totalCount > 0 && (
        <Pagination
          page={page}
          pageCount={pages}
          onPageChange={onPageChange}
          aria-label={texts.catalogue.pagesOf(label)}
          previousLabel={texts.catalogue.previousPage}
          nextLabel={texts.catalogue.nextPage}
          getPageLabel={texts.catalogue.pageLabel}
          className="book-page__pagination"
        />
      )}
    </div>
  );
}
