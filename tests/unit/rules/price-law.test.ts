import { describe, expect, it } from 'vitest';
import { discountPercent, lowestPrice, priceAllowed } from '@/rules/price-law';

describe('도서정가제: at most 10 % off the list price', () => {
  it('allows 90 % of the list price and more, refuses less', () => {
    expect(priceAllowed(9_000, 10_000)).toBe(true);
    expect(priceAllowed(8_999, 10_000)).toBe(false);
    expect(priceAllowed(10_000, 10_000)).toBe(true);
    expect(priceAllowed(13_950, 15_500)).toBe(true);
    expect(priceAllowed(13_949, 15_500)).toBe(false);
  });

  it('sets no floor for a book without a list price', () => {
    expect(priceAllowed(1, null)).toBe(true);
  });

  it('names the lowest price allowed, rounded up to a won', () => {
    expect(lowestPrice(10_000)).toBe(9_000);
    expect(lowestPrice(15_555)).toBe(14_000);
    expect(priceAllowed(lowestPrice(15_555), 15_555)).toBe(true);
    expect(priceAllowed(lowestPrice(15_555) - 1, 15_555)).toBe(false);
  });

  it('states the discount in percent with one decimal, none without a list price', () => {
    expect(discountPercent(9_000, 10_000)).toBe(10);
    expect(discountPercent(14_000, 15_500)).toBe(9.7);
    expect(discountPercent(15_500, 15_500)).toBe(0);
    expect(discountPercent(16_000, 15_500)).toBe(0);
    expect(discountPercent(9_000, null)).toBeNull();
  });

  it('rounds the discount half up at the first decimal, as an office writes it', () => {
    expect(discountPercent(14_000, 16_000)).toBe(12.5);
    expect(discountPercent(13_950, 15_500)).toBe(10);
    // 9.85 % and 9.84 %: the half goes up, below it down.
    expect(discountPercent(1_803, 2_000)).toBe(9.9);
    expect(discountPercent(18_032, 20_000)).toBe(9.8);
    // 1/3 off is 33.333… %: one decimal, never a long fraction.
    expect(discountPercent(2_000, 3_000)).toBe(33.3);
    expect(discountPercent(0, 3_000)).toBe(100);
  });
});
