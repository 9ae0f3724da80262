import type { Translation } from '../locale';
import type { holdings as en } from '../en/holdings';

export const holdings = {
  title: '소장 도서',
  intro:
    '도서관 시스템에서 내보낸 파일로 이미 소장한 도서를 가져오면, 소장한 도서마다 옆에 “소장” 표시가 나타납니다. 소장 도서 정보는 이 기기에만 저장되며 어디로도 전송되지 않습니다.',
  menu: '소장 도서',
  // The mark shows `owned` then `ownedKorean` ("Owned 소장"): in Korean the one word is enough
  owned: '',
  ownedKorean: '소장',
  copies: (count: number) => `${count}권`,
  summaryTitle: '이 기기에 저장된 소장 도서',
  none: '아직 가져온 소장 도서가 없습니다.',
  loading: '소장 도서를 불러오는 중…',
  summary: (titles: number, copies: number) =>
    `${titles.toLocaleString('ko-KR')}종, ${copies.toLocaleString('ko-KR')}권`,
  importedAt: (when: string) => `가져온 시각: ${when}`,
  importTitle: '가져오기',
  filesLabel: '내보낸 파일',
  filesHelp:
    'ISBN 열이 있는 .csv, .txt 또는 .xlsx 파일(ISBN 열은 자동으로 찾음), 또는 MARC 21 / KORMARC .mrc 파일(020 필드의 ISBN)을 사용할 수 있습니다.',
  chooseFiles: '파일 선택',
  dropHint: '내보낸 파일을 여기에 끌어다 놓거나',
  pickHint: '이 기기에서 내보낸 파일을 고르세요.',
  dropZone: '소장 도서 파일',
  removeFile: (name: string) => `${name} 제거`,
  fileCount: (count: number) => (count === 0 ? '선택한 파일 없음' : `파일 ${count}개 선택함`),
  pasteLabel: '또는 ISBN 붙여 넣기',
  pasteHelp: '한 줄에 ISBN을 하나씩(ISBN-10 또는 ISBN-13), 소장한 책 한 권마다 한 줄씩 입력합니다.',
  pastedName: '붙여 넣은 ISBN',
  read: '읽기',
  reading: '읽는 중…',
  reportTitle: '읽은 결과',
  reportLine: (read: number, valid: number, duplicates: number, invalid: number) =>
    `${read.toLocaleString('ko-KR')}건 읽음 · 유효 ${valid.toLocaleString('ko-KR')}건 · 중복(복본) ${duplicates.toLocaleString('ko-KR')}건 · 유효한 ISBN 없음 ${invalid.toLocaleString('ko-KR')}건`,
  column: (header: string) => `“${header}” 열에서 ISBN을 읽었습니다.`,
  copiesColumn: (header: string) => `“${header}” 열에서 복본수를 읽었습니다.`,
  invalidTitle: '유효한 ISBN이 없는 줄',
  invalidLine: (line: number, text: string) => `${line}번 줄: ${text || '(빈 줄)'}`,
  moreInvalid: (count: number) => `…외 ${count.toLocaleString('ko-KR')}건`,
  unreadable: (name: string) =>
    `${name} 파일을 읽을 수 없습니다. .csv, .txt, .xlsx 또는 .mrc 파일을 사용해 주세요.`,
  tooLarge: (name: string) =>
    `${name} 파일이 너무 커서 읽을 수 없습니다. 파일 하나는 최대 1,000,000행, 50MB(.xlsx는 시트 데이터 기준)까지 읽을 수 있으니, 내보낸 파일을 더 작게 나누어 주세요.`,
  nothingToImport: '유효한 ISBN을 읽지 못해 소장 도서를 변경하지 않았습니다.',
  readTitles: (titles: number) => `${titles.toLocaleString('ko-KR')}종을 읽었습니다.`,
  replace: '소장 도서 교체',
  add: '소장 도서에 추가',
  clear: '소장 도서 삭제',
  clearTitle: '소장 도서를 삭제하시겠습니까?',
  clearBody: '이 기기에서 소장 도서 정보를 삭제합니다. 소장 표시를 다시 보려면 다시 가져와 주세요.',
  saved: (titles: number) => `소장 도서 ${titles.toLocaleString('ko-KR')}종을 저장했습니다.`,
  cleared: '소장 도서를 삭제했습니다.',
  saveFailed:
    '이 기기에 소장 도서를 저장하지 못했습니다. 저장 공간을 확보한 뒤 다시 시도해 주세요.',
} satisfies Translation<typeof en>;
