import type { Translation } from '../locale';
import type { book as en } from '../en/book';

export const book = {
  inquiryNotice: '본 도서는 별도 문의가 필요한 도서입니다. 담당자에게 문의해 주세요.',
  originalTitle: '원서명',
  author: '저자',
  otherAuthors: '기타 저자 / 엮은이',
  translator: '역자',
  series: '시리즈',
  publisher: '출판사',
  publishedAt: '발행일',
  isbn: 'ISBN/ISSN',
  price: '단가',
  listPrice: '정가',
  noListPrice: '없음(정가 미기재)',
  // The book record's own note (the catalogue's field), not a selection line's 메모
  note: '비고',
  quantity: '수량',
  mySelection: '장바구니',
  orderRequest: '주문 요청',
  added: '성공적으로 추가되었습니다',
  addFailed: '장바구니 추가에 실패했습니다',
  ordered: '성공적으로 주문되었습니다',
  orderFailed: '주문에 실패했습니다',
  addQuestion: '이 도서를 이 장바구니에 추가하시겠습니까?',
  orderQuestion: (title: string, quantity: number) =>
    `“${title}”(수량 ${quantity})의 견적을 요청하시겠습니까?`,
  orderedWhat: (title: string, quantity: number, orderCode: string) =>
    `“${title}” × ${quantity}의 견적을 요청했습니다(${orderCode}).`,
  details: {
    pages: '쪽수',
    language: '언어',
    format: '형태',
    status: '출간 상태',
    keywords: '키워드',
    additionalCode: 'ISBN 부가기호',
    readers: (group: string) => `독자대상 ${group}`,
    kdc: 'KDC',
    none: '없음',
  },
  sections: {
    introduction: '책 소개',
    toc: '목차',
    // A passage quoted from the book (its `citation`), as Korean bookshops head it; not a 견적서
    quotation: '책 속에서',
    review: '서평',
    authorBio: '저자 소개',
  },
  releaseStatus: {
    OUTOFSTOCK: '일시품절',
    OUTOFPRINT: '절판',
    USED: '중고',
    RELEASE: '출시',
    ETC: '기타',
  },
  notAvailableOffline: '이전에 열어 본 적이 없는 도서라 오프라인에서는 볼 수 없습니다.',
  detailsTitle: '상세 정보',
  sectionsLabel: '도서 정보 바로가기',
  backToList: '목록으로',
  notFound: '존재하지 않는 도서입니다.',
} satisfies Translation<typeof en>;
