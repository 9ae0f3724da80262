import type { Translation } from '../locale';
import type { notices as en } from '../en/notices';

export const notices = {
  title: '공지사항',
  searchCategory: '검색 조건',
  searchCategories: { title: '제목', content: '내용' },
  search: '검색',
  columns: { title: '제목', author: '작성자', date: '작성일' },
  writer: '작성자',
  next: '다음 글',
  prev: '이전 글',
  allList: '목록',
  searchText: '검색어',
  searchPlaceholder: '검색어를 입력해 주세요',
  pageSize: '표시 개수',
  resultCount: (count: number) => `총 ${count}건`,
  pages: '공지사항 페이지',
  neighbours: '이전 글·다음 글',
  date: '작성일',
  notFound: '존재하지 않는 공지사항입니다.',
  backToList: '공지사항 목록으로',
} satisfies Translation<typeof en>;
