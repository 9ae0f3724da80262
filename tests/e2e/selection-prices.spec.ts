import type { Locator, Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen';
import { addBooks, admin, api, bearer, requestQuotation, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';
import { selectionRow, selectionTable } from './support/locators';
import { openSelection } from './support/selection-page';

/**
 * 도서정가제 as the member sees it (docs/product/selection.md#prices, orders.md#books): each line's
 * list price (정가), discount (할인율) and unit price (단가); a book without a list price is marked.
 * On a tablet the three stand side by side; on a phone a line shows its unit price and amount.
 */

type BookListItem = components['schemas']['BookListItem'];

test.describe.configure({ timeout: 90_000 });

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The discount as an office writes it, worked out here on its own: half up at one decimal. */
const percent = (price: number, listPrice: number) =>
  `${Math.round(((listPrice - price) * 1000) / listPrice) / 10}%`;

/** Catalogue books: two sold below their list price, and one without a list price. */
async function pricedBooks(session: StoredSession) {
  const { data } = await api.GET('/member/book/panmun', {
    params: { query: { page: 1, take: 100 } },
    headers: bearer(session),
  });
  if (!data) throw new Error('The catalogue could not be read.');
  const items: BookListItem[] = data.results;
  const discounted = items.filter((book) => book.listPrice !== null && book.listPrice > book.price);
  const unlisted = items.find((book) => book.listPrice === null);
  // One discount with a decimal (9.9 %), one whole when the catalogue has one.
  const whole = discounted.find((book) => percent(book.price, book.listPrice!).indexOf('.') < 0);
  const decimal = discounted.find((book) => percent(book.price, book.listPrice!).includes('.'));
  const listed = [...new Set([whole ?? discounted[0], decimal ?? discounted[1]])];
  if (listed.length < 2 || listed.includes(undefined) || !unlisted)
    throw new Error('The demo catalogue has no such books.');
  return { listed: listed as BookListItem[], unlisted };
}

const cellOf = (row: Locator, column: string) => row.locator(`[data-label="${column}"]`);

/** The element lies inside the viewport's width (no sideways scrolling needed to reach it). */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(page.viewportSize()!.width);
}

for (const [name, viewport, narrow] of [
  ['a landscape tablet', { width: 1180, height: 820 }, false],
  ['an upright tablet', { width: 820, height: 1180 }, true],
] as const) {
  test(`on ${name}, each selection line shows its list price, discount and unit price; a book without a list price is marked`, async ({
    memberPage: page,
    session,
  }) => {
    await page.setViewportSize(viewport);
    const { listed, unlisted } = await pricedBooks(session);
    await addBooks(
      session,
      [...listed, unlisted].map((book) => book.bookId),
    );
    await openSelection(page);
    const table = selectionTable(page);
    const scroller = page.locator('.table-scroll').filter({ has: table });
    // Every column of a line fits: nothing scrolls sideways.
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

    for (const book of listed) {
      const row = selectionRow(page, book.bookTitle);
      const cells = [
        [cellOf(row, 'List price'), won(book.listPrice!)],
        [cellOf(row, 'Discount'), percent(book.price, book.listPrice!)],
        [cellOf(row, 'Price'), won(book.price)],
      ] as const;
      for (const [cell, text] of cells) {
        await expect(cell).toBeVisible();
        await expect(cell).toHaveText(text);
        await expectWithinWidth(page, cell);
      }
      // Side by side, in the order an office writes them: 정가, 할인율, 단가.
      const box = async (cell: Locator) => (await cell.boundingBox())!;
      const [list, discount, price] = [
        await box(cells[0][0]),
        await box(cells[1][0]),
        await box(cells[2][0]),
      ];
      expect(list.x).toBeLessThan(discount.x);
      expect(discount.x).toBeLessThan(price.x);
      expect(Math.abs(list.y - price.y)).toBeLessThanOrEqual(1);
    }
    const unlistedRow = selectionRow(page, unlisted.bookTitle);
    await expect(cellOf(unlistedRow, 'List price')).toHaveText('No list price');
    await expect(cellOf(unlistedRow, 'Discount')).toHaveText('');
    await expect(cellOf(unlistedRow, 'Price')).toHaveText(won(unlisted.price));

    // The line's amount follows its quantity where the table has room for it.
    const first = selectionRow(page, listed[0]!.bookTitle);
    const amount = cellOf(first, 'Amount');
    if (narrow) {
      await expect(amount).toBeHidden();
    } else {
      await expect(amount).toHaveText(won(listed[0]!.price));
      await first.getByRole('button', { name: /^Increase/ }).click();
      await expect(amount).toHaveText(won(listed[0]!.price * 2));
    }
    await expectNoA11yViolations(page, ['[data-live-announcer]']);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a selection line shows only its unit price and its amount, both in view', async ({
    memberPage: page,
    session,
  }) => {
    const { listed, unlisted } = await pricedBooks(session);
    await addBooks(session, [listed[0]!.bookId, unlisted.bookId]);
    await openSelection(page);
    for (const book of [listed[0]!, unlisted]) {
      const row = selectionRow(page, book.bookTitle);
      await expect(cellOf(row, 'List price')).toBeHidden();
      await expect(cellOf(row, 'Discount')).toBeHidden();
      const price = cellOf(row, 'Price');
      const amount = cellOf(row, 'Amount');
      await expect(price).toHaveText(won(book.price));
      await expect(amount).toHaveText(won(book.price));
      await amount.scrollIntoViewIfNeeded();
      await expectWithinWidth(page, price);
      await expectWithinWidth(page, amount);
      // On the line of the quantity, after it.
      const quantity = (await row.getByRole('textbox', { name: /^Quantity of / }).boundingBox())!;
      const amountBox = (await amount.boundingBox())!;
      expect(amountBox.x).toBeGreaterThan(quantity.x + quantity.width);
      expect(
        Math.abs(amountBox.y + amountBox.height / 2 - (quantity.y + quantity.height / 2)),
      ).toBeLessThanOrEqual(4);
    }
    const row = selectionRow(page, listed[0]!.bookTitle);
    await row.getByRole('button', { name: /^Increase/ }).click();
    await expect(cellOf(row, 'Amount')).toHaveText(won(listed[0]!.price * 2));
    await expectNoA11yViolations(page, ['[data-live-announcer]']);
  });
});

test('the quotation and the order show each line’s list price, discount and unit price', async ({
  memberPage: page,
  session,
}) => {
  const { listed, unlisted } = await pricedBooks(session);
  const books = [...listed, unlisted];
  await addBooks(
    session,
    books.map((book) => book.bookId),
  );
  const order = await requestQuotation(
    session,
    books.map((book) => book.bookId),
  );
  const lines = page.getByRole('table', { name: 'Books' });
  const expectLines = async () => {
    for (const book of listed) {
      const row = lines
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: book.bookTitle }) });
      await expect(cellOf(row, 'List price')).toHaveText(won(book.listPrice!));
      await expect(cellOf(row, 'Discount')).toHaveText(percent(book.price, book.listPrice!));
      await expect(cellOf(row, 'Price')).toHaveText(won(book.price));
      await expect(cellOf(row, 'Amount')).toHaveText(won(book.price * 2));
    }
    const row = lines
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: unlisted.bookTitle }) });
    await expect(cellOf(row, 'List price')).toHaveText('No list price');
    await expect(cellOf(row, 'Discount')).toHaveText('');
    const scroller = page.locator('.table-scroll').filter({ has: lines });
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  };

  // The quotation as requested, then as answered (its lines editable), on both tablet widths.
  await page.goto(`/order/${order.orderId}`);
  await expect(page.getByText('Quotation Request', { exact: true })).toBeVisible();
  await expectLines();
  await admin('quote', order.orderCode);
  for (const viewport of [
    { width: 1180, height: 820 },
    { width: 820, height: 1180 },
    { width: 1024, height: 768 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/order/${order.orderId}`);
    await expect(page.getByRole('button', { name: 'Order Request' })).toBeEnabled();
    await expectLines();
  }
  await expectNoA11yViolations(page, ['[data-live-announcer]']);
});
