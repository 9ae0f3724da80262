/** The development outbox: e-mails are stored (readable at GET /dev/outbox) and logged, not sent. */
import type { AppContext } from './context.ts';
import { nowIso } from './lib/util.ts';

export interface OutboxMessage {
  email: string;
  subject: string;
  code: string;
  sentAt: string;
}

/** "Sends" an e-mail with a verification code. */
export function sendCodeMail(
  ctx: Pick<AppContext, 'db' | 'log'>,
  email: string,
  subject: string,
  code: string,
): void {
  const body = `${subject}\n\nYour verification code is ${code}. It is valid for 10 minutes.`;
  ctx.db
    .prepare('INSERT INTO outbox (email, subject, code, body, sent_at) VALUES (?, ?, ?, ?, ?)')
    .run(email, subject, code, body, nowIso());
  ctx.log.info({ outbox: { email, subject, code } }, `outbox: ${subject} → ${email}: code ${code}`);
}

/** The messages sent to an address (all addresses when omitted), newest first. */
export function outboxMessages(
  ctx: Pick<AppContext, 'db'>,
  email: string | undefined,
  limit = 50,
): OutboxMessage[] {
  const sql = `SELECT email, subject, code, sent_at AS sentAt FROM outbox
               ${email ? 'WHERE email = ? COLLATE NOCASE' : ''} ORDER BY id DESC LIMIT ?`;
  const params = email ? [email.trim(), limit] : [limit];
  return ctx.db.prepare<unknown[], OutboxMessage>(sql).all(...params);
}
