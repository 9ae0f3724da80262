/**
 * The provider's external service (openapi/services.yaml): banner, banner text, classification
 * chain and ping. While the service is "down" (admin `service down`, or SERVICE_DOWN=1) its
 * endpoints answer 503, as the real staging service would when unreachable.
 */
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { ApiError, notFound } from '../errors.ts';
import { getSetting } from '../db/index.ts';
import { BANNER_WIDTHS, bannerSvg } from '../lib/covers.ts';
import type { Handlers, ServiceOperationId } from './types.ts';

/** The current banner text and version (kept in the settings table; the admin CLI changes it). */
export function bannerText(ctx: Pick<AppContext, 'db'>): { version: number; text: string } {
  const raw = getSetting(ctx.db, 'banner_text');
  const value = raw ? (JSON.parse(raw) as { version: number; text: string }) : undefined;
  return value ?? { version: 1, text: '' };
}

export function serviceHandlers(ctx: AppContext): Handlers<ServiceOperationId> {
  const prefix = ctx.config.servicePrefix;
  const assertUp = () => {
    if (ctx.config.serviceDown || getSetting(ctx.db, 'service_down') === '1') {
      throw new ApiError(503, 'service_unavailable', 'The service is temporarily unavailable.');
    }
  };
  const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

  return {
    async getBanner(_request, reply) {
      assertUp();
      noStore(reply);
      return { url: `${prefix}/python/api/banner/image.webp` };
    },

    async getBannerPicture(request, reply) {
      assertUp();
      const width = request.query.w ?? BANNER_WIDTHS[0];
      const image = await ctx.images.webp('banner', bannerSvg(), width);
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'public, max-age=3600')
        .send(image);
    },

    async getBannerImage(_request, reply) {
      assertUp();
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=3600')
        .send(bannerSvg());
    },

    async getBannerText(_request, reply) {
      assertUp();
      noStore(reply);
      return bannerText(ctx);
    },

    async getClassificationChain(request) {
      assertUp();
      const name = request.query.name.trim();
      const chain = ctx.catalogue.classificationChain(name);
      if (!chain) throw notFound(`No classification named "${name}".`);
      return { name, chain };
    },

    async pingService(_request, reply) {
      assertUp();
      return reply
        .header('Content-Type', 'text/plain; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send('pong');
    },
  };
}
