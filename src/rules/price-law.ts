/**
 * 도서정가제 (출판문화산업진흥법 §22): a book is sold at no more than 10 % below its list price
 * (정가). The one rule the server refuses a price by and the pages mark a line by.
 */
export const MAX_DISCOUNT_PERCENT = 10;

/** Whether a unit price is allowed for a list price (a book without one has no floor). */
export const priceAllowed = (price: number, listPrice: number | null): boolean =>
  listPrice === null || price * 100 >= listPrice * (100 - MAX_DISCOUNT_PERCENT);

/** The lowest unit price allowed for a list price. */
export const lowestPrice = (listPrice: number): number =>
  Math.ceil((listPrice * (100 - MAX_DISCOUNT_PERCENT)) / 100);

/**
 * The discount (할인율) of a unit price off its list price, in percent, or null without a list
 * price: as a Korean office writes it, rounded half up to one decimal (소수점 둘째 자리에서 반올림),
 * so 10, 12.5, 9.7; a price above the list price is no discount (0). Computed from whole won
 * in one division ((정가 − 단가) × 1000 / 정가), which is exact at the halves: 9.85 % is 9.9.
 */
export const discountPercent = (price: number, listPrice: number | null): number | null => {
  if (listPrice === null || listPrice === 0) return null;
  return Math.max(0, Math.round(((listPrice - price) * 1000) / listPrice) / 10);
};
