import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, PENDING, newMember, signIn, type Session } from './support/accounts.ts';
import { count, fingerprint, signToken, testDb } from './support/db.ts';
import { call, describeOperation, expectDocumented, expectError } from './support/http.ts';

describeOperation('getMe', () => {
  it("answers the member's account information", async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    const me = expectDocumented(await call('getMe', { token }), 200);
    expect(me).toEqual({
      name: '김도서',
      email: DEMO.email,
      phoneNumber: '0212345678',
      department: '한빛초등학교 도서관',
      address: '서울특별시 중구 세종대로 110',
      schoolYearStartMonth: 3,
      institutionName: '한빛초등학교',
      institutionNumber: '2118600002',
      officeEmail: 'office@hanbit-es.example',
    });
  });

  it('answers empty institution details for a member who has given none', async () => {
    const member = await newMember({ label: 'no-school' });
    expect(expectDocumented(await call('getMe', { token: member.token }), 200)).toMatchObject({
      institutionName: '',
      institutionNumber: '',
      officeEmail: '',
    });
  });

  describe('the bearer check of member operations', () => {
    it('answers 401 auth_token_missing without a token', async () => {
      expectError(await call('getMe'), 401, 'auth_token_missing');
    });

    it('answers 401 auth_token_invalid for garbage, a bad signature or another scheme', async () => {
      const { token } = await signIn(DEMO.email, DEMO.password);
      expectError(await call('getMe', { token: 'garbage' }), 401, 'auth_token_invalid');
      const tampered = `${token.slice(0, -3)}${token.endsWith('abc') ? 'xyz' : 'abc'}`;
      expectError(await call('getMe', { token: tampered }), 401, 'auth_token_invalid');
      expectError(
        await call('getMe', {
          headers: { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
        }),
        401,
        'auth_token_invalid',
      );
    });

    it('answers 401 auth_token_expired for an expired token', async () => {
      const { id } = await signIn(DEMO.email, DEMO.password);
      expectError(
        await call('getMe', { token: await signToken(id, { expiresIn: -5 }) }),
        401,
        'auth_token_expired',
      );
    });

    it('answers 403 member_not_approved for a pending member', async () => {
      const { token } = await signIn(PENDING.email, PENDING.password);
      expectError(await call('getMe', { token }), 403, 'member_not_approved');
    });

    it("answers 401 auth_token_invalid for a deleted member's token", async () => {
      const member = await newMember({ label: 'ghost' });
      await call('deleteAccount', {
        token: member.token,
        body: { currentPassword: member.password },
      });
      expectError(await call('getMe', { token: member.token }), 401, 'auth_token_invalid');
    });
  });
});

describeOperation('updateMe', () => {
  let member: Session;
  beforeAll(async () => {
    member = await newMember({ label: 'profile' });
  });
  const update = (change: Record<string, unknown>) => ({
    name: '새 담당자',
    email: member.email,
    phoneNumber: '0299998888',
    department: '새 학교 도서관',
    address: '부산광역시 2',
    schoolYearStartMonth: 3,
    institutionName: '새 학교',
    institutionNumber: '1234567891',
    officeEmail: 'office@new-school.example',
    ...change,
  });

  it('saves the information and answers it', async () => {
    const body = update({});
    const saved = expectDocumented(await call('updateMe', { token: member.token, body }), 200);
    expect(saved).toEqual(body);
    expect(expectDocumented(await call('getMe', { token: member.token }), 200)).toEqual(body);
  });

  it('trims the institution, keeps what an update leaves out, and clears what it sends empty', async () => {
    await call('updateMe', {
      token: member.token,
      body: update({ institutionName: '  한솔중학교 ' }),
    });
    const {
      institutionName: _n,
      institutionNumber: _r,
      officeEmail: _e,
      ...withoutSchool
    } = update({});
    const kept = expectDocumented(
      await call('updateMe', { token: member.token, body: withoutSchool }),
      200,
    );
    expect(kept).toMatchObject({
      institutionName: '한솔중학교',
      institutionNumber: '1234567891',
      officeEmail: 'office@new-school.example',
    });
    const cleared = expectDocumented(
      await call('updateMe', {
        token: member.token,
        body: update({ institutionName: '', institutionNumber: '', officeEmail: '' }),
      }),
      200,
    );
    expect(cleared).toMatchObject({ institutionName: '', institutionNumber: '', officeEmail: '' });
  });

  it('answers 400 registration_number_invalid for a wrong check digit and writes nothing', async () => {
    await call('updateMe', { token: member.token, body: update({}) });
    const before = fingerprint();
    expectError(
      await call('updateMe', {
        token: member.token,
        // Every field changed, so a partial write would show.
        body: update({
          name: '다른 사람',
          institutionName: '다른 학교',
          institutionNumber: '1234567890',
        }),
      }),
      400,
      'registration_number_invalid',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 email_change_not_supported for another e-mail', async () => {
    const before = fingerprint();
    expectError(
      await call('updateMe', { token: member.token, body: update({ email: 'other@school.test' }) }),
      400,
      'email_change_not_supported',
    );
    expect(fingerprint()).toBe(before);
  });

  it.each([
    ['letters in the phone number', { phoneNumber: '02-123' }],
    ['an empty name', { name: '' }],
    ['an unknown field', { isApproved: true }],
    ['a number as address', { address: 12 }],
    ['a registration number with dashes', { institutionNumber: '123-45-67891' }],
    ['a registration number of 9 digits', { institutionNumber: '123456789' }],
    ['an office e-mail that is no address', { officeEmail: 'office@' }],
    ['an institution name over 200 characters', { institutionName: '가'.repeat(201) }],
  ])('answers 400 validation_failed for %s and changes nothing', async (_name, change) => {
    const before = fingerprint();
    expectError(
      await call('updateMe', { token: member.token, body: update(change) }),
      400,
      'validation_failed',
    );
    expect(fingerprint()).toBe(before);
  });

  it('requires a token', async () => {
    expectError(await call('updateMe', { body: update({}) }), 401, 'auth_token_missing');
  });
});

describeOperation('changePassword', () => {
  it('changes the password; other sign-ins end, this one keeps working', async () => {
    const member = await newMember({ label: 'passwd' });
    const other = await signIn(member.email, member.password);
    const body = {
      currentPassword: member.password,
      password: 'Chang3d!',
      passwordCheck: 'Chang3d!',
    };
    expectDocumented(await call('changePassword', { token: member.token, body }), 204);
    expectError(
      await call('refreshToken', { body: { refreshToken: other.refreshToken } }),
      401,
      'auth_refresh_token_invalid',
    );
    expectDocumented(
      await call('refreshToken', { body: { refreshToken: member.refreshToken } }),
      200,
    );
    await signIn(member.email, 'Chang3d!');
  });

  it('answers 401 auth_invalid_password for a wrong current password', async () => {
    const member = await newMember({ label: 'passwd' });
    const before = fingerprint();
    expectError(
      await call('changePassword', {
        token: member.token,
        body: { currentPassword: 'Wrong123!', password: 'Chang3d!', passwordCheck: 'Chang3d!' },
      }),
      401,
      'auth_invalid_password',
    );
    expect(fingerprint()).toBe(before);
  });

  it('answers 400 for a mismatch or a weak password', async () => {
    const member = await newMember({ label: 'passwd' });
    expectError(
      await call('changePassword', {
        token: member.token,
        body: { currentPassword: member.password, password: 'Chang3d!', passwordCheck: 'Chang3d?' },
      }),
      400,
      'password_mismatch',
    );
    expectError(
      await call('changePassword', {
        token: member.token,
        body: { currentPassword: member.password, password: 'weak', passwordCheck: 'weak' },
      }),
      400,
      'validation_failed',
    );
  });
});

describeOperation('deleteAccount', () => {
  it('keeps the account on a wrong password', async () => {
    const member = await newMember({ label: 'delete' });
    expectError(
      await call('deleteAccount', { token: member.token, body: { currentPassword: 'Wrong123!' } }),
      401,
      'auth_invalid_password',
    );
    expectDocumented(await call('getMe', { token: member.token }), 200);
  });

  it('deletes the member with selections and tokens; orders stay, detached', async () => {
    const member = await newMember({ label: 'delete' });
    await call('addBookToSelection', {
      token: member.token,
      params: { bookId: 1 },
      body: { cartCategoryId: 'public', quantity: 1 },
    });
    const order = await call('requestQuotation', {
      token: member.token,
      headers: { 'idempotency-key': `delete-${member.id}` },
      body: { cartCategoryId: 'public', message: '', books: [{ bookId: 1, quantity: 1 }] },
    });
    expect(order.status).toBe(201);
    expectDocumented(
      await call('deleteAccount', {
        token: member.token,
        body: { currentPassword: member.password },
      }),
      204,
    );
    expect(count('members', 'id = ?', member.id)).toBe(0);
    expect(count('selections', 'member_id = ?', member.id)).toBe(0);
    expect(count('refresh_tokens', 'member_id = ?', member.id)).toBe(0);
    const kept = testDb()
      .prepare<[number], { member_id: string | null }>('SELECT member_id FROM orders WHERE id = ?')
      .get(order.body.orderId);
    expect(kept).toEqual({ member_id: null });
    expectError(
      await call('login', { body: { email: member.email, password: member.password } }),
      401,
      'auth_invalid_credentials',
    );
  });

  it('answers 400 without the current password', async () => {
    const { token } = await signIn(DEMO.email, DEMO.password);
    expectError(await call('deleteAccount', { token, body: {} }), 400, 'validation_failed');
  });
});
