/**
 * The demo members that `npm start` (and `DEMO_ACCOUNTS=1`) seeds outside production. Their
 * passwords are published (README.md, the start banner), so the password policy refuses them for
 * every real account (server/auth/password-policy.ts); the seed writes their hashes directly.
 */
export const DEMO_ACCOUNTS = {
  demo: { email: 'demo@portal.test', password: 'Demo1234!', name: '김도서' },
  librarian: { email: 'librarian@portal.test', password: 'Library1!', name: '이사서' },
  pending: { email: 'pending@portal.test', password: 'Pending1!', name: '박대기' },
} as const;
