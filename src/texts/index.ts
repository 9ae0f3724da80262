/**
 * Every interface text of the portal, as the specifications show it (a mix of Korean and English),
 * in one place so that a full Korean or English translation is one more object of this shape.
 *
 * Corrected defects of the originals (README "Deviations"): the typos "addresss" and "requried",
 * the swapped Subject/Message messages of the inquiry dialog, and "Current Please enter your
 * password". Texts the specifications leave "not shown" are ours and marked (ours).
 */
export const texts = {
  common: {
    cancel: 'Cancel',
    ok: 'Ok',
    cancelKo: '취소',
    okKo: '확인',
    save: 'Save',
    delete: 'Delete',
    confirm: 'Confirm',
    close: 'Close',
    noResults: 'No results.',
    loading: 'Loading',
    retry: 'Try again',
    seeMore: 'See More +',
    won: '원',
    offlineUnavailable: 'This page is not available offline.', // (ours)
    offlineAction: 'You are offline. This needs a connection.', // (ours)
    lastUpdated: 'Last updated', // (ours)
  },

  /** The installable, offline-capable app (issue 7); all (ours). */
  offline: {
    offline: 'Offline',
    install: 'Install app',
    updateAvailable: 'A new version of the portal is available.',
    updateLater: 'Later',
    updateReload: 'Reload',
    pendingEdits: (count: number) =>
      count === 1 ? '1 edit waiting to sync' : `${count} edits waiting to sync`,
    pendingEditsHint: 'These changes are sent when the connection is back.',
    notApplied: (what: string) => `Not applied: ${what}`,
    bookNumber: (bookId: number) => `book ${bookId}`,
    edits: {
      create: (name: string) => `creating the selection "${name}"`,
      rename: (name: string) => `renaming a selection to "${name}"`,
      remove: (name: string) => `deleting the selection "${name}"`,
      addBooks: (titles: readonly string[], selection: string) =>
        titles.length === 1
          ? `adding "${titles[0]}" to "${selection}"`
          : `adding ${titles.length} books (${titles.join(', ')}) to "${selection}"`,
      save: (selection: string) => `saving the changes to "${selection}"`,
      removeItem: (title: string, selection: string) =>
        title ? `removing "${title}" from "${selection}"` : `removing a book from "${selection}"`,
    },
    cachedCopy: (time: string) => `Offline copy, last updated ${time}.`,
    staleCopy: (time: string) => `Showing data last updated ${time}.`,
    refreshing: 'Updating…',
    queuedAdditions: 'Waiting to be added',
    queuedAdditionsHint: 'Sent when the connection is back.',
    queuedRemoval: 'Removal waiting to sync',
    queuedDeletion: 'Deletion waiting to sync',
    queuedSave: 'Saved offline, waiting to sync',
    takeOffline: 'Available offline',
    takeOfflineHint: (what: string) =>
      `Downloads ${what} (pages, book details and covers) so it can be browsed without a network.`,
    takingOffline: (done: number, total: number) =>
      `Preparing for offline use: ${done} of ${total}`,
    tookOffline: (size: string, time: string) => `Available offline (${size}, ${time}).`,
    takeOfflineFailed: (failed: number) =>
      failed === 1 ? '1 item could not be downloaded.' : `${failed} items could not be downloaded.`,
    takeOfflineListFailed: 'The list could not be downloaded: nothing was taken offline.',
    cancel: 'Stop',
    thisCollection: 'this collection',
    thisSelection: 'this selection',
  },

  errors: {
    tokenMissing: '토큰이 존재하지 않습니다.',
    loginRequired: '로그인이 필요합니다.',
    forbidden: '권한이 없습니다.',
    notFound: 'Not found.', // (ours) fallback when a 404 has no message
    generic: 'Something went wrong.', // (ours)
    pageNotFoundTitle: 'Page not found', // (ours)
    pageNotFoundText: 'The page you are looking for does not exist.', // (ours)
    goHome: 'Go to home', // (ours)
  },

  shell: {
    logout: '로그아웃',
    menu: {
      home: 'Home',
      books: 'Book',
      selections: 'My Selection',
      orders: 'Order Inquiry',
      notices: 'Announcements',
      profile: 'Account Information',
    },
    editSelections: 'Edit selections', // (ours) accessible name of the gear icon
    addSelection: 'Add selection', // (ours)
    renameSelection: 'Rename', // (ours)
    deleteSelection: 'Delete', // (ours)
    contact: 'Contact',
    footer: {
      registrationNumber: 'Business registration number', // (ours)
      email: 'E-mail', // (ours)
      phone: 'Phone', // (ours)
    },
    pageNames: {
      bookDetails: 'Book Details',
      cart: 'Cart',
      order: 'Order',
    },
  },

  selections: {
    defaultId: 'public',
    defaultName: 'common(default)',
    defaultAlias: '공용',
    renameTitle: 'Change the name of Selection',
    renamePlaceholder: 'Enter new name',
    deleteTitle: 'DELETE SELECTION',
    deleteText: 'Would you like to delete the cart?',
    createTitle: 'Create and add a new cart',
    createPlaceholder: 'Enter cart name',
    nameLabel: 'Selection name', // (ours) label of the name inputs
    deleted: 'Cart deleted successfully',
    deleteFailed: 'Failed to delete cart',
    renamed: 'Cart renamed successfully',
    renameFailed: 'Failed to rename cart',
    created: 'Cart created successfully',
    createFailed: 'Failed to create cart',
    duplicateName: 'A selection with the same name already exists.', // (ours) wording of the alert
  },

  signIn: {
    title: 'Sign in', // (ours)
    welcomeTitle: 'Welcome', // (ours)
    welcomeText: 'The book-ordering portal for schools and libraries.', // (ours)
    email: 'Email',
    password: 'Password',
    rememberMe: 'Stay signed in',
    submit: 'Log in',
    signUp: 'Sign Up',
    forgotPassword: 'Forgot Password?',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'The email address is not in a valid format.',
    passwordRequired: 'Please enter your password.',
    failed: 'Email or password is not valid',
  },

  signUp: {
    title: 'Create Account',
    email: 'Email',
    sendCode: 'Send Verification Code',
    resend: 'Resend',
    verified: 'Verified',
    verify: 'Verify',
    verificationCode: 'Verification code',
    verificationSuccess: 'Verification successful.',
    verificationFailed: 'Email verification failed. Please try again.',
    password: 'Password',
    passwordCheck: 'Password confirm',
    name: 'Contact Person',
    phoneNumber: 'Contact Number',
    department: 'Affiliation',
    address: 'Institution Address',
    agreeAll: 'I agree to all of the following', // (ours) the master checkbox
    agreements: 'Agreements', // (ours) name of the agreements group
    agreeTerms: 'Terms of Service (required)',
    agreePrivacy: 'Collection and use of personal information (required)',
    marketingConsent: 'Marketing information (optional)',
    submit: 'Create Account',
    submitFailed: 'The account could not be created. Please check the form and try again.', // (ours; the original showed nothing)
    codeSent: 'A verification code has been sent.', // (ours)
    errors: {
      emailRequired: 'Email is required.',
      emailInvalid: 'Please enter a valid email address.',
      codeRequired: 'Verification code is required.',
      passwordRequired: 'Password is required.', // (ours; the specification names no text)
      passwordMin: 'Password must be at least 8 characters long.',
      passwordMax: 'Password can be up to 12 characters long.',
      passwordPattern:
        'Password must include a combination of letters, numbers, and special characters.',
      passwordCheckRequired: 'Password confirm is required.',
      passwordMismatch: 'Passwords do not match.',
      nameRequired: 'Contact Person is required.',
      phoneRequired: 'Contact Number is required.',
      phoneDigits: 'Please enter numbers only.',
      departmentRequired: 'Affiliation is required.',
      addressRequired: 'Institution Address is required.',
      agreeTermsRequired: 'Agreeing to the Terms of Service is required.',
      agreePrivacyRequired:
        'Consent to the collection and use of personal information is required.',
    },
  },

  waiting: {
    title: 'Your registration is under review', // (ours)
    text: 'The provider is reviewing your request. You can sign in once it has been approved.', // (ours)
    account: 'Account', // (ours)
    cancelRequest: 'Cancel Registration Request',
    cancelTitle: 'Cancel Registration Request',
    cancelText: 'Would you like to cancel your registration request?', // (ours)
    cancelled: 'Your registration request has been cancelled.', // (ours)
    cancelFailed: 'The request could not be cancelled.', // (ours)
    goBack: 'Go back',
  },

  findPassword: {
    title: 'Forgot Password',
    email: 'Email',
    sendCode: 'Send Code',
    code: 'Verification code',
    verify: 'Verify',
    verified: 'Verification completed. Click Next to set your new password.',
    next: 'Next',
    sendFailed: 'Failed to send email',
    verifyFailed: 'Email verification failed. Please try again.',
    emailRequired: '이메일을 입력해주세요.',
    emailInvalid: '이메일 형식이 올바르지 않습니다.',
    codeRequired: '인증번호를 입력해주세요.',
    codeSent: 'A verification code has been sent.', // (ours)
  },

  changePassword: {
    title: 'Set a new password', // (ours)
    password: 'New password',
    passwordCheck: 'Confirm password',
    submit: 'Change Password',
    done: 'Your password has been changed. Please sign in.', // (ours)
    failed: 'Failed to reset password',
    missing: 'Email or verification code is missing',
    errors: {
      passwordRequired: 'Please enter your password',
      passwordMin: 'Password must be at least 8 characters',
      passwordMax: 'Password must be 12 characters or less',
      passwordPattern: 'Password must include letters, numbers, and special characters',
      passwordCheckRequired: 'Please confirm your password',
      passwordMismatch: 'Passwords do not match',
    },
  },

  inquiry: {
    title: 'INQUIRIES',
    email: 'Email Address',
    orderCode: 'Order Number (optional)',
    subject: 'Subject',
    message: 'Message',
    attachments: 'Attachments',
    submit: 'Inquiry',
    failed: 'The inquiry could not be sent. Your text is kept; please try again.', // (ours; the original showed nothing)
    errors: {
      emailRequired: '이메일을 입력해주세요.',
      emailInvalid: '이메일 형식이 올바르지 않습니다.',
      subjectRequired: 'Please enter a subject.',
      messageRequired: 'Please enter the content.',
    },
  },

  home: {
    welcomeFallback: 'Welcome',
    orderHistory: 'Order History',
    lastYear: 'Last 1 Year',
    tiles: {
      cart: 'My Selection',
      quotation: 'Quotation',
      order: 'Order Item',
      invoice: 'Completed Orders',
    },
    announcements: 'Announcements',
    noAnnouncements: 'No Announcements',
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
  },

  catalogue: {
    title: 'Book', // (ours) page title, the menu label
    filterPanel: 'Filter', // (ours)
    showFilters: 'Show filters', // (ours)
    hideFilters: 'Hide filters', // (ours)
    categories: 'Category',
    categorySearch: 'Search categories', // (ours)
    categoryPlaceholder: '카테고리 선택',
    titleFilter: 'Title',
    publisher: 'Publisher',
    author: 'Author',
    keyword: 'Keyword',
    saveFilter: 'Save',
    saveFilterQuestion: 'Would you like to save?',
    filterName: 'Filter name', // (ours)
    filterCreated: 'The filter has been saved.', // (ours; wording not shown)
    filterCreateFailed: '필터 생성에 실패했습니다.',
    filterUpdated: 'The filter has been updated.', // (ours; wording not shown)
    filterUpdateFailed: 'The filter could not be updated.', // (ours; wording not shown)
    filterDeleted: 'The filter has been deleted.', // (ours)
    filterDeleteFailed: 'The filter could not be deleted.', // (ours)
    deleteFilterQuestion: 'Would you like to delete this filter?', // (ours)
    allFilter: 'All',
    search: 'Search',
    searchPlaceholder: 'Search books', // (ours)
    resetSearch: 'Reset Search',
    sort: 'Sort',
    sortOptions: {
      none: 'None',
      classification: 'Classification',
      author: 'Author',
      publisher: 'Publisher',
      title: 'Title',
      latest: 'Latest publication date',
    },
    pageSize: 'Page size', // (ours)
    selectedList: 'Selected Books List',
    clearAll: 'Clear All',
    remove: 'Remove', // (ours)
    addToSelection: 'Add to My Selection',
    addToSelectionQuestion: 'Add the selected books to this selection?', // (ours)
    chooseSelection: 'My Selection', // (ours) label of the chooser
    addedToSelection: '아이템이 추가되었습니다',
    addToSelectionFailed: '아이템 추가에 실패했습니다',
    // (ours) everything below: names and states the specification does not word
    tabsLabel: 'Catalogue tabs',
    savedFilters: 'Saved filters',
    deleteFilterTitle: 'Delete filter',
    deleteFilterLabel: (name: string) => `Delete filter ${name}`,
    clearFilter: 'Clear',
    edited: 'edited',
    filterNameRequired: 'Please enter a filter name.',
    duplicateFilterName: 'A filter with the same name already exists in this tab.',
    updateFilterNote: (name: string) => `The saved filter "${name}" will be updated.`,
    categoryTreeFailed: 'The categories could not be loaded.',
    expandGroup: 'Expand',
    collapseGroup: 'Collapse',
    searchResultsFor: (text: string) => `Search results for "${text}"`,
    narrowedBy: (name: string) => `Narrowed by the saved filter "${name}".`,
    searchIgnoresPanel:
      'A search is narrowed by a saved filter only: save the filter panel to use it here.',
    total: (count: string) => `Total ${count}`,
    pagesOf: (name: string) => `${name} pages`,
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageLabel: (page: number) => `Page ${page}`,
    columns: { cover: 'Cover', book: 'Book' },
    newBadge: 'NEW',
    noSelectedBooks: 'Tick books in the list to collect them here.',
    showSelectedList: 'Show the selected books',
    hideSelectedList: 'Hide the selected books',
    newSelection: 'New selection',
    createSelection: 'Create',
  },

  book: {
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
    note: 'Note',
    quantity: 'Quantity',
    mySelection: 'My Selection',
    orderRequest: 'Order Request',
    added: '성공적으로 추가되었습니다',
    addFailed: '장바구니 추가에 실패했습니다',
    ordered: '성공적으로 주문되었습니다',
    orderFailed: '주문에 실패했습니다',
    details: {
      pages: 'Pages',
      language: 'Language',
      format: 'Format',
      status: 'Publication status',
      keywords: 'Keywords',
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
    // (ours) everything below: names and states the specification does not word
    detailsTitle: 'Details',
    sectionsLabel: 'Sections',
    backToList: 'Back to the list',
    notFound: 'This book could not be found.',
  },

  cart: {
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
      price: 'Price',
      poNumber: 'PO Number',
      quantity: 'Quantity',
      delete: 'Delete',
    },
    requestDetails: 'Request Details',
    itemCount: 'Items', // (ours)
    selectedCount: 'Selected', // (ours)
    totalPrice: 'Total',
    save: 'Save',
    requestQuote: 'Request Quote',
    placeOrder: 'Place Order',
    requestQuoteQuestion: 'Would you like to request a quotation for the selected books?', // (ours)
    placeOrderQuestion: 'Would you like to place an order for the selected books?', // (ours)
    unsavedChanges: 'You have unsaved changes.', // (ours)
    pendingSync: 'Waiting to sync', // (ours) an offline edit not yet sent
    deleted: '삭제되었습니다',
    deleteFailed: '삭제에 실패했습니다',
    added: '아이템이 추가되었습니다',
    addFailed: '아이템 추가에 실패했습니다',
    quantityFailed: '수량 변경에 실패했습니다',
    renamed: '이름이 변경되었습니다',
    renameFailed: '이름 변경에 실패했습니다',
    updateFailed: '장바구니 업데이트에 실패했습니다',
    saved: 'Your selection has been saved.', // (ours; wording not shown)
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
  },

  orders: {
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
    steps: { cart: 'Cart', quotation: 'Quotation', order: 'Order' },
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
    orderQuestion: 'Would you like to place this order?', // (ours)
    orderDone: 'Order request has been completed',
    orderFailed: 'Order request failed',
    cancelled: 'Order has been cancelled',
    cancelFailed: 'Order cancellation failed',
    noFile: 'No file available.',
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
      price: 'Price',
      quantity: 'Quantity',
      amount: 'Amount', // (ours)
      delete: 'Delete',
    },
    quantityOf: (title: string) => `Quantity of ${title}`, // (ours)
    removeOf: (title: string) => `Remove ${title} from the order`, // (ours)
    editHint: 'Choose the books and quantities to order; a book at 0 or removed is left out.', // (ours)
    nothingToOrder: 'Keep at least one chosen book with a quantity above 0.', // (ours)
    createdAt: 'Order Date',
    fromSelection: 'My Selection',
    notFound: 'This order does not exist.', // (ours)
    backToList: 'Back to the orders', // (ours)
  },

  notices: {
    title: 'Announcements',
    searchCategory: 'Search in', // (ours)
    searchCategories: { title: 'Title', content: 'Content' },
    search: 'Search',
    columns: { title: 'Title', author: 'Author', date: 'Date' },
    writer: 'Writer', // (ours)
    next: 'Next',
    prev: 'Previous',
    allList: 'All list',
    searchText: 'Search text', // (ours) label of the search box
    searchPlaceholder: 'Enter a word to search for', // (ours)
    pageSize: 'Page size', // (ours)
    resultCount: (count: number) => `Total ${count}`, // (ours)
    pages: 'Announcement pages', // (ours) name of the pagination
    neighbours: 'Other announcements', // (ours) name of the next/previous navigation
    date: 'Date', // (ours)
  },

  profile: {
    title: 'Account Information',
    info: 'Information', // (ours)
    name: 'Contact Person',
    email: 'Email',
    phoneNumber: 'Contact Number',
    department: 'Affiliation',
    address: 'Institution Address',
    modify: 'Modify',
    save: 'Save',
    cancel: 'Cancel',
    updated: 'Account information has been updated.',
    updateFailed: 'Failed to update account information.',
    passwordSection: 'Change Password', // (ours)
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordCheck: 'Confirm new password',
    changePassword: 'Change Password', // (ours)
    passwordChanged: 'Password has been changed.',
    passwordChangeFailed: 'Failed to change password.',
    errors: {
      currentRequired: 'Please enter your current password.',
      newRequired: 'Please enter your new password.',
      min: 'Password must be at least 8 characters long',
      mismatch: 'Passwords do not match',
      // (ours) the server's rules (sign-up's), told before submitting
      max: 'Password can be up to 12 characters long',
      pattern:
        'Password must include a combination of letters, numbers, and special characters (@$!%*#?&)',
      tooLong: (max: number) => `Use at most ${max} characters.`, // (ours)
    },
    emailReadOnly: 'Your e-mail address is your sign-in name and cannot be changed here.', // (ours)
    passwordRules: '8 to 12 characters: letters, numbers and at least one of @$!%*#?&', // (ours)
    deleteAccount: 'Delete Account',
    deleteTitle: 'Delete Account',
    deleteText: 'Enter your password to delete your account. This cannot be undone.', // (ours)
    deletePassword: 'Password', // (ours) label of the dialog's password field
    deleted: 'Your account has been successfully deleted.',
    deleteWrongPassword: 'The password does not match.',
    deleteFailed: 'The account could not be deleted. Please try again.', // (ours) any other failure
  },

  ping: {
    title: 'Ping test', // (ours)
    service: 'Staging service', // (ours)
    local: 'Portal (local)', // (ours)
    run: 'Run again', // (ours)
    // (ours) everything below: the diagnostic page for support
    intro:
      'Checks the connection to the portal and to the provider’s service. When something does not load, tell support what this page shows.',
    checks: 'Connection checks',
    endpoint: 'Address',
    result: 'Result',
    response: 'Response',
    roundTrip: 'Round trip',
    checking: 'Checking…',
    ok: 'OK',
    failed: 'Failed',
    notYet: 'Not checked yet',
    ms: (ms: number) => `${ms} ms`,
    networkError: 'No answer: the network is unavailable or the server cannot be reached.',
    timeout: (seconds: number) => `No answer within ${seconds} s.`,
    httpError: (status: number, message: string) =>
      message ? `HTTP ${status}: ${message}` : `HTTP ${status}`,
    summaryOk: 'Both checks succeeded.',
    summaryFailed: (failed: number) =>
      failed === 1 ? 'One check failed.' : `${failed} checks failed.`,
    autoRepeat: 'Repeat every 10 seconds while this page is visible',
    device: 'This device and app',
    browser: 'Browser connection',
    online: 'Online',
    offline: 'Offline',
    browserNote: 'as the browser reports it',
    portal: 'Portal connection',
    reachable: 'Reachable',
    unreachable: 'Not reachable',
    portalNote: 'as the app judges it from its own calls',
    serviceWorker: 'Service worker',
    swUnsupported: 'Not supported by this browser',
    swNotRegistered: 'Not registered',
    swControlling: 'Controls this page',
    swNotControlling: 'Does not control this page',
    swActive: 'Active',
    swWaiting: 'Waiting (an update is ready)',
    swInstalling: 'Installing',
    appVersion: 'App version',
    apiBase: 'API base URL',
    serviceBase: 'Service base URL',
    lastCheck: 'Last check',
  },
} as const;
