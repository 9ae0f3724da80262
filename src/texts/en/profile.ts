export const profile = {
  title: 'Account Information',
  info: 'Information', // (ours)
  name: 'Contact Person',
  email: 'Email',
  phoneNumber: 'Contact Number',
  department: 'Affiliation',
  address: 'Institution Address',
  // (ours) docs/product/profile.md#institution: what the documents a school's office files name
  institutionName: 'Institution Name',
  institutionNumber: 'Registration Number',
  institutionNumberNote: '고유번호 or 사업자등록번호: 10 digits, with or without dashes.',
  officeEmail: 'Office E-mail for Documents',
  officeEmailNote: 'The administration office (행정실) address for documents (optional).',
  documentsLack: (details: string) =>
    `The quotation and the statement of delivery (견적서, 거래명세서) still lack: ${details}.`,
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
    // (ours) docs/product/budget.md#school-year
    startMonth: 'Enter a month from 1 to 12.',
    // (ours) docs/product/profile.md#institution
    institutionNameMax: (max: number) => `Institution Name can be up to ${max} characters long.`,
    institutionNumberDigits: 'Enter the 10 digits of the number.',
    institutionNumberCheck: 'This number is not valid. Please check its digits.',
    officeEmailInvalid: 'Please enter a valid e-mail address.',
  },
  // (ours) docs/product/budget.md#school-year
  startMonth: 'School year starts in month',
  startMonthNote: 'The month your school year begins: 3 for March (schools), 1 for January.',
  emailReadOnly: 'Your e-mail address is your sign-in name and cannot be changed here.', // (ours)
  passwordRules: '8 to 12 characters: letters, numbers and at least one of @$!%*#?&', // (ours)
  deleteAccount: 'Delete Account',
  deleteTitle: 'Delete Account',
  deleteText: 'Enter your password to delete your account. This cannot be undone.', // (ours)
  deletePassword: 'Password', // (ours) label of the dialog's password field
  deleted: 'Your account has been successfully deleted.',
  deleteWrongPassword: 'The password does not match.',
  deleteFailed: 'The account could not be deleted. Please try again.', // (ours) any other failure
  // (ours) the member's active sign-ins
  signInsTitle: 'Signed-in devices',
  signInsText:
    'Where your account is signed in now. If you do not recognise one, sign out everywhere else and change your password.',
  signInsLoading: 'Loading signed-in devices…',
  signInsFailed: (reason: string) => `The signed-in devices could not be loaded. ${reason}`,
  thisDevice: 'This device',
  lastUsed: (when: string) => `Last used ${when}`,
  signedInAt: (when: string) => `Signed in ${when}`,
  endOtherSignIns: 'Sign out everywhere else',
  noOtherSignIns: 'This is the only device signed in.',
  otherSignInsEnded: 'Every other device has been signed out.',
  endOtherSignInsFailed: 'The other devices could not be signed out. Please try again.',
} as const;
