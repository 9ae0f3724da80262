import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';

type BookDetail = components['schemas']['BookDetail'];
type ReleaseStatus = components['schemas']['ReleaseStatus'];

/** ISBN/ISSN is shown unless it contains a dash (docs/product/book-detail.md#isbn), and never when blank. */
export const isIsbnShown = (isbn: string) => isbn.trim() !== '' && !isbn.includes('-');

/** The price is shown only while the book is on sale (docs/product/book-detail.md#price). */
export const isPriceShown = (book: Pick<BookDetail, 'isSale'>) => book.isSale;

export { needsInquiry } from '@/lib/release-status';

/** The label of a release status (docs/product/book-detail.md#release-status), or undefined when there is none. */
export const releaseStatusLabel = (status: ReleaseStatus | null) =>
  status ? texts.book.releaseStatus[status] : undefined;

/** The title with its counter signatures in parentheses: '제빵 워크북 (보급판)'. */
export function titleWithCounterSignatures(title: string, counterSignature: readonly string[]) {
  const extras = counterSignature.map((value) => value.trim()).filter(Boolean);
  return extras.length > 0 ? `${title} (${extras.join(', ')})` : title;
}

/** A Korean name with its romanised form: '토머스 헤이스 (Thomas Hayes)'. */
export function nameWithRomanised(name: string | null, romanised: string | null) {
  if (!name) return romanised ?? '';
  return romanised && romanised !== name ? `${name} (${romanised})` : name;
}

/** Keywords as hashtags; spaces are dropped, as a hashtag cannot hold one: '#청소년자기계발'. */
export const hashtags = (keywords: readonly string[]) =>
  keywords
    .map((keyword) => keyword.replace(/\s+/g, ''))
    .filter(Boolean)
    .map((keyword) => `#${keyword}`);

export type SectionId = 'introduction' | 'toc' | 'quotation' | 'review' | 'authorBio';

/** A section of the detail's lower part and its text. */
export interface BookSection {
  id: SectionId;
  label: string;
  text: string;
}

/**
 * The sections under the sticky tabs (docs/product/book-detail.md#section-tabs): Book Introduction and Table of Contents always,
 * Quotation, Book Review and Author Biography only when they have text.
 */
export function bookSections(book: BookDetail): BookSection[] {
  const { sections } = texts.book;
  const all: (BookSection & { optional: boolean })[] = [
    { id: 'introduction', label: sections.introduction, text: book.description, optional: false },
    { id: 'toc', label: sections.toc, text: book.bookIndex, optional: false },
    { id: 'quotation', label: sections.quotation, text: book.citation, optional: true },
    { id: 'review', label: sections.review, text: book.review, optional: true },
    { id: 'authorBio', label: sections.authorBio, text: book.authorIntroduction, optional: true },
  ];
  return all
    .filter((section) => !section.optional || section.text.trim() !== '')
    .map(({ id, label, text }) => ({ id, label, text }));
}
