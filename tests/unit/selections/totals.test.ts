import { describe, expect, it } from 'vitest';
import { selectedRows, selectionTotals } from '@/features/selections/totals';

const rows = [
  { id: 1, price: 18_000, quantity: 2 },
  { id: 2, price: 17_500, quantity: 1 },
  { id: 3, price: 26_500, quantity: 5 },
];

describe('selectionTotals', () => {
  it('counts every row while none is ticked', () => {
    expect(selectionTotals(rows, new Set())).toEqual({
      rowCount: 3,
      selectedCount: 0,
      scope: 'all',
      itemCount: 8,
      totalPrice: 36_000 + 17_500 + 132_500,
      alternateCount: 0,
      alternatePrice: 0,
    });
  });

  it('counts the ticked rows once some are ticked', () => {
    expect(selectionTotals(rows, new Set([1, 3]))).toEqual({
      rowCount: 3,
      selectedCount: 2,
      scope: 'selected',
      itemCount: 7,
      totalPrice: 36_000 + 132_500,
      alternateCount: 0,
      alternatePrice: 0,
    });
  });

  it('treats "all" as every row ticked and ignores ids no longer present', () => {
    expect(selectionTotals(rows, 'all').selectedCount).toBe(3);
    expect(selectionTotals(rows, new Set([2, 99]))).toMatchObject({
      selectedCount: 1,
      itemCount: 1,
      totalPrice: 17_500,
    });
  });

  it('is all zeros for an empty selection', () => {
    expect(selectionTotals([], new Set())).toEqual({
      rowCount: 0,
      selectedCount: 0,
      scope: 'all',
      itemCount: 0,
      totalPrice: 0,
      alternateCount: 0,
      alternatePrice: 0,
    });
  });
});

describe('selectedRows', () => {
  it('keeps the table order', () => {
    expect(selectedRows(rows, new Set([3, 1])).map((row) => row.id)).toEqual([1, 3]);
    expect(selectedRows(rows, 'all')).toHaveLength(3);
  });
});

describe('alternates in the totals (docs/product/selection.md#totals)', () => {
  it('counts the copies and the amount of alternates in scope apart', () => {
    const lines = [
      { id: 1, price: 10_000, quantity: 2, priority: 'first' as const },
      { id: 2, price: 15_000, quantity: 3, priority: 'alternate' as const },
      { id: 3, price: 5_000, quantity: 1, priority: 'alternate' as const },
    ];
    expect(selectionTotals(lines, new Set())).toMatchObject({
      itemCount: 6,
      totalPrice: 70_000,
      alternateCount: 4,
      alternatePrice: 50_000,
    });
    expect(selectionTotals(lines, new Set([1, 3]))).toMatchObject({
      alternateCount: 1,
      alternatePrice: 5_000,
    });
  });
});
