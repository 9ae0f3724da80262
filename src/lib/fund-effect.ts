import type { components } from '@/api/schema.gen';

type Fund = components['schemas']['Fund'];

/** What a request does to the fund it uses (docs/product/budget.md#warnings). */
export interface FundEffect {
  fund: Fund;
  /** The request's amount: quantity × price of its books as shown. */
  amount: number;
  /** The fund's remaining amount before the request, from the figures last read. */
  remaining: number;
  /** After the request: lowered only by what the fund does not count yet. */
  after: number;
  /** The request takes the fund below zero (or leaves it there): the member is asked first. */
  isOver: boolean;
}

/**
 * The effect of a quotation request (`quote`: a new commitment of its whole amount) or of an
 * order from an answered quotation (`order`: the quotation's amount, `committed`, already counts,
 * so only what the order adds to it lowers the remaining amount; without `committed`, the whole
 * order counts already) on its fund; null without a fund.
 */
export function fundEffect(
  fund: Fund | undefined,
  kind: 'quote' | 'order',
  books: readonly { price: number; quantity: number }[],
  committed?: number,
): FundEffect | null {
  if (!fund) return null;
  const amount = books.reduce((sum, book) => sum + book.price * book.quantity, 0);
  const counted = kind === 'quote' ? 0 : (committed ?? amount);
  const after = fund.remaining - Math.max(0, amount - counted);
  return { fund, amount, remaining: fund.remaining, after, isOver: after < 0 };
}
