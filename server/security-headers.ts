/**
 * Security headers by @fastify/helmet, computed once. The plugin builds a new helmet middleware
 * for every request (its onRequest hook calls `helmet(options)` each time), which measured as
 * about 40 % of the server CPU of a catalogue page. Our headers are static (no CSP nonces), so the
 * plugin answers one probe request at start-up and its headers are then set on every reply.
 */
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

const NOT_SECURITY = new Set([
  'content-type',
  'content-length',
  'date',
  'connection',
  'keep-alive',
]);

/** The headers @fastify/helmet sets with these options. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(fastifyHelmet, options);
    probe.get('/', async () => '');
    const response = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(
      Object.entries(response.headers)
        .filter(([name]) => !NOT_SECURITY.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
  } finally {
    await probe.close();
  }
}

/** Sets the security headers on every reply. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return headers;
}
