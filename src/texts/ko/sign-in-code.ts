import type { Translation } from '../locale';
import type { signInCode as en } from '../en/sign-in-code';

export const signInCode = {
  offer: '본인 계정인가요? 메일로 받은 인증번호로 지금 바로 로그인할 수 있습니다.',
  send: '로그인 인증번호 받기',
  sent: '로그인이 일시 중지된 경우 15분 동안 유효한 인증번호가 메일로 발송됩니다. 비밀번호와 함께 입력해 주세요.',
  code: '로그인 인증번호',
  required: '메일로 받은 6자리 인증번호를 입력해 주세요.',
} satisfies Translation<typeof en>;
