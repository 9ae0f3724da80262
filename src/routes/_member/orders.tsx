import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { OrdersPage } from '@/features/orders/components/orders-page';
import { orderListQueryOptions } from '@/features/orders/api/queries';
import {
  DEFAULT_PERIOD,
  orderListParams,
  PAGE_SIZES,
  PERIOD_CHOICES,
  type OrdersSearch,
} from '@/features/orders/list-params';
import { ORDER_STATUSES } from '@/features/orders/status';
import { isIsoDate } from '@/lib/period';

const isoDate = z.string().refine(isIsoDate);

/** The list's state in the URL; anything unreadable falls back to a sane default. */
const searchSchema = z.object({
  period: z.enum(PERIOD_CHOICES).default(DEFAULT_PERIOD).catch(DEFAULT_PERIOD),
  start: isoDate.optional().catch(undefined),
  end: isoDate.optional().catch(undefined),
  status: z.enum(ORDER_STATUSES).optional().catch(undefined),
  page: z.number().int().min(1).default(1).catch(1),
  size: z
    .union(PAGE_SIZES.map((size) => z.literal(size)))
    .default(10)
    .catch(10),
});

/** /orders: the order inquiry list (001 §2.5). */
export const Route = createFileRoute('/_member/orders')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(orderListQueryOptions(orderListParams(deps, new Date()))),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <OrdersPage
      search={search}
      onSearchChange={(next: Partial<OrdersSearch>) =>
        void navigate({ search: (previous) => ({ ...previous, ...next }) })
      }
    />
  );
}
