/** Generated book covers and the members' order files (tag `misc`). */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { notFound } from '../errors.ts';
import { COVER_WIDTHS, coverSvg } from '../lib/covers.ts';
import { attachmentDisposition } from '../lib/util.ts';
import { memberOrderFile } from '../orders.ts';
import type { Handlers } from './types.ts';

export function fileHandlers(
  ctx: AppContext,
): Handlers<'getCover' | 'getCoverImage' | 'downloadFile'> {
  const drawing = (bookId: number) => {
    const info = ctx.catalogue.coverInfo(bookId);
    if (!info) throw notFound(`No book with id ${bookId}.`);
    return coverSvg(bookId, info.title, info.author, info.publisher);
  };
  return {
    async getCoverImage(request, reply) {
      const { bookId } = request.params;
      const width = request.query.w ?? COVER_WIDTHS[0];
      const image = await ctx.images.webp(`cover-${bookId}`, drawing(bookId), width);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image);
    },

    async getCover(request, reply) {
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(drawing(request.params.bookId));
    },

    async downloadFile(request, reply) {
      const { memberId } = authOf(request);
      // Another member's file is "not found": its key says nothing about whether it exists.
      const file = memberOrderFile(ctx.db, memberId, request.params.fileKey);
      if (!file) throw notFound('No such file.');
      return reply
        .header('Content-Type', file.content_type)
        .header('Content-Disposition', attachmentDisposition(file.filename))
        .header('Cache-Control', 'private, no-store')
        .send(file.data);
    },
  };
}
