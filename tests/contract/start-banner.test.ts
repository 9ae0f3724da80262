/**
 * What `npm run serve` prints when it starts (server/main.ts): the demo accounts and their
 * published passwords only for a local try-out (`npm start`), never in production, where no demo
 * member is seeded at all.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed.ts';

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Starts server/main.ts on a fresh database, answers its banner and the members it seeded. */
async function startBanner(env: Record<string, string>, args: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-banner-'));
  dirs.push(dir);
  const databasePath = join(dir, 'portal.db');
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      DATABASE_PATH: databasePath,
      STATIC_DIR: join(dir, 'no-dist'),
      SEED_BOOKS: '50',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((resolve, reject) => {
      child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
      const timer = setInterval(() => {
        if (output.includes('└')) {
          clearInterval(timer);
          resolve();
        }
      }, 50);
    });
  } finally {
    child.kill('SIGTERM');
  }
  const db = new Database(databasePath, { readonly: true });
  const members = db.prepare('SELECT email FROM members').all();
  db.close();
  return { output, members };
}

describe('the start banner and the demo accounts', () => {
  it('production (also through `npm start`) seeds no demo member and prints no password', async () => {
    const { output, members } = await startBanner(
      { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
      ['--demo'],
    );
    expect(members).toEqual([]);
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      expect(output).not.toContain(account.password);
    }
    expect(output).toContain('npm run admin -- approve <email>');
  }, 60_000);

  it('`npm start` outside production seeds the demo members, prints them and stays local', async () => {
    const { output, members } = await startBanner({ NODE_ENV: 'development' }, ['--demo']);
    expect(members).toHaveLength(3);
    expect(output).toContain(`${DEMO_ACCOUNTS.demo.email} / ${DEMO_ACCOUNTS.demo.password}`);
    expect(output).toContain('http://127.0.0.1:');
    expect(output).not.toContain('WARNING');
  }, 60_000);

  it('`npm run serve` without the setting seeds no demo member', async () => {
    const { output, members } = await startBanner({ NODE_ENV: 'development' });
    expect(members).toEqual([]);
    expect(output).not.toContain(DEMO_ACCOUNTS.demo.password);
  }, 60_000);
});
