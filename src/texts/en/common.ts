export const common = {
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
  language: 'Language', // (ours) name of the language switch
  /** (ours) a field over its limit: never cut, told instead */
  tooLong: (max: number, length: number) => `Up to ${max} characters (now ${length}).`,
  /** (ours) a quantity field's − and + buttons (named with the field's label after them) */
  decrease: 'Decrease',
  increase: 'Increase',
  /** (ours) a typed quantity that is not a whole number in range: never changed, told instead */
  quantityRange: (min: string, max: string) => `Enter a whole number from ${min} to ${max}.`,
} as const;
