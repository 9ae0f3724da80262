import type { Page } from '@playwright/test';
import { errorToasts, expect, expectNoA11yViolations, test, toast } from './support/fixtures';

/**
 * Every not-found page keeps the member's frame (top bar, side menu) and leads on; a visitor who
 * is not signed in is sent to sign in instead.
 */
async function expectInShell(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: /account menu$/ })).toBeVisible();
}

test('unknown routes, and /cart or /order without an id, show one not-found page in the shell', async ({
  memberPage: page,
}) => {
  for (const path of ['/no/such/page', '/cart', '/order', '/books/tabs/extra/path']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectInShell(page);
    await expect(page.getByRole('link', { name: 'Go to home' })).toBeVisible();
  }
  await expectNoA11yViolations(page);
});

test('a selection name longer than any selection can have is not found, with a way on', async ({
  memberPage: page,
}) => {
  await page.goto(`/cart/${'a'.repeat(51)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This selection does not exist.' }),
  ).toBeVisible();
  await expectInShell(page);
  // The refused name is not reported as an error: the page says what is missing instead.
  await expect(errorToasts(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Open common(default)' }).click();
  await expect(page).toHaveURL(/\/cart\/common/);
});

test('an announcement that does not exist says so in the shell and links back to the list', async ({
  memberPage: page,
}) => {
  await page.goto('/notice/999999');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This announcement does not exist.' }),
  ).toBeVisible();
  await expectInShell(page);
  // The error catalogue also shows the server's 404 message (docs/product/errors.md#catalogue); the scan includes it.
  await expect(toast(page, 'No announcement with id 999999.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the announcements' }).click();
  await expect(page).toHaveURL(/\/notices/);
});

test('a path id that cannot name a book, an order or an announcement is not found, and nothing is asked', async ({
  memberPage: page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\/member\/(book\/detail|order\/detail|notification)\/[^/]+$/.test(pathname)) {
      asked.push(pathname);
    }
  });
  for (const [path, title] of [
    ['/books/abc', 'Page not found'],
    ['/books/0', 'Page not found'],
    ['/order/abc', 'This order does not exist.'],
    ['/order/-3', 'This order does not exist.'],
    ['/notice/abc', 'This announcement does not exist.'],
    ['/notice/0', 'This announcement does not exist.'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectInShell(page);
  }
  expect(asked).toEqual([]);
  await expectNoA11yViolations(page);
});

test('a signed-out visitor on an unknown route is sent to sign in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fno%2Fsuch%2Fpage/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
