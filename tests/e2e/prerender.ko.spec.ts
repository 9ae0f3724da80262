import type { Page } from '@playwright/test';
import { controlledByServiceWorker } from './support/service-worker';
import { expect, expectNoA11yViolations as axeScan, storeSession, test } from './support/fixtures';

/**
 * The public pages prerendered at build time (scripts/prerender.ts) and hydrated in the browser
 * (src/app/mount.tsx): their markup is in the HTML, React takes it over without painting it again
 * and without a mismatch, and they behave as before. The build prerenders them in Korean, so
 * these tests run in the Korean project (a Korean browser); an English device is in
 * locale.spec.ts.
 */

/**
 * The axe scan of the fixtures, leaving out React Aria's visually hidden live announcer (as the
 * access and home specs do): a pending button's announcement stays there for 7 s pointing at a
 * label that may be gone after navigation.
 */
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

const pages = [
  {
    path: '/sign-in',
    heading: '로그인',
    title: '로그인 · Book Portal',
    fields: ['이메일', '비밀번호'],
    emailRequired: '이메일 주소를 입력해 주세요.',
  },
  {
    path: '/sign-up',
    heading: '회원가입',
    title: '회원가입 · Book Portal',
    fields: ['이메일', '비밀번호', '비밀번호 확인', '담당자명', '연락처', '소속', '기관 주소'],
    emailRequired: '이메일을 입력해 주세요.',
  },
  {
    path: '/find-password',
    heading: '비밀번호 찾기',
    title: '비밀번호 찾기 · Book Portal',
    fields: ['이메일'],
    emailRequired: '이메일을 입력해주세요.',
  },
] as const;

/**
 * The page's console errors and uncaught exceptions. React reports a hydration mismatch as a
 * recoverable error, which the app logs with console.error (src/app/mount.tsx). Failed requests
 * (offline) are the network's, not the page's.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps the prerendered `<h1>` as parsed, before any script of the page has run. */
async function keepParsedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector('h1');
    });
  });
}

/** Holds the entry script back, as a slow network would; answers the function that lets it go. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const html = (page: Page) => page.locator('html');
const launchScreen = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: 'Book Portal' })
    .filter({ has: page.getByText('불러오는 중…', { exact: true }) });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title, fields } of pages) {
    test(`${path}: the HTML alone shows the page, its heading and labelled fields`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      for (const label of fields) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
      // Nothing would handle the form without its code: its fields wait for it.
      await expect(page.getByLabel('이메일', { exact: true })).toBeDisabled();
      await expect(launchScreen(page)).toBeHidden();
    });
  }
});

test.describe('with JavaScript', () => {
  for (const { path, heading, emailRequired } of pages) {
    test(`${path} is hydrated: the same elements become live, no console error, no mismatch, accessible`, async ({
      page,
    }) => {
      const errors = errorsOf(page);
      await keepParsedHeading(page);
      await page.goto(path);
      await expect(html(page)).toHaveAttribute('data-started', 'hydrated');
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      const sameHeading = await page.evaluate(
        () =>
          document.querySelector('h1') ===
          (window as { parsedHeading?: Element | null }).parsedHeading,
      );
      expect(sameHeading, 'the parsed heading is still the one on the page').toBe(true);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel('이메일', { exact: true })).toBeEnabled();
      await expectNoA11yViolations(page);

      // React Aria's ids agree with the markup: the error it adds is the field's description.
      const email = page.getByLabel('이메일', { exact: true });
      await email.focus();
      await email.blur();
      await expect(email).toHaveAccessibleDescription(emailRequired);
      await expectNoA11yViolations(page);

      await expect(html(page)).not.toHaveAttribute('data-recoverable-error');
      expect(errors).toEqual([]);
    });
  }

  test('signing in on the hydrated /sign-in reaches home', async ({ page, member }) => {
    const errors = errorsOf(page);
    await page.goto('/sign-in');
    await expect(html(page)).toHaveAttribute('data-started', 'hydrated');
    await page.getByLabel('이메일', { exact: true }).fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('/sign-in?redirect= is the prerendered page too, and signing in goes there', async ({
    page,
    member,
  }) => {
    const errors = errorsOf(page);
    await page.goto('/sign-in?redirect=%2Forders');
    await expect(html(page)).toHaveAttribute('data-started', 'hydrated');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/sign-in');
    await page.getByLabel('이메일', { exact: true }).fill(member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/orders(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: '주문 조회' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a signed-in member opening /sign-in never sees its form: the launch screen, then home', async ({
    page,
    session,
    member,
  }) => {
    await storeSession(page, session);
    const errors = errorsOf(page);
    const release = await holdEntryScript(page);
    await page.goto('/sign-in', { waitUntil: 'commit' });
    await expect(launchScreen(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: '로그인' })).toBeHidden();

    release();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
    await expect(html(page)).toHaveAttribute('data-started', 'rendered');
    await expect(launchScreen(page)).toBeHidden();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a search parameter that changes the page (/find-password?missing=true) renders it afresh over the launch screen', async ({
    page,
  }) => {
    const errors = errorsOf(page);
    const release = await holdEntryScript(page);
    await page.goto('/find-password?missing=true', { waitUntil: 'commit' });
    await expect(launchScreen(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeHidden();

    release();
    await expect(html(page)).toHaveAttribute('data-started', 'rendered');
    await expect(page.getByRole('heading', { name: '비밀번호 찾기' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('이메일 또는 인증번호가 없습니다.');
    await expect(launchScreen(page)).toBeHidden();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('a member page still starts from the launch screen of the app shell', async ({ page }) => {
    const release = await holdEntryScript(page);
    await page.goto('/orders', { waitUntil: 'commit' });
    await expect(launchScreen(page)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    release();
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Forders/);
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('data-started', 'rendered');
  });
});

test.describe('offline, from the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the prerendered pages are precached and hydrated offline; other pages get the app shell', async ({
    page,
    context,
  }) => {
    await page.goto('/sign-in');
    await controlledByServiceWorker(page);
    await context.setOffline(true);
    const errors = errorsOf(page);

    for (const { url, path, heading } of [
      { url: '/sign-in?redirect=%2Forders', path: '/sign-in', heading: '로그인' },
      { url: '/sign-up', path: '/sign-up', heading: '회원가입' },
      { url: '/find-password', path: '/find-password', heading: '비밀번호 찾기' },
    ]) {
      const response = await page.goto(url);
      expect(response?.fromServiceWorker(), url).toBe(true);
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      await expect(html(page)).toHaveAttribute('data-started', 'hydrated');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    await expect(html(page)).not.toHaveAttribute('data-recoverable-error');

    await page.goto('/orders');
    await expect(page).toHaveURL(/\/sign-in\?redirect=%2Forders/);
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await expect(page.getByRole('heading', { name: '로그인' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
