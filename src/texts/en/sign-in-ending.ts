/** (ours) The warning a minute before a sign-in ends (docs/product/session.md#ending). */
export const signInEnding = {
  title: 'Your sign-in ends soon',
  text: (time: string) =>
    `For your security a sign-in lasts a limited time. Yours ends at ${time}: enter your password to stay signed in, or you will be asked to sign in again then.`,
  password: 'Password',
  stay: 'Stay signed in',
  later: 'Later',
  extended: 'You stay signed in.',
} as const;
