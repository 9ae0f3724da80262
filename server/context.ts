/** What every handler module works with: configuration, database, caches and the log. */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Catalogue } from './catalogue.ts';
import type { Config } from './env.ts';
import type { Db } from './db/index.ts';
import type { Mailer } from './mail.ts';
import type { RenderedImages } from './lib/rendered-images.ts';
import { unauthorized } from './errors.ts';

export interface AppContext {
  config: Config;
  db: Db;
  /** HMAC key of access tokens. */
  secret: Buffer;
  catalogue: Catalogue;
  /** Mail to members (SMTP, and the development outbox outside production). */
  mailer: Mailer;
  /** The generated covers and banner, drawn as WebP once and kept in `FILES_DIR/images`. */
  images: RenderedImages;
  log: FastifyBaseLogger;
}

/** The signed-in member of a bearer-secured request (set by the bearerAuth security handler). */
export interface AuthInfo {
  memberId: string;
  /** The sign-in (`sid`, also its refresh-token family) the access token belongs to. */
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthInfo | null;
  }
}

/** The signed-in member of a request on a bearer-secured operation. */
export function authOf(request: FastifyRequest): AuthInfo {
  if (!request.auth) throw unauthorized('auth_token_missing', 'Sign in first.');
  return request.auth;
}
