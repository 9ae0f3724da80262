/**
 * The built PWA (STATIC_DIR) at /, with the SPA fallback, and the 404 of everything else.
 * The public pages prerendered by the build (`sign-in.html`… beside index.html, scripts/prerender.ts)
 * answer their own paths (/sign-in, with any search parameters); every other page gets index.html.
 * Cache headers: hashed /assets/* are immutable; the entry points are revalidated on every load.
 * Compressed copies written by the build are preferred when the browser accepts them.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import type { Config } from './env.ts';

const NO_CACHE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);
const isEntryPoint = (name: string) => NO_CACHE.has(name) || name.endsWith('.html');

/** The prerendered pages of the build, by path: '/sign-in' → 'sign-in.html'. */
function prerenderedPages(staticDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const name of readdirSync(staticDir)) {
    if (name.endsWith('.html') && name !== 'index.html') pages.set(`/${name.slice(0, -5)}`, name);
  }
  return pages;
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the build's pages:
 * a prerendered page decides whether to show its markup in an inline script before the markup,
 * so that no request holds its first paint (scripts/prerender.ts). Read from the pages as built,
 * so the policy allows exactly those scripts.
 */
export function inlineScriptSources(staticDir: string): string[] {
  if (!existsSync(staticDir)) return [];
  const sources = new Set<string>();
  for (const name of readdirSync(staticDir)) {
    if (!name.endsWith('.html')) continue;
    const html = readFileSync(join(staticDir, name), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=/.test(attributes ?? '') || !body) continue;
      sources.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...sources];
}

/** Serves STATIC_DIR when it holds a build; answers whether it does. */
export async function registerStatic(app: FastifyInstance, config: Config): Promise<boolean> {
  const enabled = existsSync(join(config.staticDir, 'index.html'));
  const pages = enabled ? prerenderedPages(config.staticDir) : new Map<string, string>();
  if (enabled) {
    await app.register(fastifyStatic, {
      root: config.staticDir,
      prefix: '/',
      wildcard: true,
      // The build writes .br and .gz copies (vite.config.ts, precompress): sent to browsers that
      // accept them, with Vary: Accept-Encoding.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes(`${sep}assets${sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (isEntryPoint(basename(path).replace(/\.(br|gz)$/, ''))) {
          res.header('Cache-Control', 'no-cache');
        } else {
          res.header('Cache-Control', 'public, max-age=3600');
        }
      },
    });
  }

  const reserved = ['/api', '/python', '/banner_text', '/dev'];
  if (config.servicePrefix) reserved.push(config.servicePrefix);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isNavigation =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !reserved.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (enabled && isNavigation) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile(pages.get(path) ?? 'index.html');
    }
    return reply.code(404).send({
      statusCode: 404,
      errorCode: 'not_found',
      message: `Route ${request.method} ${path} not found`,
    });
  });
  return enabled;
}
