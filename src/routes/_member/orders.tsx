import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { OrdersPage } from '@/features/orders/components/orders-page';
import type { CopyToSelection } from '@/features/orders/copy-to-selection';
import { CopyToSelectionButton } from '@/features/selections/librarian-tools/components/copy-to-selection';
import { orderListQueryOptions } from '@/features/orders/api/queries';
import {
  DEFAULT_PERIOD,
  orderListParams,
  PAGE_SIZES,
  PERIOD_CHOICES,
  type OrdersSearch,
} from '@/features/orders/list-params';
import { ORDER_STATUSES } from '@/features/orders/status';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** A real calendar date written YYYY-MM-DD (2024-02-30 is not): zod's own, as `isIsoDate`. */
const isoDate = z.iso.date();

/** The list's state in the URL; anything unreadable falls back to a sane default. */
const searchSchema = z.object({
  period: z.catch(z._default(z.enum(PERIOD_CHOICES), DEFAULT_PERIOD), DEFAULT_PERIOD),
  start: z.catch(z.optional(isoDate), undefined),
  end: z.catch(z.optional(isoDate), undefined),
  status: z.catch(z.optional(z.enum(ORDER_STATUSES)), undefined),
  page: z.catch(z._default(z.number().check(z.int(), z.minimum(1)), 1), 1),
  size: z.catch(z._default(z.union(PAGE_SIZES.map((size) => z.literal(size))), 10), 10),
});

/** /orders: the order inquiry list (001 §2.5). */
export const Route = createFileRoute('/_member/orders')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const data = await context.queryClient.ensureQueryData(
      orderListQueryOptions(orderListParams(deps, new Date())),
    );
    // A page past the end (the list shrank, or a hand-edited link) shows the last page instead.
    const last = Math.max(1, Math.ceil(data.totalCount / deps.size));
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
