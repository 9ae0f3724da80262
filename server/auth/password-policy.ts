/**
 * What a new password must be beyond the specification's rule (8–12 characters of letters, digits
 * and @$!%*#?&, checked by the contract): not one of the most common passwords (ASVS 2.1.7, the
 * list in common-passwords.txt), and not the member's current password.
 */
import { readFileSync } from 'node:fs';
import { badRequest } from '../errors.ts';

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.includes(' ')),
  );
  return common;
}

/** Whether a password is on the shipped list of common passwords (case-insensitive). */
export const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());

/** Throws 400 password_too_common for a password on the list. */
export function checkPasswordPolicy(password: string): void {
  if (isCommonPassword(password)) {
    throw badRequest(
      'password_too_common',
      'This password is one of the most common ones and easy to guess. Please choose another.',
    );
  }
}

/** 400 password_unchanged: a new password equal to the current one. */
export const passwordUnchanged = () =>
  badRequest('password_unchanged', 'The new password must be different from the current one.');
