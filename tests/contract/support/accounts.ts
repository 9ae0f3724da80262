/** Demo accounts and fresh members made through the API (approved by the provider operation). */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { approveMember, latestCode } from '../../../server/provider.ts';
import { testDb } from './db.ts';
import { baseUrl, call } from './http.ts';

export const DEMO = { email: 'demo@portal.test', password: 'Demo1234!', name: '김도서' };
export const LIBRARIAN = { email: 'librarian@portal.test', password: 'Library1!' };
export const PENDING = { email: 'pending@portal.test', password: 'Pending1!' };

export interface Session {
  email: string;
  password: string;
  id: string;
  token: string;
  refreshToken: string;
}

/** Signs in and answers the session. */
export async function signIn(email: string, password: string): Promise<Session> {
  const reply = await call('login', {
    body: { email, password },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return {
    email,
    password,
    id: reply.body.id,
    token: reply.body.accessToken,
    refreshToken: reply.body.refreshToken,
  };
}

/** A unique e-mail address for a test member. */
export const uniqueEmail = (label = 'member') => `${label}-${randomUUID().slice(0, 8)}@school.test`;

/** The latest code the server "sent" to an address (read through the dev outbox). */
export async function outboxCode(email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/dev/outbox?email=${encodeURIComponent(email)}`);
  const body = (await response.json()) as { messages: { code: string }[] };
  const code = body.messages[0]?.code;
  if (!code) throw new Error(`no code in the outbox for ${email}`);
  return code;
}

export const registrationBody = (email: string, password = 'Shelf42!rows') => ({
  email,
  password,
  passwordCheck: password,
  name: '테스트 담당자',
  phoneNumber: '01012345678',
  department: '테스트초등학교 도서관',
  address: '서울특별시 종로구 1',
  marketingConsentStatus: false,
});

/** Registers a member through the API (code, verify, register); approved unless told otherwise. */
export async function newMember(
  options: { approved?: boolean; label?: string } = {},
): Promise<Session> {
  const email = uniqueEmail(options.label);
  const password = 'Shelf42!rows';
  expect((await call('sendRegistrationCode', { body: { email } })).status).toBe(204);
  const code = latestCode(testDb(), email).code;
  expect((await call('verifyRegistrationCode', { body: { email, code } })).status).toBe(204);
  const registered = await call('register', { body: registrationBody(email, password) });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  if (options.approved !== false) approveMember(testDb(), email);
  return signIn(email, password);
}
