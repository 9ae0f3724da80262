/**
 * Part 1, bytes. Chromium loads a page with the service worker blocked; every script and
 * stylesheet it requests for that first load is looked up in the build and gzipped at level 9
 * (as a CDN would). Also: the largest route chunk (Vite's manifest: dynamic entries under
 * src/routes/), the whole precache (the service worker's manifest), and the floor app the same way.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { budgets, paths, ports } from './config.ts';
import { launchBrowser, storeSession } from './browser.ts';
import { onCleanup } from './proc.ts';
import { row, type PartResult, type Row } from './results.ts';
import { signIn } from './server.ts';
import { attribute } from './sourcemap.ts';
import { startStaticServer } from './static-server.ts';

const gzipCache = new Map<string, number>();

/** gzip -9 size of a file. */
export function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

interface LoadedFile {
  url: string;
  file: string;
  type: 'script' | 'stylesheet';
  raw: number;
  gzip: number;
}

interface FirstLoad {
  url: string;
  finalUrl: string;
  files: LoadedFile[];
  missing: string[];
  js: number;
  css: number;
  total: number;
}

/**
 * The scripts and stylesheets a first load requests (service worker blocked, empty cache), until
 * the network has been idle for 500 ms; sizes from `dist`.
 */
async function firstLoad(
  browser: Browser,
  url: string,
  dist: string,
  prepare?: (page: import('playwright-core').Page) => Promise<void>,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1180, height: 820 },
    locale: 'ko-KR',
  });
  try {
    const page = await context.newPage();
    if (prepare) await prepare(page);
    const origin = new URL(url).origin;
    const seen = new Map<string, 'script' | 'stylesheet'>();
    // By extension, not resource type: modulepreload links are requests of type "other".
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin) return;
      if (url.pathname.endsWith('.js')) seen.set(request.url(), 'script');
      else if (url.pathname.endsWith('.css')) seen.set(request.url(), 'stylesheet');
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    await page.waitForLoadState('networkidle');
    const files: LoadedFile[] = [];
    const missing: string[] = [];
    for (const [requested, type] of seen) {
      const file = join(dist, decodeURIComponent(new URL(requested).pathname));
      if (!existsSync(file)) {
        missing.push(requested);
        continue;
      }
      files.push({
        url: new URL(requested).pathname,
        file,
        type,
        raw: readFileSync(file).length,
        gzip: gzipSize(file),
      });
    }
    const sum = (type: LoadedFile['type']) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
    const js = sum('script');
    const css = sum('stylesheet');
    return { url, finalUrl: page.url(), files, missing, js, css, total: js + css };
  } finally {
    await context.close();
  }
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The app's route chunks (lazy route components of TanStack's automatic code splitting). */
function routeChunks(dist: string) {
  const manifestPath = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // Everything the entry pulls in statically is on every first load already.
  const onEntry = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key)) return;
    into.add(key);
    for (const child of manifest[key]?.imports ?? []) walk(child, into);
  };
  if (entryKey) walk(entryKey, onEntry);

  return Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && (chunk.src ?? key).startsWith('src/routes/'))
    .map(([key, chunk]) => {
      const own = new Set<string>();
      walk(key, own);
      const extra = [...own].filter((child) => !onEntry.has(child));
      const withImports = extra.reduce(
        (total, child) => total + gzipSize(join(dist, manifest[child]?.file ?? '')),
        0,
      );
      return {
        route: key,
        file: chunk.file,
        gzip: gzipSize(join(dist, chunk.file)),
        raw: readFileSync(join(dist, chunk.file)).length,
        /** The chunk plus the shared chunks it imports that the entry does not already load. */
        gzipWithImports: withImports,
        imports: extra.filter((child) => child !== key).map((child) => manifest[child]?.file),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The files of the service worker's precache manifest (vite-plugin-pwa / Workbox). */
function precache(dist: string) {
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/\{\s*url:\s*"([^"]+)"\s*,\s*revision:/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  const missing: string[] = [];
  for (const url of urls) {
    const file = join(dist, url ?? '');
    if (!url || !existsSync(file)) {
      missing.push(url ?? '');
      continue;
    }
    raw += readFileSync(file).length;
    gzip += gzipSize(file);
  }
  return { count: urls.length, raw, gzip, missing };
}

function topOwners(load: FirstLoad, count = 15) {
  return attribute(load.files.filter((file) => file.type === 'script')).slice(0, count);
}

/** What the big files of a first load are made of (chunk names do not say). */
function bigFiles(load: FirstLoad, minGzip = 5000) {
  return load.files
    .filter((file) => file.type === 'script' && file.gzip >= minGzip)
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => ({ url: file.url, gzip: file.gzip, owners: attribute([file]).slice(0, 8) }));
}

/** Measures part 1. */
export async function measureBytes(appOrigin: string): Promise<PartResult> {
  const started = Date.now();
  const rows: Row[] = [];
  const floorServer = await startStaticServer(paths.floorDist, ports.floor);
  const forget = onCleanup(floorServer.close);
  const browser = await launchBrowser();
  try {
    const floor = await firstLoad(browser, `${floorServer.origin}/`, paths.floorDist);
    const signInLoad = await firstLoad(browser, `${appOrigin}/sign-in`, paths.appDist);
    const session = await signIn(appOrigin);
    const home = await firstLoad(browser, `${appOrigin}/`, paths.appDist, (page) =>
      storeSession(page, appOrigin, session),
    );
    const routes = routeChunks(paths.appDist);
    const cache = precache(paths.appDist);
    const largest = routes[0];
    const ratio = (value: number) => value / floor.total;
    const notes: string[] = [];
    if (new URL(home.finalUrl).pathname !== '/') {
      notes.push(`the member home redirected to ${home.finalUrl}`);
    }

    rows.push(
      row({
        part: 'bytes',
        id: 'bytes.floor',
        label: 'Floor first load (JS+CSS gzip)',
        value: floor.total,
        unit: 'bytes',
        extra: `${floor.files.length} files`,
      }),
      row({
        part: 'bytes',
        id: 'bytes.signIn',
        label: '/sign-in first load (JS+CSS gzip)',
        value: signInLoad.total,
        unit: 'bytes',
        extra: `${ratio(signInLoad.total).toFixed(2)}× floor; JS ${(signInLoad.js / 1000).toFixed(1)} kB; ${signInLoad.files.length} files`,
        budget: {
          op: '<=',
          limit: budgets.signInRatio * floor.total,
          text: `≤ ${budgets.signInRatio} × floor (${((budgets.signInRatio * floor.total) / 1000).toFixed(1)} kB)`,
        },
      }),
      row({
        part: 'bytes',
        id: 'bytes.home',
        label: 'Member home first load (JS+CSS gzip)',
        value: home.total,
        unit: 'bytes',
        extra: `${ratio(home.total).toFixed(2)}× floor; JS ${(home.js / 1000).toFixed(1)} kB; ${home.files.length} files`,
        budget: {
          op: '<=',
          limit: budgets.homeRatio * floor.total,
          text: `≤ ${budgets.homeRatio} × floor (${((budgets.homeRatio * floor.total) / 1000).toFixed(1)} kB)`,
        },
        note: notes.join('; ') || undefined,
      }),
      row({
        part: 'bytes',
        id: 'bytes.routeChunk',
        label: 'Largest route chunk (gzip)',
        value: largest?.gzip ?? null,
        unit: 'bytes',
        extra: largest
          ? `${largest.route.replace(/\?.*$/, '')}; ${ratio(largest.gzip).toFixed(2)}× floor`
          : 'no route chunks found',
        budget: {
          op: '<=',
          limit: budgets.routeChunkBytes,
          text: `≤ ${budgets.routeChunkBytes / 1000} kB`,
        },
      }),
      row({
        part: 'bytes',
        id: 'bytes.precache',
        label: 'Total precache (gzip)',
        value: cache.gzip,
        unit: 'bytes',
        extra: `${cache.count} files; ${ratio(cache.gzip).toFixed(2)}× floor`,
      }),
    );
    return {
      rows,
      seconds: (Date.now() - started) / 1000,
      details: {
        floor: { ...floor, owners: topOwners(floor, 8) },
        signIn: { ...signInLoad, owners: topOwners(signInLoad), bigFiles: bigFiles(signInLoad) },
        home: { ...home, owners: topOwners(home), bigFiles: bigFiles(home) },
        routeChunks: routes,
        precache: cache,
      },
    };
  } finally {
    await browser.close();
    await floorServer.close();
    forget();
  }
}
