export const orders = {
  title: 'Order Inquiry',
  period: 'Period', // (ours)
  periods: {
    m1: 'Last 1 month',
    m3: 'Last 3 months',
    m6: 'Last 6 months',
    y1: 'Last 1 year',
    custom: 'Custom',
  },
  startDate: 'Start date', // (ours)
  endDate: 'End date', // (ours)
  status: 'Status',
  allStatuses: 'All', // (ours)
  columns: {
    orderCode: 'Order#',
    selection: 'My Selection',
    image: 'Image',
    title: 'Title',
    quantity: 'Quantity',
    quotationFile: 'Quotation file',
    orderFile: 'Order Form file',
    orderDate: 'Order Date',
    alert: 'Alert',
    status: 'Status',
  },
  moreBooks: (count: number) => `외 ${count}권`,
  statusLabels: {
    QUOTATION_REQUEST: 'Quotation Request',
    QUOTATION_DONE: 'Quotation Done',
    ORDER_REQUEST: 'Order Request',
    INVOICE_REQUEST: 'Invoice Request',
    INVOICE_DONE: 'Invoice Done',
    CANCELED: 'Canceled',
  },
  steps: { selection: 'Cart', quotation: 'Quotation', order: 'Order' },
  statusButtons: {
    QUOTATION_REQUEST: 'Reviewing Quotation',
    QUOTATION_DONE: 'Download Quotation',
    ORDER_REQUEST: 'Reviewing Order',
    INVOICE_REQUEST: 'Download Order Form',
    INVOICE_DONE: 'Order Completed',
  },
  orderNumber: 'Order number', // (ours)
  message: 'Message',
  estimatedAmount: 'Estimated amount',
  cancelRequest: 'Cancel Request',
  orderRequest: 'Order Request',
  cancelQuestion: 'Would you like to cancel this order?', // (ours)
  // (ours, a listed deviation) the dialog's buttons say what they do, not 'Cancel' / 'Ok'
  keepRequest: 'Keep request',
  confirmCancel: 'Cancel request',
  orderQuestion: 'Would you like to place this order?', // (ours)
  orderDone: 'Order request has been completed',
  orderFailed: 'Order request failed',
  cancelled: 'Order has been cancelled',
  cancelFailed: 'Order cancellation failed',
  noFile: 'No file available.',
  fileFailed: 'The file could not be downloaded.', // (ours)
  fileDownloading: 'Downloading', // (ours) name of the pending download button's spinner
  // (ours) the office's papers of an order (docs/product/orders.md#documents)
  documents: {
    title: 'Documents for the office',
    quotation: '견적서 (quotation)',
    quotationPurpose: '견적서: for the 품의 in 에듀파인',
    statement: '거래명세서 (statement of delivery)',
    statementPurpose: '거래명세서: with the delivery',
    pdf: 'PDF',
    xlsx: 'Excel',
    downloadOf: (document: string, format: string) => `${document}, ${format}`,
  },
  detailTitle: 'Order', // (ours) page title of /order/{id}
  periodOptions: 'Period', // (ours)
  invalidRange: 'The start date must be on or before the end date.', // (ours)
  pageSize: 'Page size', // (ours)
  pages: 'Order pages', // (ours) name of the pagination
  resultCount: (count: number) => `Total ${count}`, // (ours)
  tableLabel: 'Orders', // (ours)
  alertBadge: 'Updated', // (ours) the provider changed the order since it was last opened
  download: 'Download', // (ours)
  quotationFileOf: (code: string) => `Quotation file of ${code}`, // (ours)
  orderFileOf: (code: string) => `Order Form file of ${code}`, // (ours)
  progress: 'Progress', // (ours)
  stepDone: 'completed', // (ours)
  stepCurrent: 'current step', // (ours)
  books: 'Books', // (ours) the product table
  bookColumns: {
    title: 'Title',
    poNumber: 'PO Number',
    listPrice: 'List price', // (ours) 도서정가제: docs/product/orders.md#books
    discount: 'Discount', // (ours)
    price: 'Price',
    quantity: 'Quantity',
    amount: 'Amount', // (ours)
    delete: 'Delete',
  },
  quantityOf: (title: string) => `Quantity of ${title}`, // (ours)
  alternate: 'Alternate', // (ours) a line's priority: docs/product/orders.md#detail
  removeOf: (title: string) => `Remove ${title} from the order`, // (ours)
  editHint: 'Choose the books and quantities to order; a book at 0 or removed is left out.', // (ours)
  nothingToOrder: 'Keep at least one chosen book with a quantity above 0.', // (ours)
  createdAt: 'Order Date',
  fromSelection: 'My Selection',
  notFound: 'This order does not exist.', // (ours)
  // (ours) the order's timeline (docs/product/orders.md#history)
  history: 'History',
  historySteps: {
    QUOTATION_REQUEST: 'Quotation requested',
    QUOTATION_DONE: 'Quotation answered',
    ORDER_REQUEST: 'Order requested',
    INVOICE_REQUEST: 'Order form issued',
    INVOICE_DONE: 'Order completed',
    CANCELED: 'Cancelled',
  },
  historyActors: {
    member: 'by you',
    librarian: 'by the librarian',
    provider: 'by the provider',
    system: 'by the portal',
  },
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  backToList: 'Back to the orders', // (ours)
  // (ours) docs/product/orders.md#excel
  excelDownload: 'Excel Download',
  excelFailed: 'The Excel file could not be downloaded.',
  // (ours) docs/product/orders.md#s2b
  s2b: {
    title: '학교장터 (S2B) contract',
    hint: 'The contract you made on 학교장터 for this order. It can be changed until the order is completed.',
    number: 'Contract number',
    date: 'Contract date',
    none: 'Not recorded',
    edit: 'Record contract',
    save: 'Save contract',
    cancel: 'Cancel',
    saved: 'The S2B contract has been saved.',
    saveFailed: 'The S2B contract could not be saved.',
    settled: 'This order is completed or cancelled: its S2B contract can no longer be changed.',
    numberMax: (max: number) => `The contract number can be up to ${max} characters long.`,
  },
} as const;
