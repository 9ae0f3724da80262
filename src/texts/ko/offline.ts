import type { Translation } from '../locale';
import type { offline as en } from '../en/offline';

export const offline = {
  offline: '오프라인',
  install: '앱 설치',
  updateAvailable: '포털의 새 버전이 있습니다.',
  updateLater: '나중에',
  updateReload: '새로 고침',
  readyOffline: '오프라인에서도 사용할 수 있습니다.',
  iosInstallHint:
    '설치하려면 공유 버튼을 누른 다음 “홈 화면에 추가”를 눌러 주세요. 오프라인에서 한 변경 내용은 앱이 열려 있는 동안 전송됩니다.',
  pendingEdits: (count: number) => `전송 대기 ${count}건`,
  pendingEditsHint: '연결되면 변경 내용이 전송됩니다.',
  notApplied: (what: string) => `적용되지 않음: ${what}`,
  bookNumber: (bookId: number) => `도서 ${bookId}`,
  // Noun phrases: each is shown alone in the queue and also follows "적용되지 않음:" or precedes "취소".
  edits: {
    create: (name: string) => `“${name}” 장바구니 만들기`,
    rename: (name: string) => `장바구니 이름을 “${name}”(으)로 변경`,
    remove: (name: string) => `“${name}” 장바구니 삭제`,
    addBooks: (titles: readonly string[], selection: string) =>
      titles.length === 1
        ? `“${selection}” 장바구니에 “${titles[0]}” 추가`
        : `“${selection}” 장바구니에 도서 ${titles.length}권(${titles.join(', ')}) 추가`,
    save: (selection: string) => `“${selection}” 장바구니 변경 내용 저장`,
    removeItem: (title: string, selection: string) =>
      title
        ? `“${selection}” 장바구니에서 “${title}” 삭제`
        : `“${selection}” 장바구니에서 도서 삭제`,
    setFund: (fund: string | null, selection: string) =>
      fund === null
        ? `“${selection}” 장바구니의 예산 지정 해제`
        : `“${selection}” 장바구니에 “${fund}” 예산 지정`,
    unknown: '장바구니 변경',
  },
  queueTitle: '전송 대기 중인 변경',
  queueIntro: '연결되면 아래 변경 내용이 이 순서대로 전송됩니다.',
  queueEmpty: '전송 대기 중인 변경이 없습니다.',
  queuedSince: (time: string) => `변경 시각: ${time}`,
  refusedEdits: (count: number) => `적용되지 않은 변경 ${count}건`,
  refusedBy: (reason: string) => `적용되지 않음: ${reason}`,
  // Discarding a queued edit cancels that change: "“…” 장바구니 삭제 취소".
  discard: '취소',
  retry: '다시 시도',
  discardLabel: (what: string) => `${what} 취소`,
  retryLabel: (what: string) => `${what} 다시 시도`,
  sessionEndedWithEdits: (count: number) =>
    count === 1
      ? '로그인이 만료되었습니다. 이 기기에서 전송 대기 중인 변경을 전송하려면 다시 로그인해 주세요.'
      : `로그인이 만료되었습니다. 이 기기에서 전송 대기 중인 변경 ${count}건을 전송하려면 다시 로그인해 주세요.`,
  cachedCopy: (time: string) => `오프라인에 저장된 내용입니다(최종 업데이트: ${time}).`,
  staleCopy: (time: string) => `${time}에 업데이트된 데이터를 표시하고 있습니다.`,
  refreshing: '업데이트 중…',
  queuedAdditions: '추가 전송 대기',
  queuedAddition: '전송 대기 중입니다. 연결되면 추가됩니다. 이 창은 닫아도 됩니다.',
  queuedAdditionsHint: '연결되면 전송됩니다.',
  queuedRemoval: '삭제 전송 대기',
  queuedDeletion: '삭제 전송 대기',
  queuedSave: '오프라인에 저장됨, 전송 대기',
  takeOffline: '오프라인용 내려받기',
  takeOfflineHint: (what: string) =>
    `${what} 전체(페이지, 도서 상세, 표지)를 내려받아 네트워크 없이도 볼 수 있게 합니다.`,
  takingOffline: (done: number, total: number) => `오프라인 사용 준비 중: ${total}개 중 ${done}개`,
  tookOffline: (size: string, time: string) => `오프라인에서 사용할 수 있습니다(${size}, ${time}).`,
  partlyTookOffline: (done: number, total: number, size: string, time: string) =>
    `일부만 오프라인에서 사용할 수 있습니다. ${total}개 중 ${done}개를 내려받았습니다(${size}, ${time}).`,
  takeOfflineResumes: '나머지는 연결되면 내려받습니다.',
  resumeTakeOffline: '나머지 내려받기',
  waitingForConnection: '연결 대기 중',
  takeOfflineListFailed: '목록을 내려받지 못해 오프라인용으로 저장된 항목이 없습니다.',
  cancel: '중지',
  thisCollection: '이 도서 목록',
  thisSelection: '이 장바구니',
} satisfies Translation<typeof en>;
