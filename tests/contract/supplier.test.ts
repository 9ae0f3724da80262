/**
 * The supplier's identity: set by the provider's command (a separate process, as in
 * admin.test.ts), read by members (`getSupplier`), the seal image only by the documents' code.
 * One file, run in order: the supplier is one setting of the whole server.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SUPPLIER, supplierIdentity } from '../../server/supplier.ts';
import { DEMO, PENDING, signIn } from './support/accounts.ts';
import { fingerprint, testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';

const run = promisify(execFile);

async function admin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/admin.ts', ...args],
      {
        env: {
          ...process.env,
          DATABASE_PATH: inject('dbPath'),
          FILES_DIR: inject('filesDir'),
          LOG_LEVEL: 'silent',
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const readSupplier = async () => {
  const { token } = await signIn(DEMO.email, DEMO.password);
  return expectDocumented(await call('getSupplier', { token }), 200);
};

describeOperation('getSupplier', () => {
  it('answers the demo data’s supplier, without its seal', async () => {
    expect(await readSupplier()).toEqual(DEMO_SUPPLIER);
  });

  it('is for signed-in, approved members', async () => {
    expectError(await call('getSupplier'), 401, 'auth_token_missing');
    const { token } = await signIn(PENDING.email, PENDING.password);
    expectError(await call('getSupplier', { token }), 403, 'member_not_approved');
  });
});

describe('npm run admin -- supplier', () => {
  afterAll(async () => {
    await admin('supplier', 'name', DEMO_SUPPLIER.name);
    await admin('supplier', 'registration-number', DEMO_SUPPLIER.registrationNumber);
    await admin('supplier', 'seal', 'none');
  });

  it('sets a field members then read, the number typed with dashes', async () => {
    const name = await admin('supplier', 'name', '(주)다온북스');
    expect(name).toMatchObject({ code: 0, stdout: "The supplier's name is now (주)다온북스.\n" });
    const number = await admin('supplier', 'registration-number', '211-86-00002');
    expect(number.stdout).toBe("The supplier's registration-number is now 211-86-00002.\n");
    expect(await readSupplier()).toEqual({
      ...DEMO_SUPPLIER,
      name: '(주)다온북스',
      registrationNumber: '2118600002',
    });
    const shown = await admin('supplier');
    expect(shown.stdout).toContain('registration-number: 211-86-00002\n');
    expect(shown.stdout).toContain('seal: (none)');
  });

  it.each([
    ['a wrong check digit', ['registration-number', '211-86-00003'], 'not a valid 사업자등록번호'],
    ['an e-mail that is no address', ['email', 'orders@'], 'not an e-mail address'],
    ['an empty value', ['representative', ' '], 'must not be empty'],
    ['an unknown field', ['fax', '02-000'], 'Unknown supplier field'],
  ])('refuses %s with exit code 1 and writes nothing', async (_name, args, message) => {
    const before = fingerprint();
    const result = await admin('supplier', ...args);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(fingerprint()).toBe(before);
  });

  it('keeps the seal image (a PNG) for the documents, never in what members read', async () => {
    const filesDir = inject('filesDir');
    const refused = await admin('supplier', 'seal', 'package.json');
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.stderr).toContain('must be a PNG file');
    expect(supplierIdentity(testDb(), filesDir).seal).toBeNull();

    const stored = await admin('supplier', 'seal', 'public/apple-touch-icon-180x180.png');
    expect(stored.code).toBe(0);
    const seal = supplierIdentity(testDb(), filesDir).seal;
    expect(seal?.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(Object.keys(await readSupplier())).not.toContain('seal');

    expect((await admin('supplier', 'seal', 'none')).code).toBe(0);
    expect(supplierIdentity(testDb(), filesDir).seal).toBeNull();
  });
});
