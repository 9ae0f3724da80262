import { createFileRoute, notFound } from '@tanstack/react-router';
import { bookDetailQueryOptions } from '@/features/book/api/queries';
import { BookDetailPage } from '@/features/book/components/book-detail-page';
import { BookErrorPage } from '@/features/book/components/book-error-page';
import { pageTitle } from '@/features/shell/document-title';
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
  return <BookDetailPage bookId={Number(id)} />;
}
