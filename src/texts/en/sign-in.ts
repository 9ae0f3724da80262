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
  // (ours) the sign-in code past a lock (more in sign-in-code.ts)
  codeFailed: 'Wrong code or password, or the code has expired.',
} as const;
