import { expect, test } from './support/fixtures';

/** Each page's document title names the page (tabs, history and screen readers show it). */
test('the document title names the page', async ({ memberPage: page }) => {
  const expectations: [string, string][] = [
    ['/', 'Home · Book Portal'],
    ['/books', 'Catalogue · Book Portal'],
    ['/orders', 'Order Inquiry · Book Portal'],
    ['/notices', 'Announcements · Book Portal'],
    ['/profile', 'Account Information · Book Portal'],
    ['/cart/public', 'common(default) · My Selection · Book Portal'],
    ['/no/such/page', 'Page not found · Book Portal'],
    ['/notice/999999', 'Page not found · Book Portal'],
  ];
  for (const [path, title] of expectations) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Moving inside the app changes it too.
  await page.getByRole('navigation', { name: 'Main' }).getByText('Order Inquiry').click();
  await expect(page).toHaveTitle('Order Inquiry · Book Portal');
});

test('the public pages are named too', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page).toHaveTitle('Sign in · Book Portal');
  await page.goto('/sign-up');
  await expect(page).toHaveTitle('Create Account · Book Portal');
});
