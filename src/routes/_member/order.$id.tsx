import { createFileRoute, notFound } from '@tanstack/react-router';
import { orderDetailLoader } from '@/features/orders/api/queries';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { OrderErrorPage } from '@/features/orders/components/order-error-page';
import { NotFoundPage } from '@/features/shell/route-states';
import * as texts from '@/texts';
import { pageTitle } from '@/features/shell/document-title';

/** An order id from the URL; anything but a positive whole number is no order. */
function parseOrderId(id: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) throw notFound();
  return value;
}

/** /order/{id}: the order detail (001 §2.6). */
export const Route = createFileRoute('/_member/order/$id')({
  loader: ({ context, params }) => orderDetailLoader(context.queryClient, parseOrderId(params.id)),
  head: ({ params }) => pageTitle(texts.shell.titles.order(params.id)),
  component: OrderRoute,
  errorComponent: OrderErrorPage,
  notFoundComponent: () => (
    <NotFoundPage
      title={texts.orders.notFound}
      back={{ to: '/orders', label: texts.orders.backToList }}
    />
  ),
});

function OrderRoute() {
  const { id } = Route.useParams();
  return <OrderDetailPage id={Number(id)} />;
}
