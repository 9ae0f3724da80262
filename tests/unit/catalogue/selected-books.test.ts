import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_KEY } from '@/api/session';
import { selectedBooksStore, type SelectedBook } from '@/features/catalogue/selected-books';

const book = (bookId: number): SelectedBook => ({
  bookId,
  bookTitle: `Book ${bookId}`,
  authorK: 'Author',
  coverImageUrl: `/api/v1/covers/${bookId}.svg`,
});

const signIn = (id: string) =>
  window.localStorage.setItem(
    SESSION_KEY,
    JSON.stringify({ token: 't', refreshToken: 'r', name: 'n', id, isApproved: true }),
  );

afterEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('the Selected Books List store', () => {
  it('adds books once each, in order, and removes and clears them', () => {
    signIn('member-a');
    selectedBooksStore.add([book(1), book(2)]);
    selectedBooksStore.add([book(2), book(3)]);
    expect(selectedBooksStore.read().map((b) => b.bookId)).toEqual([1, 2, 3]);
    selectedBooksStore.remove([2]);
    expect(selectedBooksStore.read().map((b) => b.bookId)).toEqual([1, 3]);
    selectedBooksStore.clear();
    expect(selectedBooksStore.read()).toEqual([]);
  });

  it('keeps only what it shows, in sessionStorage, per member', () => {
    signIn('member-a');
    selectedBooksStore.add([{ ...book(1), extra: 'dropped' } as SelectedBook]);
    expect(JSON.parse(window.sessionStorage.getItem('catalogue-selected-books:member-a')!)).toEqual(
      [book(1)],
    );
    signIn('member-b');
    expect(selectedBooksStore.read()).toEqual([]);
    signIn('member-a');
    expect(selectedBooksStore.read()).toEqual([book(1)]);
  });

  it('reads a damaged entry as an empty list and notifies subscribers of changes', () => {
    signIn('member-c');
    window.sessionStorage.setItem('catalogue-selected-books:member-c', '{oops');
    expect(selectedBooksStore.read()).toEqual([]);
    let calls = 0;
    const stop = selectedBooksStore.subscribe(() => {
      calls += 1;
    });
    selectedBooksStore.add([book(5)]);
    stop();
    selectedBooksStore.add([book(6)]);
    expect(calls).toBe(1);
  });
});
