/**
 * What one member can make the server hold: the attachment quota under parallel uploads, the
 * Idempotency-Key answers kept for replays, and the bookkeeping cleaned on a schedule.
 */
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/index.ts';
import { loadConfig } from '../../server/env.ts';
import { VISITS_PER_DAY } from '../../server/visits.ts';
import {
  HOUSEKEEPING_INTERVAL_MS,
  PAGE_VISIT_RETENTION_MS,
  scheduleHousekeeping,
} from '../../server/housekeeping.ts';
import { KEYS_PER_MEMBER, REPLAY_WINDOW_MS } from '../../server/idempotency.ts';
import { TEST_SERVER_ENV } from './global-setup.ts';
import { DEMO, newMember, signIn, type Session } from './support/accounts.ts';
import { testDb } from './support/db.ts';
import {
  baseUrl,
  call,
  expectDocumented,
  expectError,
  operationUrl,
  type ErrorBody,
} from './support/http.ts';

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

  it('a refused upload leaves its connection usable: the next request is never stuck behind its unread body', async () => {
    const member = await newMember({ label: 'quota-connection' });
    const quota = loadConfig(TEST_SERVER_ENV).inquiryDailyBytes;
    alreadySent(member, quota - 100_000);
    const form = inquiryWith(member.email, [
      ['big.pdf', Buffer.concat([PDF, Buffer.alloc(200_000, 0x20)])],
    ]);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    // One kept-alive connection for both requests, as a browser or fetch pool reuses one.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (url: string, method: string, headers: Record<string, string>, payload?: Buffer) =>
      new Promise<{ status: number }>((resolve, reject) => {
        const outgoing = httpRequest(url, { agent, method, headers }, (answer) => {
          answer.resume();
          answer.on('end', () => resolve({ status: answer.statusCode ?? 0 }));
        });
        outgoing.on('error', reject);
        outgoing.end(payload);
      });
    try {
      const refused = await send(
        operationUrl('sendInquiry'),
        'POST',
        {
          authorization: `Bearer ${member.token}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': String(body.length),
        },
        body,
      );
      expect(refused.status).toBe(429);
      const next = await send(operationUrl('ping'), 'GET', {});
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 10_000);

  it('an unsized body refused before it ends closes its connection instead of being read', async () => {
    const answer = await new Promise<{ status: number; connection: string | undefined }>(
      (resolve, reject) => {
        const outgoing = httpRequest(
          operationUrl('sendInquiry'),
          { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } },
          (incoming) => {
            incoming.resume();
            resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection });
            outgoing.destroy();
          },
        );
        outgoing.on('error', reject);
        // Chunked and never ended: the server cannot know how much is still to come.
        outgoing.write('--x\r\n');
      },
    );
    expect(answer.status).toBe(401);
    expect(answer.connection).toBe('close');
  });

  it('keeps the demo member able to send (no reservation leaks between members)', async () => {
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryWith(DEMO.email, [['note.pdf', PDF]]),
    });
    expectDocumented(reply, 201);
  });
});

// ------------------------------------------------------------------ Idempotency-Key answers

const keysOf = (member: Session) =>
  testDb()
    .prepare<[string], { count: number; bytes: number }>(
      `SELECT count(*) AS count, coalesce(sum(length(response)), 0) AS bytes
       FROM idempotency_keys WHERE member_id = ?`,
    )
    .get(member.id) ?? { count: 0, bytes: 0 };

const replayKey = () => `key-${randomUUID()}`;

describe('Idempotency-Key answers are bounded in time and per member', () => {
  it('stores nothing of a whole-selection answer: 100 additions keep the store small', async () => {
    const member = await newMember({ label: 'many-keys' });
    // A selection of 150 books, so that each answer (the whole selection) is large.
    const books = Array.from({ length: 150 }, (_, index) => ({ bookId: index + 1, quantity: 1 }));
    const first = await call('addBooksToSelection', {
      token: member.token,
      body: { cartCategoryId: 'public', books },
      headers: { 'idempotency-key': replayKey() },
    });
    expect(expectDocumented(first, 200).books).toHaveLength(150);
    const answerBytes = first.bytes.length;
    expect(answerBytes).toBeGreaterThan(20_000);

    for (let round = 0; round < 100; round += 10) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          call('addBooksToSelection', {
            token: member.token,
            body: {
              cartCategoryId: 'public',
              books: [{ bookId: 1 + ((round + index) % 150), quantity: 1 }],
            },
            headers: { 'idempotency-key': replayKey() },
          }),
        ),
      );
      for (const reply of replies) expect(reply.status).toBe(200);
    }
    const kept = keysOf(member);
    expect(kept.count).toBe(101);
    // The answers were 101 × the whole selection; what is kept is a marker per key.
    expect(kept.bytes).toBeLessThan(101 * 16);
    // 101 answers of a 150-book selection, beside the other contract files on two cores: more
    // than the default 20 s at times (a count test, no timing is asserted).
  }, 90_000);

  it(`keeps at most ${KEYS_PER_MEMBER} keys per member, the newest`, async () => {
    const member = await newMember({ label: 'key-cap' });
    const keys: string[] = [];
    for (let round = 0; round < KEYS_PER_MEMBER + 20; round += 20) {
      const batch = Array.from({ length: 20 }, replayKey);
      keys.push(...batch);
      const replies = await Promise.all(
        batch.map((key) =>
          call('addBookToSelection', {
            token: member.token,
            params: { bookId: 7 },
            body: { cartCategoryId: 'public', quantity: 1 },
            headers: { 'idempotency-key': key },
          }),
        ),
      );
      for (const reply of replies) expect(reply.status).toBe(200);
    }
    expect(keysOf(member).count).toBe(KEYS_PER_MEMBER);
    // The newest key still replays: the quantity does not change again.
    const newest = keys.at(-1) ?? '';
    const again = await call('addBookToSelection', {
      token: member.token,
      params: { bookId: 7 },
      body: { cartCategoryId: 'public', quantity: 1 },
      headers: { 'idempotency-key': newest },
    });
    const selection = await call('getSelection', {
      token: member.token,
      query: { name: 'common(default)' },
    });
    const row = expectDocumented(selection, 200).books.find((book) => book.bookId === 7);
    expect(expectDocumented(again, 200).quantity).toBe(row?.quantity);
  });

  it('a key older than the replay window is a new request (its old record is replaced)', async () => {
    const member = await newMember({ label: 'key-window' });
    const key = replayKey();
    const create = (name: string) =>
      call('createSelection', {
        token: member.token,
        body: { name },
        headers: { 'idempotency-key': key },
      });
    const first = expectDocumented(await create('Window one'), 201);
    // Within the window the same key answers the same selection.
    expect(expectDocumented(await create('Window one'), 201).categoryId).toBe(first.categoryId);
    testDb()
      .prepare('UPDATE idempotency_keys SET created_at = ? WHERE member_id = ? AND key = ?')
      .run(new Date(Date.now() - REPLAY_WINDOW_MS - 60_000).toISOString(), member.id, key);
    const later = expectDocumented(await create('Window two'), 201);
    expect(later.categoryId).not.toBe(first.categoryId);
    expect(keysOf(member).count).toBe(1);
  });

  it('a repeat whose selection was deleted since answers 404, as a request naming it would', async () => {
    const member = await newMember({ label: 'key-deleted' });
    const createKey = replayKey();
    const created = expectDocumented(
      await call('createSelection', {
        token: member.token,
        body: { name: 'Soon gone' },
        headers: { 'idempotency-key': createKey },
      }),
      201,
    );
    const addOneKey = replayKey();
    const addOne = () =>
      call('addBookToSelection', {
        token: member.token,
        params: { bookId: 3 },
        body: { cartCategoryId: created.categoryId, quantity: 2 },
        headers: { 'idempotency-key': addOneKey },
      });
    expectDocumented(await addOne(), 200);
    const addManyKey = replayKey();
    const addMany = () =>
      call('addBooksToSelection', {
        token: member.token,
        body: { cartCategoryId: created.categoryId, books: [{ bookId: 4, quantity: 1 }] },
        headers: { 'idempotency-key': addManyKey },
      });
    expectDocumented(await addMany(), 200);

    const deleted = await call('deleteSelection', {
      token: member.token,
      params: { id: created.categoryId },
    });
    expectDocumented(deleted, 204);

    expectError(
      await call('createSelection', {
        token: member.token,
        body: { name: 'Soon gone' },
        headers: { 'idempotency-key': createKey },
      }),
      404,
      'not_found',
    );
    expectError(await addOne(), 404, 'not_found');
    expectError(await addMany(), 404, 'not_found');
    // Nothing was created again by the replays.
    const list = await call('listSelections', {
      token: member.token,
    });
    expect(expectDocumented(list, 200).results.map((row) => row.name)).not.toContain('Soon gone');
  });

  it('a repeat of a whole-selection answer shows the selection as it is now', async () => {
    const member = await newMember({ label: 'key-current' });
    const key = replayKey();
    const add = () =>
      call('addBooksToSelection', {
        token: member.token,
        body: { cartCategoryId: 'public', books: [{ bookId: 11, quantity: 2 }] },
        headers: { 'idempotency-key': key },
      });
    expect(expectDocumented(await add(), 200).books).toEqual([
      expect.objectContaining({ bookId: 11, quantity: 2 }),
    ]);
    expectDocumented(
      await call('addBookToSelection', {
        token: member.token,
        params: { bookId: 12 },
        body: { cartCategoryId: 'public', quantity: 1 },
      }),
      200,
    );
    const replay = expectDocumented(await add(), 200);
    expect(replay.books.map((book) => [book.bookId, book.quantity]).sort()).toEqual([
      [11, 2],
      [12, 1],
    ]);
  });
});

// ------------------------------------------------------------------ housekeeping

describe('housekeeping removes what only grows, at start and on a schedule', () => {
  it('at start: expired keys, year-old visits, long-ended sign-ins and idle failure counters go', async () => {
    const db = testDb();
    const member = await newMember({ label: 'housekeeping' });
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const day = 24 * 3600_000;
    db.prepare(
      `INSERT INTO idempotency_keys (member_id, operation, key, request_hash, status_code, response, created_at)
       VALUES (?, 'createSelection', 'old-key-1', 'x', 201, 'null', ?),
              (?, 'createSelection', 'new-key-1', 'x', 201, 'null', ?)`,
    ).run(member.id, ago(REPLAY_WINDOW_MS + 60_000), member.id, ago(60_000));
    db.prepare(
      `INSERT INTO page_visits (member_id, page_name, url, created_at)
       VALUES (?, 'old-visit', '/old', ?), (?, 'new-visit', '/new', ?)`,
    ).run(member.id, ago(401 * day), member.id, ago(day));
    db.prepare(
      `INSERT INTO sessions (id, member_id, created_at, expires_at, last_used_at, revoked_at)
       VALUES ('hk-ended', ?, ?, ?, ?, ?), ('hk-expired', ?, ?, ?, ?, NULL),
              ('hk-recent', ?, ?, ?, ?, ?)`,
    ).run(
      ...[member.id, ago(20 * day), ago(-10 * day), ago(9 * day), ago(8 * day)],
      ...[member.id, ago(20 * day), ago(8 * day), ago(9 * day)],
      ...[member.id, ago(2 * day), ago(-10 * day), ago(day), ago(day)],
    );
    db.prepare(
      `INSERT INTO refresh_tokens (hash, member_id, family_id, created_at, expires_at)
       VALUES ('hk-token-ended', ?, 'hk-ended', ?, ?), ('hk-token-recent', ?, 'hk-recent', ?, ?)`,
    ).run(member.id, ago(20 * day), ago(-10 * day), member.id, ago(2 * day), ago(-10 * day));
    db.prepare(
      `INSERT INTO auth_failures (key, failures, locked_until, updated_at)
       VALUES ('login:hk-idle@school.test', 3, NULL, ?), ('login:hk-recent@school.test', 3, NULL, ?)`,
    ).run(ago(8 * day), ago(day));

    const app = await buildApp(
      loadConfig({
        ...TEST_SERVER_ENV,
        LOG_LEVEL: 'silent',
        DATABASE_PATH: inject('dbPath'),
        FILES_DIR: inject('filesDir'),
      }),
    );
    await app.close();

    const keys = db
      .prepare<[string], string>('SELECT key FROM idempotency_keys WHERE member_id = ?')
      .pluck()
      .all(member.id);
    expect(keys).toEqual(['new-key-1']);
    const visits = db
      .prepare<[string], string>('SELECT page_name FROM page_visits WHERE member_id = ?')
      .pluck()
      .all(member.id);
    expect(visits).toEqual(['new-visit']);
    const sessions = db
      .prepare<[], string>("SELECT id FROM sessions WHERE id LIKE 'hk-%' ORDER BY id")
      .pluck()
      .all();
    expect(sessions).toEqual(['hk-recent']);
    const tokens = db
      .prepare<[], string>("SELECT hash FROM refresh_tokens WHERE hash LIKE 'hk-%'")
      .pluck()
      .all();
    expect(tokens).toEqual(['hk-token-recent']);
    const failures = db
      .prepare<[], string>("SELECT key FROM auth_failures WHERE key LIKE 'login:hk-%'")
      .pluck()
      .all();
    expect(failures).toEqual(['login:hk-recent@school.test']);
  });

  it(`keeps at most ${VISITS_PER_DAY} page visits of a member in 24 hours`, async () => {
    const member = await newMember({ label: 'visits' });
    const db = testDb();
    const insert = db.prepare(
      "INSERT INTO page_visits (member_id, page_name, url, created_at) VALUES (?, 'Home', '/', ?)",
    );
    const now = new Date().toISOString();
    db.transaction(() => {
      for (let index = 0; index < VISITS_PER_DAY - 1; index += 1) insert.run(member.id, now);
    })();
    const visits = () =>
      db.prepare('SELECT count(*) FROM page_visits WHERE member_id = ?').pluck().get(member.id);
    const visit = () =>
      call('recordPageVisit', { token: member.token, body: { pageName: 'Home', url: '/' } });
    expectDocumented(await visit(), 204);
    expect(visits()).toBe(VISITS_PER_DAY);
    expectDocumented(await visit(), 204);
    expect(visits()).toBe(VISITS_PER_DAY);
  });

  it('runs again on its interval', () => {
    vi.useFakeTimers();
    const db = openDatabase(':memory:');
    const log = { info: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = scheduleHousekeeping(db, log);
    try {
      db.prepare(
        "INSERT INTO page_visits (member_id, page_name, url, created_at) VALUES (NULL, 'x', '/x', ?)",
      ).run(new Date(Date.now() - PAGE_VISIT_RETENTION_MS - 60_000).toISOString());
      const visits = () => db.prepare('SELECT count(*) FROM page_visits').pluck().get();
      vi.advanceTimersByTime(HOUSEKEEPING_INTERVAL_MS - 1_000);
      expect(visits()).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(visits()).toBe(0);
      expect(log.info).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      db.close();
      vi.useRealTimers();
    }
  });
});

// ------------------------------------------------------------------ OPTIONS

describe('OPTIONS outside a CORS preflight', () => {
  it.each(['/api/v1/member/me', '/api/v1/ping', '/api/v1/no-such-path', '/'])(
    'OPTIONS %s without preflight headers answers the error body',
    async (path) => {
      const reply = await fetch(`${baseUrl}${path}`, { method: 'OPTIONS' });
      expect(reply.status).toBe(400);
      expect(reply.headers.get('content-type')).toContain('application/json');
      expect(await reply.json()).toEqual({
        statusCode: 400,
        errorCode: 'invalid_preflight',
        message: expect.any(String),
      });
    },
  );

  it('a preflight with Origin but no method is refused the same way; a real one is answered', async () => {
    const half = await fetch(`${baseUrl}/api/v1/member/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173' },
    });
    expect(half.status).toBe(400);
    expect(((await half.json()) as ErrorBody).errorCode).toBe('invalid_preflight');
    const real = await fetch(`${baseUrl}/api/v1/member/me`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(real.status).toBe(204);
  });
});

// ------------------------------------------------------------------ archives

interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
  /** A size the directory claims instead of the real one (a lying header). */
  declaredSize?: number;
}

/** A ZIP archive written byte by byte (CRCs are not checked by the server, so left 0). */
function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

describe('archives that would expand without bound are refused as attachments', () => {
  const send = (member: Session, filename: string, content: Buffer) =>
    call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith(member.email, [[filename, content]]),
    });

  it.each([
    [
      'a zip bomb (100 MB of zeros in one entry)',
      'photos.zip',
      () => zip([{ name: 'zeros.bin', data: Buffer.alloc(100 * 1024 * 1024), deflate: true }]),
    ],
    [
      'a header claiming 1 GiB',
      'list.zip',
      () => zip([{ name: 'big.txt', data: Buffer.from('x'), declaredSize: 1024 ** 3 }]),
    ],
    [
      'many parts adding up past the bound',
      'parts.zip',
      () =>
        zip(
          Array.from({ length: 5 }, (_, index) => ({
            name: `part-${index}.txt`,
            data: Buffer.from('x'),
            declaredSize: 60 * 1024 * 1024,
          })),
        ),
    ],
    [
      'a zip holding zips (the nested kind)',
      'nested.zip',
      () => zip([{ name: 'inner.zip', data: zip([{ name: 'a.txt', data: Buffer.from('a') }]) }]),
    ],
    [
      'a document that is not a readable package',
      'report.docx',
      () => Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 1)]),
    ],
  ])('%s: 415, nothing stored', async (_label, filename, build) => {
    const member = await newMember({ label: 'archive' });
    const content = build();
    expect(content.length).toBeLessThan(inject('inquiryMaxFileBytes'));
    const reply = await send(member, filename, content);
    expectError(reply, 415, 'unsupported_file_type');
    expect(storedToday(member)).toBe(0);
  });

  it('an ordinary archive and a document with an embedded workbook are taken', async () => {
    const member = await newMember({ label: 'archive-ok' });
    const text = Buffer.from('isbn,qty\n9791102217328,3\n'.repeat(2000));
    expectDocumented(
      await send(
        member,
        'lists.zip',
        zip([
          { name: 'list.csv', data: text, deflate: true },
          { name: 'notes.txt', data: Buffer.from('hello') },
        ]),
      ),
      201,
    );
    const embedded = zip([{ name: 'sheet1.xml', data: Buffer.from('<x/>') }]);
    expectDocumented(
      await send(
        member,
        'slides.pptx',
        zip([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'ppt/embeddings/Microsoft_Excel_Worksheet.xlsx', data: embedded },
        ]),
      ),
      201,
    );
  });
});
