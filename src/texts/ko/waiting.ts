import type { Translation } from '../locale';
import type { waiting as en } from '../en/waiting';

export const waiting = {
  title: '가입 승인 대기 중입니다',
  text: '공급사에서 가입 신청을 검토하고 있습니다. 승인되면 로그인할 수 있습니다.',
  checking: '이 페이지는 30초마다 승인 여부를 확인하며, 승인되면 바로 다음 화면으로 이동합니다.',
  // The label of the e-mail address the request was made with.
  account: '가입 이메일',
  cancelRequest: '가입 신청 취소',
  cancelTitle: '가입 신청 취소',
  cancelText: '가입 신청을 취소하시겠습니까?',
  keepRequest: '신청 유지',
  confirmCancel: '신청 취소',
  cancelled: '가입 신청을 취소했습니다.',
  cancelFailed: '가입 신청을 취소하지 못했습니다.',
  goBack: '돌아가기',
} satisfies Translation<typeof en>;
