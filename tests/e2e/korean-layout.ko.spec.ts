import type { Locator, Page } from '@playwright/test';
import { addBooks, api, bearer } from './support/api';
import { catalogueBooks } from './support/catalogue-books';
import { expect, expectNoA11yViolations as axeScan, test } from './support/fixtures';
import { inside, overlaps } from './support/layout';

/**
 * The Korean interface's longer words and shorter headers on a tablet (both ways up) and a phone:
 * the catalogue's tabs all in view, Add by ISBN's 도서 column wide enough for a title, and the
 * floating 문의하기 button clear of the selection's action bar, and the selection table with its
 * 정가, 할인율 and 단가 fitting (docs/product/selection.md#prices).
 */

const expectNoA11yViolations = (page: Page) => axeScan(page, ['[data-live-announcer]']);

test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [
  ['a landscape tablet', { width: 1180, height: 820 }, 'tablet'],
  ['an upright tablet', { width: 820, height: 1180 }, 'tablet'],
  ['a phone', { width: 390, height: 844 }, 'phone'],
] as const;

const box = async (locator: Locator) => (await locator.boundingBox())!;

for (const [name, viewport, kind] of VIEWPORTS) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test(
      kind === 'tablet'
        ? 'the catalogue shows every tab in view: the strip wraps rather than running off its edge'
        : 'the catalogue’s tab strip scrolls with a cue at its edge, its last tab reached by scrolling',
      async ({ memberPage: page }) => {
        await page.goto('/books');
        const strip = page.getByRole('tablist', { name: '도서 검색 탭' });
        const tabs = strip.getByRole('tab');
        await expect(tabs.first()).toBeVisible();
        expect(await tabs.count()).toBeGreaterThan(3);
        const last = tabs.last();
        if (kind === 'tablet') {
          // Nothing waits beyond the strip's edge (it ran 9 px past a landscape tablet and 65 px
          // past an upright one, with only a fade to tell).
          expect(await strip.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(
            0,
          );
          const stripBox = await box(strip);
          for (const tab of await tabs.all()) {
            const tabBox = await box(tab);
            expect(inside(tabBox, stripBox), await tab.innerText()).toBe(true);
            expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(viewport.width);
          }
        } else {
          // A second line would push the books below the screen: the strip scrolls, and says so.
          expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
          expect(await strip.evaluate((el) => getComputedStyle(el).maskImage)).not.toBe('none');
          await last.scrollIntoViewIfNeeded();
          await expect(last).toBeInViewport({ ratio: 1 });
        }
        // The last tab opens its collections.
        await last.click();
        await expect(last).toHaveAttribute('aria-selected', 'true');
        await expectNoA11yViolations(page);
      },
    );

    test('Add by ISBN gives the 도서 column room for a title and its covers their own width', async ({
      memberPage: page,
      session,
    }) => {
      const books = await catalogueBooks(session, 3);
      await page.goto('/cart/public');
      await expect(page.getByRole('heading', { level: 1, name: '장바구니' })).toBeVisible();
      await page.getByRole('button', { name: 'ISBN으로 추가' }).click();
      const panel = page.getByRole('dialog', { name: /ISBN으로 추가/ });
      await panel
        .getByLabel('ISBN 목록', { exact: true })
        .fill([...books.map((book) => `${book.isbn}, 2`), '9791100000007', '123'].join('\n'));
      await panel.getByRole('button', { name: '조회', exact: true }).click();
      const preview = panel.getByRole('table', { name: '조회한 ISBN' });
      await expect(
        preview.getByRole('rowheader', { name: new RegExp(books[0]!.title) }),
      ).toBeVisible();
      // The column was squeezed to 117 px beside the status's long messages on a tablet upright.
      expect(
        (await box(preview.getByRole('columnheader', { name: '도서' }))).width,
      ).toBeGreaterThanOrEqual(200);
      const covers = preview.locator('img');
      await expect(covers).toHaveCount(3);
      for (const cover of await covers.all()) expect((await box(cover)).width).toBe(36);
      await expectNoA11yViolations(page);
    });

    test('the floating 문의하기 button keeps clear of the selection’s action bar buttons', async ({
      memberPage: page,
      session,
    }) => {
      await addBooks(session, [1, 2, 3]);
      await page.goto('/cart/public');
      const bar = page.getByRole('region', { name: '장바구니' });
      const contact = page.getByRole('button', { name: '문의하기' });
      await expect(bar.getByRole('button', { name: '저장' })).toBeVisible();
      await expect(contact).toBeVisible();
      const contactBox = await box(contact);
      // A finger's room between them: 24 px on a tablet (it was 11), 8 px on a phone (it was 0).
      const room = kind === 'tablet' ? 24 : 8;
      for (const button of await bar.getByRole('button').all()) {
        const buttonBox = await box(button);
        expect(overlaps(buttonBox, contactBox)).toBe(false);
        const beside =
          buttonBox.y < contactBox.y + contactBox.height &&
          contactBox.y < buttonBox.y + buttonBox.height;
        if (beside)
          expect(
            contactBox.x - (buttonBox.x + buttonBox.width),
            await button.innerText(),
          ).toBeGreaterThanOrEqual(room);
      }
      await expectNoA11yViolations(page);
    });
  });
}

for (const [name, viewport, kind] of VIEWPORTS) {
  test(`on ${name}, the Korean selection table fits with 정가, 할인율 and 단가 ${kind === 'tablet' ? 'side by side' : 'left to the wider table'}`, async ({
    memberPage: page,
    session,
  }) => {
    await page.setViewportSize(viewport);
    const { data } = await api.GET('/member/book/panmun', {
      params: { query: { page: 1, take: 100 } },
      headers: bearer(session),
    });
    const unlisted = data!.results.find((book) => book.listPrice === null)!;
    await addBooks(session, [1, 2, unlisted.bookId]);
    await page.goto('/cart/public');
    const table = page.getByRole('table', { name: /도서 목록/ });
    await expect(table.getByRole('row').nth(3)).toBeVisible();
    const scroller = page.locator('.table-scroll').filter({ has: table });
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const headers = ['정가', '할인율', '단가'].map((column) =>
      table.getByRole('columnheader', { name: column, exact: true }),
    );
    const row = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: unlisted.bookTitle }) });
    if (kind === 'tablet') {
      for (const header of headers) await expect(header).toBeVisible();
      await expect(row.locator('[data-label="정가"]')).toHaveText('정가 없음');
    } else {
      await expect(row.locator('[data-label="정가"]')).toBeHidden();
      await expect(row.locator('[data-label="단가"]')).toBeVisible();
      await expect(row.locator('[data-label="금액"]')).toBeVisible();
    }
    await expectNoA11yViolations(page);
  });
}
