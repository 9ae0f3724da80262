import { createFileRoute, notFound } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { orderDetailLoader } from '@/features/orders/api/queries';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { CopyToSelectionButton } from '@/features/selections/librarian-tools/components/copy-to-selection';
import { NotFoundPage, ThingErrorPage, type NotFoundPageProps } from '@/app/route-states';
import * as texts from '@/texts';
import { pageTitle } from '@/app/document-title';

/** An order id from the URL; anything but a positive whole number is no order. */
function parseOrderId(id: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value < 1) throw notFound();
  return value;
}

const orderNotFound: NotFoundPageProps = {
  title: texts.orders.notFound,
  back: { to: '/orders', label: texts.orders.backToList },
};

/** /order/{id}: the order detail (001 §2.6). */
export const Route = createFileRoute('/_member/order/$id')({
  loader: ({ context, params }) => orderDetailLoader(context.queryClient, parseOrderId(params.id)),
  head: ({ params }) => pageTitle(texts.shell.titles.order(params.id)),
  component: OrderRoute,
  errorComponent: OrderErrorPage,
  notFoundComponent: () => <NotFoundPage {...orderNotFound} />,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return (
    <OrderDetailPage
      id={Number(id)}
      copyToSelection={(order) => <CopyToSelectionButton order={order} />}
    />
  );
}

function OrderErrorPage(props: ErrorComponentProps) {
  return <ThingErrorPage {...props} notFound={orderNotFound} />;
}
