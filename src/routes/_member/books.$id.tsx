import { createFileRoute, Link, type ErrorComponentProps } from '@tanstack/react-router';
import { bookDetailQueryOptions } from '@/features/catalogue/api/book-queries';
import { BookDetailPage } from '@/features/catalogue/components/book-detail-page';
import { BookOrderControls } from '@/features/selections/components/book-order-controls';
import { ThingErrorPage } from '@/app/route-states';
import { OfflineState } from '@/ui/state';
import { pageTitle } from '@/app/document-title';
import { numericIdParams } from '@/lib/url-params';
import * as texts from '@/texts';

/** /books/{id}: a book's detail (docs/product/book-detail.md#fields); an id that cannot be a book's is not found. */
export const Route = createFileRoute('/_member/books/$id')({
  params: numericIdParams,
  loader: async ({ context: { queryClient }, params }) => {
    await queryClient.ensureQueryData(bookDetailQueryOptions(params.id));
  },
  head: () => pageTitle(texts.shell.titles.bookDetails),
  errorComponent: BookErrorPage,
  component: BookRoute,
});

function BookRoute() {
  const { id } = Route.useParams();
  return (
    <BookDetailPage
      bookId={id}
      orderControls={(book) => <BookOrderControls key={book.bookId} {...book} />}
    />
  );
}

function BookErrorPage(props: ErrorComponentProps) {
  return (
    <ThingErrorPage
      {...props}
      notFound={{
        title: texts.book.notFound,
        back: { to: '/books', label: texts.book.backToList },
      }}
      // Offline, a book never opened before is not on this device.
      offline={(retry) => (
        <>
          <OfflineState onRetry={retry} retryLabel={texts.common.retry}>
            {texts.book.notAvailableOffline}
          </OfflineState>
          <Link to="/books">{texts.book.backToList}</Link>
        </>
      )}
    />
  );
}
