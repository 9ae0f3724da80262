/**
 * The server's configuration: the ONLY module that reads `process.env`. Each setting is declared
 * once below, in `settings`: its zod schema validates and types it, and the `docs` registry holds
 * its default and meaning, from which the table in docs/operations.md is generated
 * (`npm run gen:settings`; tests/contract/config.test.ts fails when it is stale). The variable's
 * name is the key in SCREAMING_SNAKE_CASE (`accessTokenTtlSeconds` → ACCESS_TOKEN_TTL_SECONDS).
 * Everything is validated up front, each setting and then the combinations refused (`REFUSALS`:
 * what production must not do), and a bad value stops the process with a message naming the
 * variable (fail fast).
 */
import { mkdirSync } from 'node:fs';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';

/** What the table in docs/operations.md says of a setting. */
interface SettingDoc {
  /** The default as the table shows it. */
  default: string;
  description: string;
}
const docs = z.registry<SettingDoc>();

/** A variable as the environment gives it: absent, or text. */
const raw = z.string().optional();
const trimmed = raw.transform((value) => value?.trim() ?? '');

/** A whole number within bounds; empty or absent: the fallback. */
const int = (fallback: number, min: number, max: number) =>
  trimmed.transform((value, ctx) => {
    if (value === '') return fallback;
    if (!/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number, got "${value}"` });
      return z.NEVER;
    }
    const number = Number(value);
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: `must be between ${min} and ${max}, got ${number}` });
      return z.NEVER;
    }
    return number;
  });

/** Text; empty or absent: the fallback. */
const text = (fallback: string) => trimmed.transform((value) => value || fallback);
/** Text that may be left out (undefined when empty). */
const optionalText = () => trimmed.transform((value) => value || undefined);

/** `0`/`1` (or `false`/`true`); empty or absent: false. */
const flag = () =>
  trimmed.refine((value) => ['', '0', '1', 'true', 'false'].includes(value), {
    error: (issue) => `must be 0 or 1, got "${String(issue.input)}"`,
  });
const isOn = (value: string) => value === '1' || value === 'true';

/** A comma-separated list; absent: the fallback (empty: no items). */
const list = (fallback: string[]) =>
  raw.transform((value) =>
    value === undefined
      ? fallback
      : value
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
  );

/** A list of bare origins (scheme, host, port), a trailing slash dropped. */
const origins = (fallback: string[]) =>
  list(fallback).transform((items, ctx) => {
    for (const origin of items) {
      let url: URL;
      try {
        url = new URL(origin);
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: `: "${origin}" is not an origin like http://host:port`,
        });
        return z.NEVER;
      }
      if (url.origin !== origin.replace(/\/$/, '')) {
        ctx.addIssue({
          code: 'custom',
          message: `: "${origin}" must be a bare origin (scheme, host, port)`,
        });
        return z.NEVER;
      }
    }
    return items.map((origin) => origin.replace(/\/$/, ''));
  });

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * Fastify's `trustProxy`: empty (no proxy: X-Forwarded-For is ignored), a number of hops, or a
 * list of addresses and CIDR ranges. `true` is refused: it would let any client name its own
 * address.
 */
const trustProxy = trimmed.transform((value, ctx): false | number | string[] => {
  if (value === '' || value === '0' || value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: `must be between 1 and 10, got ${hops}` });
      return z.NEVER;
    }
    return hops;
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  for (const item of items) {
    if (PROXY_NAMES.includes(item)) continue;
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a number of proxies or their addresses and ranges (10.0.0.0/8), got "${item}"`,
      });
      return z.NEVER;
    }
  }
  return items;
});

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const DAY = 86_400;
const MB = 1024 * 1024;

/** Every setting, once: its schema (validation and type) and its line in the table. */
const settings = {
  port: int(4173, 0, 65535).register(docs, {
    default: '`4173`',
    description: 'Where the server listens.',
  }),
  host: optionalText().register(docs, {
    default: '`0.0.0.0`; `127.0.0.1` with the demo accounts',
    description: 'The address the server listens on.',
  }),
  databasePath: text('data/portal.db').register(docs, {
    default: '`data/portal.db`',
    description:
      'The SQLite file; its directory is created. `:memory:` keeps everything in memory (the admin CLI cannot reach such a database).',
  }),
  filesDir: optionalText().register(docs, {
    default: '`files` beside the database (a temp folder for `:memory:`)',
    description:
      'Where inquiry attachments are stored, and the covers and banner drawn as WebP (`images/`).',
  }),
  accessTokenTtlSeconds: int(900, 1, DAY).register(docs, {
    default: '`900`',
    description: 'Access-token lifetime.',
  }),
  refreshTokenTtlSeconds: int(30 * DAY, 60, 365 * DAY).register(docs, {
    default: '`2592000` (30 days)',
    description: "Refresh-token idle lifetime (never beyond the sign-in's end).",
  }),
  codeResendSeconds: int(30, 0, 3600).register(docs, {
    default: '`30`',
    description: 'How soon a verification code may be sent again to one address.',
  }),
  sessionLifetimeSeconds: int(12 * 3600, 1, 365 * DAY).register(docs, {
    default: '`43200` (12 h)',
    description:
      'Absolute lifetime of a sign-in without "Stay signed in"; refresh fails beyond it.',
  }),
  sessionLifetimeRememberedSeconds: int(30 * DAY, 1, 365 * DAY).register(docs, {
    default: '`2592000` (30 days)',
    description: 'The same with "Stay signed in".',
  }),
  refreshReuseGraceSeconds: int(120, 0, 3600).register(docs, {
    default: '`120`',
    description:
      'A rotated refresh token presented again this soon gets the same successor (two tabs refreshing at once, or a refresh whose answer a flaky line lost) instead of ending the sign-in; the grace ends as soon as the successor is used.',
  }),
  loginMaxFailures: int(5, 1, 100).register(docs, {
    default: '`5`',
    description:
      'Wrong passwords for an account from one client address before sign-in from there is locked (codes: twice this).',
  }),
  loginLockSeconds: int(900, 1, DAY).register(docs, {
    default: '`900`',
    description: 'How long such a lock lasts, and how long failures are counted.',
  }),
  loginAccountMaxFailures: int(20, 1, 10_000).register(docs, {
    default: '`20`',
    description:
      'Wrong passwords for an account within an hour, from anywhere, before browsers it never signed in with wait an hour.',
  }),
  codeDailyMaxFailures: int(20, 1, 10_000).register(docs, {
    default: '`20`',
    description:
      'Wrong codes for an address from one client address within 24 hours before code checks from there wait for the rest of that day (each code also allows 5 wrong attempts from the client that asked for it and 5 from all others together, so wrong codes from elsewhere never lock the code where it was asked for).',
  }),
  authAddressLimit: int(300, 1, 1_000_000).register(docs, {
    default: '`300`',
    description:
      "Sign-in, sign-up and code requests per client address per 15 minutes (far above the per-account limit: a school's members share one address).",
  }),
  trustProxy: trustProxy.register(docs, {
    default: 'none',
    description:
      "The reverse proxies whose `X-Forwarded-For` names the client: a number of hops (1 = one proxy), or their addresses and CIDR ranges (`10.0.0.0/8,::1`). Empty: the connection's address counts.",
  }),
  smtpUrl: optionalText()
    .refine((value) => value === undefined || /^smtps?:\/\/[^\s]+$/.test(value), {
      error: 'must look like smtp://user:password@host:port (or smtps://)',
    })
    .register(docs, {
      default: 'none',
      description:
        'Where mail is sent, `smtp://user:password@host:port` or `smtps://…`. **Required in production.** Without it, outside production, mail only goes to the outbox table.',
    }),
  mailFrom: text('Book portal <no-reply@localhost>').register(docs, {
    default: '`Book portal <no-reply@localhost>`',
    description: 'The sender of every mail.',
  }),
  devOutbox: flag().transform(isOn).register(docs, {
    default: '`0`',
    description: '`1` serves the development outbox at `GET /dev/outbox` (refused in production).',
  }),
  seedBooks: int(2000, 50, 1_000_000).register(docs, {
    default: '`2000`',
    description: 'Size of the demo catalogue seeded into an empty database.',
  }),
  demoAccounts: flag().register(docs, {
    default: '`0` (`npm start`: `1` outside production)',
    description:
      '`1` also seeds the demo members, whose passwords are published, into an empty database; refused in production. With them the server listens on 127.0.0.1 unless `HOST` says otherwise.',
  }),
  nodeEnv: text('development').register(docs, {
    default: '`development`',
    description:
      '`production` requires `SMTP_URL`, keeps no mail (codes) in the database and refuses `DEV_OUTBOX` and `DEMO_ACCOUNTS`.',
  }),
  corsOrigins: origins(['http://localhost:5173', 'http://localhost:4173']).register(docs, {
    default: '`http://localhost:5173,http://localhost:4173`',
    description: 'Origins allowed by CORS.',
  }),
  cspConnectOrigins: origins([]).register(docs, {
    default: 'empty',
    description:
      'Extra origins for the CSP `connect-src` (e.g. a separately hosted banner/classification service).',
  }),
  staticDir: text('dist')
    .transform((value) => resolve(value))
    .register(docs, {
      default: '`dist`',
      description: 'The built PWA, served at `/` when the folder exists.',
    }),
  servicePrefix: trimmed
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => value === '' || /^\/[A-Za-z0-9/_-]*$/.test(value), {
      error: (issue) => `must be empty or a path like /service, got "${String(issue.input)}"`,
    })
    .register(docs, {
      default: 'empty',
      description:
        "Where the external service's endpoints (banner, banner text, classification, ping) are mounted; empty mounts them at the root as on the staging host.",
    }),
  serviceDown: flag().transform(isOn).register(docs, {
    default: '`0`',
    description:
      '`1` makes the external service endpoints answer 503 regardless of the flag the admin CLI stores (`npm run admin -- service down|up`).',
  }),
  inquiryMaxFiles: int(20, 1, 1000).register(docs, {
    default: '`20`',
    description: 'Attachments per inquiry.',
  }),
  inquiryMaxFileBytes: int(25 * MB, 1, 1024 ** 3).register(docs, {
    default: '`26214400` (25 MB)',
    description: 'Size of one attachment.',
  }),
  inquiryDailyBytes: int(50 * MB, 1, 1024 ** 4).register(docs, {
    default: '`52428800` (50 MB)',
    description: 'What one member may attach in total within 24 hours.',
  }),
  headersTimeoutSeconds: int(30, 1, 3600).register(docs, {
    default: '`30`',
    description:
      "How long a request's head (request line and headers) may take to arrive; beyond it `408 request_timeout` and the connection is closed (a slowloris). Checked every second.",
  }),
  requestTimeoutSeconds: int(600, 1, DAY).register(docs, {
    default: '`600` (10 min)',
    description:
      'How long a whole request, head and body, may take to arrive; beyond it `408 request_timeout` and the connection is closed. Sized for the largest upload the server accepts (an inquiry of `INQUIRY_DAILY_BYTES`, 50 MB) from a tablet sending 0.7 Mbit/s; at least `HEADERS_TIMEOUT_SECONDS`.',
  }),
  bodyTimeoutSeconds: int(60, 1, DAY).register(docs, {
    default: '`60`',
    description:
      'How long the body of a request that is not an upload (JSON, at most 1 MB) may take to arrive after its head; beyond it the connection is closed. Uploads have `REQUEST_TIMEOUT_SECONDS`.',
  }),
  idleTimeoutSeconds: int(60, 1, DAY).register(docs, {
    default: '`60`',
    description:
      'A connection on which nothing arrives or leaves for this long, in the middle of a request, is closed.',
  }),
  keepAliveTimeoutSeconds: int(72, 1, 3600).register(docs, {
    default: '`72`',
    description:
      'How long a connection is kept open between requests (longer than the idle timeout of a proxy in front, which should close first).',
  }),
  logLevel: text('info')
    .refine((value) => LOG_LEVELS.includes(value), {
      error: (issue) => `must be one of ${LOG_LEVELS.join(', ')}, got "${String(issue.input)}"`,
    })
    .register(docs, {
      default: '`info`',
      description: "Fastify's log level; `silent` mutes it.",
    }),
};

type Key = keyof typeof settings;
/** The environment variable of a setting: `accessTokenTtlSeconds` → ACCESS_TOKEN_TTL_SECONDS. */
export const variableName = (key: string): string =>
  key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

const fields = z.object(settings);
type Parsed = z.output<typeof fields>;

const inProduction = (env: Parsed) => env.nodeEnv === 'production';

/** The combinations of settings refused, whatever each says alone. */
const REFUSALS: { when: (env: Parsed) => boolean; message: (env: Parsed) => string }[] = [
  {
    when: (env) => inProduction(env) && env.smtpUrl === undefined,
    message: () =>
      'SMTP_URL is required in production: verification codes must reach members by mail',
  },
  {
    when: (env) => inProduction(env) && env.devOutbox,
    message: () => 'DEV_OUTBOX=1 is not allowed in production: it would publish every code',
  },
  {
    when: (env) => inProduction(env) && isOn(env.demoAccounts),
    message: () => 'DEMO_ACCOUNTS=1 is not allowed in production: their passwords are published',
  },
  {
    when: (env) => env.headersTimeoutSeconds > env.requestTimeoutSeconds,
    message: (env) =>
      `HEADERS_TIMEOUT_SECONDS (${env.headersTimeoutSeconds}) must not be longer than REQUEST_TIMEOUT_SECONDS (${env.requestTimeoutSeconds})`,
  },
];

/** The whole environment: each setting, then the combinations refused (their issues have no path). */
const environment = fields.check((ctx) => {
  for (const refusal of REFUSALS) {
    if (refusal.when(ctx.value))
      ctx.issues.push({ code: 'custom', input: ctx.value, message: refusal.message(ctx.value) });
  }
});

export type Config = Omit<Parsed, 'host' | 'filesDir' | 'demoAccounts'> & {
  host: string;
  filesDir: string;
  /** Whether an empty database gets the demo members (never in production). */
  demoAccounts: boolean;
};

type Source = Record<string, string | undefined>;

class EnvError extends Error {}

/** What the command that starts the server asks for beyond the environment. */
export interface StartOptions {
  /** `npm start`, a local try-out: the demo accounts, unless in production. */
  demo?: boolean;
}

/** The first problem, worded with the variable it is about. */
function problem(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'the environment is invalid';
  const [key] = issue.path;
  if (key === undefined) return issue.message;
  const name = variableName(String(key));
  return issue.message.startsWith(':') ? `${name}${issue.message}` : `${name} ${issue.message}`;
}

/** `DEMO_ACCOUNTS` as set, or else what the starting command asks for (never in production). */
const withDemoAccounts = (env: Parsed, start: StartOptions) =>
  env.demoAccounts === '' ? start.demo === true && !inProduction(env) : isOn(env.demoAccounts);

/** `FILES_DIR`, or else `files` beside the database (a temp folder for an in-memory one). */
function filesDirOf(env: Parsed): string {
  if (env.filesDir) return resolve(env.filesDir);
  if (env.databasePath === ':memory:') return join(tmpdir(), `portal-files-${process.pid}`);
  return join(dirname(resolve(env.databasePath)), 'files');
}

/**
 * Parses and validates the environment (by default `process.env`).
 * Throws an Error naming the variable when a value is invalid.
 */
export function loadConfig(env: Source = process.env, start: StartOptions = {}): Config {
  const input = Object.fromEntries(
    (Object.keys(settings) as Key[]).map((key) => [key, env[variableName(key)]]),
  );
  const result = environment.safeParse(input);
  if (!result.success) throw new EnvError(problem(result.error.issues[0]));
  const parsed = result.data;
  const demoAccounts = withDemoAccounts(parsed, start);
  return {
    ...parsed,
    // Published passwords stay on this machine unless whoever starts the server says otherwise.
    host: parsed.host ?? (demoAccounts ? '127.0.0.1' : '0.0.0.0'),
    databasePath: parsed.databasePath === ':memory:' ? ':memory:' : resolve(parsed.databasePath),
    filesDir: filesDirOf(parsed),
    demoAccounts,
  };
}

/** The settings as the Markdown table of docs/operations.md (`npm run gen:settings`). */
export function settingsTable(): string {
  const rows = (Object.keys(settings) as Key[]).map((key) => {
    const doc = docs.get(settings[key]);
    if (!doc) throw new Error(`${key} has no documentation`);
    const cell = (value: string) => value.replaceAll('|', '\\|');
    return `| \`${variableName(key)}\` | ${cell(doc.default)} | ${cell(doc.description)} |`;
  });
  return ['| Variable | Default | Meaning |', '| --- | --- | --- |', ...rows].join('\n');
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
