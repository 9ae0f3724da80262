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
});
