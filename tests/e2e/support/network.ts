import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

/**
 * Follows the requests of a page (or of every page of a context) from now on, so that a test can
 * wait until each has its answer: the condition that counts of requests and answers are complete,
 * where Playwright's 'networkidle' only waits for a quiet half second.
 */
export function watchRequests(target: Page | BrowserContext) {
  const open = new Set<Request>();
  target.on('request', (request) => open.add(request));
  target.on('requestfinished', (request) => open.delete(request));
  target.on('requestfailed', (request) => open.delete(request));
  return {
    /** Resolves once every request sent since the watch began is answered (or has failed). */
    async allAnswered() {
      await expect
        .poll(() => [...open].map((request) => `${request.method()} ${request.url()}`), {
          message: 'requests still waiting for their answer',
        })
        .toEqual([]);
    },
  };
}
