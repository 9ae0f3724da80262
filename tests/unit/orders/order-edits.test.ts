import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import {
  editedBooks,
  estimatedAmount,
  noOrderEdits,
  orderRequestBody,
  type OrderEdits,
} from '@/features/orders/order-edits';

type OrderBook = components['schemas']['OrderBook'];

const book = (bookId: number, price: number, quantity: number): OrderBook => ({
  id: bookId + 100,
  bookId,
  title: `Book ${bookId}`,
  coverImageUrl: '',
  price,
  listPrice: null,
  quantity,
  message: '',
  note: '',
  priority: 'first',
});

const order = {
  books: [book(1, 10_000, 2), book(2, 5_000, 3), book(3, 20_000, 1)],
  message: 'as quoted',
  cartCategoryId: 'public',
};

describe('order edits', () => {
  it('estimates the quotation as answered', () => {
    expect(estimatedAmount(editedBooks(order.books, noOrderEdits))).toBe(20_000 + 15_000 + 20_000);
    expect(orderRequestBody(order, noOrderEdits)).toEqual({
      message: 'as quoted',
      cartCategoryId: 'public',
      books: [
        { bookId: 1, quantity: 2 },
        { bookId: 2, quantity: 3 },
        { bookId: 3, quantity: 1 },
      ],
    });
  });

  it('orders the ticked books with their quantities and leaves out removed ones and zeros', () => {
    const edits: OrderEdits = {
      quantities: { 1: 5, 2: 0 },
      removed: [3],
      chosen: 'all',
      message: 'rush',
    };
    const books = editedBooks(order.books, edits);
    expect(books.map((b) => [b.bookId, b.quantity])).toEqual([
      [1, 5],
      [2, 0],
    ]);
    expect(estimatedAmount(books)).toBe(50_000);
    expect(orderRequestBody(order, edits)).toEqual({
      message: 'rush',
      cartCategoryId: 'public',
      books: [{ bookId: 1, quantity: 5 }],
    });
  });

  it('counts only the ticked books', () => {
    const edits: OrderEdits = { ...noOrderEdits, chosen: [2] };
    expect(estimatedAmount(editedBooks(order.books, edits))).toBe(15_000);
    expect(orderRequestBody(order, edits)?.books).toEqual([{ bookId: 2, quantity: 3 }]);
  });

  it('has nothing to send when no ticked book has a quantity above 0', () => {
    expect(orderRequestBody(order, { ...noOrderEdits, chosen: [] })).toBeNull();
    expect(
      orderRequestBody(order, { ...noOrderEdits, quantities: { 1: 0, 2: 0, 3: 0 } }),
    ).toBeNull();
  });
});
