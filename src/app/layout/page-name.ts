import * as texts from '@/texts';

const { menu, pageNames } = texts.shell;

/**
 * The `pageName` of the page-visit statistic (docs/product/shell.md#page-visits): the menu label, or 'Book Details', 'Cart'
 * or 'Order' by path prefix; other pages are named by their path.
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
  if (path === '/holdings') return texts.holdings.menu;
  return path;
}
