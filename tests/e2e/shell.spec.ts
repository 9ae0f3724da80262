import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { E2E_DATABASE_PATH } from './support/env';
import { createSelection, seedMember, type StoredSession } from './support/api';
import {
  expect,
  expectNoA11yViolations as axeScan,
  SESSION_KEY,
  storeSession,
  test,
} from './support/fixtures';
import { sideMenu } from './support/locators';
import { savedCaches } from './support/saved-caches';

const savedCacheKeys = async (page: Page) => (await savedCaches(page)).map((entry) => entry.key);

/**
 * The axe scan of the fixtures, leaving out React Aria's visually hidden live announcer: a pending
 * button's announcement stays there for 7 s pointing at a label that may be gone after navigation.
 */
const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

// Whole flows through several pages: generous on a loaded machine.
test.describe.configure({ timeout: 180_000 });

async function signInWithForm(page: Page, email: string, password: string, remember = false) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  if (remember) await page.getByText('Stay signed in').click();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Opens the home with the side menu in edit mode; with a session and a name, the member first has
 * a selection of that name (made through the API, before the page asks for the list).
 */
async function editSelections(page: Page, session?: StoredSession, name?: string) {
  if (session && name) {
    await createSelection(session, name);
    await storeSession(page, session);
    await page.goto('/');
  }
  const menu = sideMenu(page);
  if (name) await expect(menu.getByRole('link', { name })).toBeVisible();
  await menu.getByRole('button', { name: 'Edit selections' }).click();
  return menu;
}

test.describe('selections in the side menu', () => {
  test('the default selection offers neither rename nor delete, in edit mode too', async ({
    memberPage: page,
  }) => {
    const menu = sideMenu(page);
    await expect(menu.getByRole('link', { name: 'common(default)' })).toBeVisible();
    await expect(menu.getByRole('button', { name: /^Rename / })).toHaveCount(0);
    await menu.getByRole('button', { name: 'Edit selections' }).click();
    // Edit mode: nothing to rename or delete on the default selection.
    await expect(menu.getByRole('button', { name: 'Add selection' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Rename common(default)' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Delete common(default)' })).toHaveCount(0);
  });

  test('Create asks for a name that is not blank and adds the selection to the menu', async ({
    memberPage: page,
  }) => {
    const menu = await editSelections(page);
    await menu.getByRole('button', { name: 'Add selection' }).click();
    const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
    await expect(create).toBeVisible();
    const name = create.getByRole('textbox');
    await expect(name).toHaveAttribute('placeholder', 'Enter cart name');
    const confirm = create.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await name.fill('   ');
    await expect(confirm).toBeDisabled();
    await expectNoA11yViolations(page);
    await name.fill('Spring reading');
    await confirm.click();
    await expect(page.getByText('Cart created successfully')).toBeVisible();
    await expect(create).toBeHidden();
    await expect(menu.getByRole('link', { name: 'Spring reading' })).toBeVisible();
  });

  test('under reduced motion, a dialog and a toast appear without animating', async ({
    memberPage: page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // What still animates after the element appeared: nothing longer than a frame may remain.
    const longAnimations = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((animation) => {
            const { duration, iterations } = animation.effect?.getComputedTiming() ?? {};
            return (
              animation.playState === 'running' &&
              animation.timeline instanceof DocumentTimeline &&
              Number(duration) * Number(iterations) > 20
            );
          })
          .map((animation) => String((animation as CSSAnimation).animationName ?? animation.id)),
      );
    const menu = await editSelections(page);
    await menu.getByRole('button', { name: 'Add selection' }).click();
    const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
    await expect(create).toBeVisible();
    expect(await longAnimations()).toEqual([]);
    await create.getByRole('textbox').fill('Calm reading');
    await create.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Cart created successfully')).toBeVisible();
    expect(await longAnimations()).toEqual([]);
  });

  test('a new selection may not take a name in use, whatever its case', async ({
    page,
    session,
  }) => {
    const menu = await editSelections(page, session, 'Spring reading');
    await menu.getByRole('button', { name: 'Add selection' }).click();
    const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
    await create.getByRole('textbox').fill('spring READING');
    await create.getByRole('button', { name: 'Confirm' }).click();
    await expect(create.getByText('A selection with the same name already exists.')).toBeVisible();
    await create.getByRole('button', { name: 'Cancel' }).click();
    await expect(create).toBeHidden();
  });

  test('Rename starts from the name, asks for one that is not blank, and renames the selection', async ({
    page,
    session,
  }) => {
    const menu = await editSelections(page, session, 'Spring reading');
    await menu.getByRole('button', { name: 'Rename Spring reading' }).click();
    const rename = page.getByRole('dialog', { name: 'Change the name of Selection' });
    const newName = rename.getByRole('textbox');
    await expect(newName).toHaveAttribute('placeholder', 'Enter new name');
    await expect(newName).toHaveValue('Spring reading');
    await newName.fill('');
    await expect(rename.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expectNoA11yViolations(page);
    await newName.fill('Summer reading');
    await rename.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Cart renamed successfully')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Summer reading' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Spring reading' })).toHaveCount(0);
  });

  test('Delete asks first, then takes the selection out of the menu', async ({ page, session }) => {
    const menu = await editSelections(page, session, 'Summer reading');
    await menu.getByRole('button', { name: 'Delete Summer reading' }).click();
    const remove = page.getByRole('alertdialog', { name: 'DELETE SELECTION' });
    await expect(remove.getByText('Would you like to delete the cart?')).toBeVisible();
    await expectNoA11yViolations(page);
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Cart deleted successfully')).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Summer reading' })).toHaveCount(0);
  });
});

test.describe('session end', () => {
  test('logout clears the session and the persisted cache; the next member sees none of it', async ({
    page,
    member,
  }) => {
    await signInWithForm(page, member.email, member.password, true);
    const menu = sideMenu(page);
    await menu.getByRole('button', { name: 'Edit selections' }).click();
    await menu.getByRole('button', { name: 'Add selection' }).click();
    const create = page.getByRole('dialog', { name: 'Create and add a new cart' });
    await create.getByRole('textbox').fill('First member only');
    await create.getByRole('button', { name: 'Confirm' }).click();
    await expect(menu.getByRole('link', { name: 'First member only' })).toBeVisible();
    // The cache reaches IndexedDB (throttled writes) before logging out.
    // One saved cache: this member's, this tab's.
    await expect
      .poll(() => savedCacheKeys(page))
      .toEqual([expect.stringMatching(new RegExp(`^query-cache:${member.id}:[0-9a-f-]{36}$`))]);

    await page.getByRole('button', { name: `${member.name} account menu` }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await savedCacheKeys(page)).toEqual([]);
    expect(
      await page.evaluate(
        (key) => [localStorage.getItem(key), sessionStorage.getItem(key)],
        SESSION_KEY,
      ),
    ).toEqual([null, null]);

    const second = seedMember();
    await signInWithForm(page, second.email, second.password);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(second.name);
    await expect(menu.getByRole('link', { name: 'common(default)' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'First member only' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${second.name} account menu` })).toBeVisible();
    await expect(page.getByText(member.name)).toHaveCount(0);
  });
});

test.describe('shell', () => {
  test('a page-visit statistic is recorded once per page, on every route change', async ({
    memberPage: page,
    member,
  }) => {
    const menu = sideMenu(page);
    const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
    // Each page is shown before the member moves on: the statistic is sent once the new page has
    // loaded (a page left while still loading is not counted; docs/product/shell.md#page-visits).
    await expect(page.getByRole('heading', { level: 1 })).toContainText(member.name);
    await menu.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/notices(\?|$)/);
    await expect(heading('Announcements')).toBeVisible();
    await menu.getByRole('link', { name: 'Order Inquiry' }).click();
    await expect(page).toHaveURL(/\/orders(\?|$)/);
    await expect(heading('Order Inquiry')).toBeVisible();
    await menu.getByRole('link', { name: 'common(default)' }).click();
    await expect(page).toHaveURL(/\/cart\//);
    await expect(heading('My Selection')).toBeVisible();
    await menu.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);

    // What the server recorded for this member (read-only look at the e2e database).
    const recorded = () => {
      const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
      try {
        return db
          .prepare<[string], { page_name: string; url: string }>(
            'SELECT page_name, url FROM page_visits WHERE member_id = ? ORDER BY id',
          )
          .all(member.id)
          .map((row) => `${row.page_name} ${row.url}`);
      } finally {
        db.close();
      }
    };
    await expect.poll(() => recorded().at(-1)).toBe('Home /');
    const visits = recorded();
    // One statistic per page (the first page is not counted twice), named as docs/product/shell.md#page-visits says.
    expect(visits.map((visit) => visit.split(' ')[0])).toEqual([
      'Home',
      'Announcements',
      'Order',
      'Cart',
      'Home',
    ]);
    expect(visits[1]).toMatch(/^Announcements \/notices/);
    expect(visits[2]).toMatch(/^Order Inquiry \/orders/);
    expect(visits[3]).toMatch(/^Cart \/cart\/common/);
  });

  test('the launch screen shows the brand while the code loads, then gives way to the page', async ({
    page,
  }) => {
    // The entry script is held back, as a slow network would: what the member sees meanwhile is
    // the page's HTML alone. A member page: the public pages are prerendered instead
    // (prerender.spec.ts).
    let releaseScript!: () => void;
    const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptReleased;
      await route.continue();
    });
    await page.goto('/orders', { waitUntil: 'commit' });
    const launchScreen = page.getByRole('status').filter({ hasText: 'Book Portal' });
    await expect(launchScreen).toBeVisible();
    // Said in the browser's language only (the Korean words are there, not shown or read).
    await expect(launchScreen.getByText('Loading…')).toBeVisible();
    await expect(launchScreen.getByText('불러오는 중…')).toBeHidden();
    await expect(launchScreen.getByRole('img')).toHaveCount(0); // the icon is decoration

    releaseScript();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(launchScreen).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('under reduced motion, the launch screen stands still while the code loads', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let releaseScript!: () => void;
    const scriptReleased = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptReleased;
      await route.continue();
    });
    await page.goto('/orders', { waitUntil: 'commit' });
    const launchScreen = page.getByRole('status').filter({ hasText: 'Book Portal' });
    await expect(launchScreen).toBeVisible();
    // The styles have arrived (the screen is laid out as the splash), so an animation of theirs
    // would have started by now.
    await expect(launchScreen).toHaveCSS('display', 'flex');
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    // Nothing on it moves: no animation or transition still running, endless ones included.
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => {
          const { duration, iterations } = animation.effect?.getComputedTiming() ?? {};
          return animation.playState === 'running' && Number(duration) * Number(iterations) > 20;
        })
        .map((animation) => String((animation as CSSAnimation).animationName ?? animation.id)),
    );
    expect(moving).toEqual([]);
    releaseScript();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(launchScreen).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('the install offer joins the top bar without moving the logo or the name; narrow, it is an icon', async ({
    memberPage: page,
    member,
  }) => {
    const logo = page.getByRole('link', { name: 'Book Portal home' });
    const account = page.getByRole('button', { name: `${member.name} account menu` });
    await expect(account).toBeVisible();
    const logoBox = await logo.boundingBox();
    const accountBox = await account.boundingBox();

    // Layout shifts from here on, as the browser reports them (what CLS adds up).
    await page.evaluate(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift' });
    });
    // Chromium's install offer: its real event cannot be raised in a test; the app only listens.
    await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt')));
    const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
    await expect(install).toBeVisible();
    await expect(install).toContainText('Install app', { useInnerText: true });
    expect(await logo.boundingBox()).toEqual(logoBox);
    expect(await account.boundingBox()).toEqual(accountBox);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
      [],
    );

    // A phone-sized bar: the offer keeps its name but shows its icon; the logo stays one line.
    await page.setViewportSize({ width: 412, height: 823 });
    await expect(install).not.toContainText('Install app', { useInnerText: true });
    await expect(install).toBeVisible();
    expect((await logo.boundingBox())?.height).toBe(logoBox?.height);
    await expectNoA11yViolations(page);
  });

  test('an unknown route shows the not-found page', async ({ memberPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the member area has the top bar, six menu entries and the footer', async ({
    memberPage: page,
    member,
  }) => {
    const menu = sideMenu(page);
    for (const label of [
      'Home',
      'Book',
      'My Selection',
      'Order Inquiry',
      'Announcements',
      'Account Information',
    ]) {
      await expect(menu.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: `${member.name} account menu` })).toBeVisible();
    // The supplier as the provider set it on the server (the demo data's), its number with dashes.
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('(주)새솔도서유통')).toBeVisible();
    await expect(footer.getByRole('definition')).toHaveText([
      '123-45-67891',
      '서울특별시 마포구 양화로 45, 3층 (서교동)',
      'orders@saesol-books.example',
      '02-3141-5926',
    ]);
    await expect(footer.getByRole('link', { name: '02-3141-5926' })).toHaveAttribute(
      'href',
      'tel:0231415926',
    );
    await expect(page.getByRole('button', { name: 'Contact' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('on a narrow screen the side menu is a drawer: it opens, navigates and closes', async ({
    memberPage: page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await expect(sideMenu(page)).toBeHidden();
    // The drawer's code loads on this first press.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Announcements' }).click();
    await expect(page).toHaveURL(/\/notices/);
    await expect(drawer).toBeHidden();
  });
});
