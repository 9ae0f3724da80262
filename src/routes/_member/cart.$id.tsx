import { createFileRoute, notFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { CartErrorPage } from '@/features/cart/components/cart-error-page';
import { CartPage } from '@/features/cart/components/cart-page';
import { CART_SORTS } from '@/features/cart/sort';
import { NotFoundPage } from '@/features/shell/route-states';
import { SELECTION_NAME_MAX } from '@/lib/limits';
import * as texts from '@/texts';
import {
  selectionDetailQueryOptions,
  selectionNameFromRouteId,
} from '@/features/selections/api/queries';
import { pageTitle } from '@/features/shell/document-title';

const searchSchema = z.object({
  sort: z.catch(z._default(z.enum(CART_SORTS), 'none'), 'none'),
  order: z.catch(z._default(z.enum(['asc', 'desc']), 'asc'), 'asc'),
});

/** /cart/{id}: a selection by name; /cart/공용 and /cart/public open the default one (001 §2.4). */
export const Route = createFileRoute('/_member/cart/$id')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, params, deps }) => {
    // A name no selection can have is no selection: not a request the server must refuse.
    if (params.id.trim() === '' || params.id.length > SELECTION_NAME_MAX) throw notFound();
    const sortField = deps.sort === 'none' ? undefined : deps.sort;
    return context.queryClient.ensureQueryData(
      selectionDetailQueryOptions(
        selectionNameFromRouteId(params.id),
        sortField,
        sortField ? deps.order : undefined,
      ),
    );
  },
  head: ({ params }) =>
    pageTitle(texts.shell.titles.selection(selectionNameFromRouteId(params.id))),
  component: CartRoute,
  errorComponent: CartErrorPage,
  notFoundComponent: SelectionNotFound,
});

function SelectionNotFound() {
  return (
    <NotFoundPage
      title={texts.cart.notFound}
      back={{
        to: '/cart/$id',
        params: { id: texts.selections.defaultName },
        label: texts.cart.openDefault,
      }}
    />
  );
}

function CartRoute() {
  const { id } = Route.useParams();
  const { sort, order } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CartPage
      name={selectionNameFromRouteId(id)}
      sort={sort}
      order={order}
      onSortChange={(nextSort, nextOrder) =>
        void navigate({ search: { sort: nextSort, order: nextOrder }, replace: true })
      }
    />
  );
}
