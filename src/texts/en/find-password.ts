export const findPassword = {
  title: 'Forgot Password',
  backToSignIn: 'Back to sign in', // (ours)
  email: 'Email',
  sendCode: 'Send Code',
  code: 'Verification code',
  verify: 'Verify',
  verified: 'Verification completed. Click Next to set your new password.',
  next: 'Next',
  sendFailed: 'Failed to send email',
  verifyFailed: 'Email verification failed. Please try again.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  codeRequired: '인증번호를 입력해주세요.',
  codeSent: 'A verification code has been sent.', // (ours)
  /** (ours) a resend inside the server's window: when it can be sent */
  resendWait: (seconds: number) =>
    `A code was just sent. A new code can be sent in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  /** (ours) a send refused within the window of a code sent before this page knew (a reload) */
  codeSentEarlier:
    'A code was sent to this address less than 30 seconds ago: enter it below. A new code can be sent after 30 seconds.',
} as const;
