export const signIn = {
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
  // (ours) under the lock message: the way out
  lockedHelp: 'Forgot your password? Setting a new one also lifts this lock.',
  // (ours) the sign-in code: a way past a lock that strangers' wrong passwords started
  codeOffer:
    'Is this your own account? We can mail you a sign-in code: with it and your password you can sign in on this browser at once.',
  sendCode: 'Send me a sign-in code',
  codeSent:
    'If sign-in is paused for this address, a sign-in code is on its way to it. It stays valid for 15 minutes; asking again sends no other. Enter it with your password.',
  code: 'Sign-in code',
  codeRequired: 'Please enter the 6-digit code from the mail.',
  codeFailed: 'The code or the password is not right, or the code has expired.',
} as const;
