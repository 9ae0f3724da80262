// Starts the reference server for the end-to-end tests on a fresh database (Playwright's webServer).
import { rmSync, mkdirSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';

const databasePath = process.env.DATABASE_PATH;
if (databasePath) {
  mkdirSync(path.dirname(databasePath), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) rmSync(databasePath + suffix, { force: true });
}
const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
