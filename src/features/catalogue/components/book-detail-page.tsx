import type { ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { ArrowLeft, Info } from 'lucide-react';
import type { components } from '@/api/schema.gen';
import { coverSources } from '@/lib/covers';
import { formatDate, formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { OwnedMark } from '@/ui/owned-mark';
import { PanelBoundary } from '@/ui/panel-boundary';
import { DataAge } from '@/offline/data-age';
import { readerGroupOf } from '@/rules/additional-code';
import { phrases } from '@/ui/phrases';
import { bookDetailQueryOptions, classificationChainQueryOptions } from '../api/book-queries';
import {
  bookSections,
  hashtags,
  isIsbnShown,
  isPriceShown,
  nameWithRomanised,
  needsInquiry,
  releaseStatusLabel,
  titleWithCounterSignatures,
} from '../book-rules';
import { SectionTabs } from './section-tabs';
import './book-detail.css';

type BookDetail = components['schemas']['BookDetail'];

/** Cover size on the detail (the covers are 300 × 440). */
const COVER = { width: 240, height: 352 } as const;

/** The book detail (docs/product/book-detail.md#fields). */
export interface BookDetailPageProps {
  bookId: number;
  /** What the member can do with the book (quantity, My Selection, Order Request): the route's. */
  orderControls: (book: { bookId: number; title: string }) => ReactNode;
}

export function BookDetailPage({ bookId, orderControls }: BookDetailPageProps) {
  const {
    data: book,
    dataUpdatedAt,
    isFetching,
  } = useSuspenseQuery(bookDetailQueryOptions(bookId));
  const sections = bookSections(book);

  return (
    <article className="book-detail" aria-labelledby="book-title">
      <BackToList />
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      <div className="book-detail__top">
        <img
          {...coverSources(book.coverImageUrl, COVER.width)}
          alt=""
          width={COVER.width}
          height={COVER.height}
          decoding="async"
          className="book-detail__cover"
        />
        <div className="book-detail__summary">
          {/* The chain is decoration from another service: if it breaks, it is left out. */}
          <PanelBoundary fallback={null}>
            <ClassificationChain subject={book.mainSubject} />
          </PanelBoundary>
          <h1 id="book-title" className="book-detail__title">
            {titleWithCounterSignatures(book.title, book.counterSignature)}
          </h1>
          <OwnedMark isbn={book.isbn} />
          <BookFields book={book} />
          {needsInquiry(book.releaseStatus) && (
            <p className="book-detail__notice" role="note">
              <Info size={18} aria-hidden />
              <span>{phrases(texts.book.inquiryNotice)}</span>
            </p>
          )}
          {orderControls({ bookId: book.bookId, title: book.title })}
        </div>
      </div>

      <section className="book-detail__details" aria-labelledby="book-details-title">
        <h2 id="book-details-title" className="book-detail__section-title">
          {texts.book.detailsTitle}
        </h2>
        <dl className="book-fields book-fields--details">
          <Field label={texts.book.details.pages}>{book.page}</Field>
          <Field label={texts.book.details.language}>{book.language}</Field>
          <Field label={texts.book.details.format}>{book.specifies}</Field>
          <Field label={texts.book.details.status}>{releaseStatusLabel(book.releaseStatus)}</Field>
          <Field label={texts.book.details.additionalCode}>
            {book.additionalCode
              ? `${book.additionalCode} (${texts.book.details.readers(texts.catalogue.readerOptions[readerGroupOf(book.additionalCode)])})`
              : texts.book.details.none}
          </Field>
          <Field label={texts.book.details.kdc}>{book.kdc ?? texts.book.details.none}</Field>
          <Field label={texts.book.details.keywords}>
            {book.keywords.length > 0 && (
              <ul className="book-detail__hashtags">
                {hashtags(book.keywords).map((tag) => (
                  <li key={tag}>{tag}</li>
                ))}
              </ul>
            )}
          </Field>
        </dl>
      </section>

      <PanelBoundary>
        <SectionTabs sections={sections} />
      </PanelBoundary>
    </article>
  );
}

/** One label/value row; left out when there is no value. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '' || children === false) {
    return null;
  }
  return (
    <div className="book-fields__row">
      <dt>{phrases(label)}</dt>
      <dd>{phrases(children)}</dd>
    </div>
  );
}

/** The bibliographic fields of docs/product/book-detail.md#fields with their rules (ISBN with a dash, price off sale). */
function BookFields({ book }: { book: BookDetail }) {
  const foreignAuthor =
    book.foreignAuthorK && book.foreignAuthorK !== book.authorK
      ? nameWithRomanised(book.foreignAuthorK, book.foreignAuthorR)
      : undefined;
  return (
    <dl className="book-fields">
      <Field label={texts.book.originalTitle}>{book.titleR}</Field>
      <Field label={texts.book.author}>
        {[nameWithRomanised(book.authorK, book.authorR), foreignAuthor].filter(Boolean).join(', ')}
      </Field>
      <Field label={texts.book.otherAuthors}>{book.totalSignaturesK.join(', ')}</Field>
      <Field label={texts.book.translator}>
        {nameWithRomanised(book.translatorK, book.translatorR)}
      </Field>
      <Field label={texts.book.series}>{book.series}</Field>
      <Field label={texts.book.publisher}>{book.publisher}</Field>
      <Field label={texts.book.publishedAt}>{formatDate(book.publishedAt)}</Field>
      <Field label={texts.book.isbn}>{isIsbnShown(book.isbn) ? book.isbn : undefined}</Field>
      <Field label={texts.book.price}>
        {isPriceShown(book) ? (
          <span className="book-detail__price">{formatWon(book.price)}</span>
        ) : undefined}
      </Field>
      <Field label={texts.book.listPrice}>
        {!isPriceShown(book)
          ? undefined
          : book.listPrice === null
            ? texts.book.noListPrice
            : formatWon(book.listPrice)}
      </Field>
      <Field label={texts.book.note}>{book.note}</Field>
    </dl>
  );
}

/** '문학 > 소설 > 한국소설' above the title; nothing at all while loading or when it fails. */
function ClassificationChain({ subject }: { subject: string }) {
  const { data } = useQuery({
    ...classificationChainQueryOptions(subject),
    enabled: subject.trim() !== '',
  });
  return data ? (
    <p className="book-detail__chain" data-testid="classification-chain">
      {data}
    </p>
  ) : (
    <p className="book-detail__chain" aria-hidden="true" />
  );
}

/** Back to where the member came from (the catalogue view), or to the catalogue. */
function BackToList() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <Button
      variant="ghost"
      size="sm"
      className="book-detail__back"
      onPress={() => (canGoBack ? router.history.back() : void navigate({ to: '/books' }))}
    >
      <ArrowLeft size={18} aria-hidden />
      <span>{texts.book.backToList}</span>
    </Button>
  );
}
