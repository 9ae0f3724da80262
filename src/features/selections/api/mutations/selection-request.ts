import type { QueryClient } from '@tanstack/react-query';
import { budgetKeys, homeKeys, orderKeys, selectionKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';

/** What a selection's quotation or order request sends (docs/product/selection.md#calls). */
export interface SelectionRequestVars {
  body: components['schemas']['CartRequestBody'];
  /**
   * Names this one request: chosen once when the member confirms, reused for any retry, so a
   * double click, a timeout retry or a replay never creates a second quotation or order.
   */
  idempotencyKey: string;
}

/**
 * What a quotation or order request changes, whether it went through or not: the requested rows
 * leave their selection, the order list and the home counts gain the new order, and its fund's
 * figures move.
 */
export async function refreshAfterSelectionRequest(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: selectionKeys.all });
  await queryClient.invalidateQueries({ queryKey: orderKeys.all });
  await queryClient.invalidateQueries({ queryKey: homeKeys.all });
  await queryClient.invalidateQueries({ queryKey: budgetKeys.all });
}
