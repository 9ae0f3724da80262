import { expect, test } from './support/fixtures';

/** A page past the end of a list shows the last page, as the announcements already do. */
test('the catalogue opened past its last page shows the last page', async ({
  memberPage: page,
}) => {
  await page.goto('/books?page=99999');
  const total = page.getByText(/^Total [\d,]+$/).first();
  await expect(total).toBeVisible();
  const count = Number((await total.textContent())!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  const last = Math.ceil(count / 10);
  await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
  await expect(
    page.getByRole('navigation', { name: / pages$/ }).locator('[aria-current="page"]'),
  ).toHaveText(String(last));
  // The last page's books are listed (a header row and the rest of the count).
  await expect(page.getByRole('main').getByRole('table').first().getByRole('row')).toHaveCount(
    count - (last - 1) * 10 + 1,
  );
  // The correction replaced the address: Back leaves the catalogue, not to page 99999.
  await page.goBack();
  await expect(page).not.toHaveURL(/page=99999/);
});

test('the order list opened past its last page shows the last page', async ({
  memberPage: page,
}) => {
  await page.goto('/orders?page=999');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Inquiry' })).toBeVisible();
  await expect(page).not.toHaveURL(/page=999/);
});
