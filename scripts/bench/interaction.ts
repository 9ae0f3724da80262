/**
 * Part 6, interaction. The signed-in member has a collection open on /books (30 rows a page,
 * service worker installed, unthrottled loopback network); the next-page button is clicked 10
 * times (5 with --quick). Each time is measured in the page: from the click's pointerdown event
 * (event.timeStamp) to the first frame painted with the new page's rows (a MutationObserver sees
 * the first row change, then requestAnimationFrame and the task after that frame). Median.
 * Three more clicks run under the CPU profiler, whose self time is attributed to packages and app
 * files through the source maps (details.profile), to show where the time goes.
 */
import { PAGE_SIZE, paths, selectors } from './config.ts';
import { launchBrowser, rowsPaintedAt, rowsPaintedScript, storeSession } from './browser.ts';
import { profileAction } from './page-profile.ts';
import { median, row, type PartResult } from './results.ts';
import { collectionWithPages, signIn, type RunningServer } from './server.ts';

const PROFILED_CLICKS = 3;

interface ClickWindow {
  __benchClick?: Promise<{ pressedAt: number; paintedAt: number }>;
}

/** Where one click's time went (ms after the press). */
interface ClickTiming {
  totalMs: number;
  /** The collection request: when it started and when its answer was in. */
  requestStartMs: number | null;
  responseEndMs: number | null;
  /** Long tasks (main thread busy ≥ 50 ms) between the press and the paint. */
  longTasksMs: number;
}

/** Measures part 6. */
export async function measureInteraction(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const clicks = options.quick ? 5 : 10;
  const collection = collectionWithPages(server.databasePath, clicks + PROFILED_CLICKS + 2);
  const url = `${server.origin}/books?tab=${collection.tabId}&collection=${collection.collectionId}&size=${PAGE_SIZE}`;
  const session = await signIn(server.origin);
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 1180, height: 820 },
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addInitScript(rowsPaintedScript());
    const page = await context.newPage();
    await storeSession(page, server.origin, session);
    await page.goto(url);
    await rowsPaintedAt(page);
    // The worker's install (precache of every chunk) must not compete with the clicks.
    await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.waitForLoadState('networkidle');

    const next = page.getByRole('button', { name: selectors.nextPage }).first();
    const timings: ClickTiming[] = [];
    const apiCalls: number[] = [];
    const clickOnce = async () => {
      await page.evaluate((selector) => {
        const before = document.querySelector(selector)?.textContent ?? '';
        (window as ClickWindow).__benchClick = new Promise((resolve) => {
          let pressedAt: number | undefined;
          document.addEventListener(
            'pointerdown',
            (event) => {
              pressedAt = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const observer = new MutationObserver(() => {
            const first = document.querySelector(selector);
            if (pressedAt === undefined || !first || first.textContent === before) return;
            observer.disconnect();
            const start = pressedAt;
            requestAnimationFrame(() => {
              const channel = new MessageChannel();
              channel.port1.onmessage = () =>
                resolve({ pressedAt: start, paintedAt: performance.now() });
              channel.port2.postMessage(null);
            });
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        });
      }, selectors.bookRows);
      let calls = 0;
      const count = (request: { url: () => string }) => {
        if (request.url().includes('/api/v1/member/book/')) calls++;
      };
      page.on('request', count);
      await next.click();
      const { pressedAt, paintedAt } = await page.evaluate(
        () => (window as ClickWindow).__benchClick!,
      );
      const timing: ClickTiming = await page.evaluate(
        ([from, to]) => {
          const request = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes('/api/v1/member/book/'))
            .find((entry) => entry.startTime >= from && entry.startTime <= to);
          const longTasks = (window.__benchLongTasks ?? [])
            .filter(([start]) => start >= from && start <= to)
            .reduce((total, [, duration]) => total + duration, 0);
          return {
            totalMs: to - from,
            requestStartMs: request ? request.startTime - from : null,
            responseEndMs: request ? request.responseEnd - from : null,
            longTasksMs: longTasks,
          };
        },
        [pressedAt, paintedAt] as [number, number],
      );
      await page.waitForLoadState('networkidle');
      page.off('request', count);
      return { timing, calls };
    };
    for (let index = 0; index < clicks; index++) {
      const { timing, calls } = await clickOnce();
      timings.push(timing);
      apiCalls.push(calls);
    }
    // Where the main thread's time goes: three more clicks under the CPU profiler (not timed).
    const cdp = await context.newCDPSession(page);
    const profile = await profileAction(cdp, paths.appDist, async () => {
      for (let index = 0; index < PROFILED_CLICKS; index++) await clickOnce();
    });
    const finalUrl = page.url();
    await context.close();
    const times = timings.map((timing) => timing.totalMs);
    const network = median(timings.map((timing) => timing.responseEndMs ?? Number.NaN));
    return {
      rows: [
        row({
          part: 'interaction',
          id: 'interaction.nextPage',
          label: 'Next page click → rows painted',
          value: median(times),
          unit: 'ms',
          extra: `median of ${times.length}; max ${Math.round(Math.max(...times))} ms; answer in after ${Math.round(network)} ms`,
        }),
      ],
      details: { url, collection, timings, apiCallsPerClick: apiCalls, finalUrl, profile },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
  }
}
