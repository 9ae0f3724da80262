import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderDetailLoader } from '@/features/orders/api/queries';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrderErrorPage } from '@/features/orders/components/order-error-page';

/** An order id from the URL; anything but a positive whole number is no order. */
function parseOrderId(id: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) throw notFound();
  return value;
}

/** /order/{id}: the order detail (001 §2.6). */
export const Route = createFileRoute('/_member/order/$id')({
  loader: ({ context, params }) => orderDetailLoader(context.queryClient, parseOrderId(params.id)),
  component: OrderRoute,
  errorComponent: OrderErrorPage,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={Number(id)} />;
}
