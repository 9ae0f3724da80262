import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  findPasswordSchema,
  safeRedirectPath,
  signInSchema,
  signUpSchema,
  toRegisterPayload,
} from '@/features/auth/schemas';
import { EMAIL_PATTERN, isEmail } from '@/lib/member-fields';

/** The first message per field, as react-hook-form's resolver shows it. */
function messages(schema: { safeParse: (value: unknown) => unknown }, value: unknown) {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    first[key] ??= issue.message;
  }
  return first;
}

const validSignUp = {
  email: 'librarian@school.example',
  verificationCode: '123456',
  password: 'Abcd123!',
  passwordCheck: 'Abcd123!',
  name: '김도서',
  phoneNumber: '0212345678',
  department: 'Seoul Central Library',
  address: '1 Sejong-daero, Seoul',
  agreeTerms: true,
  agreePrivacy: true,
  marketingConsentStatus: false,
};

describe('the sign-up schema (docs/product/access.md#sign-up-validation)', () => {
  it('accepts a complete form', () => {
    expect(signUpSchema().safeParse(validSignUp).success).toBe(true);
  });

  it.each([
    ['email', '', 'Email is required.'],
    ['email', 'librarian@school', 'Please enter a valid email address.'],
    ['email', 'not an address', 'Please enter a valid email address.'],
    ['verificationCode', '', 'Verification code is required.'],
    ['password', '', 'Password is required.'],
    ['password', 'Ab1!', 'Password must be at least 8 characters long.'],
    ['password', 'Abcdef12345!x', 'Password can be up to 12 characters long.'],
    [
      'password',
      'abcdefgh',
      'Password must include a combination of letters, numbers, and special characters.',
    ],
    [
      'password',
      'abcd1234',
      'Password must include a combination of letters, numbers, and special characters.',
    ],
    [
      'password',
      'Abcd 123!',
      'Password must include a combination of letters, numbers, and special characters.',
    ],
    ['passwordCheck', '', 'Password confirm is required.'],
    ['name', '  ', 'Contact Person is required.'],
    ['phoneNumber', '', 'Contact Number is required.'],
    ['phoneNumber', '02-1234-ab', 'Please enter numbers only.'],
    ['phoneNumber', '+82 2 1234', 'Please enter numbers only.'],
    ['phoneNumber', '1'.repeat(31), 'Contact Number can have up to 30 digits.'],
    ['name', 'n'.repeat(101), 'Contact Person can be up to 100 characters long.'],
    ['department', 'd'.repeat(201), 'Affiliation can be up to 200 characters long.'],
    ['address', 'a'.repeat(301), 'Institution Address can be up to 300 characters long.'],
    ['email', `${'e'.repeat(250)}@b.co`, 'Email can be up to 254 characters long.'],
    ['department', '', 'Affiliation is required.'],
    ['address', '', 'Institution Address is required.'],
    ['agreeTerms', false, 'Agreeing to the Terms of Service is required.'],
    [
      'agreePrivacy',
      false,
      'Consent to the collection and use of personal information is required.',
    ],
  ])('%s = %j → %s', (field, value, message) => {
    const form = { ...validSignUp, [field]: value };
    if (field === 'password') form.passwordCheck = value as string;
    expect(messages(signUpSchema(), form)[field]).toBe(message);
  });

  it('says the passwords do not match, even while other fields are still empty', () => {
    expect(
      messages(signUpSchema(), { ...validSignUp, name: '', passwordCheck: 'Abcd123?' })
        .passwordCheck,
    ).toBe('Passwords do not match.');
  });

  it('accepts every allowed symbol and no length outside 8 to 12', () => {
    for (const symbol of '@$!%*#?&') {
      const password = `Abcde12${symbol}`;
      expect(
        signUpSchema().safeParse({ ...validSignUp, password, passwordCheck: password }).success,
      ).toBe(true);
    }
    expect(
      messages(signUpSchema(), { ...validSignUp, password: 'Abcd12!' }).password,
    ).toBeDefined();
    expect(
      signUpSchema().safeParse({
        ...validSignUp,
        password: 'Abcdefgh12!@',
        passwordCheck: 'Abcdefgh12!@',
      }).success,
    ).toBe(true);
  });

  it.each([
    ['010-1234-5678', '01012345678'],
    [' 02 123 4567 ', '021234567'],
    ['(02) 123.4567', '021234567'],
    ['0311234567', '0311234567'],
    [`${'1'.repeat(30)}`, '1'.repeat(30)],
    [`${'12-'.repeat(15)}`, '12'.repeat(15)],
  ])('takes the phone number %j as its digits %j', (phoneNumber, digits) => {
    expect(signUpSchema().parse({ ...validSignUp, phoneNumber }).phoneNumber).toBe(digits);
  });

  it('accepts the contract’s longest fields', () => {
    expect(
      signUpSchema().safeParse({
        ...validSignUp,
        name: 'n'.repeat(100),
        department: 'd'.repeat(200),
        address: 'a'.repeat(300),
      }).success,
    ).toBe(true);
  });

  it('sends the fields without verificationCode, agreeTerms and agreePrivacy', () => {
    const payload = toRegisterPayload(signUpSchema().parse({ ...validSignUp, email: ' a@b.co ' }));
    expect(Object.keys(payload).sort()).toEqual([
      'address',
      'department',
      'email',
      'marketingConsentStatus',
      'name',
      'password',
      'passwordCheck',
      'phoneNumber',
    ]);
    expect(payload.email).toBe('a@b.co');
  });
});

describe('the change-password schema (docs/product/access.md#change-password-validation)', () => {
  it.each([
    [{ password: '', passwordCheck: '' }, 'password', 'Please enter your password'],
    [{ password: 'Ab1!', passwordCheck: '' }, 'password', 'Password must be at least 8 characters'],
    [
      { password: 'Abcdef12345!x', passwordCheck: '' },
      'password',
      'Password must be 12 characters or less',
    ],
    [
      { password: 'abcdefgh', passwordCheck: '' },
      'password',
      'Password must include letters, numbers, and special characters',
    ],
    [{ password: 'Abcd123!', passwordCheck: '' }, 'passwordCheck', 'Please confirm your password'],
    [
      { password: 'Abcd123!', passwordCheck: 'Abcd123?' },
      'passwordCheck',
      'Passwords do not match',
    ],
    [{ password: 'short', passwordCheck: 'other' }, 'passwordCheck', 'Passwords do not match'],
  ])('%j → %s: %s', (form, field, message) => {
    expect(messages(changePasswordSchema(), form)[field]).toBe(message);
  });

  it('accepts a valid new password and its confirmation', () => {
    expect(
      changePasswordSchema().safeParse({ password: 'Newpass12!', passwordCheck: 'Newpass12!' })
        .success,
    ).toBe(true);
  });
});

describe('the sign-in and forgot-password schemas', () => {
  it('names what is missing or malformed', () => {
    expect(messages(signInSchema(), { email: '', password: '', rememberMe: false })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(messages(signInSchema(), { email: 'x@', password: 'p', rememberMe: true }).email).toBe(
      'The email address is not in a valid format.',
    );
    expect(messages(findPasswordSchema(), { email: '', code: '' })).toEqual({
      email: '이메일을 입력해주세요.',
      code: '인증번호를 입력해주세요.',
    });
    expect(messages(findPasswordSchema(), { email: 'a@b', code: '1' }).email).toBe(
      '이메일 형식이 올바르지 않습니다.',
    );
  });

  it('matches the full e-mail pattern only', () => {
    for (const good of ['a@b.co', 'first.last+tag@mail.school.kr', 'x_y@d-1.org']) {
      expect(isEmail(good)).toBe(true);
    }
    for (const bad of ['', 'a@b', 'a@b.c', '@b.co', 'a b@c.co', 'a@b..co', 'a@.co']) {
      expect(EMAIL_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('safeRedirectPath', () => {
  const origin = 'https://portal.example';
  it.each([
    [undefined, '/'],
    ['/orders', '/orders'],
    ['/books?tab=2#top', '/books?tab=2#top'],
    ['/sign-in', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['orders', '/'],
  ])('%s → %s', (redirect, expected) => {
    expect(safeRedirectPath(redirect, origin)).toBe(expected);
  });
});
