import type { components } from '@/api/schema.gen';

type ReleaseStatus = components['schemas']['ReleaseStatus'];

const INQUIRY_STATUSES: readonly ReleaseStatus[] = ['OUTOFSTOCK', 'OUTOFPRINT', 'USED'];

/**
 * Out of stock, out of print and used books need a separate inquiry (docs/product/book-detail.md#fields): the only release
 * statuses worth telling a member who orders; released books and the catch-all ETC say nothing.
 */
export const needsInquiry = (status: ReleaseStatus | null | undefined) =>
  status != null && INQUIRY_STATUSES.includes(status);
