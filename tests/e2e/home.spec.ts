import type { Page } from '@playwright/test';
import { admin, api, bearer } from './support/api';
import { expect, expectNoA11yViolations as axeScan, storeSession, test } from './support/fixtures';

/**
 * The axe scan of the fixtures, leaving out React Aria's visually hidden live announcer: a pending
 * button's announcement stays there for 7 s pointing at a label that may be gone after navigation.
 */
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

// Whole flows through several pages: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 });

function card(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test('the greeting names the member', async ({ memberPage: page, member }) => {
  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting.locator('strong')).toHaveText(member.name);
  await expect(greeting).not.toHaveText(/^Welcome /);
});

test('Order History shows the last year’s four counts, 0 for a new member, and See More opens the orders', async ({
  memberPage: page,
}) => {
  const history = card(page, 'Order History');
  await expect(history.getByText('Last 1 Year')).toBeVisible();
  for (const [label, key] of [
    ['My Selection', 'cartNumber'],
    ['Quotation', 'quotationNumber'],
    ['Order Item', 'orderNumber'],
    ['Completed Orders', 'invoiceNumber'],
  ] as const) {
    await expect(history.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId(`order-count-${key}`)).toHaveText('0');
  }
  await history.getByRole('link', { name: /See More \+/ }).click();
  await expect(page).toHaveURL(/\/orders(\?|$)/);
});

test('Announcements list the server’s notices, each a dated link to its notice; See More opens the notices', async ({
  memberPage: page,
  session,
}) => {
  const { data: notices } = await api.GET('/member/home/notifications', {
    headers: bearer(session),
  });
  const announcements = card(page, 'Announcements');
  const rows = announcements.getByRole('listitem');
  await expect(rows).toHaveCount(notices!.result.length);
  const first = notices!.result[0]!;
  const firstRow = announcements.getByRole('link', { name: new RegExp(`^${escape(first.title)}`) });
  await expect(firstRow).toHaveAttribute('href', `/notice/${first.notificationId}`);
  await expect(firstRow.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  await announcements.getByRole('link', { name: /See More \+/ }).click();
  await expect(page).toHaveURL(/\/notices(\?|$)/);
  await page.goBack();
  await firstRow.click();
  await expect(page).toHaveURL(new RegExp(`/notice/${first.notificationId}$`));
});

test('the banner shows the site’s image', async ({ memberPage: page }) => {
  const banner = page.getByRole('img', { name: 'Site banner' });
  await expect(banner).toHaveAttribute('src', /\/python\/api\/banner\/image\.webp$/);
  // Two widths for the browser to pick from, and a box reserved before it loads.
  await expect(banner).toHaveAttribute('srcset', /image\.webp 800w, .*image\.webp\?w=1600 1600w$/);
  await expect(banner).toHaveAttribute('width', '1200');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('each shelf shows its books, and a tile opens the book it shows', async ({
  memberPage: page,
  session,
}) => {
  const shelves = [
    { name: 'MD 추천 도서', count: 4 },
    { name: '신간 도서', count: 5 },
    { name: '인기 도서', count: 5 },
  ];
  await expect(
    card(page, 'MD 추천 도서').getByText('많은 분들이 선택한 도서 중 MD가 엄선한 추천 목록입니다.'),
  ).toBeVisible();
  for (const shelf of shelves) {
    const tiles = card(page, shelf.name).getByRole('link');
    await expect(tiles).toHaveCount(shelf.count);
    // Every tile opens the book it shows (real books of the seeded catalogue).
    for (const tile of await tiles.all()) {
      const href = await tile.getAttribute('href');
      const id = Number(/^\/books\/(\d+)$/.exec(href ?? '')?.[1]);
      const { data: book } = await api.GET('/member/book/detail/{bookId}', {
        params: { path: { bookId: id } },
        headers: bearer(session),
      });
      await expect(tile).toContainText(book!.title);
      await expect(tile).toContainText(book!.authorK);
    }
  }
  // Scanned with every card drawn: the counts, the announcements, the banner and the shelves.
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText('0');
  await expect(card(page, 'Announcements').getByRole('listitem').first()).toBeVisible();
  await expectNoA11yViolations(page);

  await card(page, 'MD 추천 도서').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/books\/\d+$/);
});

test('the counts follow the member’s selections and orders', async ({
  memberPage: page,
  session,
}) => {
  await api.POST('/member/cart/add/books', {
    body: {
      cartCategoryId: 'public',
      books: [
        { bookId: 28, quantity: 1 },
        { bookId: 430, quantity: 2 },
      ],
    },
    headers: bearer(session),
  });
  await page.reload();
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText('2');
});

test('nothing below the cards moves when their data arrives', async ({ page, session }) => {
  // The cards' answers are held back (a slow network); the banner below them is laid out first.
  let releaseCards!: () => void;
  const cardsReleased = new Promise<void>((resolve) => (releaseCards = resolve));
  for (const path of ['**/member/home/notifications', '**/member/home/order/summary']) {
    await page.route(path, async (route) => {
      await cardsReleased;
      await route.continue();
    });
  }
  await storeSession(page, session);
  await page.goto('/');
  const banner = page.getByRole('img', { name: 'Site banner' });
  await expect(banner).toBeVisible();
  await expect(card(page, 'Announcements').getByRole('progressbar')).toBeVisible();
  const before = await banner.boundingBox();

  releaseCards();
  await expect(card(page, 'Announcements').getByRole('listitem')).toHaveCount(5);
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
  expect(await banner.boundingBox()).toEqual(before);
});

test('when the external service fails: "Welcome" + name and the fallback banner with a note', async ({
  page,
  session,
}) => {
  const unavailable = {
    status: 503,
    json: {
      statusCode: 503,
      errorCode: 'service_unavailable',
      message: 'The service is temporarily unavailable.',
    },
  };
  await page.route('**/banner_text', (route) => route.fulfill(unavailable));
  await page.route('**/python/api/banner', (route) => route.fulfill(unavailable));
  await storeSession(page, session);
  await page.goto('/');

  const greeting = page.getByRole('heading', { level: 1 });
  await expect(greeting).toHaveText(`Welcome ${session.name}`);
  await expect(greeting.locator('strong')).toHaveText(session.name);
  const banner = page.getByRole('img', { name: 'Site banner' });
  await expect(banner).toHaveAttribute('src', '/banner-fallback.svg');
  await expect
    .poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(
    page.getByText('A fallback banner is shown: The service is temporarily unavailable.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('the greeting is polled every 30 s and on focus, and changes only with a new version', async ({
  page,
  session,
}) => {
  let answer = { version: 1, text: '첫 번째 인사' };
  let calls = 0;
  await page.route('**/banner_text', (route) => {
    calls += 1;
    return route.fulfill({ json: answer, headers: { 'Cache-Control': 'no-store' } });
  });
  await page.clock.install();
  await storeSession(page, session);
  await page.goto('/');
  const text = page.locator('.home-greeting__text');
  await expect(text).toHaveText('첫 번째 인사');

  // Same version, other text: the shown text stays.
  answer = { version: 1, text: '같은 버전의 다른 글' };
  const before = calls;
  await page.clock.fastForward(30_000);
  await expect.poll(() => calls).toBeGreaterThan(before);
  await expect(text).toHaveText('첫 번째 인사');

  // A new version: shown once the page regains focus.
  answer = { version: 2, text: '두 번째 인사' };
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(text).toHaveText('두 번째 인사');
});

test('a new banner text set by the provider reaches an open home page', async ({
  memberPage: page,
}) => {
  const text = `오늘도 좋은 하루 ${Date.now()}`;
  await expect(page.locator('.home-greeting__text')).not.toHaveText('');
  await admin('banner', text);
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  await expect(page.locator('.home-greeting__text')).toHaveText(text);
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
