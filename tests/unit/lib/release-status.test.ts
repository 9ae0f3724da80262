import { describe, expect, it } from 'vitest';
import { needsInquiry } from '@/lib/release-status';
import * as texts from '@/texts';

describe('needsInquiry', () => {
  it('tells out of stock, out of print and used books, and nothing else', () => {
    expect(needsInquiry('OUTOFSTOCK')).toBe(true);
    expect(needsInquiry('OUTOFPRINT')).toBe(true);
    expect(needsInquiry('USED')).toBe(true);
    // An ordinary book: released, the catch-all ETC, or no status at all.
    expect(needsInquiry('RELEASE')).toBe(false);
    expect(needsInquiry('ETC')).toBe(false);
    expect(needsInquiry(null)).toBe(false);
  });
});

describe('the Add by ISBN file note', () => {
  it('formats the line count like the other counts of the panel', () => {
    expect(texts.librarianTools.fileRead('big.txt', 1001)).toBe('big.txt: 1,001 lines read.');
    expect(texts.librarianTools.fileRead('one.txt', 1)).toBe('one.txt: 1 line read.');
  });
});
