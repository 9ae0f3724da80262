import { describe, expect, it } from 'vitest';
import {
  deleteAccountSchema,
  passwordChangeSchema,
  profileSchema,
} from '@/features/profile/schemas';

/** The message of each failing field (the first one, as the form shows it). */
function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = issue.path.join('.');
    messages[key] ??= issue.message;
  }
  return messages;
}

const member = {
  name: '담당자',
  email: 'librarian@school.kr',
  phoneNumber: '0212345678',
  department: 'Seoul Central Library',
  address: '1 Sejong-daero, Jung-gu, Seoul',
  schoolYearStartMonth: '3',
  institutionName: '',
  institutionNumber: '',
  officeEmail: '',
};

describe('profileSchema()', () => {
  it('accepts a complete member and trims the texts', () => {
    const result = profileSchema().parse({
      ...member,
      name: '  담당자 ',
      department: ' Library ',
      phoneNumber: ' 0212345678 ',
    });
    expect(result).toEqual({
      ...member,
      name: '담당자',
      department: 'Library',
      phoneNumber: '0212345678',
      schoolYearStartMonth: 3,
    });
  });

  it('requires every field, with messages of its own worded like sign-up’s', () => {
    const result = profileSchema().safeParse({
      ...member,
      name: ' ',
      phoneNumber: '',
      department: '',
      address: '   ',
    });
    expect(errorsOf(result)).toEqual({
      name: 'Contact Person is required.',
      phoneNumber: 'Contact Number is required.',
      department: 'Affiliation is required.',
      address: 'Institution Address is required.',
    });
  });

  it('takes digits only as the phone number', () => {
    for (const phoneNumber of ['+82212345678', '０２１２', '02-12a4']) {
      expect(errorsOf(profileSchema().safeParse({ ...member, phoneNumber }))).toEqual({
        phoneNumber: 'Please enter numbers only.',
      });
    }
  });

  it('accepts the usual separators and keeps the digits, as sign-up does', () => {
    for (const [phoneNumber, digits] of [
      ['010-1234-5678', '01012345678'],
      ['02 1234 5678', '0212345678'],
      ['(02) 1234.5678', '0212345678'],
    ] as const) {
      expect(profileSchema().parse({ ...member, phoneNumber }).phoneNumber).toBe(digits);
    }
  });

  it('keeps to the contract’s lengths', () => {
    expect(
      errorsOf(
        profileSchema().safeParse({
          ...member,
          name: 'a'.repeat(101),
          phoneNumber: '1'.repeat(31),
          department: 'd'.repeat(201),
          address: 'x'.repeat(301),
        }),
      ),
    ).toEqual({
      name: 'Contact Person can be up to 100 characters long.',
      phoneNumber: 'Contact Number can have up to 30 digits.',
      department: 'Affiliation can be up to 200 characters long.',
      address: 'Institution Address can be up to 300 characters long.',
    });
    expect(
      profileSchema().safeParse({
        ...member,
        name: 'a'.repeat(100),
        phoneNumber: '1'.repeat(30),
        department: 'd'.repeat(200),
        address: 'x'.repeat(300),
      }).success,
    ).toBe(true);
  });
});

describe('profileSchema(): the institution (docs/product/profile.md#institution)', () => {
  it('takes each detail as optional, and the number typed with dashes as its 10 digits', () => {
    expect(profileSchema().parse(member)).toMatchObject({
      institutionName: '',
      institutionNumber: '',
      officeEmail: '',
    });
    expect(
      profileSchema().parse({
        ...member,
        institutionName: ' 한빛초등학교 ',
        institutionNumber: ' 211-86-00002 ',
        officeEmail: 'office@school.kr',
      }),
    ).toMatchObject({
      institutionName: '한빛초등학교',
      institutionNumber: '2118600002',
      officeEmail: 'office@school.kr',
    });
  });

  it('tells a number that is not 10 digits apart from one whose check digit is wrong', () => {
    const numberError = (institutionNumber: string) =>
      errorsOf(profileSchema().safeParse({ ...member, institutionNumber }));
    for (const typed of ['211-86-0000', '21186000021', '211-86-0000a']) {
      expect(numberError(typed), typed).toEqual({
        institutionNumber: 'Enter the 10 digits of the number.',
      });
    }
    expect(numberError('211-86-00003')).toEqual({
      institutionNumber: 'This number is not valid. Please check its digits.',
    });
  });

  it('wants an office e-mail to be an address, and the name within the contract’s length', () => {
    expect(
      errorsOf(
        profileSchema().safeParse({
          ...member,
          officeEmail: 'office@',
          institutionName: '가'.repeat(201),
        }),
      ),
    ).toEqual({
      officeEmail: 'Please enter a valid e-mail address.',
      institutionName: 'Institution Name can be up to 200 characters long.',
    });
  });
});

describe('passwordChangeSchema()', () => {
  const valid = { currentPassword: 'old', password: 'NewPass1!', passwordCheck: 'NewPass1!' };
  const check = (values: Partial<typeof valid>) =>
    errorsOf(passwordChangeSchema().safeParse({ ...valid, ...values }));

  it('accepts a new password that follows the rules (any current password)', () => {
    expect(passwordChangeSchema().safeParse(valid).success).toBe(true);
    expect(
      passwordChangeSchema().safeParse({
        ...valid,
        password: 'a1@aaaaaaaaa',
        passwordCheck: 'a1@aaaaaaaaa',
      }).success,
    ).toBe(true);
  });

  it('requires the current password (docs/product/profile.md#password, corrected text)', () => {
    expect(check({ currentPassword: '' })).toEqual({
      currentPassword: 'Please enter your current password.',
    });
  });

  it('requires the new password and its confirmation', () => {
    expect(check({ password: '', passwordCheck: '' })).toEqual({
      password: 'Please enter your new password.',
      passwordCheck: 'Please enter your new password.',
    });
  });

  it('wants at least 8 characters in both', () => {
    expect(check({ password: 'Ab1!', passwordCheck: 'Ab1!' })).toEqual({
      password: 'Password must be at least 8 characters long',
      passwordCheck: 'Password must be at least 8 characters long',
    });
  });

  it('wants the confirmation to equal the new password', () => {
    expect(check({ passwordCheck: 'NewPass2!' })).toEqual({
      passwordCheck: 'Passwords do not match',
    });
  });

  it('says so even while another field is still missing', () => {
    expect(check({ currentPassword: '', passwordCheck: 'NewPass2!' })).toEqual({
      currentPassword: 'Please enter your current password.',
      passwordCheck: 'Passwords do not match',
    });
  });

  it('applies the server’s rule: at most 12 characters', () => {
    expect(check({ password: 'NewPass1!abcd', passwordCheck: 'NewPass1!abcd' })).toEqual({
      password: 'Password can be up to 12 characters long',
    });
  });

  it('applies the server’s rule: letters, digits and one of @$!%*#?&, nothing else', () => {
    const pattern =
      'Password must include a combination of letters, numbers, and special characters (@$!%*#?&)';
    for (const password of [
      'abcdefgh1',
      'abcdefgh!',
      '12345678!',
      'NewPass1^',
      'New Pass1!',
      '새비밀번호1!a',
    ]) {
      expect(check({ password, passwordCheck: password })).toEqual({ password: pattern });
    }
  });
});

describe('deleteAccountSchema()', () => {
  it('requires the current password (docs/product/profile.md#password)', () => {
    expect(errorsOf(deleteAccountSchema().safeParse({ currentPassword: '' }))).toEqual({
      currentPassword: 'Please enter your current password.',
    });
    expect(deleteAccountSchema().safeParse({ currentPassword: 'anything' }).success).toBe(true);
  });
});
