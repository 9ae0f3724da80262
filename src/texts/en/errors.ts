export const errors = {
  tokenMissing: '토큰이 존재하지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
  notFound: 'Not found.', // (ours) fallback when a 404 has no message
  generic: 'Something went wrong.', // (ours)
  interrupted: 'Loading was interrupted. Please try again.', // (ours)
  pageNotFoundTitle: 'Page not found', // (ours)
  pageNotFoundText: 'The page you are looking for does not exist.', // (ours)
  goHome: 'Go to home', // (ours)
  // (ours) throttling of sign-in and codes: when to try again
  tooManyAttempts: (wait: string) => `Too many attempts. Please try again in ${wait}.`,
  tooManyAttemptsLater: 'Too many attempts. Please try again later.',
  waitSeconds: (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`,
  waitMinutes: (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`,
  // (ours) a verification code that only a new code can replace
  codeLocked: 'The code was entered wrongly too many times. Please send a new code.',
  codeExpired: 'The code has expired. Please send a new code.',
  // (ours) passwords the server refuses beyond the format rule
  passwordTooCommon:
    'This password is easy to guess (a common password, a word with a year or a run of digits, a keyboard pattern, or your own name or e-mail address). Please choose another.',
  passwordUnchanged: 'The new password must be different from the current one.',
  goOn: 'Where to go from here', // (ours) name of the not-found page's links
} as const;
