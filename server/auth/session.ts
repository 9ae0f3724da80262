/**
 * Sessions: short-lived signed access tokens and rotating refresh tokens (one family per sign-in,
 * reuse detection), and the bearer check of member operations.
 */
import type { AppContext, AuthInfo } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { nowIso, randomId, sha256 } from '../lib/util.ts';
import { Lru } from '../lib/lru.ts';
import {
  newRefreshToken,
  signAccessToken,
  verifyAccessToken,
  type AccessPayload,
} from './tokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
}

function issueRefreshToken(ctx: AppContext, memberId: string, familyId: string): string {
  const token = newRefreshToken();
  const now = Date.now();
  ctx.db
    .prepare(
      `INSERT INTO refresh_tokens (hash, member_id, family_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(
      sha256(token),
      memberId,
      familyId,
      new Date(now).toISOString(),
      new Date(now + ctx.config.refreshTokenTtlSeconds * 1000).toISOString(),
    );
  return token;
}

function issueAccessToken(ctx: AppContext, memberId: string, familyId: string): string {
  const now = Date.now() / 1000;
  return signAccessToken(ctx.secret, {
    sub: memberId,
    sid: familyId,
    iat: Math.floor(now),
    // Rounded up: a token lives at least its TTL. Rounded down from `iat`, a token issued late in
    // a second would live up to a second less (half its life with a 2 s TTL).
    exp: Math.ceil(now + ctx.config.accessTokenTtlSeconds),
  });
}

/** Starts a new sign-in (token family) for a member. */
export function startSession(ctx: AppContext, memberId: string): IssuedTokens {
  const familyId = randomId(12);
  return {
    accessToken: issueAccessToken(ctx, memberId, familyId),
    refreshToken: issueRefreshToken(ctx, memberId, familyId),
  };
}

interface RefreshRow {
  member_id: string;
  family_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

const invalidRefresh = () =>
  unauthorized('auth_refresh_token_invalid', 'The refresh token is invalid. Please sign in again.');

/**
 * Exchanges a refresh token for new tokens (rotation). The check-and-mark is one conditional
 * UPDATE inside a synchronous transaction, so of many concurrent uses exactly one succeeds; a
 * token presented again after its use revokes its whole family (reuse detection).
 */
export function rotateRefreshToken(
  ctx: AppContext,
  token: string,
): IssuedTokens & { memberId: string } {
  const hash = sha256(token);
  const now = nowIso();
  const outcome = ctx.db
    .transaction((): { ok: true; tokens: IssuedTokens; memberId: string } | { ok: false } => {
      const row = ctx.db
        .prepare<[string], RefreshRow>(
          'SELECT member_id, family_id, expires_at, used_at, revoked_at FROM refresh_tokens WHERE hash = ?',
        )
        .get(hash);
      if (!row) return { ok: false };
      const marked = ctx.db
        .prepare(
          `UPDATE refresh_tokens SET used_at = ?
           WHERE hash = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?`,
        )
        .run(now, hash, now);
      if (marked.changes !== 1) {
        if (row.used_at !== null) {
          // Reuse of a rotated token: somebody else may hold the family; end it.
          ctx.db
            .prepare(
              'UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
            )
            .run(now, row.family_id);
        }
        return { ok: false };
      }
      return {
        ok: true,
        memberId: row.member_id,
        tokens: {
          accessToken: issueAccessToken(ctx, row.member_id, row.family_id),
          refreshToken: issueRefreshToken(ctx, row.member_id, row.family_id),
        },
      };
    })
    .immediate();
  if (!outcome.ok) throw invalidRefresh();
  return { ...outcome.tokens, memberId: outcome.memberId };
}

/** Revokes the family of a refresh token (logout); unknown tokens are ignored. */
export function revokeFamilyOf(ctx: AppContext, token: string): void {
  const row = ctx.db
    .prepare<[string], { family_id: string }>('SELECT family_id FROM refresh_tokens WHERE hash = ?')
    .get(sha256(token));
  if (!row) return;
  ctx.db
    .prepare('UPDATE refresh_tokens SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL')
    .run(nowIso(), row.family_id);
}

/** Revokes every refresh token of a member, except those of `keepFamily`. */
export function revokeMemberTokens(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  keepFamily?: string,
): number {
  return ctx.db
    .prepare(
      `UPDATE refresh_tokens SET revoked_at = ?
       WHERE member_id = ? AND revoked_at IS NULL AND family_id IS NOT ?`,
    )
    .run(nowIso(), memberId, keepFamily ?? null).changes;
}

interface BearerCache {
  /** Verified access tokens: the signature check is skipped for a token seen before (expiry is not). */
  verifiedTokens: Lru<string, AccessPayload>;
  /**
   * Members found approved in the last seconds. Only "approved" is remembered: approval is the one
   * change another process (the admin CLI) makes, and deletions happen in this process, which
   * forgets the member at once (forgetMember).
   */
  approvedUntil: Map<string, number>;
}
const APPROVAL_CACHE_MS = 2000;
const bearerCaches = new WeakMap<object, BearerCache>();

function bearerCache(ctx: Pick<AppContext, 'db'>): BearerCache {
  let cache = bearerCaches.get(ctx.db);
  if (!cache) {
    cache = { verifiedTokens: new Lru(20_000), approvedUntil: new Map() };
    bearerCaches.set(ctx.db, cache);
  }
  return cache;
}

/** Drops what the bearer check remembers of a member (on deletion). */
export function forgetMember(ctx: Pick<AppContext, 'db'>, memberId: string): void {
  bearerCache(ctx).approvedUntil.delete(memberId);
}

/**
 * The bearer check of member operations: 401 auth_token_missing / auth_token_invalid /
 * auth_token_expired, 403 member_not_approved.
 */
export function authenticate(ctx: AppContext, header: string | undefined): AuthInfo {
  if (!header || header.trim() === '') {
    throw unauthorized('auth_token_missing', 'No access token was sent. Please sign in.');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw unauthorized('auth_token_invalid', 'The access token is invalid.');
  const nowSeconds = Math.floor(Date.now() / 1000);
  const { verifiedTokens, approvedUntil } = bearerCache(ctx);
  let payload = verifiedTokens.get(token);
  if (!payload) {
    const result = verifyAccessToken(ctx.secret, token, nowSeconds);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? unauthorized('auth_token_expired', 'The access token has expired.')
        : unauthorized('auth_token_invalid', 'The access token is invalid.');
    }
    payload = result.payload;
    verifiedTokens.set(token, payload);
  } else if (payload.exp <= nowSeconds) {
    throw unauthorized('auth_token_expired', 'The access token has expired.');
  }
  const approved =
    (approvedUntil.get(payload.sub) ?? 0) > Date.now() ? true : memberApproval(ctx, payload.sub);
  if (approved === undefined)
    throw unauthorized('auth_token_invalid', 'The access token is invalid.');
  if (!approved)
    throw forbidden('member_not_approved', 'Your registration is waiting for approval.');
  if (approvedUntil.size > 50_000) approvedUntil.clear();
  approvedUntil.set(payload.sub, Date.now() + APPROVAL_CACHE_MS);
  return { memberId: payload.sub, familyId: payload.sid };
}

const approvalStatements = new WeakMap<
  object,
  { get(id: string): { is_approved: number } | undefined }
>();

/** true/false for an existing member's approval, undefined when the member does not exist. */
function memberApproval(ctx: AppContext, memberId: string): boolean | undefined {
  let statement = approvalStatements.get(ctx.db);
  if (!statement) {
    statement = ctx.db.prepare<[string], { is_approved: number }>(
      'SELECT is_approved FROM members WHERE id = ?',
    );
    approvalStatements.set(ctx.db, statement);
  }
  const row = statement.get(memberId);
  return row === undefined ? undefined : row.is_approved === 1;
}
