/** Books of the seeded catalogue as the librarian tools' tests need them (ISBN-13s, ISBN-10s). */
import { api, bearer, type StoredSession } from './api';

export interface CatalogueBook {
  bookId: number;
  title: string;
  isbn: string;
}

/** Books of the seeded catalogue with an ISBN-13 starting 978 (so they also have an ISBN-10). */
export async function catalogueBooks(
  session: StoredSession,
  count: number,
): Promise<CatalogueBook[]> {
  const found: CatalogueBook[] = [];
  for (let bookId = 1; found.length < count && bookId < 200; bookId++) {
    const { data } = await api.GET('/member/book/detail/{bookId}', {
      params: { path: { bookId } },
      headers: bearer(session),
    });
    const isbn = data?.isbn.replaceAll('-', '') ?? '';
    if (data && /^978\d{10}$/.test(isbn)) found.push({ bookId, title: data.title, isbn });
  }
  return found;
}

export function isbn10Of(isbn13: string): string {
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return body + (check === 10 ? 'X' : String(check));
}
