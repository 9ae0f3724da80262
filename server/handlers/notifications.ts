/** Announcements: list with search and paging, detail with neighbours (tag `notifications`). */
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { fillNoticeSearchText } from '../notice-text.ts';
import type { Handlers } from './types.ts';

interface NoticeRow {
  notificationId: number;
  title: string;
  writerName: string;
  createdAt: string;
}

const COLUMNS = 'id AS notificationId, title, writer_name AS writerName, created_at AS createdAt';

/** The newest announcements (home card). */
export function latestNotifications(ctx: AppContext, limit: number): NoticeRow[] {
  return ctx.db
    .prepare<[number], NoticeRow>(
      `SELECT ${COLUMNS} FROM notifications ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .all(limit);
}

export function notificationHandlers(
  ctx: AppContext,
): Handlers<'listNotifications' | 'getNotification'> {
  const { db } = ctx;
  return {
    async listNotifications(request) {
      const { page = 1, take = 10, title, content } = request.query;
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
    },

    async getNotification(request) {
      const row = db
        .prepare<[number], NoticeRow & { content: string }>(
          `SELECT ${COLUMNS}, content FROM notifications WHERE id = ?`,
        )
        .get(request.params.id);
      if (!row) throw notFound(`No announcement with id ${request.params.id}.`);
      const link = (sql: string) =>
        db
          .prepare<[string, string, number], { notificationId: number; title: string }>(sql)
          .get(row.createdAt, row.createdAt, row.notificationId) ?? null;
      // In the list's order (newest first): next is the older neighbour, prev the newer one.
      const next = link(
        `SELECT id AS notificationId, title FROM notifications
         WHERE created_at < ? OR (created_at = ? AND id < ?) ORDER BY created_at DESC, id DESC LIMIT 1`,
      );
      const prev = link(
        `SELECT id AS notificationId, title FROM notifications
         WHERE created_at > ? OR (created_at = ? AND id > ?) ORDER BY created_at ASC, id ASC LIMIT 1`,
      );
      return { ...row, next, prev };
    },
  };
}
