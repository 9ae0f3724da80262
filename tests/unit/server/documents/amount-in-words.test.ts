// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  koreanNumber,
  MAX_AMOUNT_IN_WORDS,
} from '../../../../server/lib/documents/amount-in-words.ts';

const NUMERALS: Record<string, number> = {
  일: 1,
  이: 2,
  삼: 3,
  사: 4,
  오: 5,
  육: 6,
  칠: 7,
  팔: 8,
  구: 9,
};
const SMALL: Record<string, number> = { 십: 10, 백: 100, 천: 1000 };
const LARGE: Record<string, number> = { 만: 1e4, 억: 1e8, 조: 1e12 };

/**
 * Reads "일금 …원정" back into a number, the way a reader of the paper does: a numeral waits for
 * its unit; 십, 백, 천 close a numeral inside the group; 만, 억, 조 close the group. Written apart
 * from the code under test, so the round trip checks one against the other. Refuses what a
 * careful office would refuse: a unit without its numeral (the formal style writes 일십, not 십),
 * two numerals in a row, units out of order.
 */
function readAmount(words: string): number {
  const match = /^일금 (.+)원정$/.exec(words);
  if (!match) throw new Error(`not an amount in words: ${words}`);
  const body = match[1]!;
  if (body === '영') return 0;
  let total = 0;
  let group = 0;
  let numeral: number | undefined;
  let lastSmall = Infinity;
  let lastLarge = Infinity;
  for (const char of body) {
    if (char in NUMERALS) {
      if (numeral !== undefined) throw new Error(`two numerals in a row in ${words}`);
      numeral = NUMERALS[char];
    } else if (char in SMALL) {
      const unit = SMALL[char]!;
      if (numeral === undefined || unit >= lastSmall)
        throw new Error(`misplaced ${char} in ${words}`);
      group += numeral * unit;
      numeral = undefined;
      lastSmall = unit;
    } else if (char in LARGE) {
      const unit = LARGE[char]!;
      if (unit >= lastLarge) throw new Error(`misplaced ${char} in ${words}`);
      group += numeral ?? 0;
      if (group === 0) throw new Error(`an empty group before ${char} in ${words}`);
      total += group * unit;
      group = 0;
      numeral = undefined;
      lastSmall = Infinity;
      lastLarge = unit;
    } else {
      throw new Error(`unexpected ${char} in ${words}`);
    }
  }
  return total + group + (numeral ?? 0);
}

describe('the amount in Korean words', () => {
  it.each([
    [0, '일금 영원정'],
    [10, '일금 일십원정'],
    [10_000, '일금 일만원정'],
    [100_000_000, '일금 일억원정'],
    [1_000_000_000_000, '일금 일조원정'],
    [187_000, '일금 일십팔만칠천원정'],
    [1_001, '일금 일천일원정'],
    [13_500, '일금 일만삼천오백원정'],
    [100_010_000, '일금 일억일만원정'],
    [2_030_400_506, '일금 이십억삼천사십만오백육원정'],
    [999_999_999_999, '일금 구천구백구십구억구천구백구십구만구천구백구십구원정'],
  ])('writes %d as %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('reads back every amount up to 10^12 as the number it was written from', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (amount) => {
        expect(readAmount(amountInWords(amount))).toBe(amount);
      }),
      { numRuns: 20_000 },
    );
  });

  it('reads back amounts made of few non-zero digits, where the zero groups are', () => {
    // A random integer rarely has a group of four zeros; these have many.
    const sparse = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 9 })), {
        maxLength: 4,
      })
      .map((digits) =>
        Math.min(
          1e12,
          digits.reduce((sum, [at, d]) => sum + d * 10 ** at, 0),
        ),
      );
    fc.assert(
      fc.property(sparse, (amount) => {
        expect(readAmount(amountInWords(amount))).toBe(amount);
      }),
      { numRuns: 5_000 },
    );
  });

  it('the reader refuses a unit without its numeral', () => {
    expect(() => readAmount('일금 십만원정')).toThrow(/misplaced/);
  });

  it('refuses what it cannot write', () => {
    for (const amount of [-1, 1.5, Number.NaN, Infinity, MAX_AMOUNT_IN_WORDS + 1]) {
      expect(() => koreanNumber(amount)).toThrow(RangeError);
    }
    expect(koreanNumber(MAX_AMOUNT_IN_WORDS)).toBe(
      '구천칠조일천구백구십이억오천사백칠십사만구백구십일',
    );
  });
});
