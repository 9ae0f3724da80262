import type { Translation } from '../locale';
import type { findPassword as en } from '../en/find-password';

export const findPassword = {
  title: '비밀번호 찾기',
  backToSignIn: '로그인으로 돌아가기',
  email: '이메일',
  sendCode: '인증번호 발송',
  code: '인증번호',
  verify: '인증',
  verified: '인증이 완료되었습니다. 다음을 눌러 새 비밀번호를 설정해 주세요.',
  next: '다음',
  sendFailed: '이메일을 발송하지 못했습니다.',
  verifyFailed: '이메일 인증에 실패했습니다. 다시 시도해 주세요.',
  emailRequired: '이메일을 입력해주세요.',
  emailInvalid: '이메일 형식이 올바르지 않습니다.',
  codeRequired: '인증번호를 입력해주세요.',
  codeSent: '인증번호를 발송했습니다.',
  resendWait: (seconds: number) =>
    `방금 인증번호를 발송했습니다. 새 인증번호는 ${seconds}초 후에 발송할 수 있습니다.`,
  codeSentEarlier:
    '30초 이내에 이 주소로 인증번호를 발송했습니다. 아래에 입력해 주세요. 새 인증번호는 30초 후에 발송할 수 있습니다.',
} satisfies Translation<typeof en>;
