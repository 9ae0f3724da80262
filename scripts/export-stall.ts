/**
 * How much one member's Excel export holds up everyone else: a server on a throw-away database,
 * a selection of ROWS books, EXPORTS exports one after another, and meanwhile a ping every
 * PING_EVERY_MS from another client. Prints the ping latencies (p50, p90, max) while exporting
 * and, for comparison, while idle. Bounded: it stops after the exports.
 *
 *   npx tsx scripts/export-stall.ts [rows=1000] [exports=8]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/env.ts';

const ROWS = Number(process.argv[2] ?? 1000);
const EXPORTS = Number(process.argv[3] ?? 8);
const PING_EVERY_MS = 20;

const dir = mkdtempSync(join(tmpdir(), 'export-stall-'));
const app = await buildApp(
  loadConfig({
    DATABASE_PATH: join(dir, 'portal.db'),
    SEED_BOOKS: String(Math.max(ROWS, 300)),
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    DEV_OUTBOX: '1',
    AUTH_ADDRESS_LIMIT: '1000000',
    HOST: '127.0.0.1',
    PORT: '0',
  }),
);
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const base = `http://127.0.0.1:${address.port}/api/v1`;

const post = async (path: string, body: unknown, token?: string, headers = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

const { accessToken } = (await post('/auth/member/login', {
  email: 'demo@portal.test',
  password: 'Demo1234!',
})) as { accessToken: string };
const books = Array.from({ length: ROWS }, (_, index) => ({ bookId: index + 1, quantity: 2 }));
await post('/member/cart/add/rows/public', { books }, accessToken, {
  'idempotency-key': 'export-stall-rows',
});

async function pingWhile(running: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (running()) {
    const started = performance.now();
    await fetch(`${base}/ping`).then((response) => response.text());
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
  }
  return latencies;
}

function summary(label: string, latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `${label}: ${sorted.length} pings, p50 ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;
}

const query = `ids=${books.map((book) => book.bookId).join(',')}&name=common(default)`;
const exportOnce = async () => {
  const response = await fetch(`${base}/member/cart/download/excel?${query}`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok || bytes < 1000) throw new Error(`export failed: ${response.status}`);
};
// One export first: loading exceljs (and starting a worker) is not what is measured.
await exportOnce();

let idle = true;
const idlePings = pingWhile(() => idle);
await new Promise((resolve) => setTimeout(resolve, 1500));
idle = false;
const idleLatencies = await idlePings;

let exporting = true;
const busyPings = pingWhile(() => exporting);
const exportTimes: number[] = [];
for (let round = 0; round < EXPORTS; round += 1) {
  const started = performance.now();
  await exportOnce();
  exportTimes.push(performance.now() - started);
}
exporting = false;
const busyLatencies = await busyPings;

console.log(`${ROWS} rows, ${EXPORTS} exports`);
console.log(summary('idle', idleLatencies));
console.log(summary('during exports', busyLatencies));
console.log(summary('exports (duration)', exportTimes));
await app.close();
rmSync(dir, { recursive: true, force: true });
