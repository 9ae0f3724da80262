/**
 * Access tokens: `base64url(payload).base64url(HMAC-SHA256(payload))`, payload
 * `{ sub: memberId, sid: refresh-token family, iat, exp }` (seconds).
 * Refresh tokens: random 256-bit values, stored only as sha256 hashes (see auth handlers).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessPayload {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  { ok: true; payload: AccessPayload } | { ok: false; reason: 'invalid' | 'expired' };

const sign = (secret: Buffer, body: string) =>
  createHmac('sha256', secret).update(body).digest('base64url');

/** Signs an access token for the payload. */
export function signAccessToken(secret: Buffer, payload: AccessPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** Checks signature, shape and expiry of an access token. */
export function verifyAccessToken(secret: Buffer, token: string, nowSeconds: number): VerifyResult {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return { ok: false, reason: 'invalid' };
  const body = token.slice(0, dot);
  const signature = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = Buffer.from(sign(secret, body), 'base64url');
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isPayload(payload)) return { ok: false, reason: 'invalid' };
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, payload };
}

function isPayload(value: unknown): value is AccessPayload {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === 'string' &&
    typeof v.sid === 'string' &&
    typeof v.iat === 'number' &&
    typeof v.exp === 'number'
  );
}

/** A new refresh token (256 random bits, base64url). */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
