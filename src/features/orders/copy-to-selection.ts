import type { ReactNode } from 'react';

/** An order as "Copy to selection" needs it. */
export interface OrderToCopy {
  id: number;
  orderCode: string;
  bookCount: number;
}

/**
 * "Copy to selection" (reorder) for an order: the selections' control, handed in by the route.
 * `iconOnly` in the list's rows, whose table must fit a tablet's width.
 */
export type CopyToSelection = (order: OrderToCopy, options?: { iconOnly?: boolean }) => ReactNode;
