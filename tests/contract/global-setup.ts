/**
 * Starts the real reference server (buildApp) once for the contract tests: a random free port, a
 * throw-away database in a temp folder, a small catalogue, a tiny built "PWA" to check static
 * serving, and a local SMTP sink that receives the server's mail. Tests read the base URL and paths with `inject()`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/env.ts';
import { startSmtpSink } from '../../scripts/smtp-sink.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dbPath: string;
    filesDir: string;
    /** The attachment size limit the test server runs with (bytes). */
    inquiryMaxFileBytes: number;
    /** Where the local SMTP sink writes the mails the server sends. */
    mailDir: string;
  }
}

/** The test server runs with the defaults except these (e.g. the 30 s code resend window stays). */
export const TEST_SERVER_ENV = {
  SEED_BOOKS: '300',
  LOG_LEVEL: 'warn',
  INQUIRY_MAX_FILE_BYTES: String(256 * 1024),
  NODE_ENV: 'test',
  DEV_OUTBOX: '1',
  // The tests use the demo members (their data is known).
  DEMO_ACCOUNTS: '1',
  // Every test signs in from 127.0.0.1; the per-address limit is tested on a server of its own.
  AUTH_ADDRESS_LIMIT: '1000000',
};

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-contract-'));
  const staticDir = join(dir, 'dist');
  mkdirSync(join(staticDir, 'assets'), { recursive: true });
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  writeFileSync(join(staticDir, 'assets', 'index-a1b2c3d4.js'), 'console.log("app");');
  // The build's compressed copies (vite.config.ts, precompress), for the index and one asset.
  writeFileSync(
    join(staticDir, 'index.html.br'),
    brotliCompressSync('<!doctype html><title>Portal</title><div id="root"></div>'),
  );
  writeFileSync(
    join(staticDir, 'assets', 'index-a1b2c3d4.js.br'),
    brotliCompressSync('console.log("app");'),
  );
  writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Portal"}');

  // Real mail: the server sends over SMTP to a sink of this test run.
  const sink = await startSmtpSink({ dir: join(dir, 'mail') });
  const config = loadConfig({
    ...TEST_SERVER_ENV,
    SMTP_URL: sink.url,
    DATABASE_PATH: join(dir, 'portal.db'),
    STATIC_DIR: staticDir,
    HOST: '127.0.0.1',
    PORT: '0',
  });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no server address');

  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('dbPath', config.databasePath);
  project.provide('filesDir', config.filesDir);
  project.provide('inquiryMaxFileBytes', config.inquiryMaxFileBytes);
  project.provide('mailDir', sink.dir);

  return async () => {
    await app.close();
    await sink.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
