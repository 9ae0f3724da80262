/**
 * Start-up of the production build, traced: Chromium at 1× CPU (no throttling) against the
 * reference server, one Chrome trace per load (timeline + V8 CPU samples), several builds served
 * side by side and loaded in turn so that the machine's noise falls on all of them alike.
 *
 *   npx tsx scripts/bench/startup-trace.ts --dist before=.bench/startup/before --dist after=dist \
 *     [--runs 7] [--pages sign-in,home] [--port 48190] [--keep-traces]
 *
 * For each page and build it prints medians of: first contentful paint; `ready` (the first frame
 * in which the page's form or content is in the document and React has attached to it); when the
 * first API request (other than the connectivity probe) was sent; the main thread's busy time and
 * total blocking time until `ready`, its longest task; and, from the CPU samples, the time spent
 * inside Vite's preload helper (the route chunks' preload links), inside React Aria's locale
 * detection, and in Web Storage calls (with their count, wrapped by an init script).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { BENCH_DIR, CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, host } from './config.ts';
import { cleanupAll, start, waitForUrl, type Started } from './proc.ts';
import { sourceLookup } from './sourcemap.ts';

interface Options {
  dists: { label: string; dir: string }[];
  runs: number;
  pages: string[];
  port: number;
  keepTraces: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    dists: [],
    runs: 7,
    pages: ['sign-in', 'home'],
    port: 48190,
    keepTraces: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => argv[++i] ?? '';
    if (arg === '--dist') {
      const [label, dir] = next().split('=');
      if (!label || !dir) throw new Error('--dist label=folder');
      options.dists.push({ label, dir: resolve(dir) });
    } else if (arg === '--runs') options.runs = Number(next());
    else if (arg === '--pages') options.pages = next().split(',');
    else if (arg === '--port') options.port = Number(next());
    else if (arg === '--keep-traces') options.keepTraces = true;
    else throw new Error(`unknown argument ${arg}`);
  }
  if (options.dists.length === 0) options.dists.push({ label: 'dist', dir: resolve('dist') });
  return options;
}

const OUT = join(BENCH_DIR, 'startup');

/** What is waited for on each page: a selector present in the document with React attached. */
const PAGES: Record<string, { path: string; signedIn: boolean; ready: string }> = {
  'sign-in': { path: '/sign-in', signedIn: false, ready: 'form' },
  'sign-in-redirect': { path: '/sign-in?redirect=%2Forders', signedIn: false, ready: 'form' },
  'sign-up': { path: '/sign-up', signedIn: false, ready: 'form' },
  home: { path: '/', signedIn: true, ready: '.home__cards' },
  books: { path: '/books', signedIn: true, ready: 'table tbody tr, [role="grid"] [role="row"]' },
  orders: { path: '/orders', signedIn: true, ready: 'table tbody tr, [role="grid"] [role="row"]' },
};

const ANCHOR = 'startup-trace-anchor';

/** Runs in the page before its scripts: counts Web Storage calls, records `ready`. */
function initScript(readySelector: string): string {
  return `(() => {
    performance.mark(${JSON.stringify(ANCHOR)});
    const stats = { calls: 0, ms: 0, first: -1, firstAt: -1, ready: -1, fcp: -1 };
    window.__startup = stats;
    for (const name of ['getItem', 'setItem', 'removeItem', 'key', 'clear']) {
      const original = Storage.prototype[name];
      Storage.prototype[name] = function (...args) {
        const t0 = performance.now();
        try { return original.apply(this, args); } finally {
          const spent = performance.now() - t0;
          stats.calls += 1; stats.ms += spent;
          if (stats.first < 0) { stats.first = spent; stats.firstAt = t0; }
        }
      };
    }
    const attached = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'));
    const check = () => {
      const element = document.querySelector(${JSON.stringify(readySelector)});
      if (element && attached(element)) { stats.ready = performance.now(); return; }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();`;
}

interface Sample {
  fcp: number;
  lcp: number;
  ready: number;
  firstApi: number;
  busy: number;
  tbt: number;
  longest: number;
  preloadHelper: number;
  localeDetection: number;
  storageMs: number;
  storageCalls: number;
  storageFirst: number;
  intl: number;
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
}

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName?: string; url?: string; lineNumber?: number; columnNumber?: number };
}

const lookups = new Map<string, ((line: number, column: number) => string) | null>();
function sourceOf(dist: string, url: string, line: number, column: number): string {
  if (!url.startsWith('http')) return '';
  const path = new URL(url).pathname;
  let lookup = lookups.get(`${dist}${path}`);
  if (lookup === undefined) {
    try {
      lookup = sourceLookup(readFileSync(join(dist, `${path}.map`), 'utf8'));
    } catch {
      lookup = null;
    }
    lookups.set(`${dist}${path}`, lookup);
  }
  return lookup ? lookup(line, column) : path;
}

/** The main-thread figures of one trace, in ms since the navigation started. */
function analyse(events: TraceEvent[], dist: string, readyAt: number, anchorAt: number) {
  // The page's main thread and its time origin: the user-timing mark the init script sets, whose
  // trace time minus its performance.now() is the navigation's start on the trace's clock.
  const anchor = events.find((event) => event.name === ANCHOR && event.ph !== 'M');
  if (!anchor) throw new Error(`no ${ANCHOR} mark in the trace`);
  const main = `${anchor.pid}:${anchor.tid}`;
  const t0 = anchor.ts - anchorAt * 1000;
  const end = t0 + readyAt * 1000;

  let busy = 0;
  let tbt = 0;
  let longest = 0;
  for (const event of events) {
    if (`${event.pid}:${event.tid}` !== main || event.name !== 'RunTask' || event.ph !== 'X') {
      continue;
    }
    if (event.ts < t0 || event.ts > end) continue;
    const duration = Math.min(event.dur ?? 0, end - event.ts) / 1000;
    busy += duration;
    longest = Math.max(longest, duration);
    if (duration > 50) tbt += duration - 50;
  }

  // CPU samples of the main thread (ProfileChunk events of its Profile).
  const profileIds = new Set(
    events
      .filter((event) => event.name === 'Profile' && `${event.pid}:${event.tid}` === main)
      .map((event) => event.id),
  );
  const nodes = new Map<number, CpuNode>();
  const tagsOf = new Map<number, Set<string>>();
  let preloadHelper = 0;
  let localeDetection = 0;
  let intl = 0;
  let sampleTs = 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || !profileIds.has(event.id)) continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: CpuNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    if (sampleTs === 0) {
      const profile = events.find((e) => e.name === 'Profile' && e.id === event.id);
      sampleTs = Number((profile?.args?.data as { startTime?: number })?.startTime ?? 0);
    }
    samples.forEach((id, index) => {
      const delta = deltas[index] ?? 0;
      sampleTs += delta;
      if (sampleTs < t0 || sampleTs > end) return;
      let tags = tagsOf.get(id);
      if (!tags) {
        tags = new Set();
        let appending = false;
        for (let node = nodes.get(id); node; node = nodes.get(node.parent ?? -1)) {
          const { functionName = '', url = '', lineNumber = 0, columnNumber = 0 } = node.callFrame;
          const source = sourceOf(dist, url, lineNumber, columnNumber);
          // Vite's preload helper has no source map: a link appended by code without one.
          if (url === '' && functionName === 'appendChild') appending = true;
          else if (url !== '') {
            if (appending && source === '(unmapped)') tags.add('preload');
            appending = false;
          }
          if (source.includes('preload-helper')) tags.add('preload');
          if (/i18n\/(useDefaultLocale|utils)/.test(source)) tags.add('locale');
          if (
            url === '' &&
            /^(supportedLocalesOf|maximize|Locale|NumberFormat|DateTimeFormat|Collator|PluralRules|format|resolvedOptions)$/.test(
              functionName,
            )
          ) {
            tags.add('intl');
          }
        }
        tagsOf.set(id, tags);
      }
      // The delta belongs to the previous sample's stack; close enough at 0.1 ms sampling.
      const spent = delta / 1000;
      if (tags.has('preload')) preloadHelper += spent;
      if (tags.has('locale')) localeDetection += spent;
      if (tags.has('intl')) intl += spent;
    });
  }

  return {
    busy,
    tbt,
    longest,
    preloadHelper,
    localeDetection,
    intl,
  };
}

async function startServer(dir: string, port: number, label: string): Promise<Started> {
  const runDir = join(OUT, `run-${label}`);
  rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const started = start(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      // The trace signs in as the demo member, whom production never seeds.
      NODE_ENV: 'test',
      DEMO_ACCOUNTS: '1',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      HOST: host,
      PORT: String(port),
      DATABASE_PATH: join(runDir, 'portal.db'),
      FILES_DIR: join(runDir, 'files'),
      STATIC_DIR: dir,
      ACCESS_TOKEN_TTL_SECONDS: '86400',
      AUTH_ADDRESS_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForUrl(`http://${host}:${port}/api/v1/ping`, started, 120_000);
  return started;
}

async function signIn(origin: string) {
  const response = await fetch(`${origin}/api/v1/auth/member/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const data = (await response.json()) as Record<string, unknown>;
  return {
    token: data.accessToken,
    refreshToken: data.refreshToken,
    name: data.name,
    id: data.id,
    isApproved: data.isApproved,
  };
}

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
  'disabled-by-default-v8.cpu_profiler.hires',
].join(',');

async function load(
  browser: Browser,
  origin: string,
  dist: string,
  page: (typeof PAGES)[string],
  session: unknown,
  tracePath: string,
): Promise<Sample> {
  const context = await browser.newContext({
    viewport: { width: 1180, height: 820 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    serviceWorkers: 'block',
    storageState: page.signedIn
      ? {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [{ name: 'auth-partner-storage', value: JSON.stringify(session) }],
            },
          ],
        }
      : undefined,
  });
  try {
    await context.addInitScript(initScript(page.ready));
    const tab = await context.newPage();
    // Browser-wide: the page may move to a new renderer process when it navigates.
    const cdp = await browser.newBrowserCDPSession();
    const chunks: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (payload) => {
      chunks.push(...(payload.value as unknown as TraceEvent[]));
    });
    const done = new Promise<void>((resolveDone) =>
      cdp.once('Tracing.tracingComplete', () => resolveDone()),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: {
        recordMode: 'recordAsMuchAsPossible',
        includedCategories: CATEGORIES.split(','),
      },
    });
    await tab.goto(`${origin}${page.path}`, { waitUntil: 'load' });
    await tab.waitForFunction(
      () => (window as unknown as { __startup: { ready: number } }).__startup.ready >= 0,
      undefined,
      {
        timeout: 30_000,
      },
    );
    await tab.waitForLoadState('networkidle');
    const lcp = await tab.evaluate(
      () =>
        new Promise<number>((resolveLcp) => {
          new PerformanceObserver((list) => {
            resolveLcp(list.getEntries().at(-1)?.startTime ?? -1);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolveLcp(-1), 1000);
        }),
    );
    const stats = await tab.evaluate(() => {
      const startup = (
        window as unknown as {
          __startup: { ready: number; ms: number; calls: number; first: number };
        }
      ).__startup;
      const api = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/api/v1/') && !entry.name.includes('/ping'))
        .map((entry) => entry.startTime);
      const anchor = performance.getEntriesByName('startup-trace-anchor')[0]?.startTime ?? -1;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1;
      return { ...startup, anchor, fcp, firstApi: api.length ? Math.min(...api) : -1 };
    });
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    if (tracePath) writeFileSync(tracePath, JSON.stringify({ traceEvents: chunks }));
    let figures: ReturnType<typeof analyse>;
    try {
      figures = analyse(chunks, dist, stats.ready, stats.anchor);
    } catch (error) {
      writeFileSync(join(OUT, 'failed-trace.json'), JSON.stringify({ traceEvents: chunks }));
      throw error;
    }
    return {
      fcp: stats.fcp,
      lcp,
      ready: stats.ready,
      firstApi: stats.firstApi,
      busy: figures.busy,
      tbt: figures.tbt,
      longest: figures.longest,
      preloadHelper: figures.preloadHelper,
      localeDetection: figures.localeDetection,
      intl: figures.intl,
      storageMs: stats.ms,
      storageCalls: stats.calls,
      storageFirst: stats.first,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  mkdirSync(OUT, { recursive: true });
  const servers = await Promise.all(
    options.dists.map(async (dist, index) => {
      const port = options.port + index;
      const origin = `http://${host}:${port}`;
      const started = await startServer(dist.dir, port, dist.label);
      return { ...dist, origin, started, session: await signIn(origin) };
    }),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const results = new Map<string, Sample[]>();
  try {
    // One warm-up load per build and page (the server's first answers, the disk cache).
    for (const name of options.pages) {
      for (const server of servers) {
        await load(browser, server.origin, server.dir, PAGES[name]!, server.session, '');
      }
    }
    for (let run = 0; run < options.runs; run++) {
      for (const name of options.pages) {
        const order = run % 2 ? [...servers].reverse() : servers;
        for (const server of order) {
          const trace = options.keepTraces ? join(OUT, `${server.label}-${name}-${run}.json`) : '';
          // A trace now and then lacks the page's events (a busy machine): that load again.
          let sample: Sample | undefined;
          for (let attempt = 1; !sample; attempt++) {
            try {
              sample = await load(
                browser,
                server.origin,
                server.dir,
                PAGES[name]!,
                server.session,
                trace,
              );
            } catch (error) {
              if (attempt === 3) throw error;
              process.stderr.write('r');
            }
          }
          const key = `${name}\t${server.label}`;
          results.set(key, [...(results.get(key) ?? []), sample]);
          process.stderr.write('.');
        }
      }
    }
  } finally {
    await browser.close();
    await cleanupAll();
  }
  process.stderr.write('\n');
  const columns: (keyof Sample)[] = [
    'fcp',
    'lcp',
    'ready',
    'firstApi',
    'busy',
    'tbt',
    'longest',
    'preloadHelper',
    'localeDetection',
    'intl',
    'storageMs',
    'storageCalls',
    'storageFirst',
  ];
  const lines = [`page\tbuild\t${columns.join('\t')}`];
  for (const [key, samples] of results) {
    lines.push(
      `${key}\t${columns.map((column) => median(samples.map((s) => s[column])).toFixed(1)).join('\t')}`,
    );
  }
  const table = lines.join('\n');
  console.log(table);
  writeFileSync(
    join(OUT, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`),
    JSON.stringify({ options, results: Object.fromEntries(results) }, null, 2),
  );
}

main().catch(async (error: unknown) => {
  console.error(error);
  await cleanupAll();
  process.exit(1);
});
