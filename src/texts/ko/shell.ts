import type { Translation } from '../locale';
import type { shell as en } from '../en/shell';

export const shell = {
  logout: '로그아웃',
  menu: {
    home: '홈',
    books: '도서 검색',
    selections: '장바구니',
    orders: '주문 조회',
    budget: '예산',
    notices: '공지사항',
    profile: '회원정보',
  },
  editSelections: '장바구니 편집',
  addSelection: '장바구니 추가',
  renameSelection: '이름 변경',
  deleteSelection: '삭제',
  contact: '문의하기',
  footer: {
    registrationNumber: '사업자등록번호',
    email: '이메일',
    phone: '전화',
    address: '주소',
  },
  // The product's name stays, as on the launch screen and in the web app manifest.
  documentTitle: (page: string) => `${page} · Book Portal`,
  appName: 'Book Portal',
  skipToContent: '본문 바로가기',
  titles: {
    signIn: '로그인',
    signUp: '회원가입',
    waiting: '가입 승인 대기',
    findPassword: '비밀번호 찾기',
    changePassword: '새 비밀번호 설정',
    home: '홈',
    books: '도서 검색',
    bookDetails: '도서 상세',
    selection: (name: string) => `${name} · 장바구니`,
    orders: '주문 조회',
    order: (id: string) => `주문번호 ${id}`,
    budget: '예산',
    notices: '공지사항',
    notice: '공지사항',
    profile: '회원정보',
    pingTest: '연결 진단',
    notFound: '페이지를 찾을 수 없음',
  },
  pageNames: {
    bookDetails: '도서 상세',
    selection: '장바구니',
    order: '주문',
  },
} satisfies Translation<typeof en>;
