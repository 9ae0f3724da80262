import type { components } from '@/api/schema.gen';

type Fund = components['schemas']['Fund'];

/** What a request does to the fund it uses (docs/product/budget.md#warnings). */
export interface FundEffect {
  fund: Fund;
  /** The request's amount: quantity × price of its books as shown. */
  amount: number;
  /** The fund's remaining amount before the request, from the figures last read. */
  remaining: number;
  /** After the request: the same for an order from a quotation, which already counts. */
  after: number;
  /** The request takes the fund below zero (or leaves it there): the member is asked first. */
  isOver: boolean;
}

/**
 * The effect of a quotation request (`quote`: a new commitment of its whole amount) or of an
 * order from an answered quotation (`order`: the quotation's amount is already committed, so the
 * remaining amount stays as read) on its fund; null without a fund.
 */
export function fundEffect(
  fund: Fund | undefined,
  kind: 'quote' | 'order',
  books: readonly { price: number; quantity: number }[],
): FundEffect | null {
  if (!fund) return null;
  const amount = books.reduce((sum, book) => sum + book.price * book.quantity, 0);
  const after = kind === 'quote' ? fund.remaining - amount : fund.remaining;
  return { fund, amount, remaining: fund.remaining, after, isOver: after < 0 };
}
