/** Page-visit statistics and ping (tag `misc`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { recordVisit } from '../visits.ts';
import type { Handlers } from './types.ts';

export function platformHandlers(ctx: AppContext): Handlers<'recordPageVisit' | 'ping'> {
  return {
    async recordPageVisit(request, reply) {
      const { memberId } = authOf(request);
      recordVisit(ctx.db, memberId, request.body.pageName, request.body.url);
      return reply.code(204).send();
    },

    async ping(_request, reply) {
      return reply.header('Content-Type', 'text/plain; charset=utf-8').send('pong');
    },
  };
}
