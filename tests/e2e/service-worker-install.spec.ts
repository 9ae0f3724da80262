import type { Request } from '@playwright/test';
import { E2E_PORT } from './support/env';
import { startExtraServer } from './support/extra-server';
import { expect, test } from './support/fixtures';

/**
 * The service worker's install on a first visit: only the shell and the route chunks (no large
 * files), retried when a download fails, and the member told when the app opens offline. Each test
 * has a server (an origin) of its own, so the browser has never installed the app before.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

const PORT = E2E_PORT + 21;
const DATA_DIR = `${process.env.E2E_DATA_DIR ?? '.e2e'}-install`;
const ready = 'Ready to work offline';

test('a first visit says when the app is ready offline; the scanner is not in the install', async ({
  page,
}) => {
  const server = await startExtraServer({ port: PORT, dataDir: DATA_DIR });
  try {
    await page.goto(`${server.baseUrl}/sign-in`);
    await expect(page.getByText(ready)).toBeVisible({ timeout: 60_000 });
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((name) => name.includes('precache'));
      if (!precache) return [];
      return (await (await caches.open(precache)).keys()).map((request) => request.url);
    });
    expect(precached.some((url) => /\/assets\/index-[^/]+\.js/.test(url))).toBe(true);
    expect(precached.some((url) => url.includes('/assets/notices-'))).toBe(true);
    expect(precached.filter((url) => url.endsWith('.wasm'))).toEqual([]);

    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Installed already: nothing new to announce.
    await expect(page.getByText(ready)).toHaveCount(0);
  } finally {
    await page.context().setOffline(false);
    await server.stop();
  }
});

/**
 * The worker's own downloads: its precache (not the page's requests, API calls, or the worker's
 * script, which the browser fetches again when the page registers it anew).
 */
function isWorkerDownload(request: Request) {
  return (
    request.serviceWorker() !== null &&
    !/^\/(api\/|python\/|sw\.js$)/.test(new URL(request.url()).pathname)
  );
}

test('the install downloads the app several files at a time, not one after another', async ({
  page,
  context,
}) => {
  const server = await startExtraServer({ port: PORT + 2, dataDir: `${DATA_DIR}-parallel` });
  try {
    let downloads = 0;
    let inFlight = 0;
    let mostInFlight = 0;
    await context.route(`${server.baseUrl}/**`, async (route) => {
      if (!isWorkerDownload(route.request())) return route.fallback();
      downloads += 1;
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      // A slow line's latency: downloads made one after another never overlap here.
      await new Promise((resolve) => setTimeout(resolve, 250));
      inFlight -= 1;
      return route.fallback();
    });
    await page.goto(`${server.baseUrl}/sign-in`);
    await expect(page.getByText(ready)).toBeVisible({ timeout: 90_000 });
    expect(downloads).toBeGreaterThan(20);
    // One after another, only one would ever be held. The worker asks for six at a time
    // (src/sw.ts); the interception lets three of them through at once here (through a slow TCP
    // line, scripts/install-time.ts, the browser opens six connections).
    expect(mostInFlight).toBeGreaterThanOrEqual(3);
    expect(mostInFlight).toBeLessThanOrEqual(6);
  } finally {
    await server.stop();
  }
});

test('a download dropped once is tried again within the install', async ({ page, context }) => {
  const server = await startExtraServer({ port: PORT + 1, dataDir: `${DATA_DIR}-retry` });
  try {
    let dropped = 0;
    let workerScripts = 0;
    await context.route(/\/sw\.js$/, (route) => {
      workerScripts += 1;
      return route.fallback();
    });
    // The worker's own download of a route chunk the page itself never asked for.
    await context.route(/\/assets\/notices-[^/]+\.js$/, (route) => {
      if (dropped > 0) return route.fallback();
      dropped += 1;
      return route.abort('connectionreset');
    });
    await page.goto(`${server.baseUrl}/sign-in`);
    await expect.poll(() => dropped, { timeout: 60_000 }).toBe(1);
    await expect(page.getByText(ready)).toBeVisible({ timeout: 90_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The first install succeeded: the page did not have to register the worker again.
    expect(workerScripts).toBe(1);
  } finally {
    await server.stop();
  }
});

test('an install that failed is tried again and resumes where it stopped', async ({
  page,
  context,
}) => {
  const server = await startExtraServer({ port: PORT + 3, dataDir: `${DATA_DIR}-resume` });
  try {
    // Every try of the first install (src/sw.ts: a file is tried four times) is cut.
    const triesPerInstall = 4;
    let dropped = 0;
    const fetched = new Map<string, number>();
    await context.route(`${server.baseUrl}/**`, (route) => {
      const request = route.request();
      if (!isWorkerDownload(request)) return route.fallback();
      if (/\/assets\/notices-[^/]+\.js$/.test(request.url()) && dropped < triesPerInstall) {
        dropped += 1;
        return route.abort('connectionreset');
      }
      fetched.set(request.url(), (fetched.get(request.url()) ?? 0) + 1);
      return route.fallback();
    });
    await page.goto(`${server.baseUrl}/sign-in`);
    await expect.poll(() => dropped, { timeout: 60_000 }).toBe(triesPerInstall);
    await expect(page.getByText(ready)).toBeVisible({ timeout: 120_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // What the failed install had downloaded was kept: the second fetched only the rest.
    expect([...fetched].filter(([, times]) => times > 1)).toEqual([]);
  } finally {
    await server.stop();
  }
});
