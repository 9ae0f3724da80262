export const selectionPage = {
  title: 'My Selection',
  sort: 'Sort',
  sortOptions: {
    none: 'None',
    title: 'Title',
    category: 'Category',
    author: 'Author',
    publisher: 'Publisher',
    price: 'Price',
    quantity: 'Quantity',
  },
  excelDownload: 'Excel Download',
  columns: {
    select: 'Select',
    cover: 'Cover',
    title: 'Title',
    category: 'Category',
    author: 'Author',
    publisher: 'Publisher',
    // (ours) 도서정가제: the publisher's price and the discount beside the unit price ('Price')
    listPrice: 'List price',
    discount: 'Discount',
    price: 'Price',
    poNumber: 'PO Number',
    priority: 'Priority', // (ours)
    quantity: 'Quantity',
    amount: 'Amount', // (ours) the line's total: price × quantity
    delete: 'Delete',
  },
  noListPrice: 'No list price', // (ours) a book without 정가: allowed, and said
  requestDetails: 'Request Details',
  itemCount: 'Items', // (ours)
  selectedCount: 'Selected', // (ours)
  totalPrice: 'Total',
  save: 'Save',
  requestQuote: 'Request Quote',
  placeOrder: 'Place Order',
  // Their words on a phone's one-line bar, within the full ones (the buttons' names). (ours)
  requestQuoteShort: 'Quote',
  placeOrderShort: 'Order',
  requestQuoteQuestion: 'Would you like to request a quotation for the selected books?', // (ours)
  placeOrderQuestion: 'Would you like to place an order for the selected books?', // (ours)
  /** (ours) Place Order's dialog when no answered quotation holds the ticked books */
  orderNeedsAnsweredQuotation:
    'No answered quotation holds these books yet: request a quotation, or wait for its answer, then place the order.',
  unsavedChanges: 'You have unsaved changes.', // (ours)
  pendingSync: 'Waiting to sync', // (ours) an offline edit not yet sent
  deleted: '삭제되었습니다',
  deleteFailed: '삭제에 실패했습니다',
  added: '아이템이 추가되었습니다',
  addFailed: '아이템 추가에 실패했습니다',
  quantityFailed: '수량 변경에 실패했습니다',
  renamed: '이름이 변경되었습니다',
  openSelectionDeleted: (name: string) => `“${name}” was deleted. This is your default selection.`, // (ours) the open page's selection is gone
  renameFailed: '이름 변경에 실패했습니다',
  updateFailed: '장바구니 업데이트에 실패했습니다',
  saved: 'Your selection has been saved.', // (ours; wording not shown)
  // (ours) a save applied in part: which changes were not applied, and why
  savedExcept: (count: number) =>
    count === 1 ? 'Saved, except 1 change:' : `Saved, except ${count} changes:`,
  notAppliedRemoved: (title: string) => `“${title}” is no longer in this selection.`,
  notAppliedConflict: (what: string, title: string, now: string) =>
    `The ${what} of “${title}” was changed elsewhere to ${now}; yours is kept as an unsaved change: Save again to keep it.`,
  notAppliedMessage:
    'The request details were changed elsewhere; yours are kept as an unsaved change: Save again to keep them.',
  fieldNames: { quantity: 'quantity', poNumber: 'PO number', note: 'note', priority: 'priority' },
  emptyPoNumber: '(none)',
  priorities: { first: 'first choice', alternate: 'alternate' }, // (ours)
  // (ours) a line's note and priority: docs/product/selection.md#notes
  addNote: 'Add note',
  // The line's button under the title: its priority and note, or "Add note".
  lineOf: (title: string, note: string, isAlternate: boolean) =>
    `${isAlternate ? 'Alternate · ' : ''}${note === '' ? 'Add note' : note} (${title})`,
  noteOf: (title: string) => `Note on ${title}`,
  noteLength: (length: number) => `${length} / 500 characters`,
  noteTooLong: (length: number) =>
    `A note is at most 500 characters; this one has ${length}. Shorten it to save.`,
  // (ours) Request Quote / Place Order held while a ticked line's note is over the limit
  noteTooLongToSend: (action: string, titles: readonly string[]) =>
    `${action} not sent: a note is at most 500 characters, and ${titles.length === 1 ? 'the note' : 'the notes'} of ${titles.map((title) => `“${title}”`).join(', ')} ${titles.length === 1 ? 'is' : 'are'} longer. Shorten ${titles.length === 1 ? 'it' : 'them'}, or untick ${titles.length === 1 ? 'the line' : 'those lines'}.`,
  alternate: 'Alternate',
  alternateChoice: 'Alternate (filled only within budget)',
  alternates: 'Alternates',
  alternatesFigure: (books: number, amount: string) =>
    `${books} ${books === 1 ? 'book' : 'books'}, ${amount}`,
  quoteRequested: '견적 요청이 완료되었습니다',
  quoteFailed: '견적 요청에 실패했습니다',
  orderRequested: '주문 요청이 완료되었습니다',
  orderNotReady: '견적서 처리가 완료되지 않았습니다',
  orderFailed: '주문 요청에 실패했습니다', // (ours) any other failure of Place Order
  sortOrder: 'Sort order', // (ours)
  ascending: 'Ascending', // (ours)
  descending: 'Descending', // (ours)
  more: 'More', // (ours) the hidden toolbar: switch, rename, delete
  moreActions: 'More actions for this selection', // (ours)
  openSelection: (name: string) => `Open ${name}`, // (ours)
  renameSelection: 'Rename', // (ours)
  deleteSelection: 'Delete selection', // (ours)
  tableLabel: (name: string) => `Books of ${name}`, // (ours)
  selectAll: 'Select all books', // (ours)
  selectRow: (title: string) => `Select ${title}`, // (ours)
  coverOf: (title: string) => `Cover of ${title}`, // (ours)
  poNumberOf: (title: string) => `PO number of ${title}`, // (ours)
  quantityOf: (title: string) => `Quantity of ${title}`, // (ours)
  deleteOf: (title: string) => `Delete ${title}`, // (ours)
  deleteItemTitle: 'Delete book', // (ours)
  deleteItemQuestion: (title: string) => `Delete “${title}” from this selection?`, // (ours)
  changedRow: 'Unsaved change', // (ours) the mark of an edited row
  rows: 'Rows', // (ours)
  totalOfSelected: 'Total of the selected rows', // (ours)
  totalOfAll: 'Total of all rows', // (ours)
  excelSavedOnly: 'Excel Download holds the saved values; save first to include your changes.', // (ours)
  excelFailed: 'The Excel file could not be downloaded.', // (ours)
  empty: 'This selection has no books yet.', // (ours)
  browseBooks: 'Browse books', // (ours)
  notFound: 'This selection does not exist.', // (ours)
  openDefault: 'Open common(default)', // (ours)
} as const;
