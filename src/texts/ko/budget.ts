import type { Translation } from '../locale';
import type { budget as en } from '../en/budget';

export const budget = {
  title: '예산',
  schoolYear: '학년도',
  schoolYearOption: (year: number) => `${year}학년도`,
  period: (from: string, to: string) => `${from} ~ ${to}`,
  funds: '예산 목록',
  noFunds: '이 학년도의 예산이 아직 없습니다.',
  columns: {
    fund: '예산',
    amount: '금액',
    committed: '집행 예정액',
    spent: '집행액',
    remaining: '잔액',
    status: '상태',
    requests: '건수',
    quantity: '수량',
    total: '합계',
    kdcClass: 'KDC 분류',
    // The count of order lines (titles) beside their copies (수량).
    books: '종수',
  },
  bar: (spent: string, committed: string, remaining: string) =>
    `집행액 ${spent}, 집행 예정액 ${committed}, 잔액 ${remaining}`,
  overspent: '예산 초과',
  byStatus: '예산별·상태별 요청',
  byClass: 'KDC 분류별 요청',
  byClassNote:
    '분류는 도서 KDC 번호의 첫 자리입니다. KDC 번호가 없는 도서는 도서 검색의 카테고리에 따라 분류합니다.',
  noRequests: '이 학년도의 요청이 없습니다.',
  noFund: '예산 미지정',
  excelDownload: '엑셀 내려받기',
  excelFailed: '엑셀 파일을 내려받지 못했습니다.',
  selection: {
    fund: '예산',
    noFund: '예산 미지정',
    fundOption: (name: string, remaining: string) => `${name} (잔액 ${remaining})`,
    otherYearFund: '다른 학년도의 예산',
    fundRemaining: (name: string) => `${name} 잔액`,
    fundAfter: (remaining: string, after: string) => `${remaining} → ${after}`,
    fundsUnavailable: '예산 정보를 불러오지 못했습니다.',
    fundFailed: '예산을 지정하지 못했습니다.',
    requestAmount: (amount: string) => `이번 요청 금액: ${amount}.`,
    quoteEffect: (fund: string, year: number, remaining: string, after: string) =>
      `${fund}(${year}학년도): 잔액 ${remaining} → ${after}`,
    orderEffect: (fund: string, year: number, remaining: string) =>
      `${fund}(${year}학년도): 잔액 ${remaining}(견적 요청 금액이 이미 반영되어 있습니다).`,
    overBudget: (over: string) => `예산을 ${over} 초과합니다. 그래도 요청하시겠습니까?`,
    overBudgetOrder: '이미 예산을 초과했습니다. 그래도 요청하시겠습니까?',
    sendAnyway: '그래도 요청',
  },
  addFund: '예산 추가',
  addFundTitle: (year: number) => `${year}학년도 예산 추가`,
  editFund: '수정',
  // Accessible names start with the button's visible words (docs/product/budget.md#setting).
  editFundLabel: (name: string) => `수정: ${name}`,
  editFundTitle: (name: string) => `${name} 수정`,
  deleteFund: '예산 삭제',
  deleteFundLabel: (name: string) => `예산 삭제: ${name}`,
  deleteQuestion: (name: string) =>
    `“${name}” 예산을 삭제하시겠습니까? 이 예산을 지정했던 취소된 요청은 예산 미지정으로 바뀝니다.`,
  fundName: '예산 이름',
  fundAmount: '금액(원)',
  fundAmountNote: '원 단위 정수로 입력해 주세요(예: 3,000,000).',
  fundAdded: (name: string) => `“${name}” 예산을 추가했습니다.`,
  fundSaved: (name: string) => `“${name}” 예산을 저장했습니다.`,
  fundDeleted: (name: string) => `“${name}” 예산을 삭제했습니다.`,
  offlineSetting: '오프라인 상태입니다. 온라인에 다시 연결되면 예산을 설정할 수 있습니다.',
  errors: {
    nameRequired: '예산 이름을 입력해 주세요.',
    nameMax: '예산 이름은 50자까지 입력할 수 있습니다.',
    amountRequired: '금액을 입력해 주세요.',
    amountDigits: '금액은 원 단위 숫자로만 입력해 주세요.',
    amountMax: '금액은 최대 10,000,000,000원까지 입력할 수 있습니다.',
  },
} satisfies Translation<typeof en>;
