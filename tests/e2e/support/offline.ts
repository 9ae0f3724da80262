import { expect, type CDPSession, type Page } from '@playwright/test';

/** The top bar's indicator, shown while the server cannot be reached. */
export const offlineIndicator = (page: Page) => page.getByText('Offline', { exact: true });

/**
 * Cuts the line of the browser context the pages share (Chromium's network emulation, which also
 * cuts a service worker's network) and waits until each page says it is offline.
 */
export async function goOffline(...pages: [Page, ...Page[]]) {
  await pages[0].context().setOffline(true);
  for (const page of pages) await expect(offlineIndicator(page)).toBeVisible();
}

const devtools = new WeakMap<Page, CDPSession>();

/**
 * Cuts or restores one page's connection; the context's other pages keep theirs. With a service
 * worker, through Chromium's network emulation for that page (the worker's own fetches included);
 * without one, by failing that page's API calls, so that its code still loads.
 */
export async function pageOffline(page: Page, offline: boolean, withWorker: boolean) {
  if (!withWorker) {
    if (offline) await page.route('**/api/v1/**', (route) => route.abort('internetdisconnected'));
    else await page.unrouteAll();
    // Makes the page check its connection now (a probe), as a change of network does.
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    return;
  }
  let cdp = devtools.get(page);
  if (!cdp) {
    cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    devtools.set(page, cdp);
  }
  await cdp.send('Network.emulateNetworkConditions', {
    offline,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}
