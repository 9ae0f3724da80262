export const changePassword = {
  title: 'Set a new password', // (ours)
  password: 'New password',
  passwordCheck: 'Confirm password',
  submit: 'Change Password',
  done: 'Your password has been changed. Please sign in.', // (ours)
  failed: 'Failed to reset password',
  requestNewCode: 'Request a new code', // (ours) link to /find-password under a failed reset
  missing: 'Email or verification code is missing',
  errors: {
    passwordRequired: 'Please enter your password',
    passwordMin: 'Password must be at least 8 characters',
    passwordMax: 'Password must be 12 characters or less',
    passwordPattern: 'Password must include letters, numbers, and special characters',
    passwordCheckRequired: 'Please confirm your password',
    passwordMismatch: 'Passwords do not match',
  },
} as const;
