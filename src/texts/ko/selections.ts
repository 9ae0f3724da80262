import type { Translation } from '../locale';
import type { selections as en } from '../en/selections';

export const selections = {
  // Data, not display: the route ids and the name the server gives the default selection
  defaultId: 'public',
  defaultName: 'common(default)',
  defaultAlias: '공용',
  defaultLabel: '공용 장바구니',
  renameTitle: '장바구니 이름 변경',
  renamePlaceholder: '새 이름을 입력해 주세요',
  deleteTitle: '장바구니 삭제',
  deleteText: '장바구니를 삭제하시겠습니까?',
  createTitle: '새 장바구니 만들기',
  createPlaceholder: '장바구니 이름을 입력해 주세요',
  nameLabel: '장바구니 이름',
  deleted: '장바구니를 삭제했습니다',
  deleteFailed: '장바구니를 삭제하지 못했습니다',
  renamed: '장바구니 이름을 변경했습니다',
  renameFailed: '장바구니 이름을 변경하지 못했습니다',
  created: '장바구니를 만들었습니다',
  createFailed: '장바구니를 만들지 못했습니다',
  tooMany:
    '장바구니는 회원당 최대 500개까지 만들 수 있습니다. 새로 만들려면 필요 없는 장바구니를 삭제해 주세요.',
  duplicateName: '같은 이름의 장바구니가 이미 있습니다.',
  addedTo: (name: string) => `“${name}”에 추가했습니다.`,
} satisfies Translation<typeof en>;
