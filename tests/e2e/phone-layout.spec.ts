import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { admin, api, addBooks, bearer, createSelection, requestQuotation } from './support/api';
import { expect, expectNoA11yViolations, test, toast } from './support/fixtures';
import { inside, overlaps } from './support/layout';
import { createFund } from './support/funds';
import { selectionTable } from './support/locators';
import { openSelection } from './support/selection-page';

/**
 * What a member meets on a phone (390 × 844) and on a landscape tablet (1180 × 820), and for the
 * selection table on upright and 1024 px tablets too: what the member acts on is in view without
 * scrolling sideways, and fixed or sticky boxes leave room for the page.
 */

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  tablet: { width: 1180, height: 820 },
} as const;

/** The element lies inside the viewport's width (no sideways scrolling needed to reach it). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}

/** Neither the page nor the given box scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, box?: Locator) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  if (box) {
    expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  }
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test('the order list shows every order with its status, files and copy button in view', async ({
      memberPage: page,
      session,
    }) => {
      await addBooks(session, [1, 2, 3]);
      const answered = await requestQuotation(session, [1, 2]);
      await requestQuotation(session, [3]);
      await admin('quote', answered.orderCode);

      await page.goto('/orders');
      const table = page.getByRole('table', { name: 'Orders' });
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(2);
      await expect(rows.filter({ hasText: 'Quotation Done' })).toHaveCount(1);
      await expectNoSidewaysScroll(page, page.locator('.table-scroll').filter({ has: table }));
      for (const row of await rows.all()) {
        await expectWithinWidth(page, row.getByRole('rowheader'));
        await expectWithinWidth(page, row.getByText(/^Quotation (Done|Request)$/));
        for (const button of await row.getByRole('button').all()) {
          await expectWithinWidth(page, button);
        }
        await expect(row.getByRole('button')).toHaveCount(3);
      }
      await expectNoA11yViolations(page, ['[data-live-announcer]']);
    });

    test('offline with an edit waiting, the top bar keeps the whole brand, the status and the count in view', async ({
      memberPage: page,
    }) => {
      await page.goto('/books/3');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The dialog's code is fetched while online (service workers are blocked here).
      const addToSelection = page
        .getByRole('article')
        .getByRole('button', { name: 'My Selection' });
      await addToSelection.click();
      const dialog = page.getByRole('alertdialog', { name: 'Add to My Selection' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.context().setOffline(true);
      const bar = page.getByRole('banner');
      await expect(bar.getByRole('status')).toContainText('Offline');
      await addToSelection.click();
      await dialog.getByRole('button', { name: 'Ok' }).click();
      const pending = page.getByTestId('pending-edits');
      await expect(pending).toHaveAccessibleName('1 edit waiting to sync');

      // The brand's name is not cut (no ellipsis), and every item lies in the bar, side by side.
      const brand = bar.getByRole('link', { name: 'Book Portal home' });
      const brandText = brand.getByText('Book Portal');
      expect(await brandText.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
        0,
      );
      // What the member sees of the pill: the number on a phone (the words are for screen
      // readers there), the words on a tablet.
      const drawnNumber = () =>
        pending.evaluate((el) => getComputedStyle(el, '::after').content.replace(/"/g, ''));
      // (`"1" / ""` on a phone: the number, with an empty alternative text.)
      expect(await drawnNumber()).toMatch(name === 'phone' ? /^1( \/ )?$/ : /^none$/);
      const offline = bar.getByRole('status').locator('svg');
      const account = bar.getByRole('button', { name: /account menu$/ });
      const barBox = (await bar.boundingBox())!;
      const boxes = [brand, offline, pending, account];
      // The account menu's chevron too: its name gives way, not the sign of a menu.
      for (const item of [...boxes, account.locator('svg')]) {
        await expectWithinWidth(page, item);
        expect(inside((await item.boundingBox())!, barBox)).toBe(true);
      }
      expect(
        inside((await account.locator('svg').boundingBox())!, (await account.boundingBox())!),
      ).toBe(true);
      for (const [index, item] of boxes.entries()) {
        for (const other of boxes.slice(index + 1)) {
          expect(overlaps((await item.boundingBox())!, (await other.boundingBox())!)).toBe(false);
        }
      }
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
      await page.context().setOffline(false);
    });

    test('the Selected Books List and Contact leave the catalogue in view, and hold their buttons', async ({
      memberPage: page,
    }) => {
      await page.goto('/books');
      const table = page.locator('main table').first();
      await expect(table.locator('tbody tr').nth(2)).toBeVisible();
      const box = page.getByRole('complementary', { name: /Selected Books List/ });
      const contact = page.getByRole('button', { name: 'Contact' });
      const isbn = box.getByRole('button', { name: 'Add by ISBN' });
      await expect(box).toContainText('(0)');
      if (name === 'phone') {
        // Empty: one slim bar beside the Contact button.
        const bar = (await box.boundingBox())!;
        expect(bar.height).toBeLessThanOrEqual(64);
        expect(overlaps(bar, (await contact.boundingBox())!)).toBe(false);
      }
      expect(inside((await isbn.boundingBox())!, (await box.boundingBox())!)).toBe(true);

      for (const index of [0, 1]) {
        await table.locator('tbody tr').nth(index).getByRole('checkbox').check({ force: true });
      }
      await expect(box).toContainText('(2)');
      const boxRect = (await box.boundingBox())!;
      if (name === 'phone') {
        // With books: two lines, and the list folded away.
        expect(boxRect.height).toBeLessThanOrEqual(130);
        expect(boxRect.y).toBeGreaterThan(viewport.height * 0.8);
        expect(overlaps(boxRect, (await contact.boundingBox())!)).toBe(false);
      }
      for (const button of [
        box.getByRole('button', { name: 'Clear All' }),
        box.getByRole('button', { name: 'Add to My Selection' }),
        isbn,
      ]) {
        await expect(button).toBeVisible();
        expect(inside((await button.boundingBox())!, boxRect), await button.innerText()).toBe(true);
      }
      await expectNoSidewaysScroll(page);
      await expectNoA11yViolations(page);
    });

    test('a tab strip wider than its box wraps on a tablet, and on a phone shows a cue at the side where more tabs wait', async ({
      memberPage: page,
    }) => {
      await page.goto('/books');
      const strip = page.getByRole('tablist').first();
      const tabs = strip.getByRole('tab');
      await expect(tabs.first()).toBeVisible();
      const { overflows, mask } = await strip.evaluate((el) => ({
        overflows: el.scrollWidth > el.clientWidth,
        mask: getComputedStyle(el).maskImage,
      }));
      if (name === 'tablet') {
        // Every tab in view, none behind the strip's edge.
        expect(overflows).toBe(false);
        const stripBox = (await strip.boundingBox())!;
        for (const tab of await tabs.all()) {
          expect(inside((await tab.boundingBox())!, stripBox), await tab.innerText()).toBe(true);
          await expectWithinWidth(page, tab);
        }
        return;
      }
      // The phone's strip is always too wide for the seeded tabs.
      expect(overflows).toBe(true);
      expect(mask).not.toBe('none');
      // Scrolled to its end, the cue moves to the start.
      await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect
        .poll(() => strip.evaluate((el) => getComputedStyle(el).maskImage))
        .toMatch(/^linear-gradient\(270deg/);
    });

    test('in edit mode a long selection name ends in an ellipsis beside its buttons; the whole name stays its name', async ({
      memberPage: page,
      session,
    }) => {
      const fullName = `Science Club 2 of the Upper School ${randomUUID().slice(0, 4)}`;
      await createSelection(session, fullName);
      await page.goto('/');
      let menu = page.getByRole('navigation', { name: 'Main' });
      if (name === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        menu = page.getByRole('dialog', { name: 'Main menu' });
      }
      await menu.getByRole('button', { name: 'Edit selections' }).click();
      // The accessible name and the tooltip carry the whole name, however much is drawn.
      const link = menu.getByRole('link', { name: fullName, exact: true });
      await expect(link).toHaveAttribute('title', fullName);
      const buttons = [
        menu.getByRole('button', { name: `Rename ${fullName}` }),
        menu.getByRole('button', { name: `Delete ${fullName}` }),
      ];
      await expect(buttons[1]!).toBeVisible();
      const drawn = await link.evaluate((el) => {
        const style = getComputedStyle(el);
        return {
          isCut: el.scrollWidth > el.clientWidth,
          // Only a block's own line of text ends in an ellipsis (a flex box's text is cut bare).
          display: style.display,
          textOverflow: style.textOverflow,
          whiteSpace: style.whiteSpace,
          overflowX: style.overflowX,
        };
      });
      expect(drawn).toEqual({
        isCut: true,
        display: 'block',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        overflowX: 'hidden',
      });
      // One line: the name, then its buttons on the same line, all inside the menu.
      const linkBox = (await link.boundingBox())!;
      const menuBox = (await menu.boundingBox())!;
      for (const button of buttons) {
        const box = (await button.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(linkBox.x + linkBox.width - 0.5);
        expect(box.y).toBeLessThan(linkBox.y + linkBox.height);
        expect(box.y + box.height).toBeGreaterThan(linkBox.y);
        expect(inside(box, menuBox)).toBe(true);
      }
      await expectNoA11yViolations(page);
    });

    test('the filter panel starts open on a tablet and closed on a phone, where the books come first', async ({
      memberPage: page,
    }) => {
      await page.goto('/books');
      const firstRow = page.locator('main table tbody tr').first();
      await expect(firstRow).toBeVisible();
      const title = page.locator('.catalogue__panel').getByLabel('Title', { exact: true });
      if (name === 'tablet') {
        await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(title).toBeVisible();
        return;
      }
      // docs/product/deviations.md: open, the panel is about a screen tall above the list.
      const show = page.getByRole('button', { name: 'Show filters' });
      await expect(show).toHaveAttribute('aria-expanded', 'false');
      await expect(title).toHaveCount(0);
      // The first book is whole on the first screen, above the Selected Books List bar.
      await expect(firstRow).toBeInViewport({ ratio: 1 });
      const row = (await firstRow.boundingBox())!;
      const bar = (await page
        .getByRole('complementary', { name: /Selected Books List/ })
        .boundingBox())!;
      expect(row.y + row.height).toBeLessThanOrEqual(bar.y);
      await show.click();
      await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(title).toBeVisible();
      await expectNoSidewaysScroll(page);
    });

    test("the order detail's estimated amount stays on one line with its 원", async ({
      memberPage: page,
      session,
    }) => {
      // Enough copies of a book for a six-figure amount, the longest line the bar holds.
      const { data: added } = await api.POST('/member/cart/add/books', {
        body: { cartCategoryId: 'public', books: [{ bookId: 4, quantity: 30 }] },
        headers: bearer(session),
      });
      expect(added).toBeDefined();
      const order = await requestQuotation(session, [4], 30);
      await page.goto(`/order/${order.orderId}`);
      const amount = page.locator('.order-detail__amount strong');
      await expect(amount).toHaveText(/^[\d,]+원$/);
      await expectWithinWidth(page, amount);
      const lines = await amount.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
      expect(await amount.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');
      await expectNoA11yViolations(page, ['[data-live-announcer]']);
    });

    test('the selection page shows compact rows and a slim totals bar, all inside their box', async ({
      memberPage: page,
      session,
    }) => {
      await addBooks(session, [1, 2, 3]);
      await page.goto('/cart/public');
      const table = page.getByRole('table', { name: /^Books of / });
      const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
      await expect(rows).toHaveCount(3);
      const bar = page.getByRole('region', { name: 'My Selection' });
      await expect(bar.getByRole('button', { name: 'Save' })).toBeVisible();
      await expectNoSidewaysScroll(page, page.locator('.table-scroll').filter({ has: table }));
      const barRect = (await bar.boundingBox())!;
      if (name === 'phone') {
        // One line of figures and one of buttons; cards of at most about a fifth of the screen.
        expect(barRect.height).toBeLessThanOrEqual(110);
        for (const row of await rows.all()) {
          expect((await row.boundingBox())!.height).toBeLessThanOrEqual(200);
        }
      }
      for (const row of await rows.all()) {
        const rowRect = (await row.boundingBox())!;
        for (const control of [
          row.getByLabel(/^Quantity of /).first(),
          row.getByLabel(/^PO number of /),
          row.getByRole('button', { name: /^Delete / }),
          row.locator('[data-label="Price"]'),
        ]) {
          expect(inside((await control.boundingBox())!, rowRect)).toBe(true);
          await expectWithinWidth(page, control);
        }
      }
      for (const button of await bar.getByRole('button').all()) {
        await expectWithinWidth(page, button);
        expect(
          overlaps(
            (await button.boundingBox())!,
            (await page.getByRole('button', { name: 'Contact' }).boundingBox())!,
          ),
        ).toBe(false);
      }
      await expectNoA11yViolations(page, ['[data-live-announcer]']);
    });
  });
}

test.describe('on a tablet', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('every field of the filter panel is reached by scrolling the page, not inside the panel', async ({
    memberPage: page,
  }) => {
    await page.goto('/books');
    const panel = page.locator('.catalogue__panel');
    await expect(panel.getByLabel('Title', { exact: true })).toBeAttached();
    expect(await panel.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
    for (const label of ['Title', 'Publisher', 'Author', 'Keyword']) {
      const field = panel.getByLabel(label, { exact: true });
      await field.scrollIntoViewIfNeeded();
      await expect(field).toBeInViewport();
      // Not under the Selected Books List: a tap lands on the field.
      await field.click();
      await expect(field).toBeFocused();
    }
  });
});

/**
 * Where the selection table has less room than all its columns need, columns give way so the rows
 * fit: category and publisher on a landscape tablet beside the side menu, author and the line's
 * amount too on a tablet held upright or a 1024 px screen; the list price, discount and price
 * stay (docs/product/selection.md#prices). A line's editor open does not widen the table either.
 */
for (const [name, viewport, narrow] of [
  ['an upright tablet', { width: 820, height: 1180 }, true],
  ['an upright small tablet', { width: 768, height: 1024 }, true],
  ['a 1024 px landscape tablet', { width: 1024, height: 768 }, true],
  ['a landscape tablet', VIEWPORTS.tablet, false],
] as const) {
  test(`on ${name}, the selection table fits without scrolling sideways, a line's editor open too`, async ({
    memberPage: page,
    session,
  }) => {
    await page.setViewportSize(viewport);
    const [book] = await addBooks(session, [31, 32, 33]);
    await openSelection(page);
    const table = selectionTable(page);
    const scroller = page.locator('.table-scroll').filter({ has: table });
    await expectNoSidewaysScroll(page, scroller);
    for (const column of ['List price', 'Discount', 'Price', 'Quantity']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    for (const column of ['Category', 'Publisher']) {
      await expect(table.getByRole('columnheader', { name: column })).toBeHidden();
    }
    for (const column of ['Author', 'Amount']) {
      const header = table.getByRole('columnheader', { name: column });
      await (narrow ? expect(header).toBeHidden() : expect(header).toBeVisible());
    }
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: book!.title, exact: true }) });
    await row.getByRole('button', { name: /Add note/ }).click();
    await row
      .getByRole('textbox', { name: `Note on ${book!.title}` })
      .fill('For the grade 4 reading circle, two copies each');
    await expectNoSidewaysScroll(page, scroller);
    await expectWithinWidth(page, row.getByRole('button', { name: /^Delete/ }));
  });
}

test.describe('short pages', () => {
  test.use({ viewport: VIEWPORTS.tablet });

  test('a missing book, order or announcement is worded alike, its footer right after it and down to the bottom', async ({
    memberPage: page,
  }) => {
    for (const [path, title] of [
      ['/books/99999', 'This book does not exist.'],
      ['/order/99999', 'This order does not exist.'],
      ['/notice/99999', 'This announcement does not exist.'],
    ] as const) {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(main.getByText('The page you are looking for does not exist.')).toBeVisible();
      // No blank screen between the short page and its footer.
      const links = main.getByRole('link', { name: 'Go to home' });
      const footer = page.getByRole('contentinfo');
      const footerBox = (await footer.boundingBox())!;
      const gap = footerBox.y - (await links.boundingBox())!.y;
      expect(gap).toBeLessThan(300);
      // Nor a strip of the page's grey below it: the footer reaches the screen's bottom edge.
      expect(footerBox.y + footerBox.height).toBeGreaterThanOrEqual(page.viewportSize()!.height);
    }
    // The error catalogue also toasts the server's 404 message; scanned once it is there (the
    // toast outlet loads with the first toast, and a toast mounting mid-scan is still fading in).
    await expect(toast(page, 'No announcement with id 99999.')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test('on an upright tablet, the order list shows every order’s status without scrolling sideways', async ({
  memberPage: page,
  session,
}) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await addBooks(session, [34]);
  const { orderCode } = await requestQuotation(session, [34]);
  await page.goto('/orders');
  const table = page.getByRole('table', { name: /./ }).filter({ hasText: orderCode });
  const scroller = page.locator('.table-scroll').filter({ has: table });
  await expect(table.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await expectNoSidewaysScroll(page, scroller);
  await expectWithinWidth(page, table.getByRole('columnheader', { name: 'Status' }));
  await expectNoA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test("the selection's totals bar is one line with its actions, with or without a fund, its details on demand", async ({
    memberPage: page,
    session,
  }) => {
    const books = await addBooks(session, [1, 2, 3]);
    const total = books.reduce((sum, book) => sum + book!.price, 0);
    const fund = await createFund(session, '도서구입비', 10 * total);
    await page.goto('/cart/public');
    const bar = page.getByRole('region', { name: 'My Selection' });
    const details = bar.getByRole('button', { name: /^Total of all rows/ });
    const actions = ['Save', 'Request Quote', 'Place Order'].map((name) =>
      bar.getByRole('button', { name, exact: true }),
    );
    /** One line: the total and the three actions side by side, the bar about a button tall. */
    const expectOneLine = async (withFund: boolean) => {
      await expect(details).toHaveAttribute('aria-expanded', 'false');
      await expect(details).toContainText(/[\d,]+원/);
      const barBox = (await bar.boundingBox())!;
      test.info().annotations.push({
        type: 'height',
        description: `${withFund ? 'with' : 'without'} a fund: ${barBox.height} px`,
      });
      expect(barBox.height).toBeLessThanOrEqual(64);
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      const toggle = (await details.boundingBox())!;
      for (const action of actions) {
        const box = (await action.boundingBox())!;
        expect(Math.abs(middle(box) - middle(toggle))).toBeLessThanOrEqual(4);
        await expectWithinWidth(page, action);
        expect(
          overlaps(box, (await page.getByRole('button', { name: 'Contact' }).boundingBox())!),
        ).toBe(false);
      }
      await expect(bar.getByText('Items', { exact: true })).toBeHidden();
    };
    await expectOneLine(false);

    await page.getByLabel('Fund', { exact: true }).selectOption(String(fund.fundId));
    await expect(bar.getByTestId('fund-remaining')).toBeAttached();
    await expectOneLine(true);

    // The details (counts, the fund's remaining amount) open under the bar's line, and close.
    await details.click();
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByText('Items', { exact: true })).toBeVisible();
    await expect(bar.getByTestId('fund-remaining')).toBeVisible();
    await expect(bar.getByTestId('fund-remaining')).toContainText('도서구입비 remaining');
    await expectNoA11yViolations(page, ['[data-live-announcer]']);
    await details.click();
    await expect(bar.getByTestId('fund-remaining')).toBeHidden();
  });
});
