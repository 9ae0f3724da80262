import type { BrowserContext, Page } from '@playwright/test';
import {
  addBooks,
  bookTitle,
  seedMember,
  selectionOf,
  signInViaApi,
  type MemberAccount,
  type StoredSession,
} from './support/api';
import { savedAdditions } from './support/saved-caches';
import { controlledByServiceWorker } from './support/service-worker';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { pendingEdits } from './support/locators';
import { offlineIndicator, pageOffline } from './support/offline';

/**
 * A queued selection edit belongs to the member who made it: it is sent only with that member's
 * session, never under another member who signed in meanwhile in another tab of the same browser.
 * One tab's line is cut on its own (Chromium's network emulation for that page only), so the other
 * tab can sign out and sign in while the first still holds its queued edit.
 */
test.describe.configure({ timeout: 120_000 });

const booksOf = async (session: StoredSession) =>
  (await selectionOf(session)).books
    .map((book) => [book.bookId, book.quantity])
    .sort((a, b) => a[0]! - b[0]!);

/**
 * Tab A (the member's page) queues an addition of book 11 while its line is down; tab B, with the
 * same remembered session, signs out. Returns tab B on the sign-in page.
 */
async function queueInTabAThenSignOutInTabB(
  page: Page,
  session: StoredSession,
  withWorker: boolean,
) {
  if (withWorker) await controlledByServiceWorker(page);
  await page.goto('/cart/public');
  await expect(page.getByRole('table', { name: /^Books of / })).toBeVisible();
  await page.goto('/books/11');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(await bookTitle(session, 11));

  await pageOffline(page, true, withWorker);
  await expect(offlineIndicator(page)).toBeVisible();
  await page.getByRole('article').getByRole('button', { name: 'My Selection' }).click();
  await page
    .getByRole('alertdialog', { name: 'Add to My Selection' })
    .getByRole('button', { name: 'Ok' })
    .click();
  await expect(pendingEdits(page)).toHaveText('1 edit waiting to sync');
  await expect.poll(() => savedAdditions(page)).toEqual([11]);

  const other = await page.context().newPage();
  await other.goto('/');
  await other.getByRole('button', { name: /account menu$/ }).click();
  await other.getByRole('menuitem', { name: '로그아웃' }).click();
  await expect(other).toHaveURL(/\/sign-in/);
  return other;
}

async function signInRemembered(page: Page, account: Pick<MemberAccount, 'email' | 'password'>) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByText('Stay signed in').click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The member an access token names (its `sub`), or '' for a request without one. */
function memberOfToken(authorization: string | undefined): string {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1];
  if (!payload) return '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string }).sub;
}

/** Every addition request the context's pages send, as the member its token names. */
function recordAdditions(context: BrowserContext) {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/member/cart/add/')) {
      sent.push(memberOfToken(request.headers().authorization));
    }
  });
  return sent;
}

for (const withWorker of [false, true]) {
  test.describe(
    withWorker ? 'with the service worker in control' : 'without a service worker',
    () => {
      test.use({ serviceWorkers: withWorker ? 'allow' : 'block' });

      test('another member signing in in another tab never receives the queued edit; it is dropped as on a shared tablet', async ({
        member,
        memberPage: page,
        session,
      }) => {
        const sent = recordAdditions(page.context());
        const librarian = seedMember();
        const librarianSession = await signInViaApi(librarian);
        await addBooks(librarianSession, [6, 10], 'public');
        const before = await booksOf(librarianSession);

        const other = await queueInTabAThenSignOutInTabB(page, session, withWorker);
        // Tab A follows the session: it no longer shows the first member's page or their count.
        await expect(page).toHaveURL(/\/sign-in/);
        await signInRemembered(other, librarian);

        await pageOffline(page, false, withWorker);
        await expect(offlineIndicator(page)).toHaveCount(0, {
          timeout: 20_000,
        });
        await expect(pendingEdits(page)).toHaveCount(0);
        // Another member signed in on this browser: the first member's queued edit is deleted, not
        // kept for a later replay (the shared-tablet rule), and a reload of tab A sends nothing.
        await expect.poll(() => savedAdditions(page)).toEqual([]);
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(pendingEdits(page)).toHaveCount(0);
        await expectNoA11yViolations(page, ['[data-live-announcer]']);

        expect(sent).toEqual([]);
        expect(await booksOf(librarianSession)).toEqual(before);
        expect(await booksOf(await signInViaApi(member))).toEqual([]);
      });

      test('the same member signing in again in another tab gets the queued edit, sent once under their own session', async ({
        member,
        memberPage: page,
        session,
      }) => {
        const sent = recordAdditions(page.context());
        const other = await queueInTabAThenSignOutInTabB(page, session, withWorker);
        await expect(page).toHaveURL(/\/sign-in/);
        // Signed out elsewhere, tab A says its edit waits for the member's next sign-in.
        await expect(
          page.getByText(
            'Your session has ended. Sign in again to send the edit waiting on this device.',
          ),
        ).toBeVisible();
        expect(await savedAdditions(page)).toEqual([11]);

        await signInRemembered(other, member);
        await pageOffline(page, false, withWorker);
        const again = await signInViaApi(member);
        await expect.poll(() => booksOf(again), { timeout: 20_000 }).toEqual([[11, 1]]);
        await expect(pendingEdits(page)).toHaveCount(0);
        await expect.poll(() => savedAdditions(page)).toEqual([]);
        expect(sent).toEqual([member.id]);
      });
    },
  );
}
