import type { Translation } from '../locale';
import type { signIn as en } from '../en/sign-in';

export const signIn = {
  title: '로그인',
  welcomeTitle: '환영합니다',
  welcomeText: '학교와 도서관을 위한 도서 주문 포털입니다.',
  email: '이메일',
  password: '비밀번호',
  rememberMe: '로그인 상태 유지',
  submit: '로그인',
  signUp: '회원가입',
  forgotPassword: '비밀번호 찾기',
  emailRequired: '이메일 주소를 입력해 주세요.',
  emailInvalid: '이메일 주소 형식이 올바르지 않습니다.',
  passwordRequired: '비밀번호를 입력해 주세요.',
  failed: '이메일 또는 비밀번호가 올바르지 않습니다.',
  lockedHelp: '비밀번호를 잊으셨나요? 새 비밀번호를 설정하면 이 잠금도 해제됩니다.',
  codeFailed: '인증번호 또는 비밀번호가 올바르지 않거나 인증번호가 만료되었습니다.',
} satisfies Translation<typeof en>;
