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

test('an install cut short by a dropped download is tried again', async ({ page, context }) => {
  const server = await startExtraServer({ port: PORT + 1, dataDir: `${DATA_DIR}-retry` });
  try {
    let dropped = 0;
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
  } finally {
    await server.stop();
  }
});
