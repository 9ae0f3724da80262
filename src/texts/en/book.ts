export const book = {
  inquiryNotice: '본 도서는 별도 문의가 필요한 도서입니다. 담당자에게 문의해 주세요.',
  originalTitle: 'Original title', // (ours)
  author: 'Author',
  otherAuthors: 'Other authors / Editor',
  translator: 'Translator',
  series: 'Series',
  publisher: 'Publisher',
  publishedAt: 'Publication date',
  isbn: 'ISBN/ISSN',
  price: 'Price',
  listPrice: 'List price 정가', // (ours) issue 36: the publisher's price beside the unit price
  noListPrice: 'None (no 정가 given)', // (ours)
  note: 'Note',
  quantity: 'Quantity',
  mySelection: 'My Selection',
  orderRequest: 'Order Request',
  added: '성공적으로 추가되었습니다',
  addFailed: '장바구니 추가에 실패했습니다',
  ordered: '성공적으로 주문되었습니다',
  orderFailed: '주문에 실패했습니다',
  // (ours) the confirmation and the toast's detail of Order Request
  addQuestion: 'Add this book to this selection?', // (ours) above the selection chooser
  orderQuestion: (title: string, quantity: number) =>
    `Would you like to request a quotation for ${title} (quantity ${quantity})?`,
  orderedWhat: (title: string, quantity: number, orderCode: string) =>
    `Quotation requested for ${title} × ${quantity} (${orderCode}).`,
  details: {
    pages: 'Pages',
    language: 'Language',
    format: 'Format',
    status: 'Publication status',
    keywords: 'Keywords',
    // (ours) issue 36
    additionalCode: 'ISBN 부가기호',
    readers: (group: string) => `독자대상 ${group}`,
    kdc: 'KDC',
    none: 'None',
  },
  sections: {
    introduction: 'Book Introduction',
    toc: 'Table of Contents',
    quotation: 'Quotation',
    review: 'Book Review',
    authorBio: 'Author Biography',
  },
  releaseStatus: {
    OUTOFSTOCK: '일시품절',
    OUTOFPRINT: '절판',
    USED: '중고',
    RELEASE: '출시',
    ETC: 'ETC',
  },
  notAvailableOffline: 'This book has not been opened before and is not available offline.', // (ours)
  // (ours) everything below: names and states the product rules do not word
  detailsTitle: 'Details',
  sectionsLabel: 'Sections',
  backToList: 'Back to the list',
  notFound: 'This book does not exist.', // (ours) worded as every other missing thing
} as const;
