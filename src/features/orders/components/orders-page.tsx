import { useSuspenseQuery } from '@tanstack/react-query';
import { memo, useCallback } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { BellRing, FileSpreadsheet } from 'lucide-react';
import { coverSources } from '@/lib/covers';
import { countPages } from '@/lib/url-params';
import { formatDate, formatNumber } from '@/lib/format';
import * as texts from '@/texts';
import { PageHeader } from '@/ui/page';
import { Pagination } from '@/ui/pagination';
import type { components } from '@/api/schema.gen';
import { Cell, Column, DataTable, Row, RowHeader, TableBody, TableHeader } from '@/ui/table';
import { DataAge } from '@/offline/data-age';
import { phrases } from '@/ui/phrases';
import { selectionLabel } from '@/texts/selection-label';
import { useIsOnline } from '@/offline/use-is-online';
import { Button } from '@/ui/button';
import { useDownloadOrders } from '../api/download-orders';
import { orderListQueryOptions } from '../api/queries';
import { orderListParams } from '../list-params';
import type { OrdersSearch } from '../search';
import { FileLink } from './file-link';
import { OrdersFilters } from './orders-filters';
import { StatusLabel } from './status-label';
import type { CopyToSelection } from '../copy-to-selection';
import '../orders.css';

type OrderListItem = components['schemas']['OrderListItem'];

const { columns } = texts.orders;

/** A file control's name; without a file it says so before it is pressed. */
const fileName = (name: string, url: string | null) =>
  url ? name : `${name}: ${texts.orders.noFile}`;

export interface OrdersPageProps {
  search: OrdersSearch;
  /** Replaces part of the URL's state (filters reset the page to 1 themselves). */
  onSearchChange: (next: Partial<OrdersSearch>) => void;
  copyToSelection: CopyToSelection;
}

/** The order inquiry list (docs/product/orders.md#list). */
export function OrdersPage({ search, onSearchChange, copyToSelection }: OrdersPageProps) {
  const navigate = useNavigate();
  const params = orderListParams(search, new Date());
  const { data, dataUpdatedAt, isFetching } = useSuspenseQuery(orderListQueryOptions(params));
  const pageCount = countPages(data.totalCount, search.size);
  const isOnline = useIsOnline();
  const download = useDownloadOrders();
  const openOrder = useCallback(
    (id: number) => void navigate({ to: '/order/$id', params: { id } }),
    [navigate],
  );

  return (
    <div className="orders-page">
      <PageHeader
        title={texts.orders.title}
        actions={
          <Button
            variant="secondary"
            isPending={download.isPending}
            isDisabled={!isOnline}
            onPress={() => download.mutate(params)}
          >
            <FileSpreadsheet size={18} aria-hidden />
            {texts.orders.excelDownload}
          </Button>
        }
      />
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      <OrdersFilters
        search={search}
        range={{ startDate: params.startDate ?? '', endDate: params.endDate ?? '' }}
        onSearchChange={onSearchChange}
      />
      <p className="orders-page__count" aria-live="polite">
        {texts.orders.resultCount(data.totalCount)}
      </p>
      <DataTable
        aria-label={texts.orders.tableLabel}
        minWidth={860}
        stackOnPhone
        className="orders-table"
        wrapperClassName="orders-table-scroll"
      >
        <TableHeader>
          <Column>{columns.orderCode}</Column>
          <Column>{columns.selection}</Column>
          <Column>{columns.image}</Column>
          <Column>{columns.title}</Column>
          <Column align="end">{columns.quantity}</Column>
          <Column align="center">{columns.quotationFile}</Column>
          <Column align="center">{columns.orderFile}</Column>
          <Column>{columns.orderDate}</Column>
          <Column align="center">{columns.alert}</Column>
          <Column>{columns.status}</Column>
          <Column>{texts.librarianTools.reorderColumn}</Column>
        </TableHeader>
        <TableBody
          isEmpty={data.results.length === 0}
          emptyText={texts.common.noResults}
          columnCount={11}
        >
          {data.results.map((order) => (
            <OrderRow
              key={order.id}
              order={order}
              onOpen={openOrder}
              copyToSelection={copyToSelection}
            />
          ))}
        </TableBody>
      </DataTable>
      {pageCount > 1 && (
        <Pagination
          aria-label={texts.orders.pages}
          page={Math.min(search.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => onSearchChange({ page })}
          className="orders-page__pagination"
        />
      )}
    </div>
  );
}

/**
 * One order: its number links to the order's page; a click anywhere else on the row (but on its
 * file and copy buttons) opens it too. Re-renders only when its order changes.
 */
const OrderRow = memo(function OrderRow({
  order,
  onOpen,
  copyToSelection,
}: {
  order: OrderListItem;
  onOpen: (id: number) => void;
  copyToSelection: CopyToSelection;
}) {
  return (
    <Row onAction={() => onOpen(order.id)}>
      <RowHeader>
        <Link to="/order/$id" params={{ id: order.id }} className="orders-table__code">
          {order.orderCode}
        </Link>
      </RowHeader>
      <Cell className="orders-table__selection">
        <span className="orders-table__selection-name">{selectionLabel(order.categoryName)}</span>
      </Cell>
      <Cell className="orders-table__image">
        {order.coverImageUrl ? (
          <img
            className="orders-table__cover"
            {...coverSources(order.coverImageUrl, 36)}
            alt=""
            width={36}
            height={50}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </Cell>
      <Cell className="orders-table__book">
        <span className="orders-table__title">{order.title}</span>
        {order.totalBookCount > 1 && (
          <span className="orders-table__more">
            {' '}
            {phrases(texts.orders.moreBooks(order.totalBookCount - 1))}
          </span>
        )}
      </Cell>
      <Cell align="end" label={columns.quantity} className="orders-table__quantity">
        {order.totalQuantity !== undefined ? formatNumber(order.totalQuantity) : '—'}
      </Cell>
      <Cell align="center" label={columns.quotationFile} className="orders-table__quotation">
        <FileLink url={order.quotationFileUrl} iconOnly variant="ghost">
          {fileName(texts.orders.quotationFileOf(order.orderCode), order.quotationFileUrl)}
        </FileLink>
      </Cell>
      <Cell align="center" label={columns.orderFile} className="orders-table__order-file">
        <FileLink url={order.orderFileUrl} iconOnly variant="ghost">
          {fileName(texts.orders.orderFileOf(order.orderCode), order.orderFileUrl)}
        </FileLink>
      </Cell>
      <Cell className="orders-table__date">{formatDate(order.createdAt)}</Cell>
      <Cell align="center" className="orders-table__alert">
        {order.isAlert && (
          <span className="badge badge--alert" title={texts.orders.alertBadge}>
            <BellRing size={14} aria-hidden />
            <span className="visually-hidden">{texts.orders.alertBadge}</span>
          </span>
        )}
      </Cell>
      <Cell className="orders-table__status">
        <StatusLabel status={order.status} />
      </Cell>
      <Cell className="orders-table__reorder">
        {order.status !== 'CANCELED' &&
          copyToSelection(
            {
              id: order.id,
              orderCode: order.orderCode,
              bookCount: order.totalBookCount,
            },
            { iconOnly: true },
          )}
      </Cell>
    </Row>
  );
});
