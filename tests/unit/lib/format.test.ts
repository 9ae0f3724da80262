import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { discountPercent } from '@/rules/price-law';

describe('formatPercent: a discount as an office writes it', () => {
  it('drops a trailing zero and keeps one decimal', () => {
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
  });

  it('writes the rule’s figure for a line as the pages show it', () => {
    expect(formatPercent(discountPercent(15_500, 17_200)!)).toBe('9.9%');
    expect(formatPercent(discountPercent(18_900, 21_000)!)).toBe('10%');
  });
});
