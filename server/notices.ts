/** Announcements: the list with search and paging, an announcement with its neighbours. */
import type { Db } from './db/index.ts';
import { fillNoticeSearchText } from './notice-text.ts';

export interface NoticeRow {
  notificationId: number;
  title: string;
  writerName: string;
  createdAt: string;
}

interface Neighbour {
  notificationId: number;
  title: string;
}

const COLUMNS = 'id AS notificationId, title, writer_name AS writerName, created_at AS createdAt';

/** The newest announcements (home card). */
export function latestNotices(db: Db, limit: number): NoticeRow[] {
  return db
    .prepare<[number], NoticeRow>(
      `SELECT ${COLUMNS} FROM notifications ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(limit);
}

/** One page of announcements, newest first, narrowed by words of the title or of the text. */
export function noticePage(
  db: Db,
  query: { page: number; take: number; title?: string | undefined; content?: string | undefined },
): { results: NoticeRow[]; totalCount: number } {
  const { page, take, title, content } = query;
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (title?.trim()) {
    conditions.push('instr(lower(title), ?) > 0');
    params.push(title.trim().toLowerCase());
  }
  if (content?.trim()) {
    // The text a member reads, not the HTML around it ("strong" finds no <strong>).
    fillNoticeSearchText(db);
    conditions.push('instr(content_text, ?) > 0');
    params.push(content.trim().replace(/\s+/g, ' ').toLowerCase());
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const total = db
    .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM notifications ${where}`)
    .get(...params);
  const results = db
    .prepare<unknown[], NoticeRow>(
      `SELECT ${COLUMNS} FROM notifications ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, take, (page - 1) * take);
  return { results, totalCount: total?.n ?? 0 };
}

/**
 * An announcement with its neighbours in the list's order (newest first): `next` is the older
 * one, `prev` the newer one.
 */
export function noticeWithNeighbours(
  db: Db,
  id: number,
): (NoticeRow & { content: string; next: Neighbour | null; prev: Neighbour | null }) | undefined {
  const row = db
    .prepare<[number], NoticeRow & { content: string }>(
      `SELECT ${COLUMNS}, content FROM notifications WHERE id = ?`,
    )
    .get(id);
  if (!row) return undefined;
  const link = (sql: string) =>
    db
      .prepare<[string, string, number], { notificationId: number; title: string }>(sql)
      .get(row.createdAt, row.createdAt, row.notificationId) ?? null;
  const next = link(
    `SELECT id AS notificationId, title FROM notifications
     WHERE created_at < ? OR (created_at = ? AND id < ?) ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const prev = link(
    `SELECT id AS notificationId, title FROM notifications
     WHERE created_at > ? OR (created_at = ? AND id > ?) ORDER BY created_at ASC, id ASC LIMIT 1`,
  );
  return { ...row, next, prev };
}
