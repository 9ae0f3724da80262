import { createFileRoute } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { takeBookOffline } from '@/features/catalogue/api/take-book-offline';
import { SelectionPage } from '@/features/selections/components/selection-page';
import { selectionSearchSchema } from '@/features/selections/sort';
import { NotFoundPage, ThingErrorPage, type NotFoundPageProps } from '@/app/route-states';
import { selectionPathParams } from '@/lib/url-params';
import * as texts from '@/texts';
import {
  resolveSelection,
  selectionDetailQueryOptions,
  selectionListQueryOptions,
  selectionNameFromRouteId,
} from '@/features/selections/api/queries';
import { pageTitle } from '@/app/document-title';
import { selectionLabel } from '@/texts/selection-label';

/** A selection that does not exist (a stale link, renamed or deleted in another tab). */
const selectionNotFound: NotFoundPageProps = {
  title: texts.selectionPage.notFound,
  back: {
    to: '/cart/$id',
    params: { id: texts.selections.defaultName },
    label: texts.selectionPage.openDefault,
  },
};

/**
 * /cart/{id}: a selection by name; /cart/공용 and /cart/public open the default one (docs/product/selection.md#default-selection). A
 * name no selection can have is no selection: not found, not a request the server must refuse.
 */
export const Route = createFileRoute('/_member/cart/$id')({
  params: selectionPathParams,
  validateSearch: selectionSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, params, deps }) => {
    const sortField = deps.sort === 'none' ? undefined : deps.sort;
    // The list says which id the contents are cached by; without it they are asked by name.
    await context.queryClient.ensureQueryData(selectionListQueryOptions()).catch(() => undefined);
    return context.queryClient.ensureQueryData(
      selectionDetailQueryOptions(
        resolveSelection(context.queryClient, selectionNameFromRouteId(params.id)),
        sortField,
        sortField ? deps.order : undefined,
      ),
    );
  },
  head: ({ params }) =>
    pageTitle(texts.shell.titles.selection(selectionLabel(selectionNameFromRouteId(params.id)))),
  component: SelectionRoute,
  errorComponent: SelectionErrorPage,
  notFoundComponent: () => <NotFoundPage {...selectionNotFound} />,
});

function SelectionRoute() {
  const { id } = Route.useParams();
  const { sort, order } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SelectionPage
      name={selectionNameFromRouteId(id)}
      sort={sort}
      order={order}
      onSortChange={(nextSort, nextOrder) =>
        void navigate({ search: { sort: nextSort, order: nextOrder }, replace: true })
      }
      takeBookOffline={takeBookOffline}
    />
  );
}

function SelectionErrorPage(props: ErrorComponentProps) {
  return <ThingErrorPage {...props} notFound={selectionNotFound} />;
}
