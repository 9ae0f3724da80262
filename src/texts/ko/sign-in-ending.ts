import type { Translation } from '../locale';
import type { signInEnding as en } from '../en/sign-in-ending';

export const signInEnding = {
  title: '곧 로그인이 만료됩니다',
  text: (time: string) =>
    `보안을 위해 로그인은 일정 시간 동안만 유지됩니다. ${time}에 로그인이 만료되니, 계속 이용하려면 비밀번호를 입력해 주세요. 입력하지 않으면 그때 다시 로그인해야 합니다.`,
  password: '비밀번호',
  stay: '로그인 유지',
  later: '나중에',
  extended: '로그인이 연장되었습니다.',
} satisfies Translation<typeof en>;
