import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { overlaps, type Box } from './support/layout';

/**
 * The catalogue's frame on a landscape tablet: the Selected Books List never lies over the
 * table's rows, and /books has its extra left padding (docs/product/shell.md#layout).
 */
test.use({ viewport: { width: 1180, height: 820 } });

/** The boxes of the rows of the first book table that are inside the viewport. */
async function visibleRowBoxes(page: Page): Promise<Box[]> {
  return page
    .locator('main table')
    .first()
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows
        .map((row) => row.getBoundingClientRect())
        .filter((r) => r.bottom > 0 && r.top < window.innerHeight)
        .map((r) => ({ x: r.x, y: r.y, width: r.width, height: r.height })),
    );
}

async function expectClearOfRows(page: Page, box: Locator) {
  const boxRect = (await box.boundingBox())!;
  const rows = await visibleRowBoxes(page);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.filter((row) => overlaps(row, boxRect))).toEqual([]);
}

test('on a tablet the Selected Books List never covers rows of the table', async ({
  memberPage: page,
}) => {
  await page.goto('/books?size=30');
  const table = page.locator('main table').first();
  await expect(table.locator('tbody tr').nth(5)).toBeVisible();
  const box = page.getByRole('complementary', { name: /Selected Books List/ });
  for (const index of [0, 1, 2]) {
    await table.locator('tbody tr').nth(index).getByRole('checkbox').check({ force: true });
  }
  await expect(box).toContainText('(3)');

  await expectClearOfRows(page, box);
  // Scrolled into the middle of the list, and to its end.
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expectClearOfRows(page, box);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expectClearOfRows(page, box);
  // Also with the filter panel closed.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Hide filters' }).click();
  await expectClearOfRows(page, box);
});

test('/books has extra left padding compared with the other member pages', async ({
  memberPage: page,
}) => {
  const headingLeft = async (path: string) => {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect(heading).toBeVisible();
    return (await heading.boundingBox())!.x;
  };
  const orders = await headingLeft('/orders');
  const books = await headingLeft('/books');
  expect(books - orders).toBeGreaterThanOrEqual(16);
});

test('on a tablet the empty Selected Books List leaves the filter fields uncovered', async ({
  memberPage: page,
}) => {
  await page.goto('/books');
  const box = page.getByRole('complementary', { name: /Selected Books List/ });
  await expect(box).toContainText('(0)');
  const boxRect = (await box.boundingBox())!;
  for (const name of ['Title', 'Publisher', 'Author']) {
    const field = page.getByRole('textbox', { name, exact: true });
    await expect(field).toBeVisible();
    expect(overlaps((await field.boundingBox())!, boxRect), `${name} under the box`).toBe(false);
  }
});
