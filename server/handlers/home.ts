/** The member home page: order counts, latest announcements, sections (tag `home`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { homeSections } from '../catalogue.ts';
import { latestNotices } from '../notices.ts';
import { orderCounts } from '../orders.ts';
import { selectionRowCount } from '../selections.ts';
import type { Handlers } from './types.ts';

/** How many books of each home section are named (MD 4, new 5, popular 5: docs/product/home.md#shelves). */
const SECTION_SIZES = [4, 5, 5];

export function homeHandlers(
  ctx: AppContext,
): Handlers<'getOrderSummary' | 'getHomeNotifications' | 'getHomeSections'> {
  const { db } = ctx;
  return {
    async getOrderSummary(request) {
      const { memberId } = authOf(request);
      const since = new Date();
      since.setFullYear(since.getFullYear() - 1);
      const counts = orderCounts(db, memberId, since);
      return {
        cartNumber: selectionRowCount(db, memberId),
        quotationNumber: counts.quotation,
        orderNumber: counts.orders,
        invoiceNumber: counts.invoice,
      };
    },

    async getHomeNotifications() {
      return { result: latestNotices(db, 5) };
    },

    async getHomeSections() {
      return { results: homeSections(db, SECTION_SIZES) };
    },
  };
}
