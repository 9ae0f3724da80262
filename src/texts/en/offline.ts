/** The installable, offline-capable app; all (ours). */
export const offline = {
  offline: 'Offline',
  install: 'Install app',
  updateAvailable: 'A new version of the portal is available.',
  updateLater: 'Later',
  updateReload: 'Reload',
  readyOffline: 'Ready to work offline',
  iosInstallHint:
    'To install: tap Share, then "Add to Home Screen". Edits made offline are sent while the app is open.',
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
    setFund: (fund: string | null, selection: string) =>
      fund === null
        ? `using no fund for "${selection}"`
        : `using the fund "${fund}" for "${selection}"`,
    unknown: 'a change to a selection',
  },
  // (ours) the list of queued edits, opened from the top bar's count
  queueTitle: 'Edits waiting to sync',
  queueIntro: 'These changes are sent in this order when the connection is back.',
  queueEmpty: 'Nothing is waiting.',
  queuedSince: (time: string) => `Made ${time}`,
  refusedEdits: (count: number) =>
    count === 1 ? '1 edit was not applied' : `${count} edits were not applied`,
  refusedBy: (reason: string) => `Not applied: ${reason}`,
  discard: 'Discard',
  retry: 'Retry',
  discardLabel: (what: string) => `Discard ${what}`,
  retryLabel: (what: string) => `Retry ${what}`,
  sessionEndedWithEdits: (count: number) =>
    count === 1
      ? 'Your session has ended. Sign in again to send the edit waiting on this device.'
      : `Your session has ended. Sign in again to send the ${count} edits waiting on this device.`,
  cachedCopy: (time: string) => `Offline copy, last updated ${time}.`,
  staleCopy: (time: string) => `Showing data last updated ${time}.`,
  refreshing: 'Updating…',
  queuedAdditions: 'Waiting to be added',
  queuedAddition: 'Queued: it will be added when the connection allows. You can close this.',
  queuedAdditionsHint: 'Sent when the connection is back.',
  queuedRemoval: 'Removal waiting to sync',
  queuedDeletion: 'Deletion waiting to sync',
  queuedSave: 'Saved offline, waiting to sync',
  takeOffline: 'Available offline',
  takeOfflineHint: (what: string) =>
    `Downloads ${what} (pages, book details and covers) so it can be browsed without a network.`,
  takingOffline: (done: number, total: number) => `Preparing for offline use: ${done} of ${total}`,
  tookOffline: (size: string, time: string) => `Available offline (${size}, ${time}).`,
  partlyTookOffline: (done: number, total: number, size: string, time: string) =>
    `Partly available offline: ${done} of ${total} items downloaded (${size}, ${time}).`,
  takeOfflineResumes: 'The rest is downloaded when the connection is back.',
  resumeTakeOffline: 'Download the rest',
  waitingForConnection: 'waiting for the connection',
  takeOfflineListFailed: 'The list could not be downloaded: nothing was taken offline.',
  cancel: 'Stop',
  thisCollection: 'this collection',
  thisSelection: 'this selection',
} as const;
