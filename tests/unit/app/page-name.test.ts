import { describe, expect, it } from 'vitest';
import { pageNameFor } from '@/app/layout/page-name';

describe('pageNameFor (docs/product/shell.md#page-visits: the menu label, or Book Details / Cart / Order by prefix)', () => {
  it.each([
    ['/', 'Home'],
    ['/books', 'Book'],
    ['/books/', 'Book'],
    ['/books/28', 'Book Details'],
    ['/cart/common(default)', 'Cart'],
    ['/cart/%EA%B3%B5%EC%9A%A9', 'Cart'],
    ['/orders', 'Order Inquiry'],
    ['/order/17', 'Order'],
    ['/notices', 'Announcements'],
    ['/notice/3', 'Announcements'],
    ['/profile', 'Account Information'],
    ['/budget', 'Budget'],
    ['/holdings', 'Library holdings'],
    ['/ping-test', '/ping-test'],
  ])('%s → %s', (path, name) => {
    expect(pageNameFor(path)).toBe(name);
  });
});
