/** Announcements: list with search and paging, detail with neighbours (tag `notifications`). */
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { noticePage, noticeWithNeighbours } from '../notices.ts';
import type { Handlers } from './types.ts';

export function notificationHandlers(
  ctx: AppContext,
): Handlers<'listNotifications' | 'getNotification'> {
  return {
    async listNotifications(request) {
      const { page = 1, take = 10, title, content } = request.query;
      return noticePage(ctx.db, { page, take, title, content });
    },

    async getNotification(request) {
      const notice = noticeWithNeighbours(ctx.db, request.params.id);
      if (!notice) throw notFound(`No announcement with id ${request.params.id}.`);
      return notice;
    },
  };
}
