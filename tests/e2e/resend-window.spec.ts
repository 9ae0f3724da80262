import { startExtraServer, type ExtraServer } from './support/extra-server';
import { E2E_PORT } from './support/env';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

/**
 * Sending a code again within the server's resend window (30 s, as in production; the shared e2e
 * server has none) says when a new code can be sent, on both forms that send codes.
 */
const PORT = E2E_PORT + 40;
const BASE_URL = `http://127.0.0.1:${PORT}`;

let server: ExtraServer;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: BASE_URL });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startExtraServer({
    port: PORT,
    dataDir: '.e2e-resend-window',
    overrides: { CODE_RESEND_SECONDS: '30' },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('find-password: a resend within the window says when a new code can be sent', async ({
  page,
}) => {
  const member = await server.createMember();
  await page.goto('/find-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('A verification code has been sent.')).toBeVisible();

  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText(/A new code can be sent in \d+ seconds?\./)).toBeVisible();
  // The form's one error is the wait, not a failure to send.
  await expect(page.getByRole('alert')).toHaveText(
    /^A code was just sent\. A new code can be sent in \d+ seconds?\.$/,
  );
  // The code already sent still stands.
  await expect(page.getByText('A verification code has been sent.')).toBeVisible();
});

test('sign-up: a resend within the window says so too', async ({ page }) => {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(`resend-${Date.now()}@e2e.test`);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  const sent = page.getByText('A verification code has been sent.');
  await expect(sent).toBeVisible();
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(/less than 30 seconds ago/)).toBeVisible();
  // The line under the field agrees with the toast: no new code was sent, the earlier one stands.
  await expect(
    page.getByText(
      /^The code sent earlier is still valid\. A new code can be sent in \d+ seconds?\.$/,
    ),
  ).toBeVisible();
  await expect(sent).toHaveCount(0);
});

test('find-password: after a reload, a send within the window offers the code already sent, which verifies', async ({
  page,
}) => {
  const member = await server.createMember();
  await page.goto('/find-password');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('A verification code has been sent.')).toBeVisible();
  await page.reload();

  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'A code was sent to this address less than 30 seconds ago: enter it below. A new code can be sent after 30 seconds.',
  );
  await page.getByLabel('Verification code').fill(await server.latestCode(member.email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(
    page.getByText('Verification completed. Click Next to set your new password.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('sign-up: after a reload, a send within the window offers the code already sent', async ({
  page,
}) => {
  const email = `resend-reload-${Date.now()}@e2e.test`;
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByText('A verification code has been sent.')).toBeVisible();
  await page.reload();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(
    page.getByText(
      'A code was sent to this address less than 30 seconds ago: enter it below. A new code can be sent after 30 seconds.',
    ),
  ).toBeVisible();
  await page.getByLabel('Verification code').fill(await server.latestCode(email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /Verified/ })).toBeVisible();
  await expectNoA11yViolations(page);
});
