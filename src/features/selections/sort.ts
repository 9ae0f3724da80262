import * as z from 'zod/mini';
import type { components } from '@/api/schema.gen';

export type CartSortField = components['schemas']['CartSortField'];
export type SortOrder = 'asc' | 'desc';

/** The sort selector's value (docs/product/selection.md#sort): a field, or 'none' for the order the books were added in. */
export type SelectionSort = CartSortField | 'none';

/** The sort selector's options, in the order of docs/product/selection.md#sort. Kept apart from the page (with the
 * search schema below) so the route's search validation does not pull the page into the main
 * bundle. */
export const SELECTION_SORTS = [
  'none',
  'title',
  'category',
  'author',
  'publisher',
  'price',
  'quantity',
] as const satisfies readonly SelectionSort[];

/** The selection page's state in the URL (docs/product/selection.md#sort); anything unreadable means no sort. */
export const selectionSearchSchema = z.object({
  sort: z.catch(z._default(z.enum(SELECTION_SORTS), 'none'), 'none'),
  order: z.catch(z._default(z.enum(['asc', 'desc']), 'asc'), 'asc'),
});
