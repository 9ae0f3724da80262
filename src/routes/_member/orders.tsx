import { createFileRoute, redirect } from '@tanstack/react-router';
import { OrdersPage } from '@/features/orders/components/orders-page';
import type { CopyToSelection } from '@/features/orders/copy-to-selection';
import { CopyToSelectionButton } from '@/features/selections/librarian-tools/components/copy-to-selection';
import { orderListQueryOptions } from '@/features/orders/api/queries';
import { orderListParams } from '@/features/orders/list-params';
import { ordersSearchSchema, type OrdersSearch } from '@/features/orders/search';
import { pageTitle } from '@/app/document-title';
import { countPages } from '@/lib/url-params';
import * as texts from '@/texts';

/** /orders: the order inquiry list (docs/product/orders.md#list). */
export const Route = createFileRoute('/_member/orders')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(
      orderListQueryOptions(orderListParams(deps, new Date())),
    );
    // A page past the end (the list shrank, or a hand-edited link) shows the last page instead.
    const last = countPages(data.totalCount, deps.size);
    if (deps.page > last) {
      throw redirect({ to: '/orders', search: { ...deps, page: last }, replace: true });
    }
    return data;
  },
  head: () => pageTitle(texts.shell.titles.orders),
  component: OrdersRoute,
});

/** The list's rows offer the selections' "Copy to selection" (reorder). */
const copyToSelection: CopyToSelection = (order, options) => (
  <CopyToSelectionButton order={order} iconOnly={options?.iconOnly} />
);

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(next: Partial<OrdersSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }) })
      }
      copyToSelection={copyToSelection}
    />
  );
}
