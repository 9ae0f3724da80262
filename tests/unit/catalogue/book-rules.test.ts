import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import {
  bookSections,
  hashtags,
  isIsbnShown,
  isPriceShown,
  nameWithRomanised,
  needsInquiry,
  releaseStatusLabel,
  titleWithCounterSignatures,
} from '@/features/catalogue/book-rules';
import { formatWon } from '@/lib/format';

type BookDetail = components['schemas']['BookDetail'];

describe('book detail rules (docs/product/book-detail.md#fields)', () => {
  it('hides an ISBN/ISSN that contains a dash (and a blank one)', () => {
    expect(isIsbnShown('9791188771998')).toBe(true);
    expect(isIsbnShown('1234-5678')).toBe(false);
    expect(isIsbnShown('979-11-88771-99-8')).toBe(false);
    expect(isIsbnShown(' ')).toBe(false);
  });

  it('shows the price only while the book is on sale, in won with separators', () => {
    expect(isPriceShown({ isSale: true })).toBe(true);
    expect(isPriceShown({ isSale: false })).toBe(false);
    expect(formatWon(1234500)).toBe('1,234,500원');
    // Below zero with the minus sign U+2212, never a hyphen (docs/product/budget.md#figures).
    expect(formatWon(-100_000)).toBe('\u2212100,000원');
    expect(formatWon(0)).toBe('0원');
  });

  it('asks for a separate inquiry when out of stock, out of print or used', () => {
    expect(needsInquiry('OUTOFSTOCK')).toBe(true);
    expect(needsInquiry('OUTOFPRINT')).toBe(true);
    expect(needsInquiry('USED')).toBe(true);
    expect(needsInquiry('RELEASE')).toBe(false);
    expect(needsInquiry('ETC')).toBe(false);
    expect(needsInquiry(null)).toBe(false);
  });

  it('labels release statuses as 4.2 says', () => {
    expect(releaseStatusLabel('OUTOFSTOCK')).toBe('일시품절');
    expect(releaseStatusLabel('OUTOFPRINT')).toBe('절판');
    expect(releaseStatusLabel('USED')).toBe('중고');
    expect(releaseStatusLabel('RELEASE')).toBe('출시');
    expect(releaseStatusLabel(null)).toBeUndefined();
  });

  it('puts counter signatures in parentheses after the title', () => {
    expect(titleWithCounterSignatures('제빵 워크북', ['보급판'])).toBe('제빵 워크북 (보급판)');
    expect(titleWithCounterSignatures('제빵 워크북', ['보급판', ' 2판 '])).toBe(
      '제빵 워크북 (보급판, 2판)',
    );
    expect(titleWithCounterSignatures('제빵 워크북', [])).toBe('제빵 워크북');
  });

  it('writes names with their romanised form, and keywords as hashtags', () => {
    expect(nameWithRomanised('토머스 헤이스', 'Thomas Hayes')).toBe('토머스 헤이스 (Thomas Hayes)');
    expect(nameWithRomanised('김경아', null)).toBe('김경아');
    expect(nameWithRomanised(null, null)).toBe('');
    expect(hashtags(['제빵', '청소년 자기계발', ' '])).toEqual(['#제빵', '#청소년자기계발']);
  });

  it('shows Quotation, Book Review and Author Biography only when they have text', () => {
    const book = {
      description: '소개',
      bookIndex: '1장',
      citation: '',
      review: '  ',
      authorIntroduction: '저자',
    } as BookDetail;
    expect(bookSections(book).map((section) => section.label)).toEqual([
      'Book Introduction',
      'Table of Contents',
      'Author Biography',
    ]);
  });
});
