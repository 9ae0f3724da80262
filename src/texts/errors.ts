export const errors = {
  tokenMissing: '토큰이 존재하지 않습니다.',
  loginRequired: '로그인이 필요합니다.',
  forbidden: '권한이 없습니다.',
  notFound: 'Not found.', // (ours) fallback when a 404 has no message
  generic: 'Something went wrong.', // (ours)
  pageNotFoundTitle: 'Page not found', // (ours)
  pageNotFoundText: 'The page you are looking for does not exist.', // (ours)
  goHome: 'Go to home', // (ours)
  goOn: 'Where to go from here', // (ours) name of the not-found page's links
} as const;
