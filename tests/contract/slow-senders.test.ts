/**
 * Slow senders (issue 34, item 6): a head dribbled in (slowloris), a body dribbled in, and a large
 * refused body are cut within their limits, and the server answers others meanwhile. A server of
 * this file's own runs with short limits (1–3 s) and the default upload limits (20 × 25 MB).
 */
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, MAX_CONCURRENT_DRAINS, MAX_DRAIN_BYTES } from '../../server/app.ts';
import { loadConfig } from '../../server/env.ts';
import { DEMO } from './support/accounts.ts';
import type { Schemas } from './support/schemas.ts';

const HEADERS_S = 1;
const BODY_S = 1;
const REQUEST_S = 3;
/** Node looks for expired requests every second; a busy machine may add a little more. */
const SLACK_MS = 1000 + 1500;

const dirs: string[] = [];
const apps: FastifyInstance[] = [];

/** A server of this file's own with `env` on top of short defaults; resolves with its port. */
async function startServer(env: Record<string, string>): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-slow-'));
  dirs.push(dir);
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_BOOKS: '50',
      DEMO_ACCOUNTS: '1',
      DATABASE_PATH: join(dir, 'portal.db'),
      STATIC_DIR: join(dir, 'no-dist'),
      ...env,
    }),
  );
  apps.push(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return address.port;
}

/** Seeding a server's database takes a while on a busy machine. */
const START_TIMEOUT_MS = 30_000;

/** The port of the server under test in the current block. */
let port: number;

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A raw connection: what the server sent, and when it closed the connection. */
interface Connection {
  socket: Socket;
  opened: number;
  received: () => string;
  /** Resolves with the time the server ended the connection. */
  closed: Promise<number>;
  /** Writes `chunks` one by one, `everyMs` apart, until they run out or the connection ends. */
  dribble: (chunks: string[], everyMs: number) => void;
}

function open(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    let timer: NodeJS.Timeout | undefined;
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    const closed = new Promise<number>((done) => {
      const end = () => {
        clearInterval(timer);
        done(Date.now());
      };
      socket.once('end', end);
      socket.once('close', end);
    });
    socket.on('error', () => undefined);
    socket.once('connect', () =>
      resolve({
        socket,
        opened: Date.now(),
        received: () => data,
        closed,
        dribble(chunks, everyMs) {
          const rest = [...chunks];
          timer = setInterval(() => {
            const chunk = rest.shift();
            if (chunk === undefined || socket.destroyed) clearInterval(timer);
            else socket.write(chunk);
          }, everyMs);
        },
      }),
    );
    socket.once('error', reject);
  });
}

/** `promise`, or a failure after `ms` (the old server never closed such connections). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: still open after ${ms} ms`)), ms),
    ),
  ]);
}

const url = (path: string) => `http://127.0.0.1:${port}/api/v1${path}`;

/** The server answers a normal request while a slow sender is held. */
async function pingAnswers() {
  const response = await fetch(url('/ping'));
  expect(response.status).toBe(200);
}

const statusOf = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);

async function signInDemo(): Promise<string> {
  const response = await fetch(url('/auth/member/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Schemas['LoginResponse']).accessToken;
}

describe('slow senders are cut within their limits, and others are answered meanwhile', () => {
  beforeAll(async () => {
    port = await startServer({
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
      BODY_TIMEOUT_SECONDS: String(BODY_S),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
      // Longer than the others: a byte now and then keeps a connection from being idle.
      IDLE_TIMEOUT_SECONDS: '30',
    });
  }, START_TIMEOUT_MS);

  it(`a head dribbled in (slowloris) gets 408 and is closed after ${HEADERS_S} s`, async () => {
    const slow = await open();
    slow.socket.write('GET /api/v1/ping HTTP/1.1\r\nHost: localhost\r\n');
    // A header every 200 ms, never the blank line that ends the head.
    slow.dribble(
      Array.from({ length: 200 }, (_, index) => `X-Slow-${index}: a\r\n`),
      200,
    );
    await pingAnswers();
    const closedAt = await within(slow.closed, HEADERS_S * 1000 + SLACK_MS, 'slowloris');
    expect(closedAt - slow.opened).toBeGreaterThanOrEqual(HEADERS_S * 1000 - 100);
    expect(statusOf(slow.received())).toBe(408);
    expect(slow.received()).toContain('"errorCode":"request_timeout"');
  });

  it(`a JSON body sent a byte at a time gets 408 and is closed after ${BODY_S} s`, async () => {
    const body = JSON.stringify({ email: DEMO.email, password: 'x'.repeat(200) });
    const slow = await open();
    slow.socket.write(
      'POST /api/v1/auth/member/login HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    slow.dribble([...body], 250);
    await pingAnswers();
    const closedAt = await within(slow.closed, BODY_S * 1000 + SLACK_MS, 'slow JSON body');
    expect(closedAt - slow.opened).toBeGreaterThanOrEqual(BODY_S * 1000 - 100);
    expect(statusOf(slow.received())).toBe(408);
  });

  it(`an upload sent a byte at a time keeps the longer request limit (${REQUEST_S} s), then gets 408 and is closed`, async () => {
    const token = await signInDemo();
    const boundary = 'slowboundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${DEMO.email}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\n` +
      'x'.repeat(400);
    const slow = await open();
    slow.socket.write(
      'POST /api/v1/member/contact HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${body.length + 1000}\r\n\r\n`,
    );
    slow.dribble([...body], 250);
    await pingAnswers();
    const closedAt = await within(slow.closed, REQUEST_S * 1000 + SLACK_MS, 'slow upload');
    // Not cut by the body limit of JSON requests: a slow tablet's upload has the request's limit.
    expect(closedAt - slow.opened).toBeGreaterThanOrEqual(REQUEST_S * 1000 - 100);
    expect(statusOf(slow.received())).toBe(408);
  });

  it('a refused upload declaring 20 MB closes its connection instead of reading it', async () => {
    const declared = 20 * 1024 * 1024;
    expect(declared).toBeGreaterThan(MAX_DRAIN_BYTES);
    const refused = await open();
    refused.socket.write(
      'POST /api/v1/member/contact HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\n' +
        `Content-Length: ${declared}\r\n\r\n` +
        '--x\r\n' +
        'a'.repeat(16 * 1024),
    );
    // Long before the request limit: the server closes as soon as it has answered.
    await within(refused.closed, 2000, 'refused 20 MB body');
    expect(statusOf(refused.received())).toBe(401);
    expect(refused.received()).toMatch(/\r\nconnection: close\r\n/i);
    await pingAnswers();
  });

  it(`drains at most ${MAX_CONCURRENT_DRAINS} small refused bodies at once; beyond that it closes`, async () => {
    const declared = 1024 * 1024;
    expect(declared).toBeLessThanOrEqual(MAX_DRAIN_BYTES);
    const send = async () => {
      const connection = await open();
      connection.socket.write(
        'POST /api/v1/member/contact HTTP/1.1\r\nHost: localhost\r\n' +
          'Content-Type: multipart/form-data; boundary=x\r\n' +
          `Content-Length: ${declared}\r\n\r\n--x\r\n`,
      );
      await within(
        new Promise<void>((resolve) => {
          const check = () => {
            if (connection.received().includes('\r\n\r\n')) {
              connection.socket.off('data', check);
              resolve();
            }
          };
          connection.socket.on('data', check);
          check();
        }),
        5000,
        'an answer',
      );
      return connection;
    };
    const drained: Connection[] = [];
    try {
      // One after the other, so that the count is the server's, not a race of the test.
      for (let index = 0; index < MAX_CONCURRENT_DRAINS; index += 1) drained.push(await send());
      for (const connection of drained) {
        expect(statusOf(connection.received())).toBe(401);
        expect(connection.received()).not.toMatch(/\r\nconnection: close\r\n/i);
      }
      const beyond = await send();
      expect(statusOf(beyond.received())).toBe(401);
      expect(beyond.received()).toMatch(/\r\nconnection: close\r\n/i);
      await within(beyond.closed, 2000, 'a refused body beyond the drain count');
    } finally {
      for (const connection of drained) connection.socket.destroy();
    }
    // Those connections gone, a small refused body is drained again.
    await within(
      (async () => {
        for (;;) {
          const again = await send();
          again.socket.destroy();
          if (!/\r\nconnection: close\r\n/i.test(again.received())) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })(),
      3000,
      'draining again',
    );
  });
});

describe('silent connections are closed', () => {
  const IDLE_S = 1;
  const KEEP_ALIVE_S = 1;
  beforeAll(async () => {
    port = await startServer({
      IDLE_TIMEOUT_SECONDS: String(IDLE_S),
      KEEP_ALIVE_TIMEOUT_SECONDS: String(KEEP_ALIVE_S),
      // Far longer: only silence can cut these connections within the test's time.
      REQUEST_TIMEOUT_SECONDS: '60',
    });
  }, START_TIMEOUT_MS);

  it(`an upload that stops sending midway is closed after ${IDLE_S} s of silence`, async () => {
    const token = await signInDemo();
    const silent = await open();
    silent.socket.write(
      'POST /api/v1/member/contact HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${token}\r\n` +
        'Content-Type: multipart/form-data; boundary=x\r\n' +
        'Content-Length: 100000\r\n\r\n--x\r\n',
    );
    await pingAnswers();
    const closedAt = await within(silent.closed, IDLE_S * 1000 + SLACK_MS, 'a silent upload');
    expect(closedAt - silent.opened).toBeGreaterThanOrEqual(IDLE_S * 1000 - 100);
  });

  it(`a kept-alive connection idle between requests is closed after ${KEEP_ALIVE_S} s`, async () => {
    const idle = await open();
    idle.socket.write('GET /api/v1/ping HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const closedAt = await within(
      idle.closed,
      KEEP_ALIVE_S * 1000 + SLACK_MS,
      'an idle connection',
    );
    expect(statusOf(idle.received())).toBe(200);
    expect(closedAt - idle.opened).toBeGreaterThanOrEqual(KEEP_ALIVE_S * 1000 - 100);
  });
});
