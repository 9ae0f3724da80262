import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { transition } from '../../server/orders.ts';
import {
  addBooks,
  api,
  bearer,
  createSelection,
  selectionOf,
  type StoredSession,
} from './support/api';
import { E2E_DATABASE_PATH } from './support/env';
import { errorToasts, expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';
import { sideMenu } from './support/locators';
import { goOffline } from './support/offline';

/**
 * What a member must be able to trust: the open selection page follows what the side menu does to
 * it, the order list and the detail opened from it agree, and the actions say what they did.
 */

// React Aria's visually hidden live announcer may point at a label that is already gone.
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const DEFAULT = 'common(default)';
const selectionName = (page: Page) => page.getByRole('heading', { level: 2 });

test('the open selection follows a rename from the side menu, and goes to the default one when deleted there', async ({
  memberPage: page,
  session,
}) => {
  const id = await createSelection(session, 'Open list');
  await addBooks(session, [5], id);
  await page.goto(`/cart/${encodeURIComponent('Open list')}`);
  await expect(selectionName(page)).toHaveText('Open list');

  const menu = sideMenu(page);
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Rename Open list' }).click();
  const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
  await rename.getByRole('textbox').fill('Renamed list');
  await rename.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Cart renamed successfully')).toBeVisible();
  await expect(selectionName(page)).toHaveText('Renamed list');
  await expect(page).toHaveURL(/\/cart\/Renamed%20list(\?|$)/);

  // A reload stays on the renamed selection.
  await page.reload();
  await expect(selectionName(page)).toHaveText('Renamed list');

  // Saving on the followed page saves, and nothing says the selection is missing.
  await page
    .getByRole('textbox', { name: /^Quantity of / })
    .first()
    .fill('3');
  // The stepper commits on blur.
  await page.getByRole('textbox', { name: 'Request Details' }).click();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your selection has been saved.')).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toHaveCount(0);
  await expect(errorToasts(page)).toHaveCount(0);
  expect((await selectionOf(session, 'Renamed list')).books[0]?.quantity).toBe(3);

  await menu.getByRole('button', { name: 'Edit selections' }).click();
  await menu.getByRole('button', { name: 'Delete Renamed list' }).click();
  await page
    .getByRole('alertdialog', { name: 'DELETE SELECTION' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Cart deleted successfully')).toBeVisible();
  await expect(
    page.getByText('“Renamed list” was deleted. This is your default selection.'),
  ).toBeVisible();
  await expect(selectionName(page)).toHaveText(DEFAULT);
  await expect(page).toHaveURL(/\/cart\/common(\(|%28)default(\)|%29)(\?|$)/);
  await expectNoA11yViolations(page);
});

test('an order the list shows as changed opens with its new status, however fresh its cached detail', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [7]);
  const { data: created } = await api.POST('/member/cart/request/quotation', {
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 7, quantity: 1 }] },
    params: { header: { 'Idempotency-Key': randomUUID() } },
    headers: bearer(session),
  });
  if (!created) throw new Error('No quotation');
  const meta = page.locator('.order-detail__meta');
  await page.goto(`/order/${created.orderId}`);
  await expect(meta.getByText('Quotation Request')).toBeVisible();

  // The provider answers at once (through the database: no wait for the admin command), so
  // the detail just read is still fresh by the cache's clock when the list shows the answer.
  const db = new Database(E2E_DATABASE_PATH);
  try {
    transition(db, { id: created.orderId, status: 'QUOTATION_REQUEST' }, 'QUOTATION_DONE', {
      by: 'provider',
      set: { is_alert: 1 },
    });
  } finally {
    db.close();
  }
  await sideMenu(page).getByRole('link', { name: 'Order Inquiry' }).click();
  const listed = page.getByRole('row', { name: new RegExp(created.orderCode) });
  await expect(listed).toContainText('Quotation Done');
  await listed.getByRole('cell').first().click();
  await expect(meta.getByText('Quotation Done')).toBeVisible();
});

type Where = 'top' | 'middle' | 'end';
const EVERYWHERE: readonly Where[] = ['top', 'middle', 'end'];

/**
 * The interactive elements the floating Contact button covers (their boxes meet its box), by a
 * short description; toasts are left out (they come and go above everything).
 */
function coveredByContact(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const contact = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Contact',
    );
    if (!contact) throw new Error('No Contact button');
    const box = contact.getBoundingClientRect();
    const interactive = document.querySelectorAll(
      'a[href], button, input, textarea, select, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])',
    );
    return [...interactive]
      .filter((element) => element !== contact && !contact.contains(element))
      .filter((element) => !element.closest('[data-sonner-toaster]'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        return [...element.getClientRects()].some(
          (rect) =>
            rect.width > 0 &&
            rect.height > 0 &&
            rect.left < box.right &&
            rect.right > box.left &&
            rect.top < box.bottom &&
            rect.bottom > box.top,
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      );
  });
}

/**
 * Checks the page at its end, and with a sticky action bar also at its top and middle (the button
 * then sits in the bar's band, over nothing at any scroll position). Content in the middle of a
 * long page scrolls past a floating button by nature; at the end nothing may be left under it.
 */
async function expectContactCoversNothing(page: Page, positions: readonly Where[] = ['end']) {
  for (const where of positions) {
    await page.evaluate((at) => {
      const end = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo(0, at === 'top' ? 0 : at === 'middle' ? end / 2 : end);
    }, where);
    await expect.poll(() => coveredByContact(page), { message: `at the ${where}` }).toEqual([]);
  }
}

test('the floating Contact button covers nothing interactive on a short selection after a row is deleted', async ({
  memberPage: page,
  session,
}) => {
  await addBooks(session, [21, 22]);
  await page.goto('/cart/public');
  const rows = page.getByRole('table', { name: /^Books of / }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expectContactCoversNothing(page, EVERYWHERE);

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(rows).toHaveCount(2);
  await expectContactCoversNothing(page, EVERYWHERE);
  // Place Order can be pressed where it is drawn.
  await page
    .getByRole('checkbox', { name: /^Select / })
    .last()
    .check({ force: true });
  await page.getByRole('button', { name: 'Place Order' }).click({ trial: true });
});

test('the floating Contact button covers nothing interactive on the home page and the order list', async ({
  memberPage: page,
}) => {
  await expect(page.getByRole('button', { name: 'Contact' })).toBeVisible();
  await expectContactCoversNothing(page);
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectContactCoversNothing(page);
  await page.goto('/books');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectContactCoversNothing(page);
});

test('a filter chip over 100 characters is refused with a message, and nothing is lost', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  const panel = page.getByRole('region', { name: 'Filter' });
  const keyword = panel.getByRole('textbox', { name: 'Keyword' });
  await keyword.fill('바다');
  await keyword.press('Enter');
  await expect(panel.getByRole('row', { name: '바다' })).toBeVisible();

  const long = '가'.repeat(101);
  await keyword.fill(long);
  await keyword.press('Enter');
  await expect(
    panel.getByText('At most 100 characters. Shorten the text to add it.'),
  ).toBeVisible();
  await expect(keyword).toHaveValue(long);
  await expect(keyword).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByRole('row', { name: '바다' })).toBeVisible();
  await expectNoA11yViolations(page);

  // One character less, and it is a chip beside the first.
  await keyword.press('Backspace');
  await keyword.press('Enter');
  await expect(panel.getByRole('row', { name: '가'.repeat(100) })).toBeVisible();
  await expect(panel.getByRole('row', { name: '바다' })).toBeVisible();
});

const PENDING_LIST = 'Pending list';

/**
 * Opens a selection of two books and, offline, queues edits of it: the removal of the first book
 * (unless `removal` is false) and a save of the second's quantity.
 */
async function queueEdits(page: Page, session: StoredSession, removal = true) {
  const id = await createSelection(session, PENDING_LIST);
  const [first, second] = await addBooks(session, [14, 15], id);
  await page.goto(`/cart/${encodeURIComponent(PENDING_LIST)}`);
  const table = page.getByRole('table', { name: /^Books of / });
  await expect(table.getByRole('row')).toHaveCount(3);
  // Without the service worker (blocked here) the dialogs' code must load before going offline.
  await table.getByRole('button', { name: `Delete ${first!.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

  await goOffline(page);
  if (removal) {
    await table.getByRole('button', { name: `Delete ${first!.title}` }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
  }
  await page.getByRole('textbox', { name: `Quantity of ${second!.title}` }).fill('4');
  await page.getByRole('textbox', { name: 'Request Details' }).click();
  await page
    .getByRole('region', { name: 'My Selection' })
    .getByRole('button', { name: 'Save' })
    .click();
  const pending = page.getByTestId('pending-edits');
  await expect(pending).toHaveText(removal ? '2 edits waiting to sync' : '1 edit waiting to sync');
  return { id, first: first!, pending };
}

const queuedEdits = (page: Page) => page.getByRole('dialog', { name: 'Edits waiting to sync' });

test('the pending count opens the queued edits: what, where, since when', async ({
  memberPage: page,
  session,
}) => {
  const { first, pending } = await queueEdits(page, session);
  await pending.click();
  const items = queuedEdits(page).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText(`removing "${first.title}" from "${PENDING_LIST}"`);
  await expect(items.nth(0)).toContainText(/Made \d{4}/);
  await expect(items.nth(1)).toContainText(`saving the changes to "${PENDING_LIST}"`);
  await expectNoA11yViolations(page);
});

test('Discard drops a queued edit, from the keyboard too, and it never reaches the server', async ({
  memberPage: page,
  session,
}) => {
  const removals: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/member/cart/delete/book/')) removals.push(request.url());
  });
  const { first, pending } = await queueEdits(page, session);
  await pending.click();
  const list = queuedEdits(page);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  await list
    .getByRole('button', { name: `Discard removing "${first.title}" from "${PENDING_LIST}"` })
    .focus();
  await page.keyboard.press('Enter');
  await expect(items).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(pending).toHaveText('1 edit waiting to sync');
  await page.context().setOffline(false);
  // The save is sent and the count goes; the discarded removal was never sent.
  await expect(pending).toHaveCount(0, { timeout: 20_000 });
  expect(removals).toEqual([]);
});

test('an edit the server refuses on replay says Not applied and offers Retry and Discard', async ({
  memberPage: page,
  session,
}) => {
  const { id, pending } = await queueEdits(page, session, false);
  // Meanwhile the selection is deleted on another device: the save is refused on replay (a row
  // removed meanwhile would not refuse it: the rest of a save still applies).
  await api.DELETE('/member/cart/delete/category/{id}', {
    params: { path: { id } },
    headers: bearer(session),
  });
  await page.context().setOffline(false);
  await expect(pending).toHaveText('1 edit was not applied', { timeout: 20_000 });

  await pending.click();
  const list = queuedEdits(page);
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Not applied:');
  await expect(
    list.getByRole('button', { name: `Retry saving the changes to "${PENDING_LIST}"` }),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await list
    .getByRole('button', { name: `Discard saving the changes to "${PENDING_LIST}"` })
    .click();
  await expect(list.getByText('Nothing is waiting.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(pending).toHaveCount(0);
});

test('/ping-test shows whether the storage is kept and how much is used; queued work asks to keep it', async ({
  memberPage: page,
  session,
}) => {
  await page.goto('/ping-test');
  const storage = page.getByRole('definition').filter({ hasText: /kept|does not say/ });
  await expect(storage).toBeVisible();
  await expect(storage).toContainText(/used of/);

  // Queued work makes the app ask the browser to keep the storage.
  const [item] = await addBooks(session, [16]);
  await page.goto('/cart/public');
  await page.evaluate(() => {
    const calls: string[] = [];
    (window as unknown as { persistCalls: string[] }).persistCalls = calls;
    const original = navigator.storage.persist.bind(navigator.storage);
    navigator.storage.persist = () => {
      calls.push('persist');
      return original();
    };
  });
  // Without the service worker (blocked here) the dialog's code must load before going offline.
  await page.getByRole('button', { name: `Delete ${item!.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await goOffline(page);
  await page.getByRole('button', { name: `Delete ${item!.title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByTestId('pending-edits')).toHaveText('1 edit waiting to sync');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { persistCalls: string[] }).persistCalls))
    .toEqual(['persist']);
  await page.context().setOffline(false);
});
