/**
 * What a new password must be beyond the product rule (docs/product/access.md#password-rule) (8–12 characters of letters, digits
 * and @$!%*#?&, checked by the contract): not one of the most common passwords (ASVS 2.1.7, the
 * list in common-passwords.txt), and not predictable (a word people pick plus digits and a symbol,
 * a season or month with a year, a keyboard walk, or the member's own name or e-mail address).
 */
import { readFileSync } from 'node:fs';
import { badRequest } from '../errors.ts';

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#') && !line.includes(' ')),
  );
  return common;
}

/** Whether a password is on the shipped list of common passwords (case-insensitive). */
const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase());

/**
 * Words people build a password around, then add digits and a symbol to satisfy a rule: seasons,
 * months and days, and the words of a test, a service or this portal.
 */
const PREDICTABLE_WORDS = new Set(
  [
    'spring summer autumn fall winter',
    'january february march april may june july august september october november december',
    'jan feb mar apr jun jul aug sep sept oct nov dec',
    'monday tuesday wednesday thursday friday saturday sunday',
    'test tester testing temp guest user admin administrator root login welcome hello',
    'password passwd pass pw letmein changeme secret default master',
    'qwerty asdf zxcv abc abcd abcde',
    'demo portal book books library librarian school member office',
    'love iloveyou korea seoul',
  ]
    .join(' ')
    .split(' '),
);

/** Rows and columns of a keyboard, to find walks along them (digits for their shifted symbols). */
const KEY_LINES = [
  '1234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '1qaz',
  '2wsx',
  '3edc',
  '4rfv',
  '5tgb',
  '6yhn',
  '7ujm',
  '8ik',
  '9ol',
  '0p',
];
const SHIFTED: Record<string, string> = {
  '!': '1',
  '@': '2',
  '#': '3',
  $: '4',
  '%': '5',
  '^': '6',
  '&': '7',
  '*': '8',
  '(': '9',
  ')': '0',
};

/** Whether two keys are neighbours on one keyboard line (either direction). */
function adjacent(a: string, b: string): boolean {
  return KEY_LINES.some((line) => {
    const i = line.indexOf(a);
    return i >= 0 && (line[i + 1] === b || line[i - 1] === b);
  });
}

/**
 * How many characters of a password lie in keyboard walks of three keys or more (qwer, 1qaz2wsx,
 * 123456, !@#$), shifted symbols read as their digits.
 */
function keyboardWalkLength(password: string): number {
  const keys = [...password.toLowerCase()].map((c) => SHIFTED[c] ?? c);
  let covered = 0;
  let run = 1;
  for (let i = 1; i <= keys.length; i++) {
    const a = keys[i - 1] ?? '';
    const b = keys[i];
    if (b !== undefined && (adjacent(a, b) || a === b)) {
      run += 1;
      continue;
    }
    if (run >= 3) covered += run;
    run = 1;
  }
  return covered;
}

/** Whether the digits of a password are a year, a run (1234, 4321) or one digit repeated. */
function predictableDigits(digits: string): boolean {
  if (digits.length === 0) return true;
  if (/^(19|20)?\d\d$/.test(digits)) return true;
  if (/^(\d)\1*$/.test(digits)) return true;
  const steps = [...digits].slice(1).map((d, i) => Number(d) - Number(digits[i]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** The pieces of a member's name and e-mail address that a password must not be built on. */
function personalWords(person: { email: string; name?: string }): string[] {
  const [local = '', domain = ''] = person.email.toLowerCase().split('@');
  const words = [
    local.replace(/[^a-z0-9]/g, ''),
    ...local.split(/[^a-z]+/),
    domain.split('.')[0] ?? '',
    ...(person.name ?? '').toLowerCase().split(/[^a-z]+/),
  ];
  return [...new Set(words.filter((word) => word.length >= 4))];
}

/**
 * Whether a password is predictable: built on a word people pick (Test1234!, Summer2024!,
 * Welcome1!) or on letters barely there (Aa123456!), with only a year, a run or a repeated digit
 * around it; mostly a keyboard walk (1qaz2wsx!, Qwer1234!); or containing the member's own name
 * or e-mail address.
 */
function isPredictablePassword(
  password: string,
  person?: { email: string; name?: string },
): boolean {
  const lower = password.toLowerCase();
  const letters = lower.replace(/[^a-z]/g, '');
  const digits = lower.replace(/[^0-9]/g, '');
  const distinctLetters = new Set(letters).size;
  if ((PREDICTABLE_WORDS.has(letters) || distinctLetters <= 2) && predictableDigits(digits)) {
    return true;
  }
  if (keyboardWalkLength(password) >= password.length - 2) return true;
  if (person && personalWords(person).some((word) => lower.includes(word))) return true;
  return false;
}

/**
 * Throws 400 password_too_common for a password on the list or a predictable one (`person`: the
 * member it is for, whose name and address it must not contain).
 */
export function checkPasswordPolicy(
  password: string,
  person?: { email: string; name?: string },
): void {
  if (isCommonPassword(password) || isPredictablePassword(password, person)) {
    throw badRequest(
      'password_too_common',
      'This password is common or easy to guess (a common word or name with a year or a run of digits, a keyboard pattern, or your own name or e-mail address). Please choose another.',
    );
  }
}

/** 400 password_unchanged: a new password equal to the current one. */
export const passwordUnchanged = () =>
  badRequest('password_unchanged', 'The new password must be different from the current one.');
