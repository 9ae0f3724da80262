import { randomUUID } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { admin, api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

const LIST_PATH = '/api/v1/member/notification/all';

/** The list request the page sends next (its query tells what was searched). */
const nextListRequest = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === LIST_PATH);

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url()).searchParams);

/** The rows of the announcements table (the header row excluded). */
const rows = (page: Page) =>
  page
    .getByRole('table', { name: 'Announcements' })
    .getByRole('row')
    .filter({
      hasNot: page.getByRole('columnheader'),
    });

/** Every announcement in list order (newest first), as the API gives it. */
async function allNotices(session: StoredSession) {
  const { data } = await api.GET('/member/notification/all', {
    params: { query: { page: 1, take: 100 } },
    headers: bearer(session),
  });
  if (!data) throw new Error('The announcements could not be read.');
  return data;
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).selectOption({ label: option });
}

test.describe('announcements', () => {
  test('searching by title and by content narrows the list, and the search survives a reload', async ({
    memberPage: page,
  }) => {
    test.slow(); // the provider's command and several round trips
    const tagA = randomUUID().slice(0, 8);
    const tagB = randomUUID().slice(0, 8);
    await admin('notice', `E2E title ${tagA}`, '<p>Nothing special here.</p>');
    await admin('notice', `E2E content ${tagB}`, `<p>The word ${tagA}x appears here.</p>`);

    await page.goto('/notices');
    await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
    await expect(rows(page)).toHaveCount(10);
    await expectNoA11yViolations(page);

    // By title (the default category), submitted with Enter; the text is trimmed (docs/product/announcements.md#list).
    const byTitle = nextListRequest(page);
    await page.getByRole('searchbox', { name: 'Search text' }).fill(`  ${tagA}  `);
    await page.getByRole('searchbox', { name: 'Search text' }).press('Enter');
    expect(queryOf(await byTitle)).toEqual({ page: '1', take: '10', title: tagA });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`E2E title ${tagA}`);
    await expect(page.getByText('Total 1')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/notices\\?text=${tagA}$`));

    // By content, submitted with the button.
    await chooseOption(page, 'Search in', 'Content');
    await page.getByRole('searchbox', { name: 'Search text' }).fill(`${tagA}x`);
    const byContent = nextListRequest(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(queryOf(await byContent)).toEqual({ page: '1', take: '10', content: `${tagA}x` });
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`E2E content ${tagB}`);
    await expect(page).toHaveURL(/category=content/);

    // The state is in the URL: a reload shows the same search, form included.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`E2E content ${tagB}`);
    await expect(page.getByRole('searchbox', { name: 'Search text' })).toHaveValue(`${tagA}x`);
    await expect(page.getByRole('combobox', { name: 'Search in' })).toHaveValue('content');

    // Nothing matches: the empty text of docs/product/README.md#general.
    await page.getByRole('searchbox', { name: 'Search text' }).fill(`no-such-${tagB}`);
    await page.getByRole('searchbox', { name: 'Search text' }).press('Enter');
    await expect(page.getByText('No results.')).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('page size and page are kept in the URL across a reload', async ({ memberPage: page }) => {
    await page.goto('/notices');
    await expect(rows(page)).toHaveCount(10);

    const bySize = nextListRequest(page);
    await chooseOption(page, 'Page size', '20');
    expect(queryOf(await bySize)).toMatchObject({ page: '1', take: '20' });
    await expect(rows(page)).toHaveCount(20);

    const secondPage = nextListRequest(page);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    expect(queryOf(await secondPage)).toMatchObject({ page: '2', take: '20' });
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(/size=20/);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('combobox', { name: 'Page size' })).toHaveValue('20');
    await expect(rows(page).first()).toBeVisible();

    // A page past the end opens the last page instead of an empty one.
    await page.goto('/notices?page=999');
    await expect(page).not.toHaveURL(/page=999/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('next and previous walk the list in order, and All list returns to the list as it was', async ({
    memberPage: page,
    session,
  }) => {
    test.slow(); // the provider's command and several round trips
    await page.goto('/notices?page=3');
    const firstLink = rows(page).first().getByRole('link');
    const href = await firstLink.getAttribute('href');
    const startId = Number(/\/notice\/(\d+)/.exec(href ?? '')?.[1]);
    expect(startId).toBeGreaterThan(0);
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`/notice/${startId}\\?page=3$`));

    // Announcements posted meanwhile only go on top: the order below the start does not change.
    const list = (await allNotices(session)).results;
    const at = list.findIndex((notice) => notice.notificationId === startId);
    const [start, older1, older2] = [list[at], list[at + 1], list[at + 2]];
    if (!start || !older1 || !older2) throw new Error('Not enough announcements below page 3.');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(start.title);
    await expect(page.getByText(start.writerName, { exact: true })).toBeVisible();
    await expectNoA11yViolations(page);

    const neighbours = page.getByRole('navigation', { name: 'Other announcements' });
    // next = the older one below in the list, prev = the newer one above (the contract).
    await neighbours.getByRole('link', { name: /^Next/ }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${older1.notificationId}\\?page=3$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(older1.title);

    await neighbours.getByRole('link', { name: /^Next/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(older2.title);

    await neighbours.getByRole('link', { name: /^Previous/ }).click();
    await expect(page).toHaveURL(new RegExp(`/notice/${older1.notificationId}\\?page=3$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(older1.title);
    await expect(neighbours.getByRole('link', { name: /^Previous/ })).toContainText(start.title);

    // 'All list' goes back to the list the member came from (page 3).
    await page.getByRole('link', { name: 'All list' }).click();
    await expect(page).toHaveURL(/\/notices\?page=3$/);
    await expect(page.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('the oldest announcement has no next link, and a reload of a detail keeps it', async ({
    memberPage: page,
    session,
  }) => {
    const { totalCount } = await allNotices(session);
    const { data } = await api.GET('/member/notification/all', {
      params: { query: { page: totalCount, take: 1 } },
      headers: bearer(session),
    });
    const oldest = data?.results[0];
    if (!oldest) throw new Error('No announcement found.');

    await page.goto(`/notice/${oldest.notificationId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title);
    const neighbours = page.getByRole('navigation', { name: 'Other announcements' });
    await expect(neighbours.getByRole('link', { name: /^Previous/ })).toBeVisible();
    await expect(neighbours.getByRole('link', { name: /^Next/ })).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(oldest.title);
    // Opened without a list: All list goes to the first page.
    await page.getByRole('link', { name: 'All list' }).click();
    await expect(page).toHaveURL(/\/notices$/);
  });

  test('an announcement with a script shows its text and formatting and runs nothing', async ({
    memberPage: page,
  }) => {
    test.slow(); // the provider's command and several round trips
    const tag = randomUUID().slice(0, 8);
    const title = `Formatted ${tag}`;
    await admin(
      'notice',
      title,
      '<p>Hello <strong>members</strong></p><script>window.__pwned = true</script><img src=x onerror="window.__pwned=true">',
    );
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto(`/notices?text=${tag}`);
    await rows(page).first().getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    const content = page.locator('.notice-content');
    await expect(content).toContainText('Hello members');
    await expect(content.locator('strong')).toHaveText('members');
    await expect(content.locator('script')).toHaveCount(0);
    await expect(content.locator('img')).toHaveCount(0);
    await expect(content.locator('[onerror]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(requested.filter((path) => path.endsWith('/x'))).toEqual([]);
    expect(dialogs).toEqual([]);
    await expectNoA11yViolations(page);

    // The same holds after a reload straight into the detail.
    await page.reload();
    await expect(content.locator('strong')).toHaveText('members');
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });
});

test('an announcement row opens from any of its cells, as an order row does', async ({
  memberPage: page,
}) => {
  await page.goto('/notices');
  const row = rows(page).first();
  const title = (await row.getByRole('link').innerText()).trim();
  // The date cell, not the title's link.
  await row.getByRole('cell').last().click();
  await expect(page).toHaveURL(/\/notice\/\d+/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
