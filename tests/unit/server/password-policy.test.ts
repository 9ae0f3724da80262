// @vitest-environment node
// The server speaks the specifications' English; the docs quote it (src/texts/en).
/**
 * The server's password policy beyond the format rule (docs/product/access.md#password-rule):
 * words read through leetspeak and Korean typed on a Latin keyboard, and the published demo
 * passwords, are refused; the passwords the tests and the docs use for new accounts pass.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errors } from '@/texts/en/errors';
import { checkPasswordPolicy, koreanKeys } from '../../../server/auth/password-policy.ts';
import { DEMO_ACCOUNTS } from '../../../server/db/demo-accounts.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const refused = (password: string, person?: { email: string; name?: string }): boolean => {
  try {
    checkPasswordPolicy(password, person);
    return false;
  } catch (error) {
    expect(error).toMatchObject({ errorCode: 'password_too_common' });
    return true;
  }
};

describe('Korean typed on a Latin keyboard (2-set layout)', () => {
  it.each([
    ['한국', 'gksrnr'],
    ['사랑', 'tkfkd'],
    ['대한민국', 'eogksalsrnr'],
    ['비밀번호', 'qlalfqjsgh'],
    ['학교', 'gkrry'],
    ['도서관', 'ehtjrhks'],
    ['안녕', 'dkssud'],
    ['김도서', 'rlaehtj'],
  ])('%s is typed %s', (korean, keys) => {
    expect(koreanKeys(korean)).toBe(keys);
  });
});

describe('predictable passwords (issue 34, item 9)', () => {
  it.each([
    // The examples.
    'P@ssw0rd1',
    'Welc0me!1',
    'Gksrnr12!',
    'Pending1!',
    // Leetspeak.
    'P@$$w0rd!',
    'Pa$$word1',
    'L1br@ry!1',
    'Dr@g0n12!',
    'Adm1n@123',
    '$ummer2024',
    'W1nter23!',
    'S3oul!2024',
    // Korean words typed with the Korean input off.
    'Tkfkd1234!',
    'Dkssud123!',
    'Qlqjs12!',
    'Eogksalsrnr1!',
    'Gkrry2024!',
    'Ehtjrhks1!',
    'Tjdnf2024!',
  ])('refuses %s', (password) => {
    expect(refused(password)).toBe(true);
  });

  it('refuses every demo password, whatever its case', () => {
    for (const { password } of Object.values(DEMO_ACCOUNTS)) {
      expect(refused(password)).toBe(true);
      expect(refused(password.toUpperCase())).toBe(true);
    }
  });

  it('refuses every password the README and the docs publish', () => {
    const docs = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.md'))
      .map((file) => join('docs', file));
    const published = new Set<string>();
    for (const file of ['README.md', 'server/README.md', 'CONTRIBUTING.md', ...docs]) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const [, token = ''] of text.matchAll(/`([A-Za-z0-9@$!%*#?&]{8,12})`/g)) {
        if (/[A-Za-z]/.test(token) && /\d/.test(token) && /[@$!%*#?&]/.test(token)) {
          published.add(token);
        }
      }
    }
    for (const { password } of Object.values(DEMO_ACCOUNTS)) expect(published).toContain(password);
    expect([...published].filter((password) => !refused(password))).toEqual([]);
  });

  it("refuses a member's Korean name typed on the Latin keys", () => {
    const person = { email: 'reader@school.test', name: '김도서' };
    expect(refused('Rlaehtj7!x', person)).toBe(true);
    expect(refused('Ehtj!7xqz', person)).toBe(true);
    expect(refused('Rlaehtj7!x')).toBe(false);
  });

  it.each([
    // The passwords of the tests' new accounts and password changes.
    'Shelf42!rows',
    'Quill7!maple',
    'Chang3d!',
    'Valid123!',
    'Newpass12!',
    'NewPass1!',
    'Kx9!mTq2',
  ])('accepts %s', (password) => {
    expect(refused(password)).toBe(false);
  });
});

describe("the rule's text", () => {
  it('docs/product/access.md quotes the message the pages show, and the server says the same', () => {
    const doc = readFileSync(join(ROOT, 'docs/product/access.md'), 'utf8').replace(/\s+/g, ' ');
    expect(doc).toContain(`"${errors.passwordTooCommon}"`);
    let message = '';
    try {
      checkPasswordPolicy('P@ssw0rd1');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(errors.passwordTooCommon);
  });
});
