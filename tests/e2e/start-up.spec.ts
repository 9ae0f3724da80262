import type { Page } from '@playwright/test';
import { expect, storeSession, test } from './support/fixtures';
import { watchRequests } from './support/network';

/** The home's card calls, by what their URLs end with. */
const CARD_CALLS = [
  '/member/home/order/summary',
  '/member/home/notifications',
  '/python/api/banner',
];

/** Counts the requests of the home's cards made by the page. */
function countCardCalls(page: Page): Map<string, number> {
  const counts = new Map(CARD_CALLS.map((call) => [call, 0]));
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    for (const call of CARD_CALLS) if (path.endsWith(call)) counts.set(call, counts.get(call)! + 1);
  });
  return counts;
}

/** The home shows its three cards, and every request the page sent has its answer. */
async function homeLoaded(page: Page, requests: ReturnType<typeof watchRequests>) {
  await expect(page.getByTestId('order-count-cartNumber')).toHaveText(/^\d+$/);
  await expect(
    page.getByRole('region', { name: 'Announcements' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'Site banner' })).toBeVisible();
  await requests.allAnswered();
}

test('the home asks for each card once per visit: the route asks, the cards do not ask again', async ({
  page,
  session,
}) => {
  await storeSession(page, session);
  const counts = countCardCalls(page);
  const requests = watchRequests(page);
  await page.goto('/');
  await homeLoaded(page, requests);
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(CARD_CALLS.map((c) => [c, 1])));

  // Another visit (after a hover over its link, which preloads the route) asks once again.
  await page.getByRole('link', { name: 'See More + Order History' }).click();
  await expect(page).toHaveURL(/\/orders/);
  await page.getByRole('link', { name: 'Book Portal home' }).hover();
  await page.getByRole('link', { name: 'Book Portal home' }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await homeLoaded(page, requests);
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(CARD_CALLS.map((c) => [c, 2])));
});
