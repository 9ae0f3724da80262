/**
 * The librarian tools: Add by ISBN, Scan, the duplicates report and Copy to selection. The
 * issue gives the English labels "Add by ISBN", "ISBNs", "Check", "Add N books", "Scan" and "Copy
 * to selection"; everything else is ours, in English like the neighbouring selection page's
 * labels (texts/selection-page.ts).
 */
export const librarianTools = {
  addByIsbn: 'Add by ISBN',
  dialogTitle: (selection: string) => `Add by ISBN to ${selection}`,
  dialogTitleNoTarget: 'Add by ISBN',
  targetSelection: 'Add to selection',
  isbns: 'ISBNs',
  isbnsHelp:
    'One ISBN a line, optionally followed by a quantity, a PO number and a note (separated by comma, tab or spaces), as pasted from a spreadsheet. Up to 1,000 lines.',
  check: 'Check',
  addBooks: (count: number) => `Add ${count} ${count === 1 ? 'book' : 'books'}`,
  upload: 'Upload a list',
  uploadHelp: '.txt, .csv or .xlsx (first sheet; a header row is recognised)',
  sample: 'Download a sample file',
  sampleFileName: 'isbn-list-sample.csv',
  sampleContents: 'ISBN,Quantity,PO number\n978-89-364-3426-7,2,PO-2026-01\n0-306-40615-2,1,\n',
  reading: (fileName: string) => `Reading ${fileName}…`,
  fileRead: (fileName: string, lines: number) =>
    `${fileName}: ${lines.toLocaleString('en')} ${lines === 1 ? 'line' : 'lines'} read.`,
  fileUnreadable: (fileName: string) =>
    `${fileName} could not be read. Use a .txt, .csv or .xlsx file.`,
  empty: 'Type, paste, upload or scan at least one ISBN.',
  tooManyLines: (count: number) =>
    `This list has ${count.toLocaleString('en')} lines; at most 1,000 can be checked at once. Split it into parts.`,
  headerSkipped: 'The first line was read as a header and skipped.',
  checkFailed: 'The list could not be checked.',
  addFailed: 'The books could not be added.',
  // (ours) no answer came: the request may or may not have reached the server
  checkUnanswered: 'No answer came: the list was not checked. Check it again.',
  addUnanswered:
    'No answer came: the books may already have been added. Adding them again, now or queued for when online, adds them only once.',
  addedToast: (count: number, selection: string) =>
    `${count} ${count === 1 ? 'book' : 'books'} added to ${selection}.`,
  summary: (found: number, problems: number) =>
    `${found} found, ${problems} ${problems === 1 ? 'line needs' : 'lines need'} attention.`,
  previewLabel: 'Checked ISBNs',
  columns: {
    add: 'Add',
    line: 'Line',
    cover: 'Cover',
    isbn: 'ISBN',
    book: 'Book',
    price: 'Price',
    quantity: 'Quantity',
    poNumber: 'PO Number',
    note: 'Note', // (ours) docs/product/selection.md#notes
    status: 'Status',
  },
  tickRow: (line: number, title: string) => `Add line ${line}: ${title}`,
  status: {
    found: 'Found',
    notFound: 'Not found',
    invalid: 'Invalid ISBN',
    noteTooLong: (length: number) =>
      `Not added: a note is at most 500 characters; this one has ${length}. Shorten it and check again.`,
    duplicateLine: (line: number) => `Duplicate of line ${line}: its quantity was added there`,
    added: (quantity: number) => `Added (now ${quantity} in the selection)`,
    capped: 'The row reached the largest quantity, 9999',
  },
  problem: {
    length: 'An ISBN has 10 or 13 digits',
    characters: 'Only digits (and a final X on an ISBN-10)',
    'check-digit': 'The check digit does not match: a typo or a misread barcode',
    prefix: 'Not a book number (an ISBN-13 starts with 978 or 979)',
  },
  convertedFrom: (isbn10: string) => `Converted from ISBN-10 ${isbn10}`,
  quantityUnread: 'Quantity not understood: 1 is used',
  // Where a book already is (the duplicates report)
  alreadyIn: (selection: string, quantity: number) => `Already in “${selection}” (${quantity})`,
  alreadyInThis: (quantity: number) => `Already in this selection (${quantity})`,
  ordered: (orderCode: string, date: string, quantity: number) =>
    `Ordered: ${orderCode} on ${date} (${quantity})`,
  releaseNotice: (label: string) => `Release status: ${label}`,
  duplicatesTitle: 'Already chosen or ordered',
  holdingsLoading: 'Checking your selections and orders…',
  // Scan
  scan: 'Scan',
  stopScan: 'Stop scanning',
  scanTitle: 'Scan barcodes',
  scanHelp:
    'Hold a book’s barcode (EAN-13) in front of the camera. A hand scanner works in the ISBNs field without the camera.',
  scanLoading: 'Starting the camera…',
  cameraVideo: 'Camera picture',
  scannedCount: (count: number) => `${count} scanned`,
  lastScanned: (isbn: string) => `Last read: ${isbn}`,
  undoLast: 'Undo last',
  noCamera: 'No camera was found on this device. Type, paste or use a hand scanner instead.',
  cameraDenied:
    'The camera may not be used: allow it in the browser’s site settings, or type, paste or use a hand scanner instead.',
  cameraFailed: 'The camera could not be started. Type, paste or use a hand scanner instead.',
  noDetector: 'This browser cannot read barcodes. Type, paste or use a hand scanner instead.',
  noWebAssembly:
    'This device does not allow the barcode reader to run (WebAssembly is off, as in Lockdown Mode on an iPad or iPhone). Type, paste or use a hand scanner instead.',
  // Offline
  offlineQueued: (count: number, selection: string) =>
    `Offline: ${count} ${count === 1 ? 'ISBN is' : 'ISBNs are'} queued for ${selection} and will be checked and added when the connection returns.`,
  queueOffline: 'Queue for when online',
  queuedIsbnsTitle: 'ISBNs waiting for the connection',
  queuedIsbns: (count: number) => `${count} ${count === 1 ? 'ISBN' : 'ISBNs'} waiting`,
  queuedReport: (added: number, problems: number, selection: string) =>
    `Queued ISBNs checked: ${added} added to ${selection}, ${problems} not added (not found, invalid or refused).`,
  // Reorder
  copyToSelection: 'Copy to selection',
  reorderColumn: 'Reorder',
  copyTitle: (orderCode: string) => `Copy ${orderCode} to a selection`,
  copyTarget: 'Selection',
  copyNew: 'A new selection',
  copyNewName: 'Name of the new selection',
  copyBooks: (count: number) => `${count} ${count === 1 ? 'book' : 'books'} will be copied.`,
  copyConfirm: 'Copy',
  copied: (count: number, selection: string) =>
    `${count} ${count === 1 ? 'book' : 'books'} copied to ${selection}.`,
  copyFailed: 'The order could not be copied.',
  nameRequired: 'Please enter a name.',
  nameTaken: 'A selection with this name already exists.',
  openSelection: (name: string) => `Open ${name}`,
} as const;
