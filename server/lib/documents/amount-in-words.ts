/**
 * A sum of won in Korean words, as a 견적서 or 거래명세서 states its total ("일금 일십팔만칠천원정"):
 * the formal style of cheques and contracts, which writes 일 before every unit (일십, 일백, 일천,
 * 일만) so that no digit can be added in front of a unit afterwards.
 */

const DIGITS = ['', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'] as const;
/** The units inside a group of four digits, from the group's highest digit. */
const SMALL_UNITS = ['천', '백', '십', ''] as const;
/** The unit of each group of four digits, from the lowest group. */
const GROUP_UNITS = ['', '만', '억', '조'] as const;

/** The largest amount in words: the largest exact integer of a number (about 9007조; 경 is never needed). */
export const MAX_AMOUNT_IN_WORDS = Number.MAX_SAFE_INTEGER;

/** The number in Korean numerals and units, without spaces: 187000 → "일십팔만칠천", 0 → "영". */
export function koreanNumber(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_AMOUNT_IN_WORDS) {
    throw new RangeError(`No Korean words for the amount ${amount}`);
  }
  if (amount === 0) return '영';
  let words = '';
  let rest = amount;
  for (let group = 0; rest > 0; group += 1) {
    const digits = String(rest % 10_000).padStart(4, '0');
    rest = Math.floor(rest / 10_000);
    let part = '';
    for (let at = 0; at < 4; at += 1) {
      const digit = Number(digits[at]);
      if (digit > 0) part += `${DIGITS[digit]}${SMALL_UNITS[at]}`;
    }
    if (part) words = `${part}${GROUP_UNITS[group]}${words}`;
  }
  return words;
}

/** The total as a document writes it: 187000 → "일금 일십팔만칠천원정". */
export function amountInWords(amount: number): string {
  return `일금 ${koreanNumber(amount)}원정`;
}
