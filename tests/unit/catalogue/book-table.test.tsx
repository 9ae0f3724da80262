import { useState } from 'react';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '@/api/schema.gen';
import { BookTable } from '@/features/catalogue/components/book-table';
import { selectedBooksStore } from '@/features/catalogue/selected-books';
import * as texts from '@/texts';

vi.mock('@/lib/config', async () => (await import('../support/fake-api')).testConfigModule);
vi.setConfig({ testTimeout: 20_000 });

type BookListItem = components['schemas']['BookListItem'];

const book = (bookId: number): BookListItem =>
  ({
    bookId,
    bookTitle: `Book ${bookId}`,
    titleO: null,
    authorK: 'Author',
    publisher: { kName: 'Publisher' },
    publishedAt: '2024-01-02',
    price: 10000,
    isPanmunBook: true,
    isIcon: false,
    releaseStatus: 'RELEASE',
    coverImageUrl: `/covers/${bookId}.svg`,
  }) as unknown as BookListItem;

const page1 = [1, 2, 3, 4, 5].map(book);
const page2 = [6, 7, 8, 9, 10].map(book);

afterEach(() => {
  selectedBooksStore.clear();
  window.sessionStorage.clear();
});

/** The table in a router (its titles are links), with a way to show another page. */
function renderTable() {
  let show: (books: BookListItem[], isStale?: boolean) => void = () => undefined;
  function Page() {
    const [state, setState] = useState({ books: page1, isStale: false });
    show = (books, isStale = false) => setState({ books, isStale });
    return <BookTable aria-label="Collection" books={state.books} isStale={state.isStale} />;
  }
  const router = createRouter({
    routeTree: createRootRoute({ component: Page }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return {
    show: (books: BookListItem[], isStale?: boolean) => act(() => show(books, isStale)),
  };
}

describe('BookTable', () => {
  it('updates its rows in place on a page change, ticks bound to the books', async () => {
    const user = userEvent.setup();
    const { show } = renderTable();
    const table = await screen.findByRole('table', { name: 'Collection' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Book 2' }));
    expect(selectedBooksStore.read().map((b) => b.bookId)).toEqual([2]);
    const rowsBefore = within(table).getAllByRole('row').slice(1);

    // The previous page stays while the next loads: only the table is marked.
    show(page1, true);
    expect(table.getAttribute('aria-busy')).toBe('true');

    show(page2);
    expect(table.hasAttribute('aria-busy')).toBe(false);
    const rowsAfter = within(table).getAllByRole('row').slice(1);
    expect(rowsAfter).toHaveLength(5);
    rowsAfter.forEach((row, index) => expect(row).toBe(rowsBefore[index]));
    expect(within(rowsAfter[1]!).getByRole('link').textContent).toBe('Book 7');
    expect(
      (screen.getByRole('checkbox', { name: 'Select Book 7' }) as HTMLInputElement).checked,
    ).toBe(false);

    // Back on page 1, book 2 is still ticked; select-all adds the rest of the page.
    show(page1);
    expect(
      (screen.getByRole('checkbox', { name: 'Select Book 2' }) as HTMLInputElement).checked,
    ).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Select all books on this page' }));
    expect(selectedBooksStore.read().map((b) => b.bookId)).toEqual([2, 1, 3, 4, 5]);
  });

  it('re-renders no row for the stale mark, and only the changed row for a tick', async () => {
    const { show } = renderTable();
    await screen.findByRole('table', { name: 'Collection' });
    // Each row names its checkbox once per render.
    const rowRenders = vi.spyOn(texts.catalogue, 'selectBook');
    show(page1, true);
    show(page1, false);
    expect(rowRenders).not.toHaveBeenCalled();
    act(() => selectedBooksStore.add([page1[3]!]));
    expect(rowRenders.mock.calls).toEqual([['Book 4']]);
    rowRenders.mockClear();
    show(page2);
    expect(rowRenders).toHaveBeenCalledTimes(5);
  });
});
