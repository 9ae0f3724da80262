/**
 * Playwright (playwright-core) on Debian's Chromium, with the e2e suite's flags, and the helpers
 * every browser measurement shares: putting a session into localStorage, and timing when the
 * collection's rows are painted.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, selectors } from './config.ts';
import { onCleanup } from './proc.ts';
import type { BenchSession } from './server.ts';

/** Launches a headless Chromium closed at the end of the run. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const forget = onCleanup(() => browser.close());
  browser.on('disconnected', forget);
  return browser;
}

/** The key of the session in localStorage (src/api/session.ts). */
export const SESSION_KEY = 'auth-partner-storage';

/**
 * Signs the page's origin in the way "Stay signed in" does: the session in localStorage. Done on
 * an API URL of the origin (JSON, no app code runs, no service worker registers).
 */
export async function storeSession(page: Page, origin: string, session: BenchSession) {
  await page.goto(`${origin}/api/v1/ping`);
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [SESSION_KEY, JSON.stringify(session)],
  );
}

declare global {
  interface Window {
    /** performance.now() of the first paint with the collection's rows, set by rowsPaintedScript. */
    __benchRowsPainted?: number;
    /** The rows' count when they were painted. */
    __benchRowsCount?: number;
    /** Long tasks seen since the document started: [start, duration] in ms. */
    __benchLongTasks?: [number, number][];
  }
}

/**
 * An init script: watches the DOM from the very start of the document and records, in
 * `window.__benchRowsPainted`, the time (ms since navigation start) of the first frame in which
 * the collection's rows are in the document and laid out: a requestAnimationFrame callback after
 * they appear, plus the task right after that frame (the paint has been produced then).
 */
export function rowsPaintedScript(rowSelector: string = selectors.bookRows): string {
  return `(() => {
    const selector = ${JSON.stringify(rowSelector)};
    let seen = false;
    const check = () => {
      if (seen) return;
      const rows = document.querySelectorAll(selector);
      if (rows.length === 0) return;
      const first = rows[0];
      if (!(first instanceof HTMLElement) || first.getBoundingClientRect().height === 0) return;
      seen = true;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__benchRowsPainted = performance.now();
          window.__benchRowsCount = document.querySelectorAll(selector).length;
        };
        channel.port2.postMessage(null);
      });
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    window.__benchLongTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__benchLongTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
  })();`;
}

/** Where a page's time went up to now: navigation timing, resources and long tasks (ms). */
export interface Timeline {
  navigation: Record<string, number>;
  resources: { name: string; type: string; start: number; end: number; bytes: number }[];
  longTasks: [number, number][];
  /** First contentful paint (ms since navigation start), or null before it. */
  firstPaint: number | null;
  controlled: boolean;
}

/** Reads the page's timeline (for explaining a figure, kept in the details). */
export async function timeline(page: Page): Promise<Timeline> {
  // No named functions inside: tsx (esbuild keepNames) would wrap them in a __name() helper that
  // does not exist in the page.
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as
      PerformanceNavigationTiming | undefined;
    return {
      navigation: nav
        ? ({
            requestStart: Math.round(nav.requestStart),
            responseEnd: Math.round(nav.responseEnd),
            domInteractive: Math.round(nav.domInteractive),
            domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
            loadEnd: Math.round(nav.loadEventEnd),
          } as Record<string, number>)
        : ({} as Record<string, number>),
      resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => ({
          name: entry.name.replace(location.origin, ''),
          type: entry.initiatorType,
          start: Math.round(entry.startTime),
          end: Math.round(entry.responseEnd),
          bytes: entry.transferSize,
        }),
      ),
      longTasks: window.__benchLongTasks ?? [],
      firstPaint: (() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return paint ? Math.round(paint.startTime) : null;
      })(),
      controlled: navigator.serviceWorker.controller !== null,
    };
  });
}

/** Waits for `__benchRowsPainted` and answers it (ms since navigation start). */
export async function rowsPaintedAt(page: Page, timeoutMs = 90_000): Promise<number> {
  const handle = await page.waitForFunction(() => window.__benchRowsPainted, undefined, {
    timeout: timeoutMs,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
}
