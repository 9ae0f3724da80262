/**
 * How long a first visit on a slow line takes until the service worker is active (the app opens
 * offline), per build: `npx tsx scripts/install-time.ts <dist> [<dist>…]` with `--runs N`,
 * `--latency MS` (one way), `--kbps N` (each direction, shared by every connection), `--port N`
 * (the server's) and `--line-port N` (the line's: the next one by default, 0 for any free port).
 *
 * The line is a TCP proxy in front of the reference server: Chromium's network emulation is set
 * per page, and what is measured here is the service worker's own downloads. Each run uses a
 * fresh browser context (empty caches, no worker) and opens /sign-in through the proxy; it prints
 * the page's load event, the worker's activation, the precache's entries and the bytes the line
 * carried. Decision record 018 has the figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/env.ts';
import { startExtraServer } from '../tests/e2e/support/extra-server.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    latency: { type: 'string', default: '150' },
    kbps: { type: 'string', default: '900' },
    port: { type: 'string', default: '4505' },
    'line-port': { type: 'string' },
  },
});
const runs = Number(values.runs);
const latencyMs = Number(values.latency);
const bitsPerSecond = Number(values.kbps) * 1000;
const serverPort = Number(values.port);
const linePort = values['line-port'] === undefined ? serverPort + 1 : Number(values['line-port']);
const dists = positionals.length > 0 ? positionals : ['dist'];

/**
 * One direction of the line: chunks leave one after another at its bandwidth, whichever
 * connection they belong to, and arrive `latencyMs` later, in order on each connection.
 */
function lineDirection() {
  let freeAt = 0;
  let carried = 0;
  const send = (chunk: Buffer, to: Socket, chain: { last: Promise<void> }) => {
    const now = performance.now();
    freeAt = Math.max(freeAt, now) + ((chunk.length * 8) / bitsPerSecond) * 1000;
    carried += chunk.length;
    const arrival = freeAt + latencyMs;
    chain.last = chain.last.then(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(
            () => {
              if (!to.destroyed) to.write(chunk);
              resolve();
            },
            Math.max(0, arrival - performance.now()),
          ),
        ),
    );
  };
  return { send, carried: () => carried };
}

function startLine(targetPort: number) {
  const down = lineDirection();
  const up = lineDirection();
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const toServer = { last: Promise.resolve() };
    const toClient = { last: Promise.resolve() };
    client.on('data', (chunk) => up.send(chunk, upstream, toServer));
    upstream.on('data', (chunk) => down.send(chunk, client, toClient));
    const close = (socket: Socket, chain: { last: Promise<void> }) => () =>
      void chain.last.then(() => socket.end());
    client.on('end', close(upstream, toServer));
    upstream.on('end', close(client, toClient));
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    upstream.on('close', () => sockets.delete(upstream));
  });
  return new Promise<{ port: number; stop: () => Promise<void>; carried: () => number }>(
    (resolve) => {
      server.listen(linePort, '127.0.0.1', () =>
        resolve({
          port: (server.address() as AddressInfo).port,
          carried: () => down.carried() + up.carried(),
          stop: () =>
            new Promise((done) => {
              for (const socket of sockets) socket.destroy();
              server.close(() => done());
            }),
        }),
      );
    },
  );
}

async function measure(dist: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'install-time-'));
  const server = await startExtraServer({
    port: serverPort,
    dataDir,
    overrides: { STATIC_DIR: path.resolve(dist) },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    for (let run = 1; run <= runs; run += 1) {
      const line = await startLine(serverPort);
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      try {
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(`http://127.0.0.1:${line.port}/sign-in`, { timeout: 600_000 });
        const loadedMs = performance.now() - started;
        const activated = () =>
          page.evaluate(
            async () =>
              (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
          );
        while (!(await activated())) {
          if (performance.now() - started > 600_000) throw new Error('no active worker in 10 min');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const activeMs = performance.now() - started;
        const entries = await page.evaluate(async () => {
          const name = (await caches.keys()).find((key) => key.includes('precache'));
          return name ? (await (await caches.open(name)).keys()).length : 0;
        });
        console.log(
          [
            dist,
            `run ${run}`,
            `page loaded ${(loadedMs / 1000).toFixed(1)} s`,
            `worker active ${(activeMs / 1000).toFixed(1)} s`,
            `${entries} precached`,
            `${(line.carried() / 1000).toFixed(0)} kB on the line`,
          ].join(' | '),
        );
      } finally {
        await context.close();
        await line.stop();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`line: ${latencyMs} ms one way, ${bitsPerSecond / 1000} kbps each way`);
for (const dist of dists) await measure(dist);
