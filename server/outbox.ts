/**
 * The development outbox: outside production every mail is kept in the `outbox` table (see
 * mail.ts). The admin command reads it; GET /dev/outbox serves it only with DEV_OUTBOX=1.
 */
import type { AppContext } from './context.ts';

export interface OutboxMessage {
  email: string;
  subject: string;
  /** The verification code of the mail, '' for a notice. */
  code: string;
  sentAt: string;
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
