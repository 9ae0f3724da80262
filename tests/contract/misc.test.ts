import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, expect, inject, it } from 'vitest';
import { DEMO, PENDING, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, testDb } from './support/db.ts';
import {
  call,
  describeOperation,
  expectDocumented,
  expectError,
  expectErrorBody,
} from './support/http.ts';

let demo: Session;
beforeAll(async () => {
  demo = await signIn(DEMO.email, DEMO.password);
});

const inquiryDir = () => join(inject('filesDir'), 'inquiries');
const storedFiles = () => {
  try {
    return readdirSync(inquiryDir()).length;
  } catch {
    return 0;
  }
};

function inquiryForm(
  fields: Record<string, string> = {},
  files: [name: string, size: number][] = [],
): FormData {
  const form = new FormData();
  const values = {
    email: DEMO.email,
    orderCode: '',
    title: '배송 문의',
    content: '언제 도착하나요?',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const [filename, size] of files)
    form.append('files', new Blob([content(filename, size)]), filename);
  return form;
}

/** `size` bytes that are what the name says (the server checks content against the name). */
function content(filename: string, size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x41);
  const signature = filename.endsWith('.pdf')
    ? Buffer.from('%PDF-1.7\n')
    : filename.endsWith('.png')
      ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      : Buffer.alloc(0);
  bytes.set(signature.subarray(0, size));
  return bytes;
}

describeOperation('sendInquiry', () => {
  it('stores the inquiry with its attachments', async () => {
    const before = storedFiles();
    const form = inquiryForm({ orderCode: 'ORD-20261121-0001' }, [
      ['견적서 사본.pdf', 1000],
      ['photo.png', 20_000],
    ]);
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: form,
    });
    const body = expectDocumented(reply, 201);
    expect(body.fileCount).toBe(2);
    const files = testDb()
      .prepare<[number], { filename: string; size: number; path: string }>(
        'SELECT filename, size, path FROM inquiry_files WHERE inquiry_id = ? ORDER BY id',
      )
      .all(body.inquiryId);
    expect(files.map((f) => [f.filename, f.size])).toEqual([
      ['견적서 사본.pdf', 1000],
      ['photo.png', 20_000],
    ]);
    for (const file of files)
      expect(statSync(join(inject('filesDir'), file.path)).size).toBe(file.size);
    expect(storedFiles()).toBe(before + 2);
    expect(
      count('inquiries', 'id = ? AND order_code = ?', body.inquiryId, 'ORD-20261121-0001'),
    ).toBe(1);
  });

  it('accepts an inquiry without order number and attachments', async () => {
    const reply = await call('sendInquiry', { token: demo.token, rawBody: inquiryForm() });
    expect(expectDocumented(reply, 201)).toMatchObject({ fileCount: 0 });
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['an empty subject', { title: '' }],
    ['a blank message', { content: '   ' }],
    ['an unknown field', { priority: 'high' }],
  ])('answers 400 for %s and stores nothing', async (_label, fields) => {
    const before = fingerprint();
    const files = storedFiles();
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryForm(fields, [['a.txt', 10]]),
    });
    expectError(reply, 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
    expect(storedFiles()).toBe(files);
  });

  it('answers 400 when a required field is missing', async () => {
    const form = new FormData();
    form.append('email', DEMO.email);
    form.append('title', 'x');
    expectError(
      await call('sendInquiry', { token: demo.token, rawBody: form }),
      400,
      'validation_failed',
    );
  });

  it('answers 413 payload_too_large for an attachment over the limit, storing nothing', async () => {
    const before = fingerprint();
    const files = storedFiles();
    const big = inject('inquiryMaxFileBytes') + 1;
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryForm({}, [
        ['small.txt', 5],
        ['big.bin', big],
      ]),
    });
    expectError(reply, 413, 'payload_too_large');
    expect(fingerprint()).toBe(before);
    expect(storedFiles()).toBe(files);
  });

  it('answers 413 for more than 20 attachments', async () => {
    const before = fingerprint();
    const files = Array.from({ length: 21 }, (_, i) => [`f${i}.txt`, 3] as [string, number]);
    expectError(
      await call('sendInquiry', { token: demo.token, rawBody: inquiryForm({}, files) }),
      413,
      'payload_too_large',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 415 for a JSON body', async () => {
    expectErrorBody(
      await call('sendInquiry', {
        token: demo.token,
        body: { email: DEMO.email, title: 'x', content: 'y', orderCode: '' },
      }),
      415,
      'unsupported_media_type',
    );
  });

  it('requires an approved member', async () => {
    expectError(await call('sendInquiry', { rawBody: inquiryForm() }), 401, 'auth_token_missing');
    const pending = await signIn(PENDING.email, PENDING.password);
    expectError(
      await call('sendInquiry', { token: pending.token, rawBody: inquiryForm() }),
      403,
      'member_not_approved',
    );
  });
});

describeOperation('recordPageVisit', () => {
  it('stores page name, url, member and time', async () => {
    const before = count('page_visits', 'member_id = ?', demo.id);
    expectDocumented(
      await call('recordPageVisit', {
        token: demo.token,
        body: { pageName: 'Book Details', url: '/books/3' },
      }),
      204,
    );
    expect(
      count(
        'page_visits',
        'member_id = ? AND page_name = ? AND url = ?',
        demo.id,
        'Book Details',
        '/books/3',
      ),
    ).toBe(1);
    expect(count('page_visits', 'member_id = ?', demo.id)).toBe(before + 1);
  });

  it('answers 400 for a missing url or an empty page name', async () => {
    const before = fingerprint();
    expectError(
      await call('recordPageVisit', { token: demo.token, body: { pageName: 'Home' } }),
      400,
      'validation_failed',
    );
    expectError(
      await call('recordPageVisit', { token: demo.token, body: { pageName: '', url: '/' } }),
      400,
      'validation_failed',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 401 without a token', async () => {
    expectError(
      await call('recordPageVisit', { body: { pageName: 'Home', url: '/' } }),
      401,
      'auth_token_missing',
    );
  });
});

describeOperation('getCoverImage', () => {
  it('draws a cacheable WebP cover 160 pixels wide, without a token, and keeps it on disk', async () => {
    const reply = await call('getCoverImage', { params: { bookId: 4 } });
    expectDocumented(reply, 200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(reply.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 160,
      height: 235,
    });
    const kept = readdirSync(join(inject('filesDir'), 'images')).filter((name) =>
      name.startsWith('cover-4-160-'),
    );
    expect(kept).toHaveLength(1);
    const again = await call('getCoverImage', { params: { bookId: 4 } });
    expect(again.bytes.equals(reply.bytes)).toBe(true);
  });

  it('draws the large cover, 480 pixels wide, with w=480', async () => {
    const reply = await call('getCoverImage', { params: { bookId: 4 }, query: { w: 480 } });
    expectDocumented(reply, 200);
    expect(await sharp(reply.bytes).metadata()).toMatchObject({ width: 480, height: 704 });
  });

  it('answers 404 for an unknown book and 400 for a bad id or width', async () => {
    expectError(await call('getCoverImage', { params: { bookId: 999999 } }), 404, 'not_found');
    expectError(
      await call('getCoverImage', { params: { bookId: 'abc' } }),
      400,
      'validation_failed',
    );
    expectError(
      await call('getCoverImage', { params: { bookId: 4 }, query: { w: 300 } }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('getCover', () => {
  it('draws a cacheable SVG cover with the title, without a token', async () => {
    const reply = await call('getCover', { params: { bookId: 3 } });
    expectDocumented(reply, 200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const title =
      testDb().prepare<[], { title: string }>('SELECT title FROM books WHERE id = 3').get()
        ?.title ?? '';
    expect(reply.body).toContain('<svg');
    expect(reply.body).toContain(`aria-label="${title}"`);
  });

  it('answers 404 for an unknown book and 400 for a bad id', async () => {
    expectError(await call('getCover', { params: { bookId: 999999 } }), 404, 'not_found');
    expectError(await call('getCover', { params: { bookId: 'abc' } }), 400, 'validation_failed');
  });
});

describeOperation('ping', () => {
  it('answers pong as text', async () => {
    const reply = await call('ping');
    expectDocumented(reply, 200);
    expect(reply.body).toBe('pong');
  });
});
