/**
 * A member's devices: a short, human name for the device of a sign-in, from its User-Agent
 * ("Chrome on Android"), for the member's list of active sign-ins; and the browsers the member has
 * signed in with before (a device cookie), which keep signing in while strangers' wrong passwords
 * lock sign-in from elsewhere (ASVS 2.2.1).
 */
import { createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { randomId, sha256 } from '../lib/util.ts';

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:A|iOS)?\//, 'Edge'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Whale\//, 'Whale'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPad/, 'iPad'],
  [/iPhone/, 'iPhone'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** "Browser on system", one of them, or "Unknown device". */
export function describeDevice(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}

/** How long a browser stays known after its last sign-in. */
const DEVICE_TTL_MS = 180 * 86_400_000;
/** Browsers remembered per member; beyond it the least recently used is forgotten. */
const MAX_DEVICES = 20;
/** The cookie goes to the sign-in call only. */
const COOKIE_PATH = '/api/v1/auth/member/login';

/**
 * The cookie name of an account's device token: one per account, so that members sharing a
 * tablet each keep theirs, named by a keyed hash that says nothing about the address.
 */
function cookieName(ctx: Pick<AppContext, 'secret'>, account: string): string {
  return `portal_device_${createHmac('sha256', ctx.secret).update(`device:${account}`).digest('hex').slice(0, 16)}`;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** A browser the member has signed in with before, recognised by its device cookie. */
export interface KnownDevice {
  hash: string;
}

/** The known device of a sign-in request for this member, if its cookie names one. */
export function knownDevice(
  ctx: Pick<AppContext, 'db' | 'secret'>,
  request: FastifyRequest,
  member: { id: string; email_key: string } | undefined,
): KnownDevice | undefined {
  if (!member) return undefined;
  const token = cookieValue(request.headers.cookie, cookieName(ctx, member.email_key));
  if (!token || !/^[A-Za-z0-9_-]{20,64}$/.test(token)) return undefined;
  const hash = sha256(token);
  const row = ctx.db
    .prepare<[string, string, string], { hash: string }>(
      'SELECT hash FROM trusted_devices WHERE hash = ? AND member_id = ? AND last_used_at > ?',
    )
    .get(hash, member.id, new Date(Date.now() - DEVICE_TTL_MS).toISOString());
  return row ? { hash: row.hash } : undefined;
}

/**
 * After a right password: the browser is (still) known for the member. A known one keeps its
 * token; a new one gets a random token in an HttpOnly cookie sent to the sign-in call only.
 */
export function rememberDevice(
  ctx: Pick<AppContext, 'db' | 'secret'>,
  request: FastifyRequest,
  reply: FastifyReply,
  member: { id: string; email_key: string },
  known: KnownDevice | undefined,
): void {
  const now = new Date().toISOString();
  if (known) {
    ctx.db
      .prepare('UPDATE trusted_devices SET last_used_at = ? WHERE hash = ?')
      .run(now, known.hash);
    return;
  }
  const token = randomId(32);
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'INSERT INTO trusted_devices (hash, member_id, created_at, last_used_at) VALUES (?, ?, ?, ?)',
      )
      .run(sha256(token), member.id, now, now);
    ctx.db
      .prepare(
        `DELETE FROM trusted_devices WHERE member_id = ? AND hash NOT IN (
           SELECT hash FROM trusted_devices WHERE member_id = ?
           ORDER BY last_used_at DESC LIMIT ${MAX_DEVICES})`,
      )
      .run(member.id, member.id);
  })();
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${cookieName(ctx, member.email_key)}=${token}; Max-Age=${DEVICE_TTL_MS / 1000}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** Forgets every browser of a member (a password reset: whoever signed in before is no longer known). */
export function forgetDevices(ctx: Pick<AppContext, 'db'>, memberId: string): void {
  ctx.db.prepare('DELETE FROM trusted_devices WHERE member_id = ?').run(memberId);
}
