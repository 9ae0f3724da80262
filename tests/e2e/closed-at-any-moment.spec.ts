import type { Page } from '@playwright/test';
import {
  addBooks,
  api,
  bearer,
  createSelection,
  selectionOf,
  type StoredSession,
} from './support/api';
import { pendingEdits, selectionRow, sideMenu } from './support/locators';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { savedCaches } from './support/saved-caches';
import { controlledByServiceWorker } from './support/service-worker';
import { goOffline } from './support/offline';
import { openSelection } from './support/selection-page';
import { holdASave, slowSaves } from './support/slow-saves';

/**
 * Every kind of queued edit survives its tab being closed at any moment: the page is closed the
 * instant it says the edit is waiting (offline), or the instant the edit is handed to the network
 * (online, its request held), and the next start sends it, exactly once.
 */
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 180_000 });

/**
 * Resolves the moment the top bar says an edit waits (watched in the page, not polled), with
 * whether the page's saves were held by the test at that moment (support/slow-saves.ts).
 */
function whenWaiting(page: Page): Promise<{ savesHeld: boolean }> {
  return page.evaluate(
    () =>
      new Promise<{ savesHeld: boolean }>((resolve) => {
        const waiting = () =>
          /waiting to sync/.test(
            document.querySelector('[data-testid="pending-edits"]')?.textContent ?? '',
          );
        const seen = () => resolve({ savesHeld: window.__slowSaves?.isHeld() ?? false });
        if (waiting()) return seen();
        new MutationObserver((_records, observer) => {
          if (!waiting()) return;
          observer.disconnect();
          seen();
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
  );
}

/** Lets the page run the tasks an edit just made schedules (its rendering among them). */
const pageTasksRun = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(() => setTimeout(resolve))));

const names = async (session: StoredSession) => {
  const { data } = await api.GET('/member/cart/categories', { headers: bearer(session) });
  return data!.results.map((selection) => selection.name);
};

interface Kind {
  name: string;
  /** Opens the page the edit is made on (online). */
  prepare: (page: Page, session: StoredSession) => Promise<void>;
  /** Makes the edit. */
  edit: (page: Page) => Promise<void>;
  /** What the server holds once the edit was applied once. */
  applied: (session: StoredSession) => Promise<unknown>;
  expected: unknown;
}

const kinds: Kind[] = [
  {
    name: 'a Save of a PO number',
    prepare: async (page, session) => {
      await addBooks(session, [1]);
      await openSelection(page);
    },
    edit: async (page) => {
      const title = (await selectionOf(testSession!)).books[0]!.title;
      await selectionRow(page, title)
        .getByRole('textbox', { name: /^PO number/ })
        .fill('PO-CLOSE');
      await page.keyboard.press('Tab');
      await page
        .getByRole('region', { name: 'My Selection' })
        .getByRole('button', { name: 'Save' })
        .click();
    },
    applied: async (session) => (await selectionOf(session)).books.map((item) => item.poNumber),
    expected: ['PO-CLOSE'],
  },
  {
    name: 'a rename of a selection',
    prepare: async (page, session) => {
      await createSelection(session, 'Spring list');
      await page.goto('/cart/Spring%20list');
      await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
    },
    edit: async (page) => {
      await page.getByRole('button', { name: 'More actions for this selection' }).click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
      await rename.getByRole('textbox').fill('Autumn list');
      await rename.getByRole('button', { name: 'Confirm' }).click();
    },
    applied: names,
    expected: ['common(default)', 'Autumn list'],
  },
  {
    name: 'a deletion of a selection',
    prepare: async (page, session) => {
      await createSelection(session, 'Spring list');
      await page.goto('/cart/Spring%20list');
      await expect(page.getByRole('heading', { level: 2, name: 'Spring list' })).toBeVisible();
    },
    edit: async (page) => {
      await page.getByRole('button', { name: 'More actions for this selection' }).click();
      await page.getByRole('menuitem', { name: 'Delete selection' }).click();
      await page
        .getByRole('alertdialog', { name: 'DELETE SELECTION' })
        .getByRole('button', { name: 'Delete' })
        .click();
    },
    applied: names,
    expected: ['common(default)'],
  },
  {
    name: 'a creation of a selection',
    prepare: async (page) => {
      await openSelection(page);
    },
    edit: async (page) => {
      const menu = sideMenu(page);
      await menu.getByRole('button', { name: 'Edit selections' }).click();
      await menu.getByRole('button', { name: 'Add selection' }).click();
      const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
      await create.getByRole('textbox').fill('Reading week');
      await create.getByRole('button', { name: 'Confirm' }).click();
    },
    applied: names,
    expected: ['common(default)', 'Reading week'],
  },
];

let testSession: StoredSession | undefined;

/** Back online, a new tab of the closed one's browser starts and sends the edit, once. */
async function sentByTheNextStart(closed: Page, kind: Kind, session: StoredSession) {
  await closed.context().setOffline(false);
  const next = await closed.context().newPage();
  await next.goto('/');
  await expect.poll(() => kind.applied(session), { timeout: 30_000 }).toEqual(kind.expected);
  await expect(pendingEdits(next)).toHaveCount(0);
  return next;
}

for (const kind of kinds) {
  test(`${kind.name} queued offline survives its tab closed the instant it says waiting`, async ({
    memberPage: page,
    session,
  }) => {
    testSession = session;
    await controlledByServiceWorker(page);
    await kind.prepare(page, session);
    await goOffline(page);
    const waiting = whenWaiting(page);
    await kind.edit(page);
    await waiting;
    await page.close();

    const next = await sentByTheNextStart(page, kind, session);
    await expectNoA11yViolations(next, ['[data-live-announcer]']);
  });
}

for (const kind of kinds) {
  test(`${kind.name} queued offline on a device slow to save is said to wait only once it is on the device`, async ({
    memberPage: page,
    session,
  }) => {
    testSession = session;
    await slowSaves(page);
    await controlledByServiceWorker(page);
    await kind.prepare(page, session);
    await goOffline(page);
    // A save is under way and does not finish (a slow tablet): the edit's own save waits behind it.
    await holdASave(page);
    const waiting = whenWaiting(page);
    await kind.edit(page);
    await pageTasksRun(page);
    await page.evaluate(() => window.__slowSaves!.release());
    // Said while its save had not even started, a tab closed then lost the edit.
    expect(await waiting).toEqual({ savesHeld: false });
    await page.close();

    await sentByTheNextStart(page, kind, session);
  });
}

/** The path of each kind's request, to hold it as it leaves, and its edit's key part. */
const requestOf: Record<string, [string, string]> = {
  'a Save of a PO number': ['**/member/cart/update/**', 'update'],
  'a rename of a selection': ['**/member/cart/category/update/name/**', 'rename'],
  'a deletion of a selection': ['**/member/cart/delete/category/**', 'delete'],
  'a creation of a selection': ['**/member/cart/add/category', 'create'],
};

/** The keys of the queued edits every tab's saved cache holds. */
async function savedEditKinds(page: Page): Promise<string[]> {
  type Saved = { clientState: { mutations: { mutationKey?: string[] }[] } };
  return (await savedCaches(page)).flatMap((entry) =>
    (JSON.parse(entry.value) as Saved).clientState.mutations.map(
      (m) => m.mutationKey?.at(-1) ?? '',
    ),
  );
}

for (const kind of kinds) {
  test(`${kind.name} is on the device before its request leaves, and sent by the next start after the tab closed as it left`, async ({
    memberPage: page,
    session,
  }) => {
    testSession = session;
    await controlledByServiceWorker(page);
    await kind.prepare(page, session);
    const [path, key] = requestOf[kind.name]!;
    // The request leaves the page and is held there: the tab is closed as it goes.
    const handedOver = new Promise<void>((resolve) => {
      void page.route(path, () => resolve());
    });
    void kind.edit(page).catch(() => undefined);
    await handedOver;
    // Read from another page of the portal while the request is held: the edit is saved.
    const probe = await page.context().newPage();
    await probe.goto('/sign-in');
    expect(await savedEditKinds(probe)).toContain(key);
    await page.close({ runBeforeUnload: false });

    await probe.goto('/');
    await expect.poll(() => kind.applied(session), { timeout: 30_000 }).toEqual(kind.expected);
    await expect(pendingEdits(probe)).toHaveCount(0);
    await expectNoA11yViolations(probe, ['[data-live-announcer]']);
  });
}
