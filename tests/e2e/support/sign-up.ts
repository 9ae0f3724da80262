import type { Page } from '@playwright/test';
import { latestCode } from './api';
import { expect } from './fixtures';

/** Verifies the sign-up e-mail through the form with the code from the outbox. */
export async function verifyEmailOnSignUp(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
  await page.getByLabel('Verification code').fill(await latestCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText('Verification successful.')).toBeVisible();
}
