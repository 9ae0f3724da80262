import { describe, expect, it } from 'vitest';
import type { IsbnResult } from '@/features/selections/librarian-tools/api/types';
import {
  buildPreview,
  isbnsToResolve,
  rowToAdd,
} from '@/features/selections/librarian-tools/preview';
import { parseIsbnList } from '@/lib/isbn-list';

const found = (isbn13: string, bookId: number): IsbnResult => ({
  input: isbn13,
  status: 'found',
  isbn13,
  fromIsbn10: false,
  problem: null,
  book: {
    bookId,
    title: `Book ${bookId}`,
    author: 'A',
    publisher: 'P',
    price: 10000,
    coverImageUrl: `/api/v1/covers/${bookId}.svg`,
    releaseStatus: 'RELEASE',
  },
  holdings: { bookId, title: `Book ${bookId}`, isbn: '', selections: [], orders: [] },
});

describe('the Check preview', () => {
  it('asks the server once per book and matches its answers back to every input line', () => {
    const list = parseIsbnList(
      '9780306406157, 2, PO-1\n9780306406158\n0-306-40615-2 3\n9791162540640\n9791100000007',
    );
    expect(isbnsToResolve(list)).toEqual(['9780306406157', '9791162540640', '9791100000007']);
    const notFound: IsbnResult = {
      ...found('9791100000007', 1),
      status: 'not_found',
      book: null,
      holdings: null,
    };
    const rows = buildPreview(list, [
      found('9780306406157', 7),
      found('9791162540640', 8),
      notFound,
    ]);
    expect(rows.map((row) => [row.line.line, row.kind])).toEqual([
      [1, 'found'],
      [2, 'invalid'],
      [3, 'duplicate'],
      [4, 'found'],
      [5, 'not-found'],
    ]);
    const first = rows[0];
    if (first?.kind !== 'found') throw new Error('line 1 should be found');
    // The duplicate ISBN-10 line's quantity went to line 1.
    expect(rowToAdd(first)).toEqual({ bookId: 7, quantity: 5, poNumber: 'PO-1', note: '' });
  });

  it('reports a line whose note is over 500 characters and never sends it', () => {
    const long = 'n'.repeat(501);
    const list = parseIsbnList(
      `9780306406157, 1, , ${long}\n9780306406157, 2\n9791162540640, 1, , ${'m'.repeat(500)}`,
    );
    // The over-long line takes no part in merging: the later line with its ISBN is asked itself.
    expect(isbnsToResolve(list)).toEqual(['9780306406157', '9791162540640']);
    const rows = buildPreview(list, [found('9780306406157', 7), found('9791162540640', 8)]);
    expect(rows.map((row) => [row.line.line, row.kind])).toEqual([
      [1, 'note-too-long'],
      [2, 'found'],
      [3, 'found'],
    ]);
    expect(rows[0]?.line.note).toBe(long);
    const second = rows[1];
    if (second?.kind !== 'found') throw new Error('line 2 should be found');
    expect(rowToAdd(second)).toMatchObject({ bookId: 7, quantity: 2, note: '' });
  });
});
