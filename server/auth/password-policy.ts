/**
 * What a new password must be beyond the product rule (docs/product/access.md#password-rule) (8–12 characters of letters, digits
 * and @$!%*#?&, checked by the contract): not one of the most common passwords (ASVS 2.1.7, the
 * list in common-passwords.txt), not a published demo password, and not predictable (a word
 * people pick plus digits and a symbol, a season or month with a year, a keyboard walk, or the
 * member's own name or e-mail address). Words are found through leetspeak (P@ssw0rd, Welc0me) and
 * in Korean typed on a Latin keyboard (Gksrnr = 한국).
 */
import { readFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../db/demo-accounts.ts';
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

/** The demo members' passwords, published in README.md and the start banner. */
const DEMO_PASSWORDS = new Set(
  Object.values(DEMO_ACCOUNTS).map((account) => account.password.toLowerCase()),
);

/** Whether a password is on the shipped list of common passwords or a demo one (case-insensitive). */
const isCommonPassword = (password: string): boolean =>
  commonPasswords().has(password.toLowerCase()) || DEMO_PASSWORDS.has(password.toLowerCase());

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
    'demo portal book books library librarian school member office pending order',
    'love iloveyou korea seoul',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Korean words people build a password around, typed with the Korean input off (below). The list
 * is ours and short on purpose: greetings and affection, family, the country and its capital, the
 * word "password" itself, and the words of a school library and of this portal. Korean words
 * typed on the Latin keys are a known pattern of Korean users' leaked passwords (K. H. Hong,
 * U. G. Kang, B. M. Lee, "Enhanced Evaluation Model of Security Strength for Passwords Using
 * Integrated Korean and English Password Dictionaries", Security and Communication Networks,
 * 2021, doi:10.1155/2021/3122627), which an English word list does not see.
 */
const KOREAN_WORDS = [
  '사랑 사랑해 안녕 안녕하세요 감사 행복 우리 친구 하늘 가나다',
  '엄마 아빠 가족 아기',
  '한국 대한민국 서울',
  '비밀번호 비번 암호 관리자 회원',
  '학교 도서관 도서 독서 선생님 학생 책방 주문',
]
  .join(' ')
  .split(' ');

/**
 * The keys of the 2-set (두벌식) Korean keyboard, the layout of Korean PCs and phones: each jamo
 * is typed on one Latin key (a double consonant or the vowels ㅒ ㅖ with Shift, which a lower-cased
 * password cannot tell apart), a compound vowel or final on two.
 */
const INITIAL_KEYS = 'r R s e E f a q Q t T d w W c z x v g'.split(' ');
const MEDIAL_KEYS = 'k o i O j p u P h hk ho hl y n nj np nl b m ml l'.split(' ');
const FINAL_KEYS = ' r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g'.split(' ');

/** The Latin keys a Korean text is typed with on the 2-set keyboard, lower-cased (한국 → gksrnr). */
export function koreanKeys(text: string): string {
  let keys = '';
  for (const char of text) {
    const index = (char.codePointAt(0) ?? 0) - 0xac00;
    if (index < 0 || index >= 11_172) continue;
    keys +=
      (INITIAL_KEYS[Math.floor(index / 588)] ?? '') +
      (MEDIAL_KEYS[Math.floor((index % 588) / 28)] ?? '') +
      (FINAL_KEYS[index % 28] ?? '');
  }
  return keys.toLowerCase();
}

/**
 * The cores of the most common passwords (`dragon` of dragon123!, `iloveyou` of iloveyou1!):
 * their letters, when there are at least four.
 */
function commonWords(): string[] {
  return [...commonPasswords()]
    .map((password) => password.replace(/[^a-z]/g, ''))
    .filter((letters) => letters.length >= 4);
}

let words: ReadonlySet<string> | undefined;

/** Every word a predictable password is built around, in Latin letters. */
function predictableWords(): ReadonlySet<string> {
  words ??= new Set([
    ...PREDICTABLE_WORDS,
    ...KOREAN_WORDS.map(koreanKeys),
    ...commonWords(),
    ...[...DEMO_PASSWORDS].map((password) => password.replace(/[^a-z]/g, '')),
  ]);
  return words;
}

/**
 * The letters a character may stand for in leetspeak (P@ssw0rd, Welc0me, $ecret, L1brary): a
 * symbol or digit that looks like a letter.
 */
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '3': 'e',
  '9': 'g',
  '6': 'g',
  '1': 'il',
  '!': 'il',
  '0': 'o',
  '5': 's',
  $: 's',
  '7': 't',
};

/** The letters a lower-cased character may be read as (none: it cannot be part of a word). */
const readings = (char: string): string => (/[a-z]/.test(char) ? char : (LEET[char] ?? ''));

/**
 * Whether `text`, read with leetspeak, is one of `known` (every reading is tried: `1` as i and
 * as l).
 */
function readsAsWord(text: string, known: ReadonlySet<string>): boolean {
  let candidates = [''];
  for (const char of text) {
    const letters = readings(char);
    if (letters === '') return false;
    candidates = candidates.flatMap((start) => [...letters].map((letter) => start + letter));
  }
  return candidates.some((candidate) => known.has(candidate));
}

/**
 * Whether a password is a word people pick (read through leetspeak, or Korean typed on Latin keys)
 * with only a year, a run or a repeated digit and symbols around it: P@ssw0rd1, Welc0me!1,
 * Gksrnr12! (한국12!), Pending1!.
 */
function isWordWithFiller(lower: string): boolean {
  const known = predictableWords();
  for (let start = 0; start < lower.length; start++) {
    for (let end = lower.length; end - start >= 3; end--) {
      const rest = lower.slice(0, start) + lower.slice(end);
      if (/[a-z]/.test(rest) || !predictableDigits(rest.replace(/[^0-9]/g, ''))) continue;
      if (readsAsWord(lower.slice(start, end), known)) return true;
    }
  }
  return false;
}

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
  const name = person.name ?? '';
  const words = [
    local.replace(/[^a-z0-9]/g, ''),
    ...local.split(/[^a-z]+/),
    domain.split('.')[0] ?? '',
    ...name.toLowerCase().split(/[^a-z]+/),
    // A Korean name typed on the Latin keys (김도서 → rlaehtj), whole and without the family name.
    koreanKeys(name),
    koreanKeys([...name.replace(/\s/g, '')].slice(1).join('')),
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
  if (isWordWithFiller(lower)) return true;
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
      'This password is easy to guess (a common password, a word with a year or a run of digits, a keyboard pattern, or your own name or e-mail address). Please choose another.',
    );
  }
}

/** 400 password_unchanged: a new password equal to the current one. */
export const passwordUnchanged = () =>
  badRequest('password_unchanged', 'The new password must be different from the current one.');
