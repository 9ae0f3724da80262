import type { Page } from '@playwright/test';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';

/**
 * The Korean interface, as a browser whose language is Korean shows it (this file runs in the
 * Korean project): the pages in Korean with `<html lang="ko">`, accessible, photographed; and the
 * switch to English and back, at once and remembered on the device.
 */

/** The axe scan, leaving out React Aria's live announcer (as the other page specs do). */
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

const html = (page: Page) => page.locator('html');

/** Marks the window: still marked after a switch means the page was not reloaded. */
async function markWindow(page: Page) {
  await page.evaluate(() => ((window as { notReloaded?: boolean }).notReloaded = true));
}
const stillSameWindow = (page: Page) =>
  page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded === true);

test('the sign-in page is Korean and hydrated; its switch shows English at once, remembered after a reload, and Korean again', async ({
  page,
}, testInfo) => {
  await page.goto('/sign-in');
  await expect(html(page)).toHaveAttribute('data-started', 'hydrated');
  await expect(html(page)).toHaveAttribute('lang', 'ko');
  await expect(page).toHaveTitle('로그인 · Book Portal');
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(page.getByLabel('이메일', { exact: true })).toBeEnabled();
  const korean = page.getByRole('group', { name: '언어' });
  await expect(korean.getByRole('button', { name: '한국어' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(korean.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
  await expectNoA11yViolations(page);
  await testInfo.attach('sign-in-ko', { body: await page.screenshot(), contentType: 'image/png' });

  await page.getByLabel('이메일', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByText('이메일 주소 형식이 올바르지 않습니다.')).toBeVisible();

  await markWindow(page);
  await korean.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Sign in · Book Portal');
  const english = page.getByRole('group', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(english.getByRole('button', { name: '한국어' })).toHaveAttribute('lang', 'ko');
  expect(await stillSameWindow(page)).toBe(true);
  await expectNoA11yViolations(page);

  // Remembered: the Korean markup of the build is not shown to this device any more.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('data-started', 'rendered');
  await expect(html(page)).toHaveAttribute('lang', 'en');

  await page
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: '한국어' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: '로그인' })).toBeVisible();
  await expect(html(page)).toHaveAttribute('lang', 'ko');
});

const memberPages = [
  { path: '/', title: '홈 · Book Portal' },
  { path: '/books', title: '도서 검색 · Book Portal' },
  { path: '/cart/public', title: /장바구니 · Book Portal$/ },
  { path: '/orders', title: '주문 조회 · Book Portal' },
  { path: '/budget', title: '예산 · Book Portal' },
  { path: '/notices', title: '공지사항 · Book Portal' },
  { path: '/profile', title: '회원정보 · Book Portal' },
  { path: '/holdings', title: /소장 도서 · Book Portal$/ },
] as const;

test.describe('member pages in Korean', () => {
  // Eight pages, each scanned and photographed: generous on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('every page of the side menu, and the menu itself, is Korean and accessible', async ({
    memberPage: page,
  }, testInfo) => {
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    for (const label of ['홈', '도서 검색', '주문 조회', '예산', '공지사항', '회원정보']) {
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    for (const { path, title } of memberPages) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      await expect(html(page)).toHaveAttribute('lang', 'ko');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoA11yViolations(page);
      await testInfo.attach(`ko${path.replaceAll('/', '-')}`, {
        body: await page.screenshot(),
        contentType: 'image/png',
      });
    }
  });

  test('the greeting addresses the member after the words, and the default selection reads 공용 장바구니', async ({
    memberPage: page,
    member,
  }) => {
    // The words are the server's (other tests change them); the name and its 님 come after.
    const greeting = page.getByRole('heading', { level: 1 });
    await expect(greeting.locator('strong')).toHaveText(member.name);
    await expect(greeting).toHaveText(new RegExp(`^\\S.* ${member.name} 님$`));
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    await menu.getByRole('link', { name: '공용 장바구니' }).click();
    await expect(page.getByRole('heading', { level: 2, name: '공용 장바구니' })).toBeVisible();
    await expect(page).toHaveTitle(/^공용 장바구니/);
    await expect(page.getByText('common(default)')).toHaveCount(0);
  });

  test('the account menu switches to English and back, at once, on the page the member is on', async ({
    memberPage: page,
    member,
  }) => {
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: '주문 조회' })).toBeVisible();
    await markWindow(page);
    await page.getByRole('button', { name: `${member.name} 계정 메뉴` }).click();
    const toEnglish = page.getByRole('menuitem', { name: 'English' });
    await expect(toEnglish.locator('[lang="en"]')).toBeVisible();
    await toEnglish.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
    await expect(page).toHaveTitle('Order Inquiry · Book Portal');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/orders/);
    expect(await stillSameWindow(page)).toBe(true);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: `${member.name} account menu` }).click();
    await page.getByRole('menuitem', { name: '한국어' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '주문 조회' })).toBeVisible();
    await expect(html(page)).toHaveAttribute('lang', 'ko');
  });
});
