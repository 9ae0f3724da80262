/**
 * Mail to members: verification codes and security notices. Sent over SMTP with nodemailer when
 * SMTP_URL is set (required in production). Outside production every mail is also kept in the
 * `outbox` table, which the admin command (`npm run admin -- outbox <email>`) and, with
 * DEV_OUTBOX=1, GET /dev/outbox read; in production nothing is kept and no code is ever logged.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/index.ts';
import type { Config } from './env.ts';
import { nowIso } from './lib/util.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The verification code the mail carries (kept in the development outbox only). */
  code?: string;
}

export interface Mailer {
  send(mail: Mail): void;
  /** Waits for the mails under way (a shutdown should not drop a code), then closes. */
  close(): Promise<void>;
}

/** The mailer of a configuration: SMTP when configured, plus the outbox outside production. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'nodeEnv'>,
  ctx: { db: Db; log: FastifyBaseLogger },
): Mailer {
  const production = config.nodeEnv === 'production';
  const transport: Transporter | undefined = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : undefined;
  const underWay = new Set<Promise<unknown>>();
  return {
    send(mail) {
      if (!production) {
        ctx.db
          .prepare(
            'INSERT INTO outbox (email, subject, code, body, sent_at) VALUES (?, ?, ?, ?, ?)',
          )
          .run(mail.to, mail.subject, mail.code ?? '', mail.text, nowIso());
      }
      // Never the code itself: logs travel further than the database.
      ctx.log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail: ${mail.subject}`);
      if (!transport) return;
      // Not awaited: the answer must not wait for (or reveal by its timing) the mail server.
      const sending = transport
        .sendMail({ from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((error: unknown) => {
          ctx.log.error({ err: error, mail: { to: mail.to } }, 'mail could not be sent');
        })
        .finally(() => underWay.delete(sending));
      underWay.add(sending);
    },
    async close() {
      await Promise.allSettled([...underWay]);
      transport?.close();
    },
  };
}
