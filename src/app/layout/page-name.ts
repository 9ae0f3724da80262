import { holdings } from '@/texts/en/holdings';
import { shell } from '@/texts/en/shell';

const { menu, pageNames } = shell;

/**
 * The `pageName` of the page-visit statistic (docs/product/shell.md#page-visits): the menu label, or 'Book Details', 'Cart'
 * or 'Order' by path prefix; other pages are named by their path. Always the English labels: the
 * statistic is data the provider counts, the same page under one name whatever the member reads.
 */
export function pageNameFor(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return menu.home;
  if (path === '/books') return menu.books;
  if (path.startsWith('/books/')) return pageNames.bookDetails;
  if (path.startsWith('/cart/')) return pageNames.selection;
  if (path === '/orders') return menu.orders;
  if (path.startsWith('/order/')) return pageNames.order;
  if (path === '/notices' || path.startsWith('/notice/')) return menu.notices;
  if (path === '/profile') return menu.profile;
  if (path === '/budget') return menu.budget;
  if (path === '/holdings') return holdings.menu;
  return path;
}
