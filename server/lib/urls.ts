/** Root-relative links the answers carry (kept apart so that any aggregate may import them). */

/** The root-relative download link of a stored file. */
export const fileUrl = (key: string | null): string | null => (key ? `/api/v1/files/${key}` : null);

/** The root-relative link of a book's generated cover (160 pixels wide; `?w=480` the large one). */
export const coverUrl = (bookId: number): string => `/api/v1/covers/${bookId}.webp`;
