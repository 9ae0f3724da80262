/**
 * Everything the benchmark is configured with: where it writes, the ports it owns (4390–4399, or
 * from BENCH_PORT_BASE), the budgets of issue 8, and the selectors it reads the pages with.
 */
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const BENCH_DIR = join(ROOT, '.bench');

export const paths = {
  appDist: join(BENCH_DIR, 'dist'),
  floorDist: join(BENCH_DIR, 'floor-dist'),
  floorConfig: join(ROOT, 'bench/floor/vite.config.ts'),
  persistPageRoot: join(ROOT, 'scripts/bench/persist-page'),
  persistDist: join(BENCH_DIR, 'persist-dist'),
  dbCache: join(BENCH_DIR, 'db-cache'),
  run: join(BENCH_DIR, 'run'),
  lighthouse: join(BENCH_DIR, 'lighthouse'),
  profile: join(BENCH_DIR, 'profile'),
  results: join(BENCH_DIR, 'results.json'),
  history: join(BENCH_DIR, 'history'),
};

/**
 * The first of the run's ports: 4390, or `BENCH_PORT_BASE` (e.g. 47390) so that two checkouts can
 * run the bench side by side.
 */
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4390);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65_000) {
  throw new Error(
    `BENCH_PORT_BASE must be a port number (1024–65000), not "${process.env.BENCH_PORT_BASE}"`,
  );
}

export const ports = {
  /** The reference server serving the built app and the API. */
  server: PORT_BASE,
  /** The floor app (static files). */
  floor: PORT_BASE + 1,
  /** json-server, the stand-in API compared under load. */
  jsonServer: PORT_BASE + 2,
  /** Chromium's remote debugging port for Lighthouse. */
  lighthouseChrome: PORT_BASE + 3,
  /** The persisted-cache page (static files). */
  persistPage: PORT_BASE + 4,
};

export const host = '127.0.0.1';
export const appOrigin = `http://${host}:${ports.server}`;

export const SEED_BOOKS = 100_000;
export const DEMO = { email: 'demo@portal.test', password: 'Demo1234!' } as const;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The e2e suite's Chromium flags (tests/e2e/support/env.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Rows per collection page in every measurement (the catalogue's largest page size). */
export const PAGE_SIZE = 30;

/**
 * The data rows of a page's table, for any table the pages may use: a `<table>`'s body rows (React
 * Aria's Table renders a real `<table>`, and so does a semantic one) or an ARIA grid's rows. Not
 * the header row, and not a row of one spanning cell (the empty state, a loading row).
 */
const DATA_ROWS = [
  'main table > tbody > tr:not(:has(> :only-child[colspan]))',
  'main [role="rowgroup"]:not(thead) > [role="row"]:not(:has(> [role="columnheader"], > :only-child[colspan], > :only-child[aria-colspan]))',
].join(', ');

/**
 * How the benchmark reads the pages (src/features/catalogue, cart, orders): the rows of the
 * page's table and the pagination's next button (src/ui/pagination.tsx, default label).
 */
export const selectors = {
  /** Data rows of the page's table (the catalogue's book rows on /books). */
  dataRows: DATA_ROWS,
  /** The book rows of the open collection on /books. */
  bookRows: DATA_ROWS,
  /** Accessible name of the next-page button. */
  nextPage: /^(Next page|다음 페이지)$/,
};

/** A Fast-3G-like first visit (CDP Network.emulateNetworkConditions). */
export const throttledNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The budgets of issue 8 (1 kB = 1000 bytes throughout, the stricter reading of "KB"). */
export const budgets = {
  signInRatio: 1.45,
  homeRatio: 2,
  routeChunkBytes: 40_000,
  /** Per page (the tablet issue's figures: the member pages do more than a sign-in form). */
  lighthousePerformance: { signIn: 95, home: 85, books: 80 },
  lighthouseAccessibility: 100,
  cls: 0.05,
  offlineRatio: 0.2,
  restoreMs: 150,
  collectionP99Ms: 50,
  jsonServerRatio: 5,
  /** Issue "Fast on a tablet", item 6: the first render of /books, the task that commits its rows. */
  firstRenderTaskMs: 300,
  /** A page change in a collection: React commits, component renders per row, rows re-created. */
  pageChangeCommits: 3,
  pageChangeRendersPerRow: 20,
  pageChangeRowsRecreated: 0,
  /** Next-page click → rows painted at 4× CPU throttling (as INP is judged: a mid-range phone). */
  clickToPaintAt4xMs: 200,
};
