import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { Message } from '@/api/limits.gen';
import { ApiError, NetworkError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { newIdempotencyKey } from '@/api/idempotency';
import { useIsOnline } from '@/offline/use-is-online';
import { useStickyBarHeight } from '@/ui/use-sticky-bar-height';
import { formatDate, formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page';
import { TextAreaField } from '@/ui/text-field';
import { orderKeys } from '@/api/query-keys';
import { fundYearQueryOptions } from '@/api/funds';
import { fundEffect, type FundEffect } from '@/lib/fund-effect';
import { RequestEffect } from '@/ui/request-effect';
import { selectionLabel } from '@/texts/selection-label';
import { useCancelOrder } from '../api/cancel-order';
import { useRequestOrderFromQuotation } from '../api/order-from-quotation';
import { orderDetailQueryOptions } from '../api/queries';
import {
  editedBooks,
  estimatedAmount,
  noOrderEdits,
  orderRequestBody,
  type OrderEdits,
} from '../order-edits';
import { statusActions, type StatusButton } from '../status';
import { FileLink } from './file-link';
import { OrderBooksTable } from './order-books-table';
import { OrderContract } from './order-contract';
import { OrderDocuments } from './order-documents';
import { OrderHistory } from './order-history';
import { OrderProgress } from './order-progress';
import { StatusLabel } from './status-label';
import '../orders.css';
import type { CopyToSelection } from '../copy-to-selection';

type OrderDetail = components['schemas']['OrderDetail'];
type OrderPage = components['schemas']['OrderPage'];
type OrderRequestBody = components['schemas']['OrderRequestBody'];

/** The order detail (docs/product/orders.md#detail). */
export function OrderDetailPage({
  id,
  copyToSelection,
}: {
  id: number;
  copyToSelection: CopyToSelection;
}) {
  const { data: order } = useSuspenseQuery(orderDetailQueryOptions(id));
  const queryClient = useQueryClient();

  // Reading the detail cleared the order's alert on the server: clear it in the cached lists too,
  // keeping each list's fetch time (rewriting it as new would make old rows look fresh).
  useEffect(() => {
    for (const query of queryClient.getQueryCache().findAll({ queryKey: orderKeys.lists() })) {
      const page = query.state.data as OrderPage | undefined;
      if (!page?.results.some((item) => item.id === order.id && item.isAlert)) continue;
      queryClient.setQueryData<OrderPage>(
        query.queryKey,
        {
          ...page,
          results: page.results.map((item) =>
            item.id === order.id ? { ...item, isAlert: false } : item,
          ),
        },
        { updatedAt: query.state.dataUpdatedAt },
      );
    }
  }, [queryClient, order.id]);

  // A new status (the provider answered) starts from the server's values again.
  return (
    <OrderView
      key={`${order.id}:${order.status}`}
      order={order}
      copyToSelection={copyToSelection}
    />
  );
}

function StatusAction({ button, fileUrl }: { button: StatusButton; fileUrl: string | null }) {
  const label = texts.orders.statusButtons[button.status];
  switch (button.kind) {
    case 'disabled':
      return <Button isDisabled>{label}</Button>;
    case 'file':
      return (
        <FileLink url={fileUrl} variant="primary" size="md">
          {label}
        </FileLink>
      );
    case 'done':
      return (
        <span className="order-detail__done">
          <CircleCheck size={20} aria-hidden />
          {label}
        </span>
      );
  }
}

/** The order's request being confirmed: its body and key, frozen when the dialog opened. */
interface OpenOrderRequest {
  body: OrderRequestBody;
  idempotencyKey: string;
  /** Only when the order asks for more than its quotation committed (docs/product/budget.md#warnings). */
  effect: FundEffect | null;
}

function OrderView({
  order,
  copyToSelection,
}: {
  order: OrderDetail;
  copyToSelection: CopyToSelection;
}) {
  const navigate = useNavigate();
  const isOnline = useIsOnline();
  const barRef = useRef<HTMLElement>(null);
  useStickyBarHeight(barRef);
  const actions = statusActions(order.status);
  const [edits, setEdits] = useState<OrderEdits>(noOrderEdits);
  const [request, setRequest] = useState<OpenOrderRequest | null>(null);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const requestOrder = useRequestOrderFromQuotation();
  const cancel = useCancelOrder();

  const books = useMemo(() => editedBooks(order.books, edits), [order.books, edits]);
  const amount = estimatedAmount(books);
  const body = actions.isEditable ? orderRequestBody(order, edits) : null;
  const message = edits.message ?? order.message;

  // The fund's figures, read only where an order can still be requested.
  const funds = useQuery({
    ...fundYearQueryOptions(undefined),
    enabled: actions.orderRequest === 'enabled' && order.fundId != null,
  });
  const committed = useMemo(
    () => order.books.reduce((sum, book) => sum + book.price * book.quantity, 0),
    [order.books],
  );

  const openOrderRequest = () => {
    if (!body || !isOnline) return;
    const fund = funds.data?.funds.find((candidate) => candidate.fundId === order.fundId);
    const effect = fundEffect(
      fund,
      'order',
      books.filter((book) => book.isChosen),
      committed,
    );
    setRequest({
      body,
      idempotencyKey: newIdempotencyKey(),
      effect: effect && effect.after !== effect.remaining ? effect : null,
    });
  };

  const confirmOrderRequest = async () => {
    if (!request) return;
    try {
      await requestOrder.mutateAsync({ orderId: order.id, ...request });
      setRequest(null);
      await navigate({ to: '/orders' });
    } catch (error) {
      // No answer or a server fault: stay, and a second press retries with the same key.
      const retryable =
        error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
      if (!retryable) setRequest(null);
    }
  };

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync({ orderId: order.id });
      setCancelOpen(false);
      await navigate({ to: '/orders' });
    } catch {
      setCancelOpen(false);
    }
  };

  return (
    <div className="order-detail">
      <PageHeader
        title={
          <>
            <span className="order-detail__label">{texts.orders.orderNumber}</span>
            <span className="order-detail__code">{order.orderCode}</span>
          </>
        }
        actions={
          actions.statusButton && (
            <StatusAction button={actions.statusButton} fileUrl={order.fileUrl} />
          )
        }
      />
      <dl className="order-detail__meta">
        <div>
          <dt>{texts.orders.status}</dt>
          <dd>
            <StatusLabel status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{texts.orders.fromSelection}</dt>
          <dd>{selectionLabel(order.categoryName)}</dd>
        </div>
        <div>
          <dt>{texts.orders.createdAt}</dt>
          <dd>{formatDate(order.createdAt)}</dd>
        </div>
      </dl>
      <OrderDocuments orderId={order.id} status={order.status} />

      <OrderProgress step={order.step} isCanceled={order.status === 'CANCELED'} />
      <OrderHistory id={order.id} status={order.status} />

      {actions.isEditable && <p className="order-detail__hint">{texts.orders.editHint}</p>}
      <OrderBooksTable
        books={books}
        isEditable={actions.isEditable}
        onChosenChange={(chosen) => setEdits((current) => ({ ...current, chosen }))}
        onQuantityChange={(bookId, quantity) =>
          setEdits((current) => ({
            ...current,
            quantities: { ...current.quantities, [bookId]: quantity },
          }))
        }
        onRemove={(bookId) =>
          setEdits((current) => ({ ...current, removed: [...current.removed, bookId] }))
        }
      />

      <TextAreaField
        label={texts.orders.message}
        value={message}
        onChange={(value) => setEdits((current) => ({ ...current, message: value }))}
        isReadOnly={!actions.isEditable}
        maxLength={Message.maxLength}
        rows={3}
        className={actions.isEditable ? undefined : 'order-detail__message--read-only'}
      />

      <OrderContract order={order} />

      <section
        ref={barRef}
        className="order-detail__actions sticky-action-bar"
        aria-label={texts.orders.detailTitle}
      >
        <p className="order-detail__amount">
          <span>{texts.orders.estimatedAmount}</span>
          <strong>{formatWon(amount)}</strong>
        </p>
        {actions.isEditable && !body && (
          <p className="order-detail__warning">{texts.orders.nothingToOrder}</p>
        )}
        <div className="order-detail__buttons">
          {order.status !== 'CANCELED' &&
            copyToSelection({
              id: order.id,
              orderCode: order.orderCode,
              bookCount: order.books.length,
            })}
          {actions.canCancel && (
            <Button
              variant="danger"
              onPress={() => setCancelOpen(true)}
              isDisabled={!isOnline}
              isPending={cancel.isPending}
            >
              {texts.orders.cancelRequest}
            </Button>
          )}
          {actions.orderRequest !== 'hidden' && (
            <Button
              onPress={openOrderRequest}
              isDisabled={actions.orderRequest === 'disabled' || !body || !isOnline}
              isPending={requestOrder.isPending}
            >
              {texts.orders.orderRequest}
            </Button>
          )}
        </div>
        {!isOnline && (actions.canCancel || actions.orderRequest === 'enabled') && (
          <p className="order-detail__offline">{texts.common.offlineAction}</p>
        )}
      </section>

      <ConfirmDialog
        isOpen={request !== null}
        onOpenChange={(open) => !open && !requestOrder.isPending && setRequest(null)}
        title={texts.orders.orderRequest}
        confirmLabel={request?.effect?.isOver ? texts.budget.selection.sendAnyway : texts.common.ok}
        isPending={requestOrder.isPending}
        isConfirmDisabled={!isOnline}
        onConfirm={confirmOrderRequest}
      >
        <p>{texts.orders.orderQuestion}</p>
        {request?.effect && (
          <RequestEffect effect={request.effect} kind="order" readAt={funds.dataUpdatedAt} />
        )}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={isCancelOpen}
        onOpenChange={(open) => !open && !cancel.isPending && setCancelOpen(false)}
        title={texts.orders.cancelRequest}
        cancelLabel={texts.orders.keepRequest}
        confirmLabel={texts.orders.confirmCancel}
        variant="danger"
        isPending={cancel.isPending}
        isConfirmDisabled={!isOnline}
        onConfirm={confirmCancel}
      >
        {texts.orders.cancelQuestion}
      </ConfirmDialog>
    </div>
  );
}
