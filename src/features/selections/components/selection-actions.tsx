import { memo, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronUp, CircleAlert } from 'lucide-react';
import { ApiError, NetworkError } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import type { DraftedItem } from '@/features/selections/api/draft';
import { newIdempotencyKey } from '@/api/idempotency';
import { selectionKeys } from '@/api/query-keys';
import { useRequestOrder } from '@/features/selections/api/mutations/request-order';
import { useRequestQuotation } from '@/features/selections/api/mutations/request-quotation';
import { formatNumber, formatWon } from '@/lib/format';
import { isNoteTooLong } from '@/lib/line-note';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { fundEffect, type FundEffect } from '@/lib/fund-effect';
import { RequestEffect } from '@/ui/request-effect';
import { useIsOnline } from '@/offline/use-is-online';
import { useStickyBarHeight } from '@/ui/use-sticky-bar-height';
import { useSelectionFund } from '../api/selection-fund';
import { useStableCallbacks } from '../use-stable-callbacks';
import type { SelectionTotals } from '../totals';

type RequestKind = 'quote' | 'order';
type CartRequestBody = components['schemas']['CartRequestBody'];
type AnsweredQuotation = components['schemas']['AnsweredQuotation'];

/**
 * A request being confirmed: its kind, its body as it was when the dialog opened, and the key
 * naming it for every retry (see mutations/selection-request.ts). The body is frozen with the key: a retry must send
 * the same request, or the server refuses the key (422 idempotency_key_reused).
 */
interface OpenRequest {
  kind: RequestKind;
  body: CartRequestBody;
  idempotencyKey: string;
  /** What it does to its fund, from the figures read when the dialog opened. */
  effect: FundEffect | null;
}

export interface SelectionActionsProps {
  selectionId: string;
  /**
   * The selection's answered quotations, from which Place Order orders; undefined when its saved
   * answer does not say (an older app's).
   */
  answeredQuotations: AnsweredQuotation[] | undefined;
  /** The ticked rows, with their quantities and PO numbers as shown. */
  chosen: DraftedItem[];
  message: string;
  totals: SelectionTotals;
  isDirty: boolean;
  onSave: () => void;
  isSaving: boolean;
  onRequested: () => void;
}

/** Whether a failed request may be retried as it is (with the same key): no answer, or a 5xx. */
const isRetryable = (error: unknown) =>
  error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);

/**
 * The action bar of the selection page (docs/product/selection.md#save): the unsaved-changes notice, the totals, Save,
 * and Request Quote and Place Order, each behind a confirm dialog. Both requests are disabled, and
 * do nothing, while no row is ticked, and need the network. The idempotency key is made when the
 * dialog opens and reused by every press of its confirm button, so a double click, a retry after
 * a timeout or a replay creates one quotation or order.
 */
export function SelectionActions({
  selectionId,
  answeredQuotations,
  chosen,
  message,
  totals,
  isDirty,
  onSave,
  isSaving,
  onRequested,
}: SelectionActionsProps) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  // The fund a quotation request uses, and its figures for the remaining amount and the warning.
  const { fundId, fund, funds } = useSelectionFund(selectionId);
  const fundsReadAt = funds.dataUpdatedAt;
  const barRef = useRef<HTMLElement>(null);
  useStickyBarHeight(barRef);
  const quote = useRequestQuotation();
  const order = useRequestOrder();
  const [request, setRequest] = useState<OpenRequest | null>(null);
  const isBusy = quote.isPending || order.isPending;
  const nothingChosen = chosen.length === 0;
  // A ticked line's note over the limit would make the server refuse the whole request: the
  // request is held here, and the line says the limit (docs/product/selection.md#notes).
  const [heldFor, setHeldFor] = useState<RequestKind | null>(null);
  // On a phone the figures are behind the total (docs/product/selection.md#save); elsewhere shown.
  const [areDetailsOpen, setDetailsOpen] = useState(false);
  const detailsId = useId();
  const totalLabel =
    totals.scope === 'selected'
      ? texts.selectionPage.totalOfSelected
      : texts.selectionPage.totalOfAll;
  const isOverFund = fund ? fund.remaining - totals.totalPrice < 0 : false;
  const overLongNotes = chosen.filter((item) => isNoteTooLong(item.note));
  const isHeld = heldFor !== null && overLongNotes.length > 0;
  // Once the notes are shortened or their lines unticked, a later over-long note holds nothing
  // until a request is tried again.
  if (heldFor !== null && !isHeld) setHeldFor(null);

  const open = (kind: RequestKind) => {
    if (nothingChosen || !isOnline || isBusy) return;
    if (overLongNotes.length > 0) {
      setHeldFor(kind);
      return;
    }
    setHeldFor(null);
    const body: CartRequestBody = {
      cartCategoryId: selectionId,
      message,
      // A quotation uses the fund shown; an order keeps its quotation's (docs/product/budget.md#which-fund).
      ...(kind === 'quote' && { fundId }),
      books: chosen.map((item) => ({
        bookId: item.bookId,
        quantity: item.quantity,
        poNumber: item.poNumber,
        note: item.note,
        priority: item.priority,
      })),
    };
    // Whether a quotation was answered since the page read the selection: asked again, and the
    // dialog follows the answer. Not under a save, whose own answer brings the contents.
    if (kind === 'order' && queryClient.isMutating({ mutationKey: selectionKeys.all }) === 0) {
      void queryClient.invalidateQueries({ queryKey: selectionKeys.detailsOf(selectionId) });
    }
    setRequest({
      kind,
      body,
      idempotencyKey: newIdempotencyKey(),
      effect: fundEffect(fund, kind, chosen),
    });
  };

  const confirm = async () => {
    if (!request) return;
    const mutation = request.kind === 'quote' ? quote : order;
    // The requests' own options say how it went (toasts); the dialog follows the outcome.
    try {
      await mutation.mutateAsync({ body: request.body, idempotencyKey: request.idempotencyKey });
      setRequest(null);
      onRequested();
    } catch (error) {
      // No answer or a server fault: the dialog stays, and pressing again retries with the same
      // key. Any other answer is final for this request.
      if (!isRetryable(error)) setRequest(null);
    }
  };

  const on = useStableCallbacks({ open });

  // Place Order needs an answered quotation holding every book it sends (docs/product/selection.md#place-order):
  // without one the server refuses, so the dialog says so before instead of the budget's effect.
  const lacksQuotation =
    request?.kind === 'order' &&
    answeredQuotations !== undefined &&
    !answeredQuotations.some((quotation) =>
      request.body.books.every((book) => quotation.bookIds.includes(book.bookId)),
    );

  return (
    <section
      ref={barRef}
      className="selection-actions sticky-action-bar"
      aria-label={texts.selectionPage.title}
    >
      {isDirty && (
        <p className="selection-actions__unsaved" role="status">
          <CircleAlert size={18} aria-hidden />
          {texts.selectionPage.unsavedChanges}
        </p>
      )}
      <button
        type="button"
        className={
          isOverFund
            ? 'selection-actions__details-toggle selection-actions__over'
            : 'selection-actions__details-toggle'
        }
        aria-expanded={areDetailsOpen}
        aria-controls={detailsId}
        onClick={() => setDetailsOpen((open) => !open)}
      >
        <span className="visually-hidden">{totalLabel} </span>
        <strong>{formatWon(totals.totalPrice)}</strong>
        <ChevronUp size={16} aria-hidden className="selection-actions__chevron" />
      </button>
      <dl
        id={detailsId}
        className="selection-actions__totals"
        data-open={areDetailsOpen || undefined}
      >
        <div>
          <dt>{texts.selectionPage.rows}</dt>
          <dd>
            {formatNumber(totals.selectedCount)} / {formatNumber(totals.rowCount)}{' '}
            <span className="selection-actions__muted">{texts.selectionPage.selectedCount}</span>
          </dd>
        </div>
        <div>
          <dt>{texts.selectionPage.itemCount}</dt>
          <dd>{formatNumber(totals.itemCount)}</dd>
        </div>
        <div>
          <dt>{totalLabel}</dt>
          <dd className="selection-actions__total">{formatWon(totals.totalPrice)}</dd>
        </div>
        {totals.alternateCount > 0 && (
          <div className="selection-actions__alternates">
            <dt>{texts.selectionPage.alternates}</dt>
            <dd>
              {texts.selectionPage.alternatesFigure(
                totals.alternateCount,
                formatWon(totals.alternatePrice),
              )}
            </dd>
          </div>
        )}
        {fund && (
          <div className="selection-actions__fund" data-testid="fund-remaining">
            <dt>{texts.budget.selection.fundRemaining(fund.name)}</dt>
            <dd className={isOverFund ? 'selection-actions__over' : undefined}>
              {texts.budget.selection.fundAfter(
                formatWon(fund.remaining),
                formatWon(fund.remaining - totals.totalPrice),
              )}
            </dd>
          </div>
        )}
      </dl>
      <div className="selection-actions__buttons">
        <SaveButton isDirty={isDirty} isSaving={isSaving} onSave={onSave} />
        <RequestButtons
          isDisabled={nothingChosen || !isOnline}
          isQuotePending={quote.isPending}
          isOrderPending={order.isPending}
          onOpen={on.open}
        />
      </div>
      {!isOnline && <p className="selection-actions__offline">{texts.common.offlineAction}</p>}
      {isHeld && (
        <p className="selection-actions__held" role="alert">
          <CircleAlert size={18} aria-hidden />
          {texts.selectionPage.noteTooLongToSend(
            heldFor === 'order' ? texts.selectionPage.placeOrder : texts.selectionPage.requestQuote,
            overLongNotes.map((item) => item.title),
          )}
        </p>
      )}

      <ConfirmDialog
        isOpen={request !== null}
        onOpenChange={(isOpen) => {
          // Not while the request is under way: its answer decides.
          if (!isOpen && !isBusy) setRequest(null);
        }}
        title={
          request?.kind === 'order'
            ? texts.selectionPage.placeOrder
            : texts.selectionPage.requestQuote
        }
        confirmLabel={request?.effect?.isOver ? texts.budget.selection.sendAnyway : texts.common.ok}
        cancelLabel={texts.common.cancel}
        isPending={isBusy}
        isConfirmDisabled={!isOnline || lacksQuotation}
        onConfirm={confirm}
      >
        <p>
          {request?.kind === 'order'
            ? texts.selectionPage.placeOrderQuestion
            : texts.selectionPage.requestQuoteQuestion}
        </p>
        {lacksQuotation ? (
          <p className="selection-actions__no-quotation" role="status">
            <CircleAlert size={18} aria-hidden />
            {texts.selectionPage.orderNeedsAnsweredQuotation}
          </p>
        ) : (
          request?.effect && (
            <RequestEffect effect={request.effect} kind={request.kind} readAt={fundsReadAt} />
          )
        )}
      </ConfirmDialog>
    </section>
  );
}

/** Save: stands out while there are unsaved changes. */
const SaveButton = memo(function SaveButton({
  isDirty,
  isSaving,
  onSave,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onSave: () => void;
}) {
  return (
    <Button
      variant={isDirty ? 'primary' : 'secondary'}
      onPress={onSave}
      isPending={isSaving}
      className={
        isDirty
          ? 'selection-actions__save selection-actions__save--dirty'
          : 'selection-actions__save'
      }
    >
      {texts.selectionPage.save}
    </Button>
  );
});

/** Request Quote and Place Order: a quantity or a total changing leaves them as they are. */
const RequestButtons = memo(function RequestButtons({
  isDisabled,
  isQuotePending,
  isOrderPending,
  onOpen,
}: {
  isDisabled: boolean;
  isQuotePending: boolean;
  isOrderPending: boolean;
  onOpen: (kind: RequestKind) => void;
}) {
  return (
    <>
      <Button
        variant="secondary"
        onPress={() => onOpen('quote')}
        isDisabled={isDisabled}
        isPending={isQuotePending}
      >
        <ShortOnPhone
          text={texts.selectionPage.requestQuote}
          short={texts.selectionPage.requestQuoteShort}
        />
      </Button>
      <Button onPress={() => onOpen('order')} isDisabled={isDisabled} isPending={isOrderPending}>
        <ShortOnPhone
          text={texts.selectionPage.placeOrder}
          short={texts.selectionPage.placeOrderShort}
        />
      </Button>
    </>
  );
});

/**
 * A button's words, said in full to assistive technology and on larger screens, shortened on a
 * phone's one-line bar (the short words are part of the full ones: the name keeps what is seen).
 */
function ShortOnPhone({ text, short }: { text: string; short: string }) {
  return (
    <>
      <span className="selection-actions__long">{text}</span>
      <span className="selection-actions__short" aria-hidden>
        {short}
      </span>
    </>
  );
}
