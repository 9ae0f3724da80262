export const waiting = {
  title: 'Your registration is under review', // (ours)
  text: 'The provider is reviewing your request. You can sign in once it has been approved.', // (ours)
  checking: 'This page checks every 30 seconds and takes you on as soon as it is approved.', // (ours)
  account: 'Account', // (ours)
  cancelRequest: 'Cancel Registration Request',
  cancelTitle: 'Cancel Registration Request',
  cancelText: 'Would you like to cancel your registration request?', // (ours)
  // (ours, a listed deviation) the dialog's buttons say what they do, not 'Cancel' / 'Confirm'
  keepRequest: 'Keep request',
  confirmCancel: 'Cancel request',
  cancelled: 'Your registration request has been cancelled.', // (ours)
  cancelFailed: 'The request could not be cancelled.', // (ours)
  goBack: 'Go back',
} as const;
