import type { Translation } from '../locale';
import type { changePassword as en } from '../en/change-password';

export const changePassword = {
  title: '새 비밀번호 설정',
  password: '새 비밀번호',
  passwordCheck: '비밀번호 확인',
  submit: '비밀번호 변경',
  done: '비밀번호를 변경했습니다. 다시 로그인해 주세요.',
  failed: '비밀번호를 재설정하지 못했습니다.',
  requestNewCode: '인증번호 다시 받기',
  missing: '이메일 또는 인증번호가 없습니다.',
  errors: {
    passwordRequired: '비밀번호를 입력해 주세요.',
    passwordMin: '비밀번호는 8자 이상이어야 합니다.',
    passwordMax: '비밀번호는 12자까지 입력할 수 있습니다.',
    passwordPattern: '비밀번호는 영문, 숫자, 특수문자를 조합해야 합니다.',
    passwordCheckRequired: '비밀번호를 한 번 더 입력해 주세요.',
    passwordMismatch: '비밀번호가 일치하지 않습니다.',
  },
} satisfies Translation<typeof en>;
