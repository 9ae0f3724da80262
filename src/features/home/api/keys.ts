/** Query keys of the member home; other areas invalidate `homeKeys.all` after orders. */
export const homeKeys = {
  all: ['home'] as const,
  orderSummary: () => [...homeKeys.all, 'order-summary'] as const,
  notifications: () => [...homeKeys.all, 'notifications'] as const,
  bannerText: () => [...homeKeys.all, 'banner-text'] as const,
  banner: () => [...homeKeys.all, 'banner'] as const,
};
