import { describe, expect, it } from 'vitest';
import { paginationWindow } from '@/ui/pagination-window';

const show = (current: number, total: number, siblings?: number) =>
  paginationWindow(current, total, siblings)
    .map((item) => (item === 'ellipsis' ? '…' : String(item)))
    .join(' ');

describe('paginationWindow', () => {
  it('lists nothing without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, -3)).toEqual([]);
  });

  it('lists every page when there are 5 or fewer', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(2, 3)).toBe('1 2 3');
    for (let current = 1; current <= 5; current += 1) expect(show(current, 5)).toBe('1 2 3 4 5');
  });

  it('uses ellipses from 6 pages on (docs/product/catalogue.md#page-size), keeping the current page and its neighbours', () => {
    expect(show(1, 6)).toBe('1 2 3 4 … 6');
    expect(show(3, 6)).toBe('1 2 3 4 … 6');
    expect(show(4, 6)).toBe('1 … 3 4 5 6');
    expect(show(6, 6)).toBe('1 … 3 4 5 6');
    expect(show(1, 7)).toBe('1 2 3 4 … 7');
    expect(show(4, 7)).toBe('1 … 3 4 5 … 7');
    expect(show(7, 7)).toBe('1 … 4 5 6 7');
    for (const total of [6, 7]) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        expect(items).toContain('ellipsis');
        for (const neighbour of [current - 1, current, current + 1]) {
          if (neighbour >= 1 && neighbour <= total) expect(items).toContain(neighbour);
        }
      }
    }
  });

  it('shows first and last page with a window around the current page', () => {
    expect(show(5, 20)).toBe('1 … 4 5 6 … 20');
    expect(show(10, 20)).toBe('1 … 9 10 11 … 20');
    expect(show(16, 20)).toBe('1 … 15 16 17 … 20');
  });

  it('grows the window at the start', () => {
    expect(show(1, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(3, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(4, 20)).toBe('1 2 3 4 5 … 20');
  });

  it('grows the window at the end', () => {
    expect(show(17, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(19, 20)).toBe('1 … 16 17 18 19 20');
    expect(show(20, 20)).toBe('1 … 16 17 18 19 20');
  });

  it('always has the same number of slots, includes the current page and hides 2+ pages per gap', () => {
    for (const total of [8, 9, 10, 20, 137]) {
      for (let current = 1; current <= total; current += 1) {
        const items = paginationWindow(current, total);
        expect(items).toHaveLength(7);
        expect(items).toContain(current);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(total);
        items.forEach((item, index) => {
          if (item !== 'ellipsis') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });

  it('widens with more siblings and keeps 2 × siblings + 5 slots', () => {
    expect(show(10, 20, 2)).toBe('1 … 8 9 10 11 12 … 20');
    expect(show(1, 20, 2)).toBe('1 2 3 4 5 6 7 … 20');
    expect(show(20, 20, 2)).toBe('1 … 14 15 16 17 18 19 20');
    expect(show(3, 9, 2)).toBe('1 2 3 4 5 6 … 9');
    expect(show(1, 20, 0)).toBe('1 2 3 … 20');
    expect(show(10, 20, 0)).toBe('1 … 10 … 20');
  });

  it('clamps a current page outside the range', () => {
    expect(show(0, 20)).toBe('1 2 3 4 5 … 20');
    expect(show(99, 20)).toBe('1 … 16 17 18 19 20');
  });
});
