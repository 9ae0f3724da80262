import type { Translation } from '../locale';
import type { home as en } from '../en/home';

export const home = {
  // Before the member's name, as the server's banner text is: "환영합니다, 김도서 님".
  welcomeFallback: '환영합니다,',
  nameSuffix: ' 님',
  orderHistory: '주문 현황',
  budget: {
    title: '예산',
    year: (year: number) => `${year}학년도`,
    remaining: '이번 학년도 잔액',
    noFunds: '이번 학년도 예산이 아직 없습니다. 예산 페이지에서 설정해 주세요.',
  },
  lastYear: '최근 1년',
  tiles: {
    selection: '장바구니',
    quotation: '견적',
    order: '주문',
    invoice: '주문 완료',
  },
  announcements: '공지사항',
  noAnnouncements: '공지사항이 없습니다.',
  cardNotAvailableOffline: '오프라인에서는 볼 수 없습니다',
  cardOfflineExplanation:
    '이 기기에서 아직 불러온 적이 없는 카드입니다. 온라인에 연결되면 표시됩니다.',
  bannerFallbackNote: '기본 배너를 표시합니다:',
  bannerAlt: '사이트 배너',
  bannerImageFailed: '배너 이미지를 불러오지 못했습니다.',
  newBadge: 'NEW',
  shelves: {
    md: 'MD 추천 도서',
    mdSubtitle: '많은 분들이 선택한 도서 중 MD가 엄선한 추천 목록입니다.',
    new: '신간 도서',
    popular: '인기 도서',
  },
} satisfies Translation<typeof en>;
