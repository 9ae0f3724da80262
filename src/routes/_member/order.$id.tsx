import { createFileRoute } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { orderDetailLoader } from '@/features/orders/api/queries';
import { OrderDetailPage } from '@/features/orders/components/order-detail-page';
import { CopyToSelectionButton } from '@/features/selections/librarian-tools/components/copy-to-selection';
import { NotFoundPage, ThingErrorPage, type NotFoundPageProps } from '@/app/route-states';
import * as texts from '@/texts';
import { pageTitle } from '@/app/document-title';
import { numericIdParams } from '@/lib/url-params';

const orderNotFound: NotFoundPageProps = {
  title: texts.orders.notFound,
  back: { to: '/orders', label: texts.orders.backToList },
};

/** /order/{id}: the order detail (docs/product/orders.md#detail); an id that cannot be an order's is not found. */
export const Route = createFileRoute('/_member/order/$id')({
  params: numericIdParams,
  loader: ({ context, params }) => orderDetailLoader(context.queryClient, params.id),
  head: ({ params }) => pageTitle(texts.shell.titles.order(String(params.id))),
  component: OrderRoute,
  errorComponent: OrderErrorPage,
  notFoundComponent: () => <NotFoundPage {...orderNotFound} />,
});

function OrderRoute() {
  const { id } = Route.useParams();
  return (
    <OrderDetailPage id={id} copyToSelection={(order) => <CopyToSelectionButton order={order} />} />
  );
}

function OrderErrorPage(props: ErrorComponentProps) {
  return <ThingErrorPage {...props} notFound={orderNotFound} />;
}
