/**
 * Sign-ins (ASVS 3.3): a row of `sessions` per sign-in, with an absolute end (12 hours, or 30
 * days with "Stay signed in"); short-lived JWT access tokens naming it (`sid`); rotating refresh
 * tokens (one family per sign-in) with reuse detection and a short reuse grace. Every member
 * request checks that its sign-in still exists and is not revoked or over, so ending a sign-in
 * (logout, password change or reset, account deletion) ends its access tokens at once.
 */
import type { AppContext, AuthInfo } from '../context.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { nowIso, randomId, sha256 } from '../lib/util.ts';
import { Lru } from '../lib/lru.ts';
import {
  newRefreshToken,
  sealToken,
  signAccessToken,
  unsealToken,
  verifyAccessToken,
  type AccessPayload,
} from './tokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** When the sign-in ends (ISO 8601): no refresh goes beyond it. */
  signInEndsAt: string;
}

export interface SessionStart {
  /** "Stay signed in": the sign-in lasts 30 days instead of 12 hours. */
  staySignedIn: boolean;
  userAgent: string | undefined;
}

interface SessionRow {
  id: string;
  member_id: string;
  created_at: string;
  expires_at: string;
  last_used_at: string;
  user_agent: string;
  revoked_at: string | null;
}

function issueRefreshToken(
  ctx: AppContext,
  memberId: string,
  sessionId: string,
  sessionExpiresAt: string,
): string {
  const token = newRefreshToken();
  const now = Date.now();
  const idleEnd = new Date(now + ctx.config.refreshTokenTtlSeconds * 1000).toISOString();
  ctx.db
    .prepare(
      `INSERT INTO refresh_tokens (hash, member_id, family_id, created_at, expires_at)
       VALUES (?, ?, ?, ?, ?)`,
    )
    .run(
      sha256(token),
      memberId,
      sessionId,
      new Date(now).toISOString(),
      idleEnd < sessionExpiresAt ? idleEnd : sessionExpiresAt,
    );
  return token;
}

function issueAccessToken(
  ctx: AppContext,
  memberId: string,
  sessionId: string,
  sessionExpiresAt: string,
): Promise<string> {
  const now = Date.now() / 1000;
  // Rounded up: a token lives at least its TTL (rounded down from `iat`, a token issued late in a
  // second would live up to a second less); never beyond the end of its sign-in.
  const exp = Math.min(
    Math.ceil(now + ctx.config.accessTokenTtlSeconds),
    Math.ceil(Date.parse(sessionExpiresAt) / 1000),
  );
  return signAccessToken(ctx.secret, {
    sub: memberId,
    sid: sessionId,
    iat: Math.floor(now),
    exp,
  });
}

/** Starts a new sign-in for a member: its session row, first refresh and access token. */
export async function startSession(
  ctx: AppContext,
  memberId: string,
  start: SessionStart,
): Promise<IssuedTokens & { sessionId: string }> {
  const sessionId = randomId(16);
  const now = Date.now();
  const lifetime = start.staySignedIn
    ? ctx.config.sessionLifetimeRememberedSeconds
    : ctx.config.sessionLifetimeSeconds;
  const expiresAt = new Date(now + lifetime * 1000).toISOString();
  const refreshToken = ctx.db.transaction(() => {
    ctx.db
      .prepare(
        `INSERT INTO sessions (id, member_id, created_at, expires_at, last_used_at, user_agent)
         VALUES (?, ?, ?, ?, ?, ?)`,
      )
      .run(
        sessionId,
        memberId,
        new Date(now).toISOString(),
        expiresAt,
        new Date(now).toISOString(),
        (start.userAgent ?? '').slice(0, 400),
      );
    return issueRefreshToken(ctx, memberId, sessionId, expiresAt);
  })();
  return {
    sessionId,
    accessToken: await issueAccessToken(ctx, memberId, sessionId, expiresAt),
    refreshToken,
    signInEndsAt: expiresAt,
  };
}

interface RefreshRow {
  member_id: string;
  family_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  successor_sealed: string | null;
  successor_hash: string | null;
}

const invalidRefresh = () =>
  unauthorized('auth_refresh_token_invalid', 'The refresh token is invalid. Please sign in again.');

type Rotation =
  | { ok: true; memberId: string; sessionId: string; expiresAt: string; refreshToken: string }
  | { ok: false };

/**
 * Exchanges a refresh token for new tokens (rotation). The check-and-mark runs in one synchronous
 * transaction, so of many concurrent uses exactly one rotates. The same token presented again
 * within REFRESH_REUSE_GRACE_SECONDS of its rotation (a second tab refreshing at the same moment)
 * is answered the same successor; presented later, it revokes the whole sign-in (reuse detection:
 * somebody else may hold the family).
 */
export async function rotateRefreshToken(
  ctx: AppContext,
  token: string,
): Promise<IssuedTokens & { memberId: string }> {
  const hash = sha256(token);
  const nowMs = Date.now();
  const now = new Date(nowMs).toISOString();
  const outcome = ctx.db
    .transaction((): Rotation => {
      const row = ctx.db
        .prepare<[string], RefreshRow>(
          `SELECT member_id, family_id, expires_at, used_at, revoked_at, successor_sealed,
                  successor_hash FROM refresh_tokens WHERE hash = ?`,
        )
        .get(hash);
      if (!row) return { ok: false };
      const session = liveSession(ctx, row.family_id, now);
      if (!session || row.revoked_at !== null || row.expires_at <= now) return { ok: false };
      if (row.used_at === null) {
        const successor = issueRefreshToken(ctx, row.member_id, session.id, session.expires_at);
        ctx.db
          .prepare(
            `UPDATE refresh_tokens SET used_at = ?, successor_sealed = ?, successor_hash = ?
             WHERE hash = ?`,
          )
          .run(now, sealToken(ctx.secret, successor), sha256(successor), hash);
        // The predecessor's grace ends when its successor is used.
        ctx.db
          .prepare('UPDATE refresh_tokens SET successor_sealed = NULL WHERE successor_hash = ?')
          .run(hash);
        touchSession(ctx, session.id, now);
        return {
          ok: true,
          memberId: row.member_id,
          sessionId: session.id,
          expiresAt: session.expires_at,
          refreshToken: successor,
        };
      }
      const withinGrace =
        nowMs - Date.parse(row.used_at) <= ctx.config.refreshReuseGraceSeconds * 1000;
      const successor =
        withinGrace && row.successor_sealed
          ? unsealToken(ctx.secret, row.successor_sealed)
          : undefined;
      if (successor !== undefined) {
        return {
          ok: true,
          memberId: row.member_id,
          sessionId: session.id,
          expiresAt: session.expires_at,
          refreshToken: successor,
        };
      }
      endSessionRows(ctx, now, 'id = ?', row.family_id);
      return { ok: false };
    })
    .immediate();
  if (!outcome.ok) {
    return Promise.reject(invalidRefresh());
  }
  return {
    memberId: outcome.memberId,
    refreshToken: outcome.refreshToken,
    signInEndsAt: outcome.expiresAt,
    accessToken: await issueAccessToken(
      ctx,
      outcome.memberId,
      outcome.sessionId,
      outcome.expiresAt,
    ),
  };
}

function liveSession(ctx: AppContext, sessionId: string, now: string): SessionRow | undefined {
  const session = ctx.db
    .prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?')
    .get(sessionId);
  if (!session || session.revoked_at !== null || session.expires_at <= now) return undefined;
  return session;
}

function touchSession(ctx: Pick<AppContext, 'db'>, sessionId: string, now: string): void {
  ctx.db.prepare('UPDATE sessions SET last_used_at = ? WHERE id = ?').run(now, sessionId);
}

/** Revokes the sign-ins matching `where` and their refresh tokens; answers how many ended. */
function endSessionRows(
  ctx: Pick<AppContext, 'db'>,
  now: string,
  where: string,
  ...params: unknown[]
): number {
  const ids = ctx.db
    .prepare<unknown[], { id: string }>(
      `SELECT id FROM sessions WHERE revoked_at IS NULL AND ${where}`,
    )
    .all(...params)
    .map((row) => row.id);
  const revokeSession = ctx.db.prepare('UPDATE sessions SET revoked_at = ? WHERE id = ?');
  const revokeTokens = ctx.db.prepare(
    'UPDATE refresh_tokens SET revoked_at = ?, successor_sealed = NULL WHERE family_id = ? AND revoked_at IS NULL',
  );
  for (const id of ids) {
    revokeSession.run(now, id);
    revokeTokens.run(now, id);
    forgetSession(ctx, id);
  }
  return ids.length;
}

/** Ends the sign-in of a refresh token (logout); unknown tokens are ignored. */
export function revokeFamilyOf(ctx: Pick<AppContext, 'db'>, token: string): void {
  const row = ctx.db
    .prepare<[string], { family_id: string }>('SELECT family_id FROM refresh_tokens WHERE hash = ?')
    .get(sha256(token));
  if (!row) return;
  ctx.db.transaction(() => endSessionRows(ctx, nowIso(), 'id = ?', row.family_id))();
}

/** Ends every sign-in of a member except `keepSession`; answers how many ended. */
export function revokeMemberTokens(
  ctx: Pick<AppContext, 'db'>,
  memberId: string,
  keepSession?: string,
): number {
  return ctx.db.transaction(() =>
    endSessionRows(ctx, nowIso(), 'member_id = ? AND id IS NOT ?', memberId, keepSession ?? null),
  )();
}

export interface ActiveSession {
  id: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** The member's live sign-ins, most recently used first. */
export function activeSessions(ctx: Pick<AppContext, 'db'>, memberId: string): ActiveSession[] {
  return ctx.db
    .prepare<[string, string], ActiveSession>(
      `SELECT id, user_agent AS userAgent, created_at AS createdAt, last_used_at AS lastUsedAt,
              expires_at AS expiresAt
       FROM sessions WHERE member_id = ? AND revoked_at IS NULL AND expires_at > ?
       ORDER BY last_used_at DESC, created_at DESC`,
    )
    .all(memberId, nowIso());
}

interface SessionCheck {
  memberId: string;
  approved: boolean;
  /** Until when this answer may be reused without reading the database. */
  until: number;
  lastUsedAt: number;
}

interface BearerCache {
  /** Verified access tokens: the signature check is skipped for a token seen before (expiry is not). */
  verifiedTokens: Lru<string, AccessPayload>;
  /**
   * Sign-ins found live in the last seconds, with their member's approval. Revocations in this
   * process forget the sign-in at once (forgetSession); the admin CLI's, from another process,
   * are seen within SESSION_CHECK_MS.
   */
  sessions: Map<string, SessionCheck>;
}
const SESSION_CHECK_MS = 2000;
/** How often a sign-in's "last used" time is written while it is used. */
const LAST_USED_RESOLUTION_MS = 60_000;
const bearerCaches = new WeakMap<object, BearerCache>();

function bearerCache(ctx: Pick<AppContext, 'db'>): BearerCache {
  let cache = bearerCaches.get(ctx.db);
  if (!cache) {
    cache = { verifiedTokens: new Lru(20_000), sessions: new Map() };
    bearerCaches.set(ctx.db, cache);
  }
  return cache;
}

function forgetSession(ctx: Pick<AppContext, 'db'>, sessionId: string): void {
  bearerCache(ctx).sessions.delete(sessionId);
}

/** Drops what the bearer check remembers of a member (on deletion). */
export function forgetMember(ctx: Pick<AppContext, 'db'>, memberId: string): void {
  const { sessions } = bearerCache(ctx);
  for (const [id, check] of sessions) if (check.memberId === memberId) sessions.delete(id);
}

const invalidToken = () => unauthorized('auth_token_invalid', 'The access token is invalid.');

/**
 * The bearer check of member operations: 401 auth_token_missing / auth_token_invalid (also for a
 * token whose sign-in has ended) / auth_token_expired, 403 member_not_approved (unless
 * `allowPending`, for the pending member's own registration).
 */
export async function authenticate(
  ctx: AppContext,
  header: string | undefined,
  options: { allowPending?: boolean } = {},
): Promise<AuthInfo> {
  if (!header || header.trim() === '') {
    throw unauthorized('auth_token_missing', 'No access token was sent. Please sign in.');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1];
  if (!token) throw invalidToken();
  const nowMs = Date.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const { verifiedTokens, sessions } = bearerCache(ctx);
  let payload = verifiedTokens.get(token);
  if (!payload) {
    const result = await verifyAccessToken(ctx.secret, token, nowSeconds);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? unauthorized('auth_token_expired', 'The access token has expired.')
        : invalidToken();
    }
    payload = result.payload;
    verifiedTokens.set(token, payload);
  } else if (payload.exp <= nowSeconds) {
    throw unauthorized('auth_token_expired', 'The access token has expired.');
  }
  let check = sessions.get(payload.sid);
  if (!check || check.until <= nowMs) {
    check = readSessionCheck(ctx, payload.sid, nowMs, check?.lastUsedAt);
    if (check) {
      if (sessions.size > 50_000) sessions.clear();
      sessions.set(payload.sid, check);
    } else {
      sessions.delete(payload.sid);
    }
  }
  if (!check || check.memberId !== payload.sub) throw invalidToken();
  if (!check.approved && !options.allowPending) {
    throw forbidden('member_not_approved', 'Your registration is waiting for approval.');
  }
  return { memberId: payload.sub, familyId: payload.sid };
}

const checkStatements = new WeakMap<
  object,
  {
    get(
      id: string,
      now: string,
    ): { member_id: string; is_approved: number; last_used_at: string } | undefined;
  }
>();

function readSessionCheck(
  ctx: AppContext,
  sessionId: string,
  nowMs: number,
  lastUsedAt: number | undefined,
): SessionCheck | undefined {
  let statement = checkStatements.get(ctx.db);
  if (!statement) {
    statement = ctx.db.prepare<
      [string, string],
      { member_id: string; is_approved: number; last_used_at: string }
    >(
      `SELECT s.member_id, m.is_approved, s.last_used_at FROM sessions s
       JOIN members m ON m.id = s.member_id
       WHERE s.id = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    );
    checkStatements.set(ctx.db, statement);
  }
  const now = new Date(nowMs).toISOString();
  const row = statement.get(sessionId, now);
  if (!row) return undefined;
  let used = Math.max(Date.parse(row.last_used_at), lastUsedAt ?? 0);
  if (nowMs - used >= LAST_USED_RESOLUTION_MS) {
    touchSession(ctx, sessionId, now);
    used = nowMs;
  }
  return {
    memberId: row.member_id,
    approved: row.is_approved === 1,
    // A pending member is read again each time: approval must show at once.
    until: row.is_approved === 1 ? nowMs + SESSION_CHECK_MS : nowMs,
    lastUsedAt: used,
  };
}
