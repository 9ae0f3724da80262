/**
 * The searchable text of an announcement: its HTML content without markup (tags, comments, the
 * contents of script and style elements), entities decoded, whitespace collapsed, lower-cased.
 * Content search matches what a member reads, never the markup around it.
 */
import type { Db } from './db/index.ts';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith('#x') || name.startsWith('#X')) {
    const code = Number.parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith('#')) {
    const code = Number.parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name.toLowerCase()] ?? entity;
}

/** What a member reads in an announcement's HTML, lower-cased for search. */
export function noticeSearchText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/&(#[0-9]+|#[xX][0-9A-Fa-f]+|[A-Za-z]+);/g, (entity, name: string) =>
      decodeEntity(entity, name),
    )
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Derives the search text of announcements written without it (older rows, other writers). */
export function fillNoticeSearchText(db: Db): void {
  const missing = db
    .prepare<[], { id: number; content: string }>(
      'SELECT id, content FROM notifications WHERE content_text IS NULL',
    )
    .all();
  if (missing.length === 0) return;
  const update = db.prepare<[string, number]>(
    'UPDATE notifications SET content_text = ? WHERE id = ?',
  );
  db.transaction(() => {
    for (const row of missing) update.run(noticeSearchText(row.content), row.id);
  })();
}
