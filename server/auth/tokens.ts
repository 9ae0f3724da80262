/**
 * Access tokens: standard JWTs (HS256, made and checked by `jose`) with `sub` (member id), `sid`
 * (the sign-in, checked against the sessions table on every request), `iat`, `exp`, and the
 * portal as issuer and audience. Only the canonical encoding of a token is accepted: base64url
 * leaves spare bits in a segment's last character, and a decoder that ignores them would take
 * several spellings of one signature.
 * Refresh tokens: random 256-bit values, stored only as sha256 hashes (see session.ts).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessPayload {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

export type VerifyResult =
  { ok: true; payload: AccessPayload } | { ok: false; reason: 'invalid' | 'expired' };

const ISSUER = 'book-portal';
const AUDIENCE = 'book-portal/api';

/** Signs an access token for the payload. */
export function signAccessToken(secret: Buffer, payload: AccessPayload): Promise<string> {
  return new SignJWT({ sid: payload.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(payload.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(payload.iat)
    .setExpirationTime(payload.exp)
    .sign(secret);
}

const isCanonical = (token: string) =>
  token
    .split('.')
    .every(
      (segment) =>
        /^[A-Za-z0-9_-]+$/.test(segment) &&
        Buffer.from(segment, 'base64url').toString('base64url') === segment,
    );

/** Checks encoding, signature, issuer, audience, shape and expiry of an access token. */
export async function verifyAccessToken(
  secret: Buffer,
  token: string,
  nowSeconds: number,
): Promise<VerifyResult> {
  if (token.length > 2048 || !isCanonical(token)) return { ok: false, reason: 'invalid' };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowSeconds * 1000),
      requiredClaims: ['sub', 'sid', 'iat', 'exp'],
    });
    const { sub, sid, iat, exp } = payload;
    if (typeof sub !== 'string' || typeof sid !== 'string') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, payload: { sub, sid, iat: iat ?? 0, exp: exp ?? 0 } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** A new refresh token (256 random bits, base64url). */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

const sealKey = (secret: Buffer) =>
  createHmac('sha256', secret).update('refresh-token-successor').digest();

/** Encrypts a refresh token for the reuse grace (AES-256-GCM, key derived from the secret). */
export function sealToken(secret: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** Decrypts what sealToken made; undefined when it was not made with this secret. */
export function unsealToken(secret: Buffer, sealed: string): string | undefined {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !body) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** HMAC of a verification code, keyed with the server secret (a 6-digit code's plain hash is
 * reversed by trying a million values). */
export const codeDigest = (secret: Buffer, code: string): string =>
  createHmac('sha256', secret).update(`verification-code:${code}`).digest('hex');
