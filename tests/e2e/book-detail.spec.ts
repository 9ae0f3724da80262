import type { Page } from '@playwright/test';
import type { components } from '../../src/api/schema.gen';
import { E2E_BASE_URL } from './support/env';
import { api, bearer, type StoredSession } from './support/api';
import { expect, expectNoA11yViolations, test } from './support/fixtures';

type BookListItem = components['schemas']['BookListItem'];
type BookDetail = components['schemas']['BookDetail'];

const INQUIRY_NOTICE = '본 도서는 별도 문의가 필요한 도서입니다. 담당자에게 문의해 주세요.';
const CHAIN_PATH = '/python/api/classification/chain';

/** The toasts on screen (sonner). */
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** The first catalogue book (newest first, 100 per page) that fits, found by asking the API. */
async function findBook(
  session: StoredSession,
  fits: (book: BookListItem) => boolean,
  fitsDetail: (book: BookDetail) => boolean = () => true,
): Promise<BookDetail> {
  for (let page = 1; page <= 20; page += 1) {
    const { data } = await api.GET('/member/book/panmun', {
      params: { query: { page, take: 100 } },
      headers: bearer(session),
    });
    if (!data) throw new Error('The catalogue could not be read.');
    for (const item of data.results.filter(fits)) {
      const { data: book } = await api.GET('/member/book/detail/{bookId}', {
        params: { path: { bookId: item.bookId } },
        headers: bearer(session),
      });
      if (book && fitsDetail(book)) return book;
    }
    if (!data.hasMore) break;
  }
  throw new Error('No book in the catalogue fits.');
}

const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** A label/value row of the bibliographic list. */
const fieldValue = (page: Page, label: string) =>
  page
    .locator('.book-fields__row')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test.describe('book detail', () => {
  test('a book out of print shows the inquiry notice and no price', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(
      session,
      (item) => item.releaseStatus === 'OUTOFPRINT' && !item.isPanmunBook,
    );
    await page.goto(`/books/${book.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(book.title);
    await expect(page.getByRole('note')).toHaveText(INQUIRY_NOTICE);
    await expect(fieldValue(page, 'Price')).toHaveCount(0);
    await expect(page.getByText(/\d원/)).toHaveCount(0);
    await expect(fieldValue(page, 'Publication status')).toHaveText('절판');
    await expectNoA11yViolations(page);
  });

  test('a book on sale shows its fields, the price in won with separators and the chain above the title', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(
      session,
      (item) =>
        item.releaseStatus === 'RELEASE' &&
        item.isPanmunBook &&
        item.price >= 10_000 &&
        !item.isbn.includes('-'),
      (detail) => detail.counterSignature.length > 0 && detail.titleR !== null,
    );
    const chain = (await (
      await fetch(`${E2E_BASE_URL}${CHAIN_PATH}?name=${encodeURIComponent(book.mainSubject)}`)
    ).json()) as { chain: string[] };

    await page.goto(`/books/${book.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `${book.title} (${book.counterSignature.join(', ')})`,
    );
    await expect(page.getByTestId('classification-chain')).toHaveText(chain.chain.join(' > '));
    await expect(fieldValue(page, 'Price')).toHaveText(won(book.price));
    expect(won(book.price)).toMatch(/^\d{1,3}(,\d{3})+원$/);
    await expect(fieldValue(page, 'Original title')).toHaveText(book.titleR!);
    await expect(fieldValue(page, 'ISBN/ISSN')).toHaveText(book.isbn);
    await expect(fieldValue(page, 'Publisher')).toHaveText(book.publisher);
    await expect(page.getByRole('note')).toHaveCount(0);
    for (const keyword of book.keywords) {
      await expect(
        page.getByText(`#${keyword.replace(/\s+/g, '')}`, { exact: true }),
      ).toBeVisible();
    }
    // The cover reserves its box before it loads (no layout shift).
    await expect(page.locator('img.book-detail__cover')).toHaveAttribute('width', '240');
    await expect(page.locator('img.book-detail__cover')).toHaveAttribute('height', '352');
    await expectNoA11yViolations(page);
  });

  test('a book shows its 정가 beside the price, its ISBN 부가기호 with 독자대상 and its KDC; a book without them says so', async ({
    memberPage: page,
    session,
  }) => {
    const coded = await findBook(
      session,
      (item) =>
        item.isPanmunBook &&
        item.listPrice !== null &&
        item.listPrice > item.price &&
        item.additionalCode?.startsWith('7') === true &&
        item.kdc !== null,
    );
    await page.goto(`/books/${coded.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(coded.title);
    await expect(fieldValue(page, 'Price')).toHaveText(won(coded.price));
    await expect(fieldValue(page, 'List price 정가')).toHaveText(won(coded.listPrice ?? 0));
    await expect(fieldValue(page, 'ISBN 부가기호')).toHaveText(
      `${coded.additionalCode} (독자대상 아동)`,
    );
    await expect(fieldValue(page, 'KDC')).toHaveText(coded.kdc ?? '');
    await expectNoA11yViolations(page);

    const plain = await findBook(
      session,
      (item) => item.isPanmunBook && item.listPrice === null && item.additionalCode === null,
    );
    await page.goto(`/books/${plain.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(plain.title);
    await expect(fieldValue(page, 'List price 정가')).toHaveText('None (no 정가 given)');
    await expect(fieldValue(page, 'ISBN 부가기호')).toHaveText('None');
  });

  test('an ISBN/ISSN with a dash is hidden; sections without text have no tab; the tabs scroll to their sections', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(
      session,
      (item) => item.isbn.includes('-'),
      (detail) => detail.review.trim() === '' && detail.citation.trim() !== '',
    );
    await page.goto(`/books/${book.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(book.title);
    await expect(fieldValue(page, 'ISBN/ISSN')).toHaveCount(0);
    await expect(page.getByText(book.isbn)).toHaveCount(0);

    const sections = page.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link', { name: 'Book Introduction' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Table of Contents' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Quotation' })).toBeVisible();
    await expect(sections.getByRole('link', { name: 'Book Review' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Book Review' })).toHaveCount(0);

    await sections.getByRole('link', { name: 'Quotation' }).click();
    await expect(sections.getByRole('link', { name: 'Quotation' })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page.getByRole('region', { name: 'Quotation' })).toBeInViewport();
    await expect(page.getByRole('region', { name: 'Quotation' })).toBeFocused();
    // The tabs stay on screen (sticky under the top bar) while the page scrolls.
    await expect(sections).toBeInViewport();
  });

  test('the classification chain is not retried and fails silently', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    let calls = 0;
    await page.route(`**${CHAIN_PATH}**`, (route) => {
      calls += 1;
      return route.abort('connectionrefused');
    });
    await page.goto(`/books/${book.bookId}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(book.title);
    await expect(page.getByRole('button', { name: 'Order Request' })).toBeEnabled();
    await expect.poll(() => calls).toBe(1);
    await expect(page.getByTestId('classification-chain')).toHaveCount(0);
    await expect(toasts(page)).toHaveCount(0);
    expect(calls).toBe(1);
  });

  test('the quantity cannot go below 1 (a typed 0 is flagged, not changed); My Selection adds that many to the chosen selection', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const decrement = page.getByRole('button', { name: /Decrease|감소/ });
    const increment = page.getByRole('button', { name: /Increase|증가/ });
    await expect(quantity).toHaveValue('1');
    await expect(decrement).toBeDisabled();
    // Out of range is never changed silently: the field keeps what was typed and says the range,
    // and the quantity stays 1.
    for (const typed of ['0', '-5']) {
      await quantity.fill(typed);
      await quantity.press('Tab');
      await expect(quantity).toHaveValue(typed);
      await expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 9,999.');
    }
    await increment.click();
    await expect(quantity).toHaveValue('2');
    await expect(quantity).not.toHaveAttribute('aria-invalid');
    await increment.click();
    await expect(quantity).toHaveValue('3');
    await decrement.click();
    await expect(quantity).toHaveValue('2');

    const added = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === `/api/v1/member/cart/add/book/${book.bookId}`,
    );
    await page.getByRole('main').getByRole('button', { name: 'My Selection', exact: true }).click();
    // The chooser, with the default selection chosen while nothing was added before.
    const dialog = page.getByRole('alertdialog', { name: 'Add to My Selection' });
    await expect(
      dialog
        .getByRole('grid', { name: 'My Selection' })
        .getByRole('row', { name: 'common(default)' }),
    ).toHaveAttribute('aria-selected', 'true');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    expect(await (await added).json()).toMatchObject({ bookId: book.bookId, quantity: 2 });
    await expect(toasts(page).filter({ hasText: '성공적으로 추가되었습니다' })).toContainText(
      'Added to “common(default)”.',
    );

    const { data: cart } = await api.GET('/member/cart', {
      params: { query: { name: 'common(default)' } },
      headers: bearer(session),
    });
    expect(cart?.books.find((item) => item.bookId === book.bookId)?.quantity).toBe(2);
  });

  test('a typed quantity out of range opens neither My Selection nor Order Request: the press goes back to the field', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    const main = page.getByRole('main');
    const chooser = page.getByRole('alertdialog', { name: 'Add to My Selection' });
    await quantity.fill('0');
    for (const name of ['My Selection', 'Order Request']) {
      await main.getByRole('button', { name, exact: true }).click();
      await expect(quantity).toBeFocused();
      await expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 9,999.');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    }
    // A good quantity again: the same press opens the chooser.
    await quantity.fill('2');
    await main.getByRole('button', { name: 'My Selection', exact: true }).click();
    await expect(chooser).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('My Selection lets the member choose the selection, names it, and offers the last one used first', async ({
    memberPage: page,
    session,
  }) => {
    const { data: created } = await api.POST('/member/cart/add/category', {
      body: { name: 'Reading room' },
      headers: bearer(session),
    });
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    const mySelection = page
      .getByRole('main')
      .getByRole('button', { name: 'My Selection', exact: true });
    await mySelection.click();
    const dialog = page.getByRole('alertdialog', { name: 'Add to My Selection' });
    const chooser = dialog.getByRole('grid', { name: 'My Selection' });
    await expect(dialog).toContainText('Add this book to this selection?');
    await expectNoA11yViolations(page);
    // Keyboard: down to the other selection, Space chooses it.
    await chooser.getByRole('row', { name: 'common(default)' }).focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(chooser.getByRole('row', { name: 'Reading room' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(toasts(page).filter({ hasText: '성공적으로 추가되었습니다' })).toContainText(
      'Added to “Reading room”.',
    );
    await expect(dialog).toBeHidden();
    const { data: room } = await api.GET('/member/cart', {
      params: { query: { name: 'Reading room' } },
      headers: bearer(session),
    });
    expect(room?.cartId).toBe(created?.categoryId);
    expect(room?.books.map((item) => item.bookId)).toEqual([book.bookId]);

    // The next time, the selection last used is chosen first.
    await mySelection.click();
    await expect(chooser.getByRole('row', { name: 'Reading room' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('Order Request asks first, and Cancel sends nothing', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    await page.getByRole('button', { name: /Increase|증가/ }).click();

    // Asked first: cancelling sends nothing.
    await page.getByRole('button', { name: 'Order Request' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Order Request' });
    await expect(ask).toContainText(
      `Would you like to request a quotation for ${book.title} (quantity 2)?`,
    );
    await expectNoA11yViolations(page);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    const { data: none } = await api.GET('/member/order/all', {
      params: { query: { page: 1, take: 10 } },
      headers: bearer(session),
    });
    expect(none?.totalCount).toBe(0);
  });

  test('Order Request confirmed requests a quotation for the book once, says so, goes to /orders and leaves no copy in the default selection', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    await page.getByRole('button', { name: /Increase|증가/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Order Request' });
    const quotation = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/member/cart/request/quotation',
    );
    await page.getByRole('button', { name: 'Order Request' }).click();
    await ask.getByRole('button', { name: 'Ok' }).click();
    const response = await quotation;
    expect(response.status()).toBe(201);
    const created = (await response.json()) as { orderCode: string; status: string };
    expect(created.status).toBe('QUOTATION_REQUEST');
    // One key names this request, so a double press or a retry cannot order twice.
    expect((await response.request().allHeaders())['idempotency-key']).toMatch(
      /^[A-Za-z0-9_-]{8,}$/,
    );
    const toast = toasts(page).filter({ hasText: '성공적으로 주문되었습니다' });
    await expect(toast).toContainText(
      `Quotation requested for ${book.title} × 2 (${created.orderCode}).`,
    );
    await expect(page).toHaveURL(/\/orders(\?|$)/);

    const { data: orders } = await api.GET('/member/order/all', {
      params: { query: { page: 1, take: 10 } },
      headers: bearer(session),
    });
    expect(orders?.totalCount).toBe(1);
    expect(orders?.results[0]).toMatchObject({ status: 'QUOTATION_REQUEST' });
    const { data: detail } = await api.GET('/member/order/detail/{id}', {
      params: { path: { id: orders!.results[0]!.id } },
      headers: bearer(session),
    });
    expect(detail?.books.map((item) => [item.bookId, item.quantity])).toEqual([[book.bookId, 2]]);
    // The book was only passing through the default selection: a later "select all → Request
    // Quote" there cannot quote it a second time.
    const { data: cart } = await api.GET('/member/cart', {
      params: { query: { name: 'common(default)' } },
      headers: bearer(session),
    });
    expect(cart?.books.map((item) => item.bookId)).not.toContain(book.bookId);
  });

  test('Order Request for a book already in the default selection keeps the member’s row', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await api.POST('/member/cart/add/books', {
      body: { cartCategoryId: 'public', books: [{ bookId: book.bookId, quantity: 5 }] },
      headers: bearer(session),
    });
    await page.goto(`/books/${book.bookId}`);
    await page.getByRole('button', { name: 'Order Request' }).click();
    await page
      .getByRole('alertdialog', { name: 'Order Request' })
      .getByRole('button', { name: 'Ok' })
      .click();
    await expect(page).toHaveURL(/\/orders(\?|$)/);
    const { data: cart } = await api.GET('/member/cart', {
      params: { query: { name: 'common(default)' } },
      headers: bearer(session),
    });
    expect(cart?.books.find((item) => item.bookId === book.bookId)?.quantity).toBe(5);
  });

  test('offline, Order Request is disabled and says it needs a connection', async ({
    memberPage: page,
    session,
  }) => {
    const book = await findBook(session, (item) => item.isPanmunBook);
    await page.goto(`/books/${book.bookId}`);
    const order = page.getByRole('button', { name: 'Order Request' });
    await expect(order).toBeEnabled();
    await page.context().setOffline(true);
    await expect(order).toBeDisabled();
    await expect(page.getByText('You are offline. This needs a connection.')).toBeVisible();
    await page.context().setOffline(false);
  });
});
