/** The admin CLI as a separate process against the running server's database. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { newMember, signIn } from './support/accounts.ts';
import { call, expectDocumented, expectError } from './support/http.ts';

const run = promisify(execFile);

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/admin.ts', ...args],
      {
        env: { ...process.env, DATABASE_PATH: inject('dbPath'), LOG_LEVEL: 'silent' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run admin', () => {
  it('approves a pending member while the server runs; the member can then use the API', async () => {
    const pending = await newMember({ approved: false, label: 'cli' });
    expectError(await call('getMe', { token: pending.token }), 403, 'member_not_approved');
    const result = await admin('approve', pending.email);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Approved /);
    expectDocumented(
      await call('getMe', { token: (await signIn(pending.email, pending.password)).token }),
      200,
    );
  });

  it('prints the latest outbox code, and fails with exit code 1 on bad input', async () => {
    const email = `cli-${Date.now()}@school.test`;
    await call('sendRegistrationCode', { body: { email } });
    const outbox = await admin('outbox', email);
    expect(outbox.code).toBe(0);
    expect(outbox.stdout).toMatch(/^\d{6} /);
    const unknown = await admin('quote', 'ORD-19990101-0001');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No order');
  });

  it('latency <ms> delays /api/v1 answers until set back to 0; bad values exit with code 1', async () => {
    const timedPing = async () => {
      const started = performance.now();
      expectDocumented(await call('ping'), 200);
      return performance.now() - started;
    };
    expect((await admin('latency', '600')).stdout).toMatch(/delayed by 600 ms/);
    try {
      // The server reads the setting at most every 250 ms: one of the next answers is slow.
      const durations = [await timedPing(), await timedPing()];
      expect(Math.max(...durations)).toBeGreaterThanOrEqual(600);
    } finally {
      expect((await admin('latency', '0')).code).toBe(0);
    }
    // The first answer may still use the delay read before; the next one reads the setting anew.
    await timedPing();
    expect(await timedPing()).toBeLessThan(600);
    for (const bad of ['-1', 'fast', '60001']) expect((await admin('latency', bad)).code).toBe(1);
  });
});
