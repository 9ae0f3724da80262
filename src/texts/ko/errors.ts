import type { Translation } from '../locale';
import type { errors as en } from '../en/errors';

export const errors = {
  tokenMissing: '토큰이 존재하지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
  notFound: '요청한 항목을 찾을 수 없습니다.',
  generic: '오류가 발생했습니다.',
  interrupted: '불러오기가 중단되었습니다. 다시 시도해 주세요.',
  pageNotFoundTitle: '페이지를 찾을 수 없습니다',
  pageNotFoundText: '요청하신 페이지가 존재하지 않습니다.',
  goHome: '홈으로 가기',
  tooManyAttempts: (wait: string) => `시도 횟수가 너무 많습니다. ${wait} 후에 다시 시도해 주세요.`,
  tooManyAttemptsLater: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  waitSeconds: (seconds: number) => `${seconds}초`,
  waitMinutes: (minutes: number) => `${minutes}분`,
  codeLocked: '인증번호를 여러 번 잘못 입력했습니다. 새 인증번호를 발송해 주세요.',
  codeExpired: '인증번호가 만료되었습니다. 새 인증번호를 발송해 주세요.',
  passwordTooCommon:
    '추측하기 쉬운 비밀번호입니다(흔히 쓰는 비밀번호, 단어와 연도 또는 연속된 숫자의 조합, 키보드 배열, 본인의 이름이나 이메일 주소). 다른 비밀번호를 입력해 주세요.',
  passwordUnchanged: '새 비밀번호는 현재 비밀번호와 달라야 합니다.',
  goOn: '다른 페이지로 이동',
} satisfies Translation<typeof en>;
