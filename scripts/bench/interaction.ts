/**
 * Part 6, interaction. The signed-in member has a collection open on /books (30 rows a page,
 * service worker installed, unthrottled loopback network); the next-page button is clicked 10
 * times (5 with --quick). Each time is measured in the page: from the click's pointerdown event
 * (event.timeStamp) to the first frame painted with the new page's rows (a MutationObserver sees
 * the first row change, then requestAnimationFrame and the task after that frame). Median.
 * Then the same at 4× CPU throttling (CDP Emulation.setCPUThrottlingRate), the way INP is judged
 * (a mid-range phone), 7 clicks (3 with --quick), against the budget of "Fast on a tablet"
 * (item 6); beside it, the click's own INP-style duration (Event Timing: press to the next paint
 * after its handlers, the longest event of the interaction).
 * Three more clicks run under the CPU profiler, whose self time is attributed to packages and app
 * files through the source maps (details.profile), to show where the time goes.
 */
import { budgets, PAGE_SIZE, paths, selectors } from './config.ts';
import { launchBrowser, rowsPaintedAt, rowsPaintedScript, storeSession } from './browser.ts';
import { profileAction } from './page-profile.ts';
import { median, row, type PartResult } from './results.ts';
import { collectionWithPages, signIn, type RunningServer } from './server.ts';

const PROFILED_CLICKS = 3;
/** CPU throttling of the INP-style clicks (a mid-range phone, as Lighthouse's mobile default). */
const CPU_SLOWDOWN = 4;

interface ClickWindow {
  __benchClick?: Promise<{ pressedAt: number; paintedAt: number }>;
  /** Event Timing entries of interactions: [startTime, duration, interactionId, type]. */
  __benchEvents?: [number, number, number, string][];
}

/** An init script keeping every Event Timing entry that belongs to an interaction. */
const eventTimingScript = `(() => {
  window.__benchEvents = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId > 0) {
          window.__benchEvents.push([entry.startTime, entry.duration, entry.interactionId, entry.name]);
        }
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
})();`;

/** Where one click's time went (ms after the press). */
interface ClickTiming {
  totalMs: number;
  /** The collection request: when it started and when its answer was in. */
  requestStartMs: number | null;
  responseEndMs: number | null;
  /** Long tasks (main thread busy ≥ 50 ms) between the press and the paint. */
  longTasksMs: number;
  /**
   * The interaction's duration as INP counts it: its longest Event Timing entry (press to the
   * next paint after the handlers; 8 ms granularity), or null when none was reported.
   */
  eventMs: number | null;
}

/** Measures part 6. */
export async function measureInteraction(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const clicks = options.quick ? 5 : 10;
  const throttledClicks = options.quick ? 3 : 7;
  const collection = collectionWithPages(
    server.databasePath,
    clicks + throttledClicks + PROFILED_CLICKS + 2,
  );
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
    await context.addInitScript(eventTimingScript);
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
            eventMs: null,
          };
        },
        [pressedAt, paintedAt] as [number, number],
      );
      await page.waitForLoadState('networkidle');
      // Event Timing entries arrive after their paint: read them once the page is idle.
      timing.eventMs = await page.evaluate((from) => {
        const events = ((window as ClickWindow).__benchEvents ?? []).filter(
          ([start]) => start >= from - 1,
        );
        const first = events.find(([, , , type]) => type === 'pointerdown') ?? events[0];
        if (!first) return null;
        return Math.max(...events.filter(([, , id]) => id === first[2]).map(([, ms]) => ms));
      }, pressedAt);
      page.off('request', count);
      return { timing, calls };
    };
    for (let index = 0; index < clicks; index++) {
      const { timing, calls } = await clickOnce();
      timings.push(timing);
      apiCalls.push(calls);
    }
    // At 4× CPU, as INP is judged.
    const cdp = await context.newCDPSession(page);
    const throttled: ClickTiming[] = [];
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    try {
      for (let index = 0; index < throttledClicks; index++) {
        throttled.push((await clickOnce()).timing);
      }
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
    // Where the main thread's time goes: three more clicks under the CPU profiler (not timed).

    const profile = await profileAction(cdp, paths.appDist, async () => {
      for (let index = 0; index < PROFILED_CLICKS; index++) await clickOnce();
    });
    const finalUrl = page.url();
    await context.close();
    const times = timings.map((timing) => timing.totalMs);
    const network = median(timings.map((timing) => timing.responseEndMs ?? Number.NaN));
    const throttledTimes = throttled.map((timing) => timing.totalMs);
    const throttledEvent = median(throttled.map((timing) => timing.eventMs ?? Number.NaN));
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
        row({
          part: 'interaction',
          id: 'interaction.nextPage4x',
          label: `Next page click → rows painted, ${CPU_SLOWDOWN}× CPU`,
          value: median(throttledTimes),
          unit: 'ms',
          extra:
            `median of ${throttledTimes.length}; max ${Math.round(Math.max(...throttledTimes))} ms; ` +
            `the click's own event duration (INP) ${Number.isFinite(throttledEvent) ? `${Math.round(throttledEvent)} ms` : 'n/a'}`,
          budget: {
            op: '<=',
            limit: budgets.clickToPaintAt4xMs,
            text: `≤ ${budgets.clickToPaintAt4xMs} ms`,
          },
        }),
      ],
      details: {
        url,
        collection,
        timings,
        apiCallsPerClick: apiCalls,
        cpuSlowdown: CPU_SLOWDOWN,
        throttledTimings: throttled,
        finalUrl,
        profile,
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
  }
}
