import type { Translation } from '../locale';
import type { common as en } from '../en/common';

export const common = {
  cancel: '취소',
  ok: '확인',
  cancelKo: '취소',
  okKo: '확인',
  save: '저장',
  delete: '삭제',
  confirm: '확인',
  close: '닫기',
  noResults: '결과가 없습니다.',
  loading: '불러오는 중',
  retry: '다시 시도',
  seeMore: '더 보기 +',
  won: '원',
  offlineUnavailable: '이 페이지는 오프라인에서 사용할 수 없습니다.',
  offlineAction: '오프라인 상태입니다. 인터넷에 연결된 상태에서만 할 수 있습니다.',
  lastUpdated: '최종 업데이트',
  language: '언어',
  tooLong: (max: number, length: number) => `${max}자까지 입력할 수 있습니다(현재 ${length}자).`,
  // Read before the field's label ("줄이기 수량").
  decrease: '줄이기',
  increase: '늘리기',
  quantityRange: (min: string, max: string) => `${min}에서 ${max} 사이의 정수를 입력해 주세요.`,
} satisfies Translation<typeof en>;
