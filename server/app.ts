/**
 * The reference API server: Fastify with fastify-openapi-glue (routes, request validation and
 * response serialisation from openapi/api-v1.yaml and openapi/services.yaml; one handler per
 * operationId), SQLite through better-sqlite3, the official plugins for security headers, CORS,
 * multipart and static files, and the development outbox.
 */
import { join } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { removeOrphanFiles } from './attachments.ts';
import { authenticate } from './auth/session.ts';
import { trustProxyOption } from './auth/throttle.ts';
import { Catalogue } from './catalogue.ts';
import type { AppContext } from './context.ts';
import { getSetting, openDatabase, tokenSecret, type Db } from './db/index.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { RenderedImages } from './lib/rendered-images.ts';
import { stopWorkbookWorker } from './lib/workbooks-off-thread.ts';
import { seedIfEmpty } from './db/seed.ts';
import { ensureDirectories, type Config } from './env.ts';
import { ApiError } from './errors.ts';
import { authHandlers } from './handlers/auth.ts';
import { catalogueHandlers } from './handlers/catalogue.ts';
import { documentHandlers } from './handlers/documents.ts';
import { fundHandlers } from './handlers/funds.ts';
import { fileHandlers } from './handlers/files.ts';
import { homeHandlers } from './handlers/home.ts';
import { inquiryHandlers } from './handlers/inquiries.ts';
import { librarianHandlers } from './handlers/librarian.ts';
import { memberHandlers } from './handlers/member.ts';
import { notificationHandlers } from './handlers/notifications.ts';
import { orderHandlers } from './handlers/orders.ts';
import { platformHandlers } from './handlers/platform.ts';
import { registrationHandlers } from './handlers/registration.ts';
import { selectionHandlers } from './handlers/selections.ts';
import { serviceHandlers } from './handlers/services.ts';
import type { ApiOperationId, Handlers } from './handlers/types.ts';
import { createMailer } from './mail.ts';
import { outboxMessages } from './outbox.ts';
import { API_SPEC_PATH, SERVICES_SPEC_PATH } from './spec.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { inlineScriptSources, registerStatic } from './static.ts';
import {
  checkUrlText,
  clientErrorHandler,
  errorHandler,
  installValidation,
  parseJsonBody,
} from './validation.ts';

/** JSON bodies larger than this are refused with 413 payload_too_large. */
const JSON_BODY_LIMIT = 1024 * 1024;

/** Node's limit of a request's head (request line and headers): beyond it, 431. */
const MAX_REQUEST_HEAD_BYTES = 16 * 1024;

/**
 * How often Node looks for requests past their head or request timeout (its default, 30 s, would
 * let a slow sender overstay a short limit by that much).
 */
const TIMEOUT_CHECK_INTERVAL_MS = 1000;

/**
 * A refused body at most this large is read to its end and dropped, so that the kept-alive
 * connection stays usable (a browser sends it anyway); a larger one closes the connection.
 */
export const MAX_DRAIN_BYTES = 2 * 1024 * 1024;

/** Refused bodies drained at once; beyond that, a refused request's connection is closed. */
export const MAX_CONCURRENT_DRAINS = 20;

declare module 'fastify' {
  interface FastifyInstance {
    /** The handlers' context (database, configuration, caches); for tests and the main module. */
    portal: AppContext;
  }
}

/** Builds the server for a configuration (the parsed environment, or a test's own). */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  ensureDirectories(config);
  const app = Fastify({
    logger: { level: config.logLevel },
    // The client's address (per-address limits) comes from X-Forwarded-For only behind a proxy.
    trustProxy: trustProxyOption(config.trustProxy),
    // Per-request logs only at debug level: they cost throughput under load.
    logController: new LogController({
      disableRequestLogging: !['debug', 'trace'].includes(config.logLevel),
    }),
    bodyLimit: JSON_BODY_LIMIT,
    // Slow senders: a head, a whole request and a silent connection each have a limit (Fastify's
    // own defaults wait for ever), checked every second.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    connectionTimeout: config.idleTimeoutSeconds * 1000,
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    http: {
      headersTimeout: config.headersTimeoutSeconds * 1000,
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    // Path parameters of any length reach validation and get the contract's 400 (the router's
    // own limit of 100 characters answers 414 with a body of its own). Node still bounds the
    // whole request head at 16 kB.
    routerOptions: { maxParamLength: MAX_REQUEST_HEAD_BYTES },
    // Errors the router raises before a route is found (bad percent-encoding) take the same path
    // as every other error.
    frameworkErrors: errorHandler,
    // Errors of the connection (a request head over 16 kB) answer the contract's error body too.
    clientErrorHandler,
  });

  let db: Db | undefined;
  try {
    db = openDatabase(config.databasePath);
    const seeded = await seedIfEmpty(db, {
      books: config.seedBooks,
      demoAccounts: config.demoAccounts,
      log: (message) => app.log.info(message),
    });
    if (seeded) app.log.info(`Database ${config.databasePath} was empty: demo data written`);
    const orphans = removeOrphanFiles(db, config.filesDir);
    if (orphans > 0) app.log.info(`Removed ${orphans} attachment files no inquiry names`);
  } catch (error) {
    db?.close();
    throw error;
  }
  const ctx: AppContext = {
    config,
    db,
    secret: tokenSecret(db),
    catalogue: new Catalogue(db),
    mailer: createMailer(config, { db, log: app.log }),
    images: new RenderedImages(join(config.filesDir, 'images')),
    log: app.log,
  };
  app.decorate('portal', ctx);
  app.decorateRequest('auth', null);
  const stopHousekeeping = scheduleHousekeeping(db, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await stopWorkbookWorker();
    await ctx.mailer.close();
    db.close();
  });
  installSimulatedLatency(app, db);

  // The URL's text is checked before routing (encoding, NUL characters).
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      checkUrlText(request.url);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  // An empty JSON body is "no body" (POSTs without payload), anything else must be valid JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as Buffer));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  // Media types the contract names only for answers: a request body of that type is refused.
  app.addContentTypeParser(
    [
      'image/svg+xml',
      'image/webp',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    (_request, _payload, done) => {
      done(
        new ApiError(415, 'unsupported_media_type', 'This Content-Type is not accepted.'),
        undefined,
      );
    },
  );

  installValidation(app);
  app.setErrorHandler(errorHandler);
  installMemberCacheControl(app);
  installBodyTimeout(app, config.bodyTimeoutSeconds * 1000);
  installUnreadBodyDrain(app);

  const connectSrc = ["'self'", ...config.cspConnectOrigins];
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the portal compile its own barcode reader (WebAssembly, served
        // from 'self'); it allows no eval of JavaScript.
        // The prerendered pages' inline gate scripts, by their hashes (server/static.ts).
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScriptSources(config.staticDir)],
        // react-aria sets style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc,
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The dev server (another port of the same host) loads covers and files: same site.
    crossOriginResourcePolicy: { policy: 'same-site' },
    crossOriginEmbedderPolicy: false,
    // Like frame-ancestors 'none', for browsers that only know X-Frame-Options.
    frameguard: { action: 'deny' },
  });
  // An OPTIONS request that is not a CORS preflight gets the contract's error body (the CORS
  // plugin would answer plain text).
  app.addHook('onRequest', (request, _reply, done) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    if (request.method === 'OPTIONS' && (!origin || !method)) {
      done(
        new ApiError(
          400,
          'invalid_preflight',
          'OPTIONS is answered only as a CORS preflight (with Origin and Access-Control-Request-Method).',
        ),
      );
    } else done();
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    // Retry-After: a throttled sign-in says when to try again (a dev server on another port).
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(multipart, {
    limits: {
      files: config.inquiryMaxFiles,
      fileSize: config.inquiryMaxFileBytes,
    },
  });

  await app.register(openapiGlue, {
    specification: API_SPEC_PATH,
    prefix: 'api/v1',
    serviceHandlers: apiHandlers(ctx),
    securityHandlers: {
      async bearerAuth(request: FastifyRequest) {
        request.auth = await authenticate(ctx, request.headers.authorization);
      },
      // A pending member's own sign-in (from sign-up or sign-in), for its own registration.
      async pendingMemberAuth(request: FastifyRequest) {
        request.auth = await authenticate(ctx, request.headers.authorization, {
          allowPending: true,
        });
      },
    },
  });

  // The external service, in its own context at SERVICE_PREFIX ('' = the root, as on staging).
  await app.register(async (services) => {
    await services.register(openapiGlue, {
      specification: SERVICES_SPEC_PATH,
      ...(config.servicePrefix ? { prefix: config.servicePrefix } : {}),
      serviceHandlers: serviceHandlers(ctx),
    });
  });

  // Every code sent, to anyone who asks: only for development and tests (DEV_OUTBOX=1, which
  // production refuses). Otherwise the provider reads codes with the admin command.
  if (config.devOutbox) {
    app.get<{ Querystring: { email?: string } }>('/dev/outbox', async (request) => ({
      messages: outboxMessages(ctx, request.query.email?.trim() || undefined),
    }));
  }

  await registerStatic(app, config);
  return app;
}

/** A handler for every operation of openapi/api-v1.yaml: a missing one fails `tsc`. */
export function apiHandlers(ctx: AppContext): Handlers<ApiOperationId> {
  return {
    ...authHandlers(ctx),
    ...registrationHandlers(ctx),
    ...memberHandlers(ctx),
    ...homeHandlers(ctx),
    ...selectionHandlers(ctx),
    ...orderHandlers(ctx),
    ...documentHandlers(ctx),
    ...notificationHandlers(ctx),
    ...catalogueHandlers(ctx),
    ...inquiryHandlers(ctx),
    ...fileHandlers(ctx),
    ...platformHandlers(ctx),
    ...librarianHandlers(ctx),
    ...fundHandlers(ctx),
  };
}

/**
 * An answer given before its request's body was read to the end (an upload refused midway: the
 * quota, a refused file type; a refusal before the body is read, such as a missing sign-in) must
 * not leave the connection stuck: once the multipart parser has given up, nothing reads the rest
 * of the body, and the client's next request on that kept-alive connection would wait until the
 * keep-alive timeout resets it. A small body (at most MAX_DRAIN_BYTES declared) is read to its end
 * and dropped, as long as fewer than MAX_CONCURRENT_DRAINS are being drained (what the client
 * sends anyway, and it then reads the answer without a reset); a larger or unsized one, or one
 * beyond that count, closes the connection: a stranger's refused upload costs the server no more
 * than a few megabytes of reading.
 */
function installUnreadBodyDrain(app: FastifyInstance) {
  let draining = 0;
  const drained = new WeakSet<FastifyRequest>();
  app.addHook('onSend', (request, reply, payload, done) => {
    // A connection already gone (cut by a timeout) has nothing left to drain.
    if (!request.raw.complete && !request.raw.socket.destroyed && !drained.has(request)) {
      const declared = Number(request.headers['content-length']);
      const small = Number.isSafeInteger(declared) && declared <= MAX_DRAIN_BYTES;
      if (small && draining < MAX_CONCURRENT_DRAINS) {
        draining += 1;
        drained.add(request);
        // Counted until the body ends or the connection goes (a request answered already is no
        // longer told that its socket closed).
        const { socket } = request.raw;
        const end = () => {
          request.raw.off('end', end);
          socket.off('close', end);
          draining -= 1;
        };
        request.raw.once('end', end);
        socket.once('close', end);
      } else reply.header('Connection', 'close');
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!request.raw.complete) {
      request.raw.unpipe();
      request.raw.resume();
    }
    done();
  });
}

/**
 * The body of a request that is not an upload (JSON, at most 1 MB) must arrive within
 * `timeoutMs` of its head: a sender that dribbles it is answered 408 and its connection closed,
 * long before the request timeout sized for uploads. Uploads (multipart) keep the request timeout.
 */
function installBodyTimeout(app: FastifyInstance, timeoutMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const type = request.headers['content-type'] ?? '';
    if (request.raw.complete || /^multipart\//i.test(type)) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      if (request.raw.complete) return;
      const socket = request.raw.socket;
      if (reply.raw.headersSent) socket.destroy();
      else
        clientErrorHandler(
          Object.assign(new Error('The body did not arrive in time'), {
            code: 'ERR_HTTP_REQUEST_TIMEOUT',
          }),
          socket,
        );
    }, timeoutMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    request.raw.once('end', clear);
    request.raw.once('close', clear);
    done();
  });
}

/**
 * Member answers are the member's own: `private` keeps shared caches (proxies) from storing them,
 * `no-cache` makes the browser ask before reusing one. Operations that set their own policy (files
 * and token answers: `no-store`) keep it. The service worker's offline copies are unaffected:
 * Workbox stores what it fetches whatever Cache-Control says.
 */
function installMemberCacheControl(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/v1/member/') && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'private, no-cache');
    }
    done(null, payload);
  });
}

/**
 * The admin command `latency <ms>` slows every /api/v1 answer down (a slow network, for trying and
 * testing the portal's fallback to its caches). The setting is read at most every 250 ms.
 */
function installSimulatedLatency(app: FastifyInstance, db: Db) {
  let checkedAt = 0;
  let latencyMs = 0;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1/')) return;
    const now = Date.now();
    if (now - checkedAt > 250) {
      checkedAt = now;
      latencyMs = Number(getSetting(db, 'api_latency_ms') ?? 0) || 0;
    }
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
  });
}
