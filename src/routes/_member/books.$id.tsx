import { createFileRoute, Link, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { bookDetailQueryOptions } from '@/features/catalogue/api/book-queries';
import { BookDetailPage } from '@/features/catalogue/components/book-detail-page';
import { BookOrderControls } from '@/features/selections/components/book-order-controls';
import { ThingErrorPage } from '@/app/route-states';
import { OfflineState } from '@/ui/state';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

/** A book id of the path, or undefined when it cannot be one. */
const toBookId = (id: string) => {
  const bookId = Number(id);
  return Number.isInteger(bookId) && bookId >= 1 && bookId <= 2_147_483_647 ? bookId : undefined;
};

export const Route = createFileRoute('/_member/books/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const bookId = toBookId(params.id);
    if (bookId === undefined) throw notFound();
    await queryClient.ensureQueryData(bookDetailQueryOptions(bookId));
  },
  head: () => pageTitle(texts.shell.titles.bookDetails),
  errorComponent: BookErrorPage,
  component: BookRoute,
});

function BookRoute() {
  const { id } = Route.useParams();
  return (
    <BookDetailPage
      bookId={Number(id)}
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
      offline={
        <>
          <OfflineState>{texts.book.notAvailableOffline}</OfflineState>
          <Link to="/books">{texts.book.backToList}</Link>
        </>
      }
    />
  );
}
