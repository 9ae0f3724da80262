export const home = {
  welcomeFallback: 'Welcome',
  // (ours) after the member's name: English adds nothing, Korean its 님
  nameSuffix: '',
  orderHistory: 'Order History',
  // (ours) docs/product/home.md#budget
  budget: {
    title: 'Budget',
    year: (year: number) => `${year}학년도`,
    remaining: 'Remaining this school year',
    noFunds: 'No funds for this school year yet. Set them on the Budget page.',
  },
  lastYear: 'Last 1 Year',
  tiles: {
    selection: 'My Selection',
    quotation: 'Quotation',
    order: 'Order Item',
    invoice: 'Completed Orders',
  },
  announcements: 'Announcements',
  noAnnouncements: 'No Announcements',
  cardNotAvailableOffline: 'Not available offline', // (ours) a home card never loaded on this device
  cardOfflineExplanation:
    'This card has not been loaded on this device yet. It appears once you are online.', // (ours)
  bannerFallbackNote: 'A fallback banner is shown:', // (ours) followed by the error text
  bannerAlt: 'Site banner', // (ours)
  bannerImageFailed: 'The banner image could not be loaded.', // (ours)
  newBadge: 'NEW', // (ours) badge of a new book on a shelf
  shelves: {
    md: 'MD 추천 도서',
    mdSubtitle: '많은 분들이 선택한 도서 중 MD가 엄선한 추천 목록입니다.',
    new: '신간 도서',
    popular: '인기 도서',
  },
} as const;
