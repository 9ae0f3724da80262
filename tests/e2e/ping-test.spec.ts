import type { Locator, Page } from '@playwright/test';
import { admin } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

// The service's up/down switch is shared by every test of the server: one test at a time here,
// and the service is always brought back up.
test.describe.configure({ mode: 'serial' });

const check = (page: Page, name: 'Staging service' | 'Portal (local)') =>
  page.getByRole('region', { name, exact: true });

/** The value next to a label in a check's list. */
const fact = (region: Locator, label: string) =>
  region
    .locator('dl > div')
    .filter({ has: region.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

const toasts = (page: Page) => page.locator('[data-sonner-toast]');

test.describe('diagnostic page', () => {
  test('shows both pings with their answer and round trip, and runs them again', async ({
    memberPage: page,
  }) => {
    test.slow(); // several round trips and an accessibility scan
    await page.goto('/ping-test');
    await expect(page.getByRole('heading', { name: 'Ping test', level: 1 })).toBeVisible();

    for (const name of ['Staging service', 'Portal (local)'] as const) {
      const region = check(page, name);
      await expect(fact(region, 'Result')).toContainText('OK');
      await expect(fact(region, 'Response')).toHaveText('pong');
      await expect(fact(region, 'Round trip')).toHaveText(/^\d+ ms$/);
    }
    await expect(fact(check(page, 'Staging service'), 'Address')).toHaveText(
      /\/python\/api\/ping$/,
    );
    await expect(fact(check(page, 'Portal (local)'), 'Address')).toHaveText(/\/api\/v1\/ping$/);
    await expect(page.getByText('Both checks succeeded.')).toBeVisible();

    const device = page.getByRole('region', { name: 'This device and app' });
    await expect(fact(device, 'Browser connection')).toContainText('Online');
    await expect(fact(device, 'App version')).toHaveText(/^\d+\.\d+\.\d+/);
    await expect(fact(device, 'Service worker')).not.toBeEmpty();
    await expect(fact(device, 'Last check')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await expect(fact(device, 'API base URL')).toHaveText(/\/api\/v1$/);
    await expectNoA11yViolations(page);

    const again = Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/python/api/ping')),
      page.waitForRequest((r) => r.url().endsWith('/api/v1/ping')),
    ]);
    await page.getByRole('button', { name: 'Run again' }).click();
    const [servicePing, portalPing] = await again;
    // Plain calls: no token goes to either ping.
    expect(servicePing.headers()['authorization']).toBeUndefined();
    expect(portalPing.headers()['authorization']).toBeUndefined();
    await expect(fact(check(page, 'Staging service'), 'Response')).toHaveText('pong');
  });

  test('shows the error text when the service is down, without a toast', async ({
    memberPage: page,
  }) => {
    test.slow(); // the provider's command runs twice
    await page.goto('/ping-test');
    await expect(fact(check(page, 'Staging service'), 'Response')).toHaveText('pong');
    await admin('service', 'down');
    try {
      await page.getByRole('button', { name: 'Run again' }).click();
      const service = check(page, 'Staging service');
      await expect(fact(service, 'Result')).toContainText('Failed');
      await expect(fact(service, 'Result')).toContainText('HTTP 503');
      await expect(fact(service, 'Response')).toHaveText(
        'HTTP 503: The service is temporarily unavailable.',
      );
      await expect(fact(service, 'Round trip')).toHaveText(/^\d+ ms$/);
      // The portal itself still answers.
      await expect(fact(check(page, 'Portal (local)'), 'Response')).toHaveText('pong');
      await expect(page.getByText('One check failed.')).toBeVisible();
      await expect(toasts(page)).toHaveCount(0);
      await expectNoA11yViolations(page);
    } finally {
      await admin('service', 'up');
    }
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect(fact(check(page, 'Staging service'), 'Response')).toHaveText('pong');
  });

  test('shows a network error when the service cannot be reached at all', async ({
    memberPage: page,
  }) => {
    // A fault of the external service, injected in the browser (CONTRIBUTING allows this one).
    await page.route('**/python/api/ping', (route) => route.abort('connectionrefused'));
    await page.goto('/ping-test');
    const service = check(page, 'Staging service');
    await expect(fact(service, 'Response')).toHaveText(
      'No answer: the network is unavailable or the server cannot be reached.',
    );
    await expect(fact(service, 'Result')).toContainText('Failed');
    await expect(fact(check(page, 'Portal (local)'), 'Response')).toHaveText('pong');
    await expect(toasts(page)).toHaveCount(0);
  });
});
