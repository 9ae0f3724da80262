import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from '@/features/selections/excel';

describe('filenameFromDisposition', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="2026 __ __.xlsx"; filename*=UTF-8''2026%20%EB%B4%84%20%EC%8B%A0%EA%B0%84.xlsx`,
        'x.xlsx',
      ),
    ).toBe('2026 봄 신간.xlsx');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(filenameFromDisposition('attachment; filename="common(default).xlsx"', 'x.xlsx')).toBe(
      'common(default).xlsx',
    );
    expect(filenameFromDisposition(null, 'x.xlsx')).toBe('x.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", 'x.xlsx')).toBe(
      'x.xlsx',
    );
  });
});
