/**
 * The server's configuration: the ONLY module that reads `process.env`. Everything is validated
 * up front and a bad value stops the process with a message naming the variable (fail fast).
 *
 * Variables (all optional):
 * - PORT (4173), HOST (0.0.0.0; 127.0.0.1 with the demo accounts): where the server listens.
 * - DATABASE_PATH (data/portal.db): the SQLite file; its directory is created. `:memory:` keeps
 *   everything in memory (the admin CLI cannot reach such a database).
 * - FILES_DIR (`files` beside the database, or a temp folder for `:memory:`): where inquiry
 *   attachments are stored.
 * - ACCESS_TOKEN_TTL_SECONDS (900), REFRESH_TOKEN_TTL_SECONDS (30 days).
 * - CODE_RESEND_SECONDS (30): how soon a verification code may be sent again to one address.
 * - SESSION_LIFETIME_SECONDS (12 hours), SESSION_LIFETIME_REMEMBERED_SECONDS (30 days): the
 *   absolute lifetime of a sign-in without and with "Stay signed in"; refresh fails beyond it.
 * - REFRESH_REUSE_GRACE_SECONDS (120): a rotated refresh token presented again this soon gets the
 *   same successor (two tabs refreshing at once, or a refresh whose answer a flaky line lost and
 *   that the app sends again when the line is back) instead of ending the sign-in; the grace ends
 *   as soon as the successor is used.
 * - LOGIN_MAX_FAILURES (5), LOGIN_LOCK_SECONDS (900): wrong passwords per account and client
 *   address (codes: twice this) before sign-in from there is locked, and for how long.
 * - LOGIN_ACCOUNT_MAX_FAILURES (20): wrong passwords per account within an hour, from anywhere,
 *   before sign-in from browsers the member has not signed in with before is locked for an hour.
 * - CODE_DAILY_MAX_FAILURES (20): wrong codes per address within 24 hours before code checks are
 *   locked for the rest of that day (each code also allows only 5 wrong attempts).
 * - AUTH_ADDRESS_LIMIT (300): sign-in, sign-up and code requests per client address per 15
 *   minutes (far above the per-account limit: a school's members share one address).
 * - TRUST_PROXY (none): the reverse proxies in front whose X-Forwarded-For names the client: a
 *   number of hops (1 = one proxy), or their addresses and CIDR ranges (10.0.0.0/8,::1).
 * - SMTP_URL (smtp[s]://user:pass@host:port): where mail is sent; required in production.
 *   Without it, outside production, mail only goes to the outbox table.
 * - MAIL_FROM (Book portal <no-reply@localhost>): the sender of every mail.
 * - DEV_OUTBOX (0): `1` serves the development outbox at GET /dev/outbox (never in production).
 * - SEED_BOOKS (2000): size of the demo catalogue seeded into an empty database.
 * - DEMO_ACCOUNTS (0): `1` also seeds the demo members, whose passwords are published, into an
 *   empty database (`npm start` asks for them); refused in production, where `npm start` seeds
 *   none. With them the server listens on 127.0.0.1 unless HOST says otherwise.
 * - NODE_ENV: `production` requires SMTP_URL, keeps no mail (codes) in the database and refuses
 *   DEV_OUTBOX and DEMO_ACCOUNTS.
 * - CORS_ORIGINS (http://localhost:5173,http://localhost:4173): origins allowed by CORS.
 * - CSP_CONNECT_ORIGINS (empty): extra origins for the CSP `connect-src` (e.g. a separately hosted
 *   banner/classification service).
 * - STATIC_DIR (dist): the built PWA, served at / when the folder exists.
 * - SERVICE_PREFIX (''): where the external service's endpoints (banner, banner text,
 *   classification, ping) are mounted; '' mounts them at the root as on the staging host.
 * - SERVICE_DOWN (0): `1` makes the external service endpoints answer 503 regardless of the flag
 *   the admin CLI stores (`npm run admin -- service down|up`).
 * - INQUIRY_MAX_FILES (20), INQUIRY_MAX_FILE_BYTES (25 MB): attachment limits of an inquiry.
 * - INQUIRY_DAILY_BYTES (50 MB): what one member may attach in total within 24 hours.
 * - LOG_LEVEL (info; `silent` to mute).
 */
import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  databasePath: string;
  filesDir: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  codeResendSeconds: number;
  sessionLifetimeSeconds: number;
  sessionLifetimeRememberedSeconds: number;
  refreshReuseGraceSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  loginAccountMaxFailures: number;
  codeDailyMaxFailures: number;
  authAddressLimit: number;
  /** Fastify's `trustProxy`: false, a number of hops, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  devOutbox: boolean;
  seedBooks: number;
  /** Whether an empty database gets the demo members (never in production). */
  demoAccounts: boolean;
  nodeEnv: string;
  corsOrigins: string[];
  cspConnectOrigins: string[];
  staticDir: string;
  servicePrefix: string;
  serviceDown: boolean;
  inquiryMaxFiles: number;
  inquiryMaxFileBytes: number;
  inquiryDailyBytes: number;
  logLevel: string;
}

type Source = Record<string, string | undefined>;

class EnvError extends Error {}

function readInt(env: Source, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new EnvError(`${name} must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw new EnvError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

function readList(env: Source, name: string, fallback: string[]): string[] {
  const raw = env[name];
  if (raw === undefined) return fallback;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function readOrigins(env: Source, name: string, fallback: string[]): string[] {
  const list = readList(env, name, fallback);
  for (const origin of list) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new EnvError(`${name}: "${origin}" is not an origin like http://host:port`);
    }
    if (url.origin !== origin.replace(/\/$/, '')) {
      throw new EnvError(`${name}: "${origin}" must be a bare origin (scheme, host, port)`);
    }
  }
  return list.map((origin) => origin.replace(/\/$/, ''));
}

function readFlag(env: Source, name: string): boolean {
  const raw = env[name]?.trim() ?? '';
  if (!['', '0', '1', 'true', 'false'].includes(raw)) {
    throw new EnvError(`${name} must be 0 or 1, got "${raw}"`);
  }
  return raw === '1' || raw === 'true';
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: empty (no proxy: X-Forwarded-For is ignored), a number of hops, or a list of
 * addresses and CIDR ranges. `true` is refused: it would let any client name its own address.
 */
function readTrustProxy(env: Source): false | number | string[] {
  const raw = env.TRUST_PROXY?.trim() ?? '';
  if (raw === '' || raw === '0' || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return readInt(env, 'TRUST_PROXY', 0, 1, 10);
  const list = readList(env, 'TRUST_PROXY', []);
  for (const item of list) {
    if (PROXY_NAMES.includes(item)) continue;
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) {
      throw new EnvError(
        `TRUST_PROXY must be a number of proxies or their addresses and ranges (10.0.0.0/8), got "${item}"`,
      );
    }
  }
  return list;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** What the command that starts the server asks for beyond the environment. */
export interface StartOptions {
  /** `npm start`, a local try-out: the demo accounts, unless in production. */
  demo?: boolean;
}

/**
 * Parses and validates the environment (by default `process.env`).
 * Throws an Error naming the variable when a value is invalid.
 */
export function loadConfig(env: Source = process.env, start: StartOptions = {}): Config {
  const databasePath = env.DATABASE_PATH?.trim() || 'data/portal.db';
  const memory = databasePath === ':memory:';
  const filesDir = env.FILES_DIR?.trim()
    ? resolve(env.FILES_DIR.trim())
    : memory
      ? join(tmpdir(), `portal-files-${process.pid}`)
      : join(dirname(resolve(databasePath)), 'files');

  const servicePrefix = (env.SERVICE_PREFIX ?? '').trim().replace(/\/+$/, '');
  if (servicePrefix !== '' && !/^\/[A-Za-z0-9/_-]*$/.test(servicePrefix)) {
    throw new EnvError(
      `SERVICE_PREFIX must be empty or a path like /service, got "${servicePrefix}"`,
    );
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new EnvError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  const serviceDown = readFlag(env, 'SERVICE_DOWN');
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const production = nodeEnv === 'production';
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    throw new EnvError('SMTP_URL must look like smtp://user:password@host:port (or smtps://)');
  }
  if (production && smtpUrl === undefined) {
    throw new EnvError(
      'SMTP_URL is required in production: verification codes must reach members by mail',
    );
  }
  const devOutbox = readFlag(env, 'DEV_OUTBOX');
  if (production && devOutbox) {
    throw new EnvError('DEV_OUTBOX=1 is not allowed in production: it would publish every code');
  }
  const demoSetting = env.DEMO_ACCOUNTS?.trim() ?? '';
  if (production && readFlag(env, 'DEMO_ACCOUNTS')) {
    throw new EnvError(
      'DEMO_ACCOUNTS=1 is not allowed in production: their passwords are published',
    );
  }
  const demoAccounts =
    demoSetting === '' ? start.demo === true && !production : readFlag(env, 'DEMO_ACCOUNTS');

  return {
    port: readInt(env, 'PORT', 4173, 0, 65535),
    // Published passwords stay on this machine unless whoever starts the server says otherwise.
    host: env.HOST?.trim() || (demoAccounts ? '127.0.0.1' : '0.0.0.0'),
    databasePath: memory ? ':memory:' : resolve(databasePath),
    filesDir,
    accessTokenTtlSeconds: readInt(env, 'ACCESS_TOKEN_TTL_SECONDS', 900, 1, 86_400),
    refreshTokenTtlSeconds: readInt(
      env,
      'REFRESH_TOKEN_TTL_SECONDS',
      30 * 86_400,
      60,
      365 * 86_400,
    ),
    codeResendSeconds: readInt(env, 'CODE_RESEND_SECONDS', 30, 0, 3600),
    sessionLifetimeSeconds: readInt(env, 'SESSION_LIFETIME_SECONDS', 12 * 3600, 1, 365 * 86_400),
    sessionLifetimeRememberedSeconds: readInt(
      env,
      'SESSION_LIFETIME_REMEMBERED_SECONDS',
      30 * 86_400,
      1,
      365 * 86_400,
    ),
    refreshReuseGraceSeconds: readInt(env, 'REFRESH_REUSE_GRACE_SECONDS', 120, 0, 3600),
    loginMaxFailures: readInt(env, 'LOGIN_MAX_FAILURES', 5, 1, 100),
    loginLockSeconds: readInt(env, 'LOGIN_LOCK_SECONDS', 900, 1, 86_400),
    loginAccountMaxFailures: readInt(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 20, 1, 10_000),
    codeDailyMaxFailures: readInt(env, 'CODE_DAILY_MAX_FAILURES', 20, 1, 10_000),
    authAddressLimit: readInt(env, 'AUTH_ADDRESS_LIMIT', 300, 1, 1_000_000),
    trustProxy: readTrustProxy(env),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || 'Book portal <no-reply@localhost>',
    devOutbox,
    seedBooks: readInt(env, 'SEED_BOOKS', 2000, 50, 1_000_000),
    demoAccounts,
    nodeEnv,
    corsOrigins: readOrigins(env, 'CORS_ORIGINS', [
      'http://localhost:5173',
      'http://localhost:4173',
    ]),
    cspConnectOrigins: readOrigins(env, 'CSP_CONNECT_ORIGINS', []),
    staticDir: resolve(env.STATIC_DIR?.trim() || 'dist'),
    servicePrefix,
    serviceDown,
    inquiryMaxFiles: readInt(env, 'INQUIRY_MAX_FILES', 20, 1, 1000),
    inquiryMaxFileBytes: readInt(env, 'INQUIRY_MAX_FILE_BYTES', 25 * 1024 * 1024, 1, 1024 ** 3),
    inquiryDailyBytes: readInt(env, 'INQUIRY_DAILY_BYTES', 50 * 1024 * 1024, 1, 1024 ** 4),
    logLevel,
  };
}

/** Creates the folders the configuration points at (the database's and the files folder). */
export function ensureDirectories(config: Config): void {
  if (config.databasePath !== ':memory:')
    mkdirSync(dirname(config.databasePath), { recursive: true });
  mkdirSync(config.filesDir, { recursive: true });
}

/** loadConfig for entry points: prints the problem and exits with code 1 on a bad value. */
export function loadConfigOrExit(env: Source = process.env, start: StartOptions = {}): Config {
  try {
    return loadConfig(env, start);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
