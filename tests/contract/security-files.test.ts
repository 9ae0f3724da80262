/**
 * Files and input robustness held to OWASP ASVS 4.0.3 level 2: chapter 12 (files and resources),
 * chapter 13 (API) and chapter 5 (input validation), plus availability under a busy database.
 * Every test names the requirement it covers.
 */
import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/env.ts';
import { quoteOrder } from '../../server/provider.ts';
import { componentSchema } from '../../server/spec.ts';
import { NON_BLANK_TEXT } from '../../server/validation.ts';
import { TEST_SERVER_ENV } from './global-setup.ts';
import { DEMO, newMember, registrationBody, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, testDb } from './support/db.ts';
import {
  baseUrl,
  call,
  expectDocumented,
  expectError,
  expectErrorBody,
  toReply,
  type Reply,
} from './support/http.ts';

let demo: Session;
beforeAll(async () => {
  demo = await signIn(DEMO.email, DEMO.password);
});

const api = (path: string) => `${baseUrl}/api/v1${path}`;

/** A plain request by URL (for what `call` cannot express: odd paths, raw bytes). */
async function raw(
  operationId: string,
  method: string,
  url: string,
  init: { token?: string; body?: BodyInit; contentType?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.contentType) headers['content-type'] = init.contentType;
  return toReply(operationId, await fetch(url, { method, headers, body: init.body }));
}

// ------------------------------------------------------------------ multipart helpers

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const WINDOWS_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

interface RawPart {
  name: string;
  value: Buffer | string;
  filename?: Buffer | string;
  type?: string;
}

/** A multipart body written byte by byte (names and values as given, however broken). */
function multipartBody(boundary: string, parts: RawPart[], close = true): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename =
      part.filename === undefined
        ? ''
        : Buffer.concat([
            Buffer.from('; filename="'),
            Buffer.from(part.filename),
            Buffer.from('"'),
          ]).toString('latin1');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
        'latin1',
      ),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const inquiryFields = (overrides: Record<string, string | Buffer> = {}): RawPart[] =>
  Object.entries({
    email: DEMO.email,
    orderCode: '',
    title: '파일 문의',
    content: '첨부를 확인해 주세요.',
    ...overrides,
  }).map(([name, value]) => ({ name, value }));

function sendMultipart(token: string, body: Buffer, contentType: string) {
  return raw('sendInquiry', 'POST', api('/member/contact'), {
    token,
    body: new Uint8Array(body),
    contentType,
  });
}

function inquiryWith(files: [filename: string, content: Buffer][]): FormData {
  const form = new FormData();
  for (const part of inquiryFields()) form.append(part.name, String(part.value));
  for (const [filename, content] of files)
    form.append('files', new Blob([new Uint8Array(content)]), filename);
  return form;
}

const filesOnDisk = (): string[] => {
  const list = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? list(join(dir, entry.name)) : [join(dir, entry.name)],
        )
      : [];
  return list(inject('filesDir')).sort();
};

// ================================================================== chapter 5 / 13: bad input

describe('ASVS 5.1.3, 13.2.5: every bad input is a 4xx with the contract error body', () => {
  it('5.1.3: a NUL character in a search is 400 validation_failed, not an SQLite error', async () => {
    const search = await call('searchBooks', {
      token: demo.token,
      query: { value: 'abc\u0000def' },
    });
    expectError(search, 400, 'validation_failed');
    const titles = await call('listCollectionBooks', {
      token: demo.token,
      params: { collectionId: 1 },
      query: { filter: 'title', value: 'war\u0000 peace' },
    });
    expectError(titles, 400, 'validation_failed');
  });

  it('5.1.3: a NUL character in a JSON body is 400 validation_failed', async () => {
    const before = fingerprint();
    const reply = await call('createSelection', {
      token: demo.token,
      body: { name: 'nul\u0000name' },
    });
    expectError(reply, 400, 'validation_failed');
    expect(fingerprint()).toBe(before);
  });

  it('13.2.5: multipart without a boundary, with a wrong one, or cut short is 400', async () => {
    const body = multipartBody('real-boundary', inquiryFields());
    const cases: [string, Buffer, string][] = [
      ['no boundary', body, 'multipart/form-data'],
      ['a wrong boundary', body, 'multipart/form-data; boundary=other-boundary'],
      [
        'a truncated body',
        body.subarray(0, body.length - 40),
        'multipart/form-data; boundary=real-boundary',
      ],
      [
        'no closing boundary',
        multipartBody('real-boundary', inquiryFields(), false),
        'multipart/form-data; boundary=real-boundary',
      ],
    ];
    for (const [label, bytes, type] of cases) {
      const before = fingerprint();
      const reply = await sendMultipart(demo.token, bytes, type);
      expect(reply.status, `${label}: ${JSON.stringify(reply.body)}`).toBe(400);
      expectError(reply, 400, 'validation_failed');
      expect(fingerprint(), label).toBe(before);
    }
  });

  it('5.1.4: a CR or LF in an attachment name is refused, not a silently dropped file', async () => {
    for (const filename of ['report\r.pdf', 'report\n.pdf']) {
      const before = fingerprint();
      const reply = await sendMultipart(
        demo.token,
        multipartBody('b0undary', [
          ...inquiryFields(),
          { name: 'files', filename, type: 'application/pdf', value: PDF },
        ]),
        'multipart/form-data; boundary=b0undary',
      );
      expectError(reply, 400, 'validation_failed');
      expect(fingerprint()).toBe(before);
    }
  });

  it('5.1.4: invalid UTF-8 is refused with 400, never stored as U+FFFD', async () => {
    const invalid = Buffer.from([0x41, 0xff, 0xfe, 0x42]);
    const json = await raw('createSelection', 'POST', api('/member/cart/add/category'), {
      token: demo.token,
      contentType: 'application/json',
      body: new Uint8Array(Buffer.concat([Buffer.from('{"name":"'), invalid, Buffer.from('"}')])),
    });
    expectErrorBody(json, 400, 'invalid_encoding');

    const field = await sendMultipart(
      demo.token,
      multipartBody('b0undary', inquiryFields({ title: invalid })),
      'multipart/form-data; boundary=b0undary',
    );
    expectError(field, 400, 'invalid_encoding');

    const filename = await sendMultipart(
      demo.token,
      multipartBody('b0undary', [
        ...inquiryFields(),
        {
          name: 'files',
          filename: Buffer.concat([invalid, Buffer.from('.pdf')]),
          type: 'application/pdf',
          value: PDF,
        },
      ]),
      'multipart/form-data; boundary=b0undary',
    );
    expectError(filename, 400, 'invalid_encoding');

    const query = await raw('searchBooks', 'GET', `${api('/member/book/panmun')}?value=A%FF%FEB`, {
      token: demo.token,
    });
    expectError(query, 400, 'invalid_encoding');
    expect(count('selections', "name LIKE '%' || char(65533) || '%'")).toBe(0);
    expect(count('inquiries', "title LIKE '%' || char(65533) || '%'")).toBe(0);
  });

  it('5.1.3: a path parameter over 100 characters is 400 with the error body, GET or POST', async () => {
    const long = 'x'.repeat(150);
    const digits = '1'.repeat(150);
    const cases: [string, string, string][] = [
      ['renameSelection', 'POST', `/member/cart/category/update/name/${long}`],
      ['deleteSelection', 'DELETE', `/member/cart/delete/category/${long}`],
      ['getBook', 'GET', `/member/book/detail/${digits}`],
      ['listCollectionBooks', 'GET', `/member/book/${digits}`],
      ['deleteSelectionItem', 'DELETE', `/member/cart/delete/book/${digits}`],
    ];
    for (const [operationId, method, path] of cases) {
      const reply = await raw(operationId, method, api(path), {
        token: demo.token,
        ...(method === 'POST'
          ? { contentType: 'application/json', body: JSON.stringify({ name: 'x' }) }
          : {}),
      });
      expectError(reply, 400, 'validation_failed');
    }
  });

  it('13.2.5: headers or a URL over 16 kB are 431 with the error body', async () => {
    const big = 'a'.repeat(17 * 1024);
    const header = await new Promise<{ status: number; type: string; body: string }>(
      (resolve, reject) => {
        const req = httpRequest(api('/ping'), { headers: { 'x-padding': big } }, (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              type: String(res.headers['content-type']),
              body: text,
            }),
          );
        });
        req.on('error', reject);
        req.end();
      },
    );
    expect(header.status).toBe(431);
    expect(header.type).toContain('application/json');
    expect(JSON.parse(header.body)).toEqual({
      statusCode: 431,
      errorCode: 'headers_too_large',
      message: expect.any(String),
    });

    const url = await fetch(`${api('/member/book/panmun')}?value=${big}`, {
      headers: { authorization: `Bearer ${demo.token}` },
    });
    expect(url.status).toBe(431);
    expect(await url.json()).toEqual({
      statusCode: 431,
      errorCode: 'headers_too_large',
      message: expect.any(String),
    });
  });

  it('5.1.4: integer ids are plain decimal; 0x10, 1e3, +1 and " 1" are 400', async () => {
    for (const id of ['0x10', '1e3', '+1', ' 1', '1.0', '0b1']) {
      const path = await call('getBook', { token: demo.token, params: { bookId: id } });
      expectError(path, 400, 'validation_failed');
      const query = await call('searchBooks', { token: demo.token, query: { page: id } });
      expectError(query, 400, 'validation_failed');
    }
    const list = await call('listCollectionBooks', {
      token: demo.token,
      params: { collectionId: 1 },
      query: { categories: '1,0x10' },
    });
    expectError(list, 400, 'validation_failed');
    // Plain decimal still works.
    expectDocumented(await call('getBook', { token: demo.token, params: { bookId: '16' } }), 200);
  });

  it('5.1.3: whitespace-only texts are declared in the contract and refused by the server', async () => {
    const declared: [string, string][] = [
      ['RegisterRequest', 'name'],
      ['RegisterRequest', 'department'],
      ['RegisterRequest', 'address'],
      ['Member', 'name'],
      ['Member', 'department'],
      ['Member', 'address'],
      ['InquiryForm', 'title'],
      ['InquiryForm', 'content'],
      ['SelectionNameRequest', 'name'],
      ['FilterSaveRequest', 'name'],
    ];
    for (const [schema, field] of declared) {
      const property = (componentSchema(schema).properties as Record<string, { pattern?: string }>)[
        field
      ];
      expect(property?.pattern, `${schema}.${field}`).toBe(NON_BLANK_TEXT);
    }

    const member = await newMember({ label: 'blank' });
    for (const field of ['name', 'department', 'address']) {
      const reply = await call('updateMe', {
        token: member.token,
        body: {
          name: 'n',
          email: member.email,
          phoneNumber: '0101234',
          department: 'd',
          address: 'a',
          [field]: ' \u3000 ',
        },
      });
      expect(expectError(reply, 400, 'validation_failed').message).toBe(
        `body/${field} must not be blank`,
      );
    }
    const register = await call('register', {
      body: { ...registrationBody('blank@school.test'), department: '   ' },
    });
    expect(expectError(register, 400, 'validation_failed').message).toBe(
      'body/department must not be blank',
    );
    for (const field of ['title', 'content']) {
      const reply = await sendMultipart(
        demo.token,
        multipartBody('b0undary', inquiryFields({ [field]: '   ' })),
        'multipart/form-data; boundary=b0undary',
      );
      expect(expectError(reply, 400, 'validation_failed').message).toBe(
        `body/${field} must not be blank`,
      );
    }
  });

  it('13.2.5: an unknown category in a valid saved-filter body is 404, like an unknown tab', async () => {
    const tabs = await call('listTabs', { token: demo.token });
    const tabId = expectDocumented(tabs, 200).results[0]!.tabId;
    const body = {
      tabId,
      name: 'unknown category',
      keywords: [],
      author: [],
      publisher: [],
      titles: [],
      categories: [2_000_000],
    };
    const before = fingerprint();
    expectError(await call('createFilter', { token: demo.token, body }), 404, 'not_found');
    expectError(
      await call('createFilter', {
        token: demo.token,
        body: { ...body, categories: [], tabId: 99_999 },
      }),
      404,
      'not_found',
    );
    expect(fingerprint()).toBe(before);
  });

  it('5.1.3: a __proto__ key is an unknown field (validation_failed), not "not valid JSON"', async () => {
    const reply = await raw('createSelection', 'POST', api('/member/cart/add/category'), {
      token: demo.token,
      contentType: 'application/json',
      body: '{"name":"proto","__proto__":{"isAdmin":true}}',
    });
    const error = expectError(reply, 400, 'validation_failed');
    expect(error.message).toBe('body/__proto__ is not allowed (unknown field)');
  });
});

// ================================================================== availability: busy database

describe('ASVS 11.1.4 / 13.2: a busy database answers 503 quickly and stalls nothing else', () => {
  it('answers 503 service_busy with Retry-After in well under a second; /ping keeps answering', async () => {
    const lock = testDb();
    lock.exec('BEGIN IMMEDIATE');
    try {
      const started = Date.now();
      const [write, ping, tree] = await Promise.all([
        call('createSelection', { token: demo.token, body: { name: 'while busy' } }),
        (async () => {
          const at = Date.now();
          const reply = await call('ping');
          return { reply, ms: Date.now() - at };
        })(),
        call('getCategoryTree'),
      ]);
      const elapsed = Date.now() - started;
      expectErrorBody(write, 503, 'service_busy');
      expect(Number(write.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(elapsed).toBeLessThan(1000);
      expect(ping.reply.status).toBe(200);
      expect(ping.ms).toBeLessThan(1000);
      expectDocumented(tree, 200);
    } finally {
      lock.exec('ROLLBACK');
    }
    // Once the lock is gone, writes work again.
    expectDocumented(
      await call('createSelection', { token: demo.token, body: { name: 'after busy' } }),
      201,
    );
  });
});

// ================================================================== chapter 12: files

/** A member with an answered quotation (its file made by the provider operation). */
async function memberWithQuotation(label: string) {
  const member = await newMember({ label });
  expect(
    (
      await call('addBooksToSelection', {
        token: member.token,
        body: { cartCategoryId: 'public', books: [{ bookId: 11, quantity: 2 }] },
      })
    ).status,
  ).toBe(200);
  const created = await call('requestQuotation', {
    token: member.token,
    headers: { 'idempotency-key': randomUUID() },
    body: { cartCategoryId: 'public', message: '', books: [{ bookId: 11, quantity: 2 }] },
  });
  const order = expectDocumented(created, 201);
  await quoteOrder(testDb(), order.orderCode);
  const detail = await call('getOrder', {
    token: member.token,
    params: { id: order.orderId },
  });
  const fileUrl = expectDocumented(detail, 200).fileUrl;
  if (!fileUrl) throw new Error('the quotation has no file');
  return { member, order, fileUrl };
}

const download = (fileUrl: string, token?: string) =>
  raw('downloadFile', 'GET', `${baseUrl}${fileUrl}`, { token });

describe('ASVS 12.5, 4.1.3: quotation and order-form files need their owner', () => {
  it('4.1.3: a file is served to its member only: 401 without a token, 404 to another member', async () => {
    const { member, fileUrl } = await memberWithQuotation('file-owner');
    expectError(await download(fileUrl), 401, 'auth_token_missing');
    expectError(await download(fileUrl, demo.token), 404, 'not_found');
    const own = await download(fileUrl, member.token);
    expectDocumented(own, 200);
    // An .xlsx workbook is a zip.
    expect(own.bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
  });

  it('8.3.2: the files are deleted with the account', async () => {
    const { member, order, fileUrl } = await memberWithQuotation('file-deleted');
    expect(count('files', 'order_id = ?', order.orderId)).toBe(1);
    const deleted = await call('deleteAccount', {
      token: member.token,
      body: { currentPassword: member.password },
    });
    expectDocumented(deleted, 204);
    expect(count('files', 'order_id = ?', order.orderId)).toBe(0);
    expect(
      count(
        'orders',
        'id = ? AND quotation_file IS NULL AND order_file IS NULL AND member_id IS NULL',
        order.orderId,
      ),
    ).toBe(1);
    const after = await download(fileUrl, member.token);
    expect(after.status).toBeGreaterThanOrEqual(400);
    expect(after.status).toBeLessThan(500);
  });
});

describe('ASVS 12.1, 12.2: inquiry attachments are bounded and checked against their names', () => {
  it('12.1.1: a member over the 24-hour quota gets 429 upload_quota_exceeded, nothing stored', async () => {
    const member = await newMember({ label: 'quota' });
    const quota = loadConfig(TEST_SERVER_ENV).inquiryDailyBytes;
    // What the member already sent today: one inquiry with attachments just under the quota.
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
       VALUES (?, 'big.pdf', 'application/pdf', ?, 'inquiries/quota-earlier')`,
    ).run(inquiryId, quota - 500);

    const before = fingerprint();
    const disk = filesOnDisk();
    const reply = await call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith([['more.pdf', Buffer.concat([PDF, Buffer.alloc(1000, 0x20)])]]),
    });
    expectError(reply, 429, 'upload_quota_exceeded');
    expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(fingerprint()).toBe(before);
    expect(filesOnDisk()).toEqual(disk);

    // Within what is left, an attachment is taken.
    const small = await call('sendInquiry', {
      token: member.token,
      rawBody: inquiryWith([['small.pdf', PDF]]),
    });
    expectDocumented(small, 201);
  });

  it.each([
    ['a Windows program named invoice.pdf', 'invoice.pdf', WINDOWS_EXE],
    ['a Linux program named notes.txt', 'notes.txt', Buffer.from('\x7fELF\x02\x01\x01\0\0\0')],
    ['a macOS program named list.csv', 'list.csv', Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 7, 0])],
    ['a shell script named notes.txt', 'notes.txt', Buffer.from('#!/bin/sh\nrm -rf ~\n')],
    ['a PNG named report.pdf', 'report.pdf', PNG],
    ['a PDF named photo.png', 'photo.png', PDF],
    ['a kind not taken (.exe)', 'setup.exe', PDF],
    ['a web page (.html)', 'page.html', Buffer.from('<script>alert(1)</script>')],
  ])('12.2.1: %s is refused with 415 and nothing stored', async (_label, filename, content) => {
    const before = fingerprint();
    const disk = filesOnDisk();
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryWith([
        ['fine.pdf', PDF],
        [filename, content],
      ]),
    });
    expectError(reply, 415, 'unsupported_file_type');
    expect(fingerprint()).toBe(before);
    expect(filesOnDisk()).toEqual(disk);
  });

  it('12.2.1: files whose content matches their names are stored', async () => {
    const reply = await call('sendInquiry', {
      token: demo.token,
      rawBody: inquiryWith([
        ['quote.pdf', PDF],
        ['photo.PNG', PNG],
        ['list.csv', Buffer.from('isbn,qty\n9791102217328,3\n')],
        // An empty ZIP package: its directory is read to bound what it expands to.
        ['목록.xlsx', Buffer.concat([Buffer.from('PK\x05\x06'), Buffer.alloc(18)])],
      ]),
    });
    expect(expectDocumented(reply, 201).fileCount).toBe(4);
  });

  it.each([
    ['in the middle of a file', false],
    ['between two parts', true],
  ])('12.1.1: a request cut off %s leaves no file behind', async (_label, wholeFile) => {
    const before = fingerprint();
    const disk = filesOnDisk();
    const boundary = 'cut0ff';
    const head = multipartBody(boundary, inquiryFields(), false);
    const filePart = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const sent = Buffer.concat([
      head,
      filePart,
      PDF,
      Buffer.alloc(60_000, 0x20),
      // A whole part ends with the line break before the next delimiter.
      wholeFile ? Buffer.from(`\r\n--${boundary}\r\n`) : Buffer.alloc(0),
    ]);
    const socketClosed = new Promise<void>((resolve) => {
      const req = httpRequest(new URL(api('/member/contact')), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${demo.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(sent.length + 200_000),
        },
      });
      req.on('error', () => resolve());
      req.on('close', () => resolve());
      req.write(sent);
      // Once the server holds part of the file, the connection is cut.
      void expect
        .poll(() => filesOnDisk().length, { timeout: 10_000 })
        .toBeGreaterThan(disk.length)
        .then(() => req.destroy());
    });
    await socketClosed;
    await expect.poll(() => filesOnDisk(), { timeout: 10_000 }).toEqual(disk);
    expect(fingerprint()).toBe(before);
  });

  it('12.1.1: at start, partial uploads and files no inquiry names are removed', async () => {
    const filesDir = inject('filesDir');
    const kept = filesOnDisk();
    expect(kept.length).toBeGreaterThan(0);
    mkdirSync(join(filesDir, 'partial'), { recursive: true });
    writeFileSync(join(filesDir, 'partial', 'left-by-a-crash'), 'x');
    writeFileSync(join(filesDir, 'inquiries', 'no-row'), 'x');
    const app = await buildApp(
      loadConfig({
        ...TEST_SERVER_ENV,
        LOG_LEVEL: 'silent',
        DATABASE_PATH: inject('dbPath'),
        FILES_DIR: filesDir,
      }),
    );
    await app.close();
    expect(filesOnDisk()).toEqual(kept);
  });
});

// ================================================================== chapter 8: caching

describe('ASVS 8.2.1: member data is never kept by shared caches', () => {
  it('answers member reads with Cache-Control: private, no-cache', async () => {
    for (const reply of [
      await call('getMe', { token: demo.token }),
      await call('listCollectionBooks', { token: demo.token, params: { collectionId: 1 } }),
      await call('listOrders', { token: demo.token }),
      await call('getMe'),
    ]) {
      expect(reply.headers.get('cache-control'), reply.operationId).toBe('private, no-cache');
    }
  });

  it('keeps the policy an operation sets itself (the Excel export: no-store)', async () => {
    const excel = await call('downloadSelectionExcel', {
      token: demo.token,
      query: { ids: [1], name: 'common(default)' },
    });
    expectDocumented(excel, 200);
    expect(excel.headers.get('cache-control')).toBe('no-store');
  });
});
