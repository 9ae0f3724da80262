import type { components } from '@/api/schema.gen';

/**
 * The home shelves (docs/product/home.md#shelves): fixed sample data bundled with the portal, not server data. The books
 * are real books of the reference server's seeded demo catalogue (same ids, titles, authors and
 * covers), so that every tile opens the book it shows: MD 추천 도서 = the first four of the seeded
 * "MD 추천 도서" collection, 신간 도서 = the first five of "신간 도서", 인기 도서 = the five most
 * popular books after the MD picks (the seeded "인기 도서" collection from its fifth book).
 */
export interface HomeShelfBook {
  bookId: number;
  bookTitle: string;
  isbn: string;
  releaseStatus: components['schemas']['ReleaseStatus'] | null;
  publisher: string;
  authorK: string;
  /** YYYY-MM-DD */
  publishedAt: string;
  price: number;
  page: string;
  bookType: 'BOOK';
  classification: string;
  description: string;
  /** Root-relative on the API origin (resolve with apiAssetUrl). */
  coverImageUrl: string;
  /** Shows the "new" badge. */
  isIcon: boolean;
}

export const mdBooks: readonly HomeShelfBook[] = [
  {
    bookId: 28,
    bookTitle: '오래된 가족',
    isbn: '9791102217328',
    releaseStatus: 'RELEASE',
    publisher: '한결출판',
    authorK: '한호경',
    publishedAt: '2020-08-09',
    price: 32500,
    page: '728',
    bookType: 'BOOK',
    classification: '한국소설',
    description:
      '『오래된 가족』은 가족을 새로운 시각으로 풀어낸 책이다. 한호경은 오랜 연구를 바탕으로 이야기를 펼친다. 각 장 끝에는 생각해 볼 질문이 있어 수업 자료로도 쓸 수 있다. 최신 연구와 자료를 반영해 내용을 새롭게 다듬었다.',
    coverImageUrl: '/api/v1/covers/28.webp',
    isIcon: false,
  },
  {
    bookId: 430,
    bookTitle: 'Landscape Photography for Beginners',
    isbn: '9780450334702',
    releaseStatus: 'RELEASE',
    publisher: 'Old Mill Press',
    authorK: '제임스 해리스',
    publishedAt: '2026-03-07',
    price: 40500,
    page: '642',
    bookType: 'BOOK',
    classification: '사진',
    description:
      'Landscape Photography for Beginners explores landscape photography with clarity and warmth. James Harris draws on years of work in the field to guide readers f…',
    coverImageUrl: '/api/v1/covers/430.webp',
    isIcon: false,
  },
  {
    bookId: 1158,
    bookTitle: '구름과 지도',
    isbn: '9791191702026',
    releaseStatus: 'RELEASE',
    publisher: '모두의책',
    authorK: '황예진',
    publishedAt: '2026-04-20',
    price: 13500,
    page: '142',
    bookType: 'BOOK',
    classification: '동시',
    description:
      '『구름과 지도』는 구름을 깊이 있게 풀어낸 책이다. 황예진은 오랜 연구를 바탕으로 핵심을 짚는다.',
    coverImageUrl: '/api/v1/covers/1158.webp',
    isIcon: false,
  },
  {
    bookId: 807,
    bookTitle: '지도를 기다리며',
    isbn: '9791163906339',
    releaseStatus: 'RELEASE',
    publisher: '파랑새책방',
    authorK: '홍지재',
    publishedAt: '2023-07-29',
    price: 25500,
    page: '469',
    bookType: 'BOOK',
    classification: '동화',
    description:
      '『지도를 기다리며』는 마법을 쉽고 친절하게 풀어낸 책이다. 홍지재는 따뜻한 시선을 바탕으로 독자와 대화한다. 쉬운 문장과 친절한 설명으로 처음 읽는 독자도 부담 없이 따라갈 수 있다.',
    coverImageUrl: '/api/v1/covers/807.webp',
    isIcon: false,
  },
];

export const newBooks: readonly HomeShelfBook[] = [
  {
    bookId: 13,
    bookTitle: '동물 백과 교과서',
    isbn: '9791101029472',
    releaseStatus: 'RELEASE',
    publisher: '산들미디어',
    authorK: '류율예',
    publishedAt: '2026-11-21',
    price: 18900,
    page: '228',
    bookType: 'BOOK',
    classification: '백과사전',
    description:
      '『동물 백과 교과서』는 동물 백과를 생생한 사례로 풀어낸 책이다. 류율예는 날카로운 통찰을 바탕으로 핵심을 짚는다.',
    coverImageUrl: '/api/v1/covers/13.webp',
    isIcon: true,
  },
  {
    bookId: 902,
    bookTitle: '새와 나',
    isbn: '9791171429387',
    releaseStatus: 'RELEASE',
    publisher: '모두의책',
    authorK: '박아호',
    publishedAt: '2026-11-21',
    price: 9000,
    page: '58',
    bookType: 'BOOK',
    classification: '자연관찰',
    description:
      '『새와 나』는 새를 새로운 시각으로 풀어낸 책이다. 박아호는 날카로운 통찰을 바탕으로 독자와 대화한다. 쉬운 문장과 친절한 설명으로 처음 읽는 독자도 부담 없이 따라갈 수 있다.',
    coverImageUrl: '/api/v1/covers/902.webp',
    isIcon: true,
  },
  {
    bookId: 1121,
    bookTitle: '제빵 워크북',
    isbn: '9791188771998',
    releaseStatus: 'RELEASE',
    publisher: '솔바람',
    authorK: '토머스 헤이스',
    publishedAt: '2026-11-21',
    price: 15500,
    page: '190',
    bookType: 'BOOK',
    classification: '요리',
    description:
      '『제빵 워크북』은 제빵을 깊이 있게 풀어낸 책이다. 토머스 헤이스는 오랜 연구를 바탕으로 이야기를 펼친다. 학교와 도서관에서 함께 읽기 좋은 책으로, 토론 주제와 활동 자료를 담았다.',
    coverImageUrl: '/api/v1/covers/1121.webp',
    isIcon: true,
  },
  {
    bookId: 626,
    bookTitle: '인식론 워크북',
    isbn: '9791149572947',
    releaseStatus: 'RELEASE',
    publisher: '한빛서가',
    authorK: '박우희',
    publishedAt: '2026-11-19',
    price: 19400,
    page: '294',
    bookType: 'BOOK',
    classification: '서양철학',
    description:
      '『인식론 워크북』은 인식론을 생생한 사례로 풀어낸 책이다. 박우희는 오랜 연구를 바탕으로 이야기를 펼친다. 최신 연구와 자료를 반영해 내용을 새롭게 다듬었다. 쉬운 문장과 친절한 설명으로 처음 읽는 독자도 부담 없이 따라갈 수 있다.',
    coverImageUrl: '/api/v1/covers/626.webp',
    isIcon: true,
  },
  {
    bookId: 1144,
    bookTitle: '정원의 기억',
    isbn: '9791190593366',
    releaseStatus: 'RELEASE',
    publisher: '솔바람',
    authorK: '홍아서',
    publishedAt: '2026-11-19',
    price: 26500,
    page: '642',
    bookType: 'BOOK',
    classification: '동양고전',
    description:
      '『정원의 기억』은 논어를 생생한 사례로 풀어낸 책이다. 홍아서는 현장 경험을 바탕으로 이야기를 펼친다. 풍부한 도판과 자료가 이해를 돕는다.',
    coverImageUrl: '/api/v1/covers/1144.webp',
    isIcon: true,
  },
];

export const popularBooks: readonly HomeShelfBook[] = [
  {
    bookId: 835,
    bookTitle: '처음 만나는 시장',
    isbn: '9791166123658',
    releaseStatus: 'RELEASE',
    publisher: '참빛교육',
    authorK: '임하혜',
    publishedAt: '2026-06-14',
    price: 15500,
    page: '146',
    bookType: 'BOOK',
    classification: '경제학',
    description:
      '『처음 만나는 시장』은 시장을 쉽고 친절하게 풀어낸 책이다. 임하혜는 현장 경험을 바탕으로 핵심을 짚는다. 각 장 끝에는 생각해 볼 질문이 있어 수업 자료로도 쓸 수 있다. 쉬운 문장과 친절한 설명으로 처음 읽는 독자도 부담 없이 따라갈 수 있다.',
    coverImageUrl: '/api/v1/covers/835.webp',
    isIcon: false,
  },
  {
    bookId: 457,
    bookTitle: '산업혁명 워크북',
    isbn: '9791136189837',
    releaseStatus: 'RELEASE',
    publisher: '새봄문고',
    authorK: '사무엘 밀러',
    publishedAt: '2025-04-23',
    price: 17000,
    page: '345',
    bookType: 'BOOK',
    classification: '세계사',
    description:
      '『산업혁명 워크북』은 산업혁명을 새로운 시각으로 풀어낸 책이다. 사무엘 밀러는 오랜 연구를 바탕으로 핵심을 짚는다.',
    coverImageUrl: '/api/v1/covers/457.webp',
    isIcon: false,
  },
  {
    bookId: 291,
    bookTitle: 'Reading the Window through Strategy',
    isbn: '9780304761395',
    releaseStatus: 'RELEASE',
    publisher: 'Oakleaf Publishing',
    authorK: '앨리스 헤이스',
    publishedAt: '2017-04-01',
    price: 27000,
    page: '305',
    bookType: 'BOOK',
    classification: '전쟁사',
    description:
      'Reading the Window through Strategy explores strategy with clarity and warmth. Alice Hayes draws on years of work in the field to guide readers from first ques…',
    coverImageUrl: '/api/v1/covers/291.webp',
    isIcon: false,
  },
  {
    bookId: 1053,
    bookTitle: 'A History of Curriculum',
    isbn: '9780102796377',
    releaseStatus: 'RELEASE',
    publisher: 'Riverside Press',
    authorK: '소피아 휴스',
    publishedAt: '2025-10-25',
    price: 44300,
    page: '732',
    bookType: 'BOOK',
    classification: '교육학',
    description:
      'A History of Curriculum explores curriculum with clarity and warmth. Sophia Hughes draws on years of work in the field to guide readers from first questions to…',
    coverImageUrl: '/api/v1/covers/1053.webp',
    isIcon: false,
  },
  {
    bookId: 1310,
    bookTitle: 'How Optimization Changed the World',
    isbn: '9780371949900',
    releaseStatus: 'RELEASE',
    publisher: 'Northwind Books',
    authorK: '클레어 앤더슨',
    publishedAt: '2022-01-22',
    price: 21500,
    page: '157',
    bookType: 'BOOK',
    classification: '응용수학',
    description:
      'How Optimization Changed the World explores optimization with clarity and warmth. Claire Anderson draws on years of work in the field to guide readers from fir…',
    coverImageUrl: '/api/v1/covers/1310.webp',
    isIcon: false,
  },
];
