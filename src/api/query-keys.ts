import type { components } from './schema.gen';

/**
 * Every query and mutation key of the cache, in one place. Keys are the cache's shared vocabulary:
 * an edit in one area changes what another shows (an order request empties rows of a selection
 * and adds to the order list and the home), so invalidations cross areas and must name the same
 * keys. Each area's keys start with its own root; pass the factory's result, never a literal.
 * Parameters (a page's query) are part of a key as they are: only their identity matters here.
 *
 * Mutation keys name an operation (one file each under `features/<area>/api/`): they find its
 * registered defaults (a queued edit replayed after a reload) and its state (`useMutationState`).
 */

type CartSortField = components['schemas']['CartSortField'];

/** The catalogue and book detail: everything starts with ['books']. */
export const bookKeys = {
  all: ['books'] as const,
  tabs: () => [...bookKeys.all, 'tabs'] as const,
  categoryTree: () => [...bookKeys.all, 'category-tree'] as const,
  collections: () => [...bookKeys.all, 'collection'] as const,
  collection: (collectionId: number, params: object) =>
    [...bookKeys.collections(), collectionId, params] as const,
  searches: () => [...bookKeys.all, 'search'] as const,
  search: (params: object) => [...bookKeys.searches(), params] as const,
  detail: (bookId: number) => [...bookKeys.all, 'detail', bookId] as const,
  classificationChain: (name: string) => [...bookKeys.all, 'classification-chain', name] as const,
};

/** The catalogue's own edits: saved filters, and the book detail's Order Request. */
export const bookMutationKeys = {
  saveFilter: [...bookKeys.all, 'save-filter'] as const,
  deleteFilter: [...bookKeys.all, 'delete-filter'] as const,
  orderRequest: [...bookKeys.all, 'order-request'] as const,
};

/** The member home; quotation and order requests invalidate `homeKeys.all`. */
export const homeKeys = {
  all: ['home'] as const,
  orderSummary: () => [...homeKeys.all, 'order-summary'] as const,
  notifications: () => [...homeKeys.all, 'notifications'] as const,
  bannerText: () => [...homeKeys.all, 'banner-text'] as const,
  banner: () => [...homeKeys.all, 'banner'] as const,
};

/** Announcements. Nothing in the portal changes them. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: () => [...noticeKeys.all, 'list'] as const,
  list: (query: object) => [...noticeKeys.lists(), query] as const,
  details: () => [...noticeKeys.all, 'detail'] as const,
  detail: (id: number) => [...noticeKeys.details(), id] as const,
};

/** Orders; quotation and order requests invalidate `orderKeys.all`. */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (params: object) => [...orderKeys.lists(), params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  /** An order's history is a function of its status: a new status is a new entry. */
  history: (id: number, status: string) => [...orderKeys.all, 'history', id, status] as const,
};

/** The member's funds and the school year's report: everything starts with ['budget']. */
export const budgetKeys = {
  all: ['budget'] as const,
  year: (schoolYear: number | undefined) =>
    [...budgetKeys.all, 'year', schoolYear ?? 'current'] as const,
};

/** The calls that set funds: account calls, never queued (docs/product/budget.md#calls). */
export const budgetMutationKeys = {
  create: [...budgetKeys.all, 'create'] as const,
  update: [...budgetKeys.all, 'update'] as const,
  delete: [...budgetKeys.all, 'delete'] as const,
  download: [...budgetKeys.all, 'download'] as const,
};

/**
 * The calls that create or change orders: a selection's quotation and order requests, an order
 * request on an answered quotation, a cancellation. Never queued, so never under `selections`
 * (whose mutations the queued-edit views count).
 */
export const orderMutationKeys = {
  requestQuotation: [...orderKeys.all, 'request-quotation'] as const,
  requestOrder: [...orderKeys.all, 'request-order'] as const,
  orderFromQuotation: [...orderKeys.all, 'order-from-quotation'] as const,
  cancel: [...orderKeys.all, 'cancel'] as const,
  contract: [...orderKeys.all, 'contract'] as const,
  downloadList: [...orderKeys.all, 'download-list'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  me: () => [...profileKeys.all, 'me'] as const,
  signIns: () => [...profileKeys.all, 'sign-ins'] as const,
};

/** The supplier's identity (docs/product/shell.md#footer). */
export const supplierKeys = {
  all: ['supplier'] as const,
  identity: () => [...supplierKeys.all, 'identity'] as const,
};

/** The member's account edits (docs/product/profile.md). */
export const profileMutationKeys = {
  update: [...profileKeys.all, 'update'] as const,
  changePassword: [...profileKeys.all, 'password'] as const,
  deleteAccount: [...profileKeys.all, 'delete'] as const,
  endOtherSignIns: [...profileKeys.all, 'end-other-sign-ins'] as const,
};

/** The calls of sign-up, registration and password reset, made without a session (docs/product/access.md#calls). */
const account = ['account'] as const;
export const accountMutationKeys = {
  sendRegistrationCode: [...account, 'send-registration-code'] as const,
  verifyRegistrationCode: [...account, 'verify-registration-code'] as const,
  register: [...account, 'register'] as const,
  cancelRegistration: [...account, 'cancel-registration'] as const,
  sendResetCode: [...account, 'send-reset-code'] as const,
  verifyResetCode: [...account, 'verify-reset-code'] as const,
  resetPassword: [...account, 'reset-password'] as const,
};

/** The inquiry dialog (docs/product/inquiry.md#dialog). */
export const inquiryMutationKeys = {
  send: ['inquiry', 'send'] as const,
};

/** Selections; their edits invalidate exactly these. */
export const selectionKeys = {
  all: ['selections'] as const,
  list: () => [...selectionKeys.all, 'list'] as const,
  details: () => [...selectionKeys.all, 'detail'] as const,
  /**
   * A selection's contents, by its id: a rename keeps them (and the copy kept offline), though the
   * server is asked by name.
   */
  detail: (id: string, sortField?: CartSortField, sortOrder?: 'asc' | 'desc') =>
    [...selectionKeys.details(), id, { sortField, sortOrder }] as const,
  detailsOf: (id: string) => [...selectionKeys.details(), id] as const,
  /** The contents of a selection known only by a name the cached list does not hold. */
  detailByName: (name: string, sortField?: CartSortField, sortOrder?: 'asc' | 'desc') =>
    [...selectionKeys.details(), { name }, { sortField, sortOrder }] as const,
  /** A selection's unsaved draft (beside its detail, never fetched). */
  draft: (selectionId: string) => [...selectionKeys.all, 'draft', selectionId] as const,
  drafts: () => [...selectionKeys.all, 'draft'] as const,
  /** The selection the member last added books to (kept in the cache, never fetched). */
  lastUsed: () => [...selectionKeys.all, 'last-used'] as const,
};

/**
 * The selection edits, which may wait in the offline queue: each has defaults
 * (features/selections/api/mutations/register.ts), registered before a cache holding a queued
 * edit is restored, so queued offline edits survive a reload. All start with `selections`: the
 * queued-edit views (top bar count, pending rows, the list of queued edits) find them by it.
 */
export const selectionMutationKeys = {
  create: [...selectionKeys.all, 'create'] as const,
  rename: [...selectionKeys.all, 'rename'] as const,
  remove: [...selectionKeys.all, 'delete'] as const,
  addBook: [...selectionKeys.all, 'add-book'] as const,
  addBooks: [...selectionKeys.all, 'add-books'] as const,
  update: [...selectionKeys.all, 'update'] as const,
  removeItem: [...selectionKeys.all, 'delete-item'] as const,
  /** The fund chooser of the selection page (docs/product/budget.md#which-fund). */
  setFund: [...selectionKeys.all, 'fund'] as const,
  /** ISBNs scanned or pasted offline, checked and added on replay (the librarian tools). */
  queueIsbns: [...selectionKeys.all, 'isbn-list'] as const,
};

/** The librarian tools (Add by ISBN, where books already are, Copy to selection). */
export const librarianKeys = {
  all: ['librarian-tools'] as const,
  /** Where books already are, by the sorted list of book ids asked (and the order asked). */
  holdings: (bookIds: readonly number[], orderId?: number) =>
    [
      ...librarianKeys.all,
      'holdings',
      { bookIds: [...new Set(bookIds)].sort((a, b) => a - b), orderId },
    ] as const,
  holdingsAll: () => [...librarianKeys.all, 'holdings'] as const,
};

/** The librarian tools' calls that need the network (the offline one is `queueIsbns`). */
export const librarianMutationKeys = {
  resolveIsbns: [...librarianKeys.all, 'resolve'] as const,
  addRows: [...librarianKeys.all, 'add-rows'] as const,
  copyOrder: [...librarianKeys.all, 'copy-order'] as const,
};

/** The diagnostic page's checks (never persisted). */
export const diagnosticsKeys = {
  all: ['diagnostics'] as const,
  ping: (probeId: string) => [...diagnosticsKeys.all, 'ping', probeId] as const,
  storage: () => [...diagnosticsKeys.all, 'storage'] as const,
};

/** What was taken offline ("Available offline"), kept beside the data it took. */
export const offlinePackKeys = {
  all: ['offline-pack'] as const,
  /** A pack's record, e.g. ['offline-pack', 'collection', 12]. */
  record: (kind: string, id: string | number) => [...offlinePackKeys.all, kind, id] as const,
};
