import { useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { newIdempotencyKey } from '@/api/idempotency';
import { useIsOnline } from '@/offline/use-is-online';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { QuantityStepper } from '@/ui/quantity-stepper';
import { useOrderBook } from '../api/mutations/order-book';
import { DuplicateNotice } from '../librarian-tools/components/duplicate-notice';
import { AddToSelectionDialog } from './add-to-selection-dialog';
import './book-order-controls.css';

/** Quantity (at least 1), My Selection and Order Request. */
export function BookOrderControls({ bookId, title }: { bookId: number; title: string }) {
  const [quantity, setQuantity] = useState(1);
  // A typed quantity out of range is said by the field; neither button acts on the last good one
  // behind it: the press takes the member back to the field (docs/product/book-detail.md#controls).
  const [isQuantityValid, setQuantityValid] = useState(true);
  const quantityInput = useRef<HTMLInputElement>(null);
  const whenQuantityValid = (act: () => void) => () => {
    if (isQuantityValid) act();
    else quantityInput.current?.focus();
  };
  /** The key of the Order Request being confirmed; null while the question is closed. */
  const [orderKey, setOrderKey] = useState<string | null>(null);
  const online = useIsOnline();
  const [isChoosing, setChoosing] = useState(false);
  const order = useOrderBook();
  const navigate = useNavigate();

  return (
    <div className="book-order">
      <QuantityStepper
        label={texts.book.quantity}
        value={quantity}
        onChange={setQuantity}
        minValue={1}
        onValidityChange={setQuantityValid}
        inputRef={quantityInput}
      />
      <div className="book-order__buttons">
        <Button variant="secondary" onPress={whenQuantityValid(() => setChoosing(true))}>
          {texts.book.mySelection}
        </Button>
        <Button
          isPending={order.isPending}
          isDisabled={!online}
          aria-describedby={online ? undefined : 'order-offline-note'}
          // The key is made when the member is asked, and reused by every press of Ok.
          onPress={whenQuantityValid(() => setOrderKey(newIdempotencyKey()))}
        >
          {texts.book.orderRequest}
        </Button>
      </div>
      <DuplicateNotice bookIds={[bookId]} />
      {!online && (
        <p id="order-offline-note" className="book-order__offline">
          {texts.common.offlineAction}
        </p>
      )}
      {isChoosing && (
        <AddToSelectionDialog
          books={[{ bookId, title, quantity }]}
          source="book"
          question={texts.book.addQuestion}
          onClose={() => setChoosing(false)}
          onAdded={() => undefined}
        />
      )}
      <ConfirmDialog
        isOpen={orderKey !== null}
        onOpenChange={(isOpen) => !isOpen && !order.isPending && setOrderKey(null)}
        title={texts.book.orderRequest}
        confirmLabel={texts.common.ok}
        cancelLabel={texts.common.cancel}
        isPending={order.isPending}
        isConfirmDisabled={!online}
        onConfirm={() => {
          if (orderKey === null) return;
          order.mutate(
            { bookId, title, quantity, idempotencyKey: orderKey },
            {
              onSuccess: () => void navigate({ to: '/orders' }),
              onSettled: () => setOrderKey(null),
            },
          );
        }}
      >
        {texts.book.orderQuestion(title, quantity)}
      </ConfirmDialog>
    </div>
  );
}
