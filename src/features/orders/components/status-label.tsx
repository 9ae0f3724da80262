import * as texts from '@/texts';
import type { OrderStatus } from '@/features/orders/list-params';

/** An order status as a coloured label (docs/product/orders.md#status). */
export function StatusLabel({ status }: { status: OrderStatus }) {
  return (
    <span className={`status-label status-label--${status.toLowerCase().replaceAll('_', '-')}`}>
      {texts.orders.statusLabels[status]}
    </span>
  );
}
