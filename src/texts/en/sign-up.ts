export const signUp = {
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
  // (ours) a Resend the server refused because the last code is too recent
  /** (ours) a send refused within the window of a code sent before this page knew (a reload) */
  codeSentEarlier:
    'A code was sent to this address less than 30 seconds ago: enter it below. A new code can be sent after 30 seconds.',
  resendWait: (seconds: number) =>
    `The code sent earlier is still valid. A new code can be sent in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  backToSignIn: 'Back to sign in', // (ours)
  phoneHint: 'Digits; spaces, hyphens, dots and brackets are allowed.', // (ours)
  errors: {
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    codeRequired: 'Verification code is required.',
    passwordRequired: 'Password is required.', // (ours; docs/product/access.md#sign-up-validation names no other)
    passwordMin: 'Password must be at least 8 characters long.',
    passwordMax: 'Password can be up to 12 characters long.',
    passwordPattern:
      'Password must include a combination of letters, numbers, and special characters.',
    passwordCheckRequired: 'Password confirm is required.',
    passwordMismatch: 'Passwords do not match.',
    // (ours) the contract's limits, each told by its field
    emailMax: 'Email can be up to 254 characters long.',
    /** (ours) the server refused a field the form let through: never its raw validator text */
    serverRejected: (label: string) => `${label} was not accepted. Please check it.`,
    agreeTermsRequired: 'Agreeing to the Terms of Service is required.',
    agreePrivacyRequired: 'Consent to the collection and use of personal information is required.',
  },
} as const;
