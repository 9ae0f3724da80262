// Starts the reference server for the end-to-end tests on a fresh database (Playwright's webServer),
// with a local SMTP sink beside it: the server's mail lands in `mail/` next to the database, where
// the tests read the codes (tests/e2e/support/api.ts, latestCode).
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSmtpSink } from './smtp-sink.mjs';

const databasePath = process.env.DATABASE_PATH;
const env = { ...process.env };
let sink;
if (databasePath) {
  mkdirSync(path.dirname(databasePath), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
  const mailDir = path.join(path.dirname(databasePath), 'mail');
  rmSync(mailDir, { recursive: true, force: true });
  sink = await startSmtpSink({ dir: mailDir });
  env.SMTP_URL = sink.url;
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  void sink?.close();
  process.exit(code ?? 0);
});
