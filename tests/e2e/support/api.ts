import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import createClient from 'openapi-fetch';
import { hashPasswordSync } from '../../../server/auth/passwords.ts';
import { openDatabase, type Db } from '../../../server/db/index.ts';
import { createMember as insertMember } from '../../../server/members.ts';
import type { paths } from '../../../src/api/schema.gen';
import { sinkCodes } from '../../../scripts/smtp-sink.mjs';
import { E2E_BASE_URL, E2E_DATABASE_PATH, E2E_MAIL_DIR } from './env';

const run = promisify(execFile);

/**
 * A request answered `503 service_busy` (the server waited past its 50 ms for a write lock, held
 * by a test's seeding or an admin command on a loaded machine) is sent again after its
 * Retry-After, as the answer asks: a test's setup is not the subject of that answer.
 */
async function fetchPastBusy(request: Request): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(request.clone());
    if (response.status !== 503 || attempt === 5) return response;
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { errorCode?: string } | null;
    if (body?.errorCode !== 'service_busy') return response;
    const seconds = Number(response.headers.get('Retry-After') ?? 1);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  }
}

/** The typed API, as a test sees it from outside the browser. */
export const api = createClient<paths>({ baseUrl: `${E2E_BASE_URL}/api/v1`, fetch: fetchPastBusy });

export interface MemberAccount {
  email: string;
  password: string;
  name: string;
  id: string;
}

export interface StoredSession {
  token: string;
  refreshToken: string;
  name: string;
  id: string;
  isApproved: boolean;
}

/** Runs `npm run admin -- <args>` (the provider's command) against the e2e database. */
export async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'server/admin.ts', ...args], {
    env: { ...process.env, DATABASE_PATH: E2E_DATABASE_PATH, NODE_ENV: 'test' },
  });
  return stdout;
}

/**
 * The newest verification code sent to an address, as the member reads it in their mailbox: the
 * dev outbox names the newest code (written before the answer), and this waits (up to 10 s) until
 * the mail the server sent over SMTP has reached the test run's sink (scripts/e2e-server.mjs) with
 * that code, which it then answers. The mail leaves after the answer, so reading the sink alone
 * could find the previous mail.
 */
export async function latestCode(email: string): Promise<string> {
  const response = await fetch(`${E2E_BASE_URL}/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages: { code: string }[] };
  const expected = body.messages.find((message) => message.code !== '')?.code;
  if (!expected) throw new Error(`No code was sent to ${email}`);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mailed = sinkCodes(E2E_MAIL_DIR, email);
    if (mailed.includes(expected)) return expected;
    if (Date.now() > deadline) throw new Error(`The mail with the code never reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A unique address for one test. */
export const uniqueEmail = (prefix = 'member') => `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`;

/**
 * Registers a member through the real sign-up calls (code from the outbox), approving it with the
 * admin command unless `approved` is false.
 */
export async function createMember(
  options: { approved?: boolean; name?: string; password?: string } = {},
): Promise<MemberAccount> {
  const email = uniqueEmail();
  const password = options.password ?? 'Shelf42!rows';
  const name = options.name ?? `테스트 ${email.slice(7, 11)}`;
  await api.POST('/member/register/send/email', { body: { email } });
  const code = await latestCode(email);
  await api.POST('/member/register/verify/email', { body: { email, code } });
  const { data, error } = await api.POST('/member/register', {
    body: {
      email,
      password,
      passwordCheck: password,
      name,
      phoneNumber: '0212345678',
      department: 'Seoul Central Library',
      address: '1 Sejong-daero, Jung-gu, Seoul',
      marketingConsentStatus: false,
    },
  });
  if (!data) throw new Error(`Registration failed: ${JSON.stringify(error)}`);
  if (options.approved !== false) await admin('approve', email);
  return { email, password, name, id: data.id };
}

let database: Db | undefined;

/**
 * Puts a member straight into the e2e database with the server's own `createMember` (as its demo
 * seed does), approved unless `approved` is false: for the tests whose subject is not
 * registration. It leaves the member where `createMember` above does, without the four calls,
 * the mail and the admin command (docs/testing.md#members).
 */
export function seedMember(
  options: { approved?: boolean; name?: string; password?: string } = {},
): MemberAccount {
  const email = uniqueEmail();
  const password = options.password ?? 'Shelf42!rows';
  const name = options.name ?? `테스트 ${email.slice(7, 11)}`;
  if (!database) {
    // Opened as the server opens it (WAL, synchronous NORMAL: no fsync while holding the write
    // lock, which under load made the server wait past its 50 ms and answer 503), and waiting
    // for the server's own transactions rather than failing.
    database = openDatabase(E2E_DATABASE_PATH, 5000);
  }
  const id = insertMember(database, {
    email,
    passwordHash: hashPasswordSync(password),
    name,
    phoneNumber: '0212345678',
    department: 'Seoul Central Library',
    address: '1 Sejong-daero, Jung-gu, Seoul',
    marketingConsent: false,
    approved: options.approved !== false,
  });
  return { email, password, name, id };
}

/** Signs in through the API and returns the session as the portal stores it. */
export async function signInViaApi(account: Pick<MemberAccount, 'email' | 'password'>) {
  const { data, error } = await api.POST('/auth/member/login', {
    body: { email: account.email, password: account.password, staySignedIn: true },
  });
  if (!data) throw new Error(`Sign-in failed: ${JSON.stringify(error)}`);
  const session: StoredSession = {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
  };
  return session;
}

/** Bearer headers for calling member operations directly. */
export const bearer = (session: StoredSession) => ({ Authorization: `Bearer ${session.token}` });

/** Puts books (quantity 1 each; ids 1, 2, 3 of the seeded catalogue by default) in a selection. */
export async function addBooks(
  session: StoredSession,
  bookIds: number[] = [1, 2, 3],
  selectionId = 'public',
) {
  const { data, error } = await api.POST('/member/cart/add/books', {
    body: {
      cartCategoryId: selectionId,
      books: bookIds.map((bookId) => ({ bookId, quantity: 1 })),
    },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Adding books failed: ${JSON.stringify(error)}`);
  return data.books;
}

/** Creates a selection with the given name; its id. */
export async function createSelection(session: StoredSession, name: string): Promise<string> {
  const { data } = await api.POST('/member/cart/add/category', {
    body: { name },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Creating ${name} failed`);
  return data.categoryId;
}

/** A quotation request for books of the default selection, as the selection page sends it. */
export async function requestQuotation(session: StoredSession, bookIds: number[], quantity = 2) {
  const { data, error } = await api.POST('/member/cart/request/quotation', {
    body: {
      cartCategoryId: 'public',
      message: '',
      books: bookIds.map((bookId) => ({ bookId, quantity })),
    },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  if (!data) throw new Error(`Quotation failed: ${JSON.stringify(error)}`);
  return data;
}

/** The title of a book of the catalogue, as the server gives it. */
export async function bookTitle(session: StoredSession, bookId: number): Promise<string> {
  const { data } = await api.GET('/member/book/detail/{bookId}', {
    params: { path: { bookId } },
    headers: bearer(session),
  });
  if (!data) throw new Error(`No book ${bookId}`);
  return data.title;
}

/** A selection's contents as the server holds them (the default selection unless named). */
export async function selectionOf(session: StoredSession, name = 'common(default)') {
  const { data } = await api.GET('/member/cart', {
    params: { query: { name } },
    headers: bearer(session),
  });
  if (!data) throw new Error(`No selection ${name}`);
  return data;
}
