/**
 * What one member can make the server hold: the attachment quota under parallel uploads, the
 * Idempotency-Key answers kept for replays, and the bookkeeping cleaned on a schedule.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/env.ts';
import { TEST_SERVER_ENV } from './global-setup.ts';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import { call, expectDocumented, expectError } from './support/http.ts';

let demo: Session;
beforeAll(async () => {
  demo = await signIn(DEMO.email, DEMO.password);
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function inquiryWith(email: string, files: [filename: string, content: Buffer][]): FormData {
  const form = new FormData();
  form.append('email', email);
  form.append('orderCode', '');
  form.append('title', '첨부 문의');
  form.append('content', '첨부를 확인해 주세요.');
  for (const [filename, content] of files)
    form.append('files', new Blob([new Uint8Array(content)]), filename);
  return form;
}

/** Records that the member already stored `bytes` of attachments today. */
function alreadySent(member: Session, bytes: number): void {
  const db = testDb();
  const inquiryId = Number(
    db
      .prepare(
        `INSERT INTO inquiries (member_id, email, order_code, title, content, created_at)
         VALUES (?, ?, '', 'earlier', 'earlier', ?)`,
      )
      .run(member.id, member.email, new Date().toISOString()).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO inquiry_files (inquiry_id, filename, content_type, size, path)
     VALUES (?, 'earlier.pdf', 'application/pdf', ?, ?)`,
  ).run(inquiryId, bytes, `inquiries/quota-${inquiryId}`);
}

/** Bytes of attachments the member stored in the last 24 hours. */
const storedToday = (member: Session): number =>
  testDb()
    .prepare<[string, string], number>(
      `SELECT coalesce(sum(f.size), 0) FROM inquiry_files f JOIN inquiries i ON i.id = f.inquiry_id
       WHERE i.member_id = ? AND i.created_at > ?`,
    )
    .pluck()
    .get(member.id, new Date(Date.now() - 24 * 3600_000).toISOString()) ?? 0;

describe('the 24-hour attachment quota holds under parallel uploads', () => {
  it('parallel uploads share what is left: the stored total never passes the quota', async () => {
    const member = await newMember({ label: 'parallel-quota' });
    const quota = loadConfig(TEST_SERVER_ENV).inquiryDailyBytes;
    const fileBytes = 200_000;
    alreadySent(member, quota - 3 * fileBytes + 1_000);
    const attachment = Buffer.concat([PDF, Buffer.alloc(fileBytes - PDF.length, 0x20)]);

    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        call('sendInquiry', {
          token: member.token,
          rawBody: inquiryWith(member.email, [[`part-${index}.pdf`, attachment]]),
        }),
      ),
    );
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 429);
    for (const reply of accepted) expectDocumented(reply, 201);
    for (const reply of refused) expectError(reply, 429, 'upload_quota_exceeded');
    expect(accepted.length + refused.length).toBe(replies.length);
    expect(accepted.length).toBeGreaterThanOrEqual(1);
    expect(accepted.length).toBeLessThanOrEqual(2);
    expect(storedToday(member)).toBeLessThanOrEqual(quota);

    // Once every upload has ended, what is still left can be used.
    const small = await call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith(member.email, [['small.pdf', PDF]]),
    });
    expectDocumented(small, 201);
    expect(storedToday(member)).toBeLessThanOrEqual(quota);
  });

  it('a refused or finished upload gives its reservation back', async () => {
    const member = await newMember({ label: 'quota-release' });
    const quota = loadConfig(TEST_SERVER_ENV).inquiryDailyBytes;
    alreadySent(member, quota - 100_000);
    const tooBig = Buffer.concat([PDF, Buffer.alloc(150_000, 0x20)]);
    const refused = await call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith(member.email, [['big.pdf', tooBig]]),
    });
    expectError(refused, 429, 'upload_quota_exceeded');
    const fits = Buffer.concat([PDF, Buffer.alloc(90_000, 0x20)]);
    const taken = await call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith(member.email, [['fits.pdf', fits]]),
    });
    expectDocumented(taken, 201);
    expect(storedToday(member)).toBeLessThanOrEqual(quota);
  });

  it('keeps the demo member able to send (no reservation leaks between members)', async () => {
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryWith(DEMO.email, [['note.pdf', PDF]]),
    });
    expectDocumented(reply, 201);
  });
});
