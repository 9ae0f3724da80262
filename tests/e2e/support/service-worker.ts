import { expect, type Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (the first load is not). */
export async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** Whether the service worker's cache `cacheName` holds an answer whose URL contains `part`. */
export function isCached(page: Page, cacheName: string, part: string): Promise<boolean> {
  return page.evaluate(
    async ([name, fragment]) => {
      const cache = await caches.open(name);
      return (await cache.keys()).some((request) => request.url.includes(fragment));
    },
    [cacheName, part] as const,
  );
}
