/**
 * The reference server of the run: a database seeded with SEED_BOOKS books (cached between runs),
 * copied to a throw-away file, served with the built app on the benchmark's own port.
 */
import Database from 'better-sqlite3';
import { createHash } from 'node:crypto';
import {
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { appOrigin, DEMO, host, PAGE_SIZE, paths, ports, ROOT, SEED_BOOKS } from './config.ts';
import { run, start, waitForUrl, type Started } from './proc.ts';

/**
 * The seeded database's cache key: the seed size and the SQL migrations (as issue 8 asks), plus
 * the seed's own sources, whose change would change the data.
 */
function cacheKey(): string {
  const hash = createHash('sha256').update(`books=${SEED_BOOKS}\n`);
  const migrations = join(ROOT, 'server/db/migrations');
  const files = [
    ...readdirSync(migrations)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => join(migrations, file)),
    join(ROOT, 'server/db/seed.ts'),
    join(ROOT, 'server/db/seed-data.ts'),
  ];
  for (const file of files) hash.update(file.slice(ROOT.length)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A database seeded with SEED_BOOKS books. Seeding 100,000 books takes about half a minute, so the
 * result is kept in .bench/db-cache/ under its cache key; later runs copy it.
 */
export async function seededDatabase(log: (message: string) => void): Promise<{
  file: string;
  cached: boolean;
}> {
  const key = cacheKey();
  const file = join(paths.dbCache, `portal-${SEED_BOOKS}-${key}.db`);
  if (existsSync(file)) return { file, cached: true };
  mkdirSync(paths.dbCache, { recursive: true });
  for (const old of readdirSync(paths.dbCache)) rmSync(join(paths.dbCache, old), { force: true });
  const temporary = `${file}.tmp`;
  log(`seeding ${SEED_BOOKS.toLocaleString('en-US')} books (cached afterwards)…`);
  // The server's own migrations and seed, in a child so the run's process stays small.
  await run(process.execPath, ['--import', 'tsx', 'scripts/bench/seed-db.ts', temporary]);
  renameSync(temporary, file);
  return { file, cached: false };
}

export interface RunningServer {
  origin: string;
  databasePath: string;
  started: Started;
}

/** Starts the reference server on a fresh copy of the seeded database, serving `staticDir`. */
export async function startServer(
  seeded: string,
  staticDir: string,
  options: { profileDir?: string } = {},
): Promise<RunningServer> {
  mkdirSync(paths.run, { recursive: true });
  const databasePath = join(paths.run, 'portal.db');
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
  copyFileSync(seeded, databasePath, constants.COPYFILE_FICLONE);
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : [];
  // The flags of `npm run serve` (package.json): a 64 MB young generation means a quarter of the
  // scavenges under load (+12 % collection-page throughput, p99 49 → 46 ms, measured here).
  const nodeFlags = ['--max-semi-space-size=64'];
  const started = start(
    process.execPath,
    [...profile, ...nodeFlags, '--import', 'tsx', 'server/main.ts'],
    {
      env: {
        NODE_ENV: 'production',
        // Production mode needs a mail server setting; the bench sends no mail, so none listens.
        SMTP_URL: 'smtp://127.0.0.1:2525',
        HOST: host,
        PORT: String(ports.server),
        DATABASE_PATH: databasePath,
        FILES_DIR: join(paths.run, 'files'),
        STATIC_DIR: staticDir,
        SEED_BOOKS: String(SEED_BOOKS),
        // One sign-in lasts the whole run: no refresh (and no token rotation) in the middle of it.
        ACCESS_TOKEN_TTL_SECONDS: '86400',
        LOG_LEVEL: 'warn',
      },
    },
  );
  await waitForUrl(`${appOrigin}/api/v1/ping`, started, 120_000);
  return { origin: appOrigin, databasePath, started };
}

/** The session object the app keeps in localStorage (src/api/session.ts). */
export interface BenchSession {
  token: string;
  refreshToken: string;
  name: string;
  id: string;
  isApproved: boolean;
}

/** Signs the demo member in through the API. */
export async function signIn(origin = appOrigin): Promise<BenchSession> {
  const response = await fetch(`${origin}/api/v1/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const data = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
    name: string;
    id: string;
    isApproved: boolean;
  };
  return {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
  };
}

/** GET of an API path with the member's token; answers the JSON. */
export async function apiGet<T>(path: string, token: string): Promise<T> {
  const response = await fetch(`${appOrigin}/api/v1${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface CollectionChoice {
  tabId: number;
  collectionId: number;
  name: string;
  bookCount: number;
}

/**
 * The collections the catalogue shows (tabs not ending in `_home`), largest first, read from the
 * database copy (the API's tab list carries no counts).
 */
export function collectionsBySize(databasePath: string): CollectionChoice[] {
  const db = new Database(databasePath, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare<[], CollectionChoice>(
        `SELECT c.tab_id AS tabId, c.id AS collectionId, c.name AS name, c.book_count AS bookCount
         FROM collections c JOIN tabs t ON t.id = c.tab_id
         WHERE t.name NOT LIKE '%\\_home' ESCAPE '\\'
         ORDER BY c.book_count DESC, c.id`,
      )
      .all();
  } finally {
    db.close();
  }
}

/** The first collection with at least `pages` full pages. */
export function collectionWithPages(databasePath: string, pages: number): CollectionChoice {
  const choice = collectionsBySize(databasePath).find(
    (collection) => collection.bookCount >= pages * PAGE_SIZE,
  );
  if (!choice) throw new Error(`no collection has ${pages} pages of ${PAGE_SIZE} books`);
  return choice;
}
