import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { seedMember, signInViaApi, type MemberAccount, type StoredSession } from './api';

export const SESSION_KEY = 'auth-partner-storage';

/** Puts a session where "Stay signed in" keeps it, as if the member had just signed in. */
export async function storeSession(page: Page, session: StoredSession) {
  if (!page.url().startsWith('http')) await page.goto('/sign-in');
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify(session),
  ] as const);
}

/** Every toast on the page (sonner's), e.g. to check that exactly the expected ones are shown. */
export function toasts(page: Page) {
  return page.locator('[data-sonner-toast]');
}

/**
 * The error toasts on the page (sonner's `toast.error`, which the error catalogue uses): none
 * where nothing failed, whatever a failure would say.
 */
export function errorToasts(page: Page) {
  return page.locator('[data-sonner-toast][data-type="error"]');
}

/** The toast showing `text` (sonner's), e.g. the error catalogue's message for a 404. */
declare global {
  interface Window {
    __toastsShown?: string[];
  }
}

/**
 * Records the text of every toast the page shows from now on (until it reloads), so a test can
 * check that one was shown even when a busy machine looked later than its 4 s on screen.
 * Returns what reads the record.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const shown = (window.__toastsShown ??= []);
    const look = () => {
      for (const element of document.querySelectorAll('[data-sonner-toast]')) {
        const text = element.textContent ?? '';
        if (!shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => window.__toastsShown ?? []);
}

export function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

/**
 * Fails on serious or critical accessibility violations of the page as it is now (WCAG 2.1 A/AA).
 */
export async function expectNoA11yViolations(page: Page, exclude: string[] = []) {
  let serious = await scanOnceSettled(page, exclude);
  // A toast that arrives during the scan (the service worker's "Ready to work offline", a late
  // answer's) is judged mid-fade: the page is scanned again once it has settled too.
  for (let again = 0; again < 2 && (await toastArrivedDuringScan(page)); again++) {
    serious = await scanOnceSettled(page, exclude);
  }
  expect(
    serious.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function scanOnceSettled(page: Page, exclude: string[]) {
  // The scan judges the page as it rests, not a fade caught half-way on a busy machine: under
  // reduced motion (which the app honours) a toast or a dialog is at its final colours at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Colours are judged as they settle: a toast or dialog fading in is briefly lighter than it is.
  // A toast starts its fade one frame after it mounts (sonner's data-mounted), so wait for that,
  // let a frame pass for transitions to start, then for every finite animation to end (endless
  // ones, spinners, are not waited for).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-sonner-toast]')].every(
      (toast) => toast.getAttribute('data-mounted') === 'true',
    ),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every(
      (animation) =>
        animation.playState !== 'running' ||
        // Scroll-driven animations follow scrolling, not time: they never end.
        !(animation.timeline instanceof DocumentTimeline) ||
        animation.effect?.getComputedTiming().endTime === Infinity,
    ),
  );
  await page.evaluate(() => {
    for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
      toast.setAttribute('data-scanned-settled', '');
    }
  });
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const toastArrivedDuringScan = (page: Page) =>
  page.evaluate(
    () => document.querySelectorAll('[data-sonner-toast]:not([data-scanned-settled])').length > 0,
  );

interface Fixtures {
  /**
   * A fresh approved member, unique to this test (parallel tests never share data), seeded into
   * the database: registration is the subject of its own tests, which call `createMember`.
   */
  member: MemberAccount;
  /** That member's session, signed in through the API. */
  session: StoredSession;
  /** A page on which the member is signed in; it starts on the member home. */
  memberPage: Page;
}

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies by destructuring.
  member: async ({}, use) => {
    await use(seedMember());
  },
  session: async ({ member }, use) => {
    await use(await signInViaApi(member));
  },
  memberPage: async ({ page, session }, use) => {
    await storeSession(page, session);
    await page.goto('/');
    await use(page);
  },
});

export { expect };
