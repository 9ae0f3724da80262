/**
 * (ours) The sign-in code past a lock, under the sign-in form (docs/product/access.md#sign-in-code):
 * its own module, so that only a browser a lock holds loads these texts.
 */
export const signInCode = {
  offer: 'Your own account? Sign in here at once with a code we mail you.',
  send: 'Send me a sign-in code',
  sent: 'If sign-in is paused, a code valid for 15 minutes is on its way. Enter it with your password.',
  code: 'Sign-in code',
  required: 'Enter the 6-digit code from the mail.',
} as const;
