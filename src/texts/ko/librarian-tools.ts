import type { Translation } from '../locale';
import type { librarianTools as en } from '../en/librarian-tools';

export const librarianTools = {
  addByIsbn: 'ISBN으로 추가',
  dialogTitle: (selection: string) => `“${selection}”에 ISBN으로 추가`,
  dialogTitleNoTarget: 'ISBN으로 추가',
  targetSelection: '추가할 장바구니',
  isbns: 'ISBN 목록',
  isbnsHelp:
    '한 줄에 ISBN을 하나씩 입력하고, 필요하면 수량, 발주번호, 메모를 이어서 적습니다(쉼표, 탭 또는 공백으로 구분). 스프레드시트에서 복사해 붙여 넣을 수 있으며, 최대 1,000줄까지 입력할 수 있습니다.',
  // "Check" looks the ISBNs up in the catalogue; 확인 is already the dialogs' Ok
  check: '조회',
  addBooks: (count: number) => `${count}권 추가`,
  upload: '목록 파일 올리기',
  uploadHelp: '.txt, .csv 또는 .xlsx(첫 번째 시트, 머리글 행은 자동으로 인식)',
  sample: '예시 파일 내려받기',
  sampleFileName: 'ISBN_목록_예시.csv',
  // The BOM lets Excel read the Korean header as UTF-8; the first field stays "ISBN" so the
  // list reader still skips the header.
  sampleContents: '\uFEFFISBN,수량,발주번호\n978-89-364-3426-7,2,PO-2026-01\n0-306-40615-2,1,\n',
  reading: (fileName: string) => `${fileName} 읽는 중…`,
  fileRead: (fileName: string, lines: number) =>
    `${fileName}: ${lines.toLocaleString('ko-KR')}줄을 읽었습니다.`,
  fileUnreadable: (fileName: string) =>
    `${fileName} 파일을 읽을 수 없습니다. .txt, .csv 또는 .xlsx 파일을 사용해 주세요.`,
  empty: 'ISBN을 하나 이상 입력하거나 붙여 넣거나, 파일을 올리거나 스캔해 주세요.',
  tooManyLines: (count: number) =>
    `이 목록은 ${count.toLocaleString('ko-KR')}줄입니다. 한 번에 최대 1,000줄까지 조회할 수 있으니 나누어 조회해 주세요.`,
  headerSkipped: '첫 줄은 머리글로 보고 건너뛰었습니다.',
  checkFailed: '목록을 조회하지 못했습니다.',
  addFailed: '도서를 추가하지 못했습니다.',
  checkUnanswered: '응답이 없어 목록을 조회하지 못했습니다. 다시 조회해 주세요.',
  addUnanswered:
    '응답이 없습니다. 도서가 이미 추가되었을 수 있습니다. 지금 다시 추가하거나 연결된 뒤 전송하도록 두어도 한 번만 추가됩니다.',
  addedToast: (count: number, selection: string) => `“${selection}”에 ${count}권을 추가했습니다.`,
  summary: (found: number, problems: number) =>
    `${found}건을 찾았고, ${problems}줄은 확인이 필요합니다.`,
  previewLabel: '조회한 ISBN',
  columns: {
    add: '추가',
    line: '줄',
    cover: '표지',
    isbn: 'ISBN',
    book: '도서',
    price: '가격',
    quantity: '수량',
    poNumber: '발주번호',
    note: '메모',
    status: '상태',
  },
  tickRow: (line: number, title: string) => `${line}번 줄 추가: ${title}`,
  status: {
    found: '찾음',
    notFound: '찾을 수 없음',
    invalid: '잘못된 ISBN',
    noteTooLong: (length: number) =>
      `추가하지 않음: 메모는 최대 500자입니다(현재 ${length}자). 메모를 줄인 뒤 다시 조회해 주세요.`,
    duplicateLine: (line: number) => `${line}번 줄과 중복: 수량을 ${line}번 줄에 더했습니다`,
    added: (quantity: number) => `추가됨(현재 장바구니에 ${quantity}권)`,
    capped: '최대 수량인 9999에 도달했습니다',
  },
  problem: {
    length: 'ISBN은 10자리 또는 13자리입니다',
    characters: '숫자만 입력할 수 있습니다(ISBN-10은 마지막 자리에 X 가능)',
    'check-digit': '체크기호가 맞지 않습니다. 잘못 입력했거나 바코드를 잘못 읽었을 수 있습니다',
    prefix: '도서 번호가 아닙니다(ISBN-13은 978 또는 979로 시작)',
  },
  convertedFrom: (isbn10: string) => `ISBN-10 ${isbn10}에서 변환함`,
  quantityUnread: '수량을 인식하지 못해 1권으로 입력했습니다',
  alreadyIn: (selection: string, quantity: number) => `이미 “${selection}”에 있음(${quantity}권)`,
  alreadyInThis: (quantity: number) => `이미 이 장바구니에 있음(${quantity}권)`,
  ordered: (orderCode: string, date: string, quantity: number) =>
    `${date} 주문함(${orderCode}, ${quantity}권)`,
  releaseNotice: (label: string) => `출간 상태: ${label}`,
  duplicatesTitle: '이미 담았거나 주문한 도서',
  holdingsLoading: '장바구니와 주문 내역을 확인하는 중…',
  scan: '스캔',
  stopScan: '스캔 중지',
  scanTitle: '바코드 스캔',
  scanHelp:
    '도서의 바코드(EAN-13)를 카메라에 비춰 주세요. 핸드 스캐너는 카메라 없이 ISBN 목록 입력란에서 바로 사용할 수 있습니다.',
  scanLoading: '카메라를 켜는 중…',
  cameraVideo: '카메라 화면',
  scannedCount: (count: number) => `${count}건 스캔함`,
  lastScanned: (isbn: string) => `마지막으로 읽은 ISBN: ${isbn}`,
  undoLast: '마지막 항목 취소',
  noCamera:
    '이 기기에서 카메라를 찾을 수 없습니다. 직접 입력하거나 붙여 넣거나 핸드 스캐너를 사용해 주세요.',
  cameraDenied:
    '카메라 사용이 허용되지 않았습니다. 브라우저의 사이트 설정에서 카메라를 허용하거나, 직접 입력하거나 붙여 넣거나 핸드 스캐너를 사용해 주세요.',
  cameraFailed:
    '카메라를 시작할 수 없습니다. 직접 입력하거나 붙여 넣거나 핸드 스캐너를 사용해 주세요.',
  noDetector:
    '이 브라우저에서는 바코드를 읽을 수 없습니다. 직접 입력하거나 붙여 넣거나 핸드 스캐너를 사용해 주세요.',
  // 차단 모드: the name of Lockdown Mode on a Korean iPad or iPhone
  noWebAssembly:
    '이 기기에서는 바코드 판독기를 실행할 수 없습니다(iPad나 iPhone의 차단 모드처럼 WebAssembly가 꺼져 있음). 직접 입력하거나 붙여 넣거나 핸드 스캐너를 사용해 주세요.',
  offlineQueued: (count: number, selection: string) =>
    `오프라인 상태입니다. “${selection}”에 추가할 ISBN ${count}건이 전송 대기 중이며, 다시 연결되면 조회한 뒤 추가합니다.`,
  queueOffline: '연결되면 전송',
  queuedIsbnsTitle: '연결을 기다리는 ISBN',
  queuedIsbns: (count: number) => `ISBN ${count}건 대기 중`,
  queuedReport: (added: number, problems: number, selection: string) =>
    `대기 중이던 ISBN을 조회했습니다. “${selection}”에 ${added}건을 추가했고, ${problems}건은 추가하지 못했습니다(찾을 수 없음, 잘못된 ISBN 또는 거부됨).`,
  copyToSelection: '장바구니에 복사',
  reorderColumn: '재주문',
  copyTitle: (orderCode: string) => `${orderCode} 주문을 장바구니에 복사`,
  copyTarget: '장바구니',
  copyNew: '새 장바구니',
  copyNewName: '새 장바구니 이름',
  copyBooks: (count: number) => `${count}권을 복사합니다.`,
  copyConfirm: '복사',
  copied: (count: number, selection: string) => `“${selection}”에 ${count}권을 복사했습니다.`,
  copyFailed: '주문을 복사하지 못했습니다.',
  nameRequired: '이름을 입력해 주세요.',
  nameTaken: '같은 이름의 장바구니가 이미 있습니다.',
  openSelection: (name: string) => `${name} 열기`,
} satisfies Translation<typeof en>;
