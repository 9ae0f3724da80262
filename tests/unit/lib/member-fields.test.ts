import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  checkedField,
  codeField,
  emailField,
  MEMBER_LIMITS,
  optionalText,
  passwordCheckField,
  passwordField,
} from '@/lib/member-fields';

/** The first message a field's rule gives for a value, or the parsed value when it passes. */
function judge(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? { value: result.data } : { message: result.error.issues[0]?.message };
}

describe('the shared field rules, each with the form’s own texts', () => {
  const email = emailField({ required: 'required', invalid: 'invalid', tooLong: 'too long' });

  it('emailField: trimmed, required, the full pattern, at most the contract’s length', () => {
    expect(judge(email, '  a@b.co ')).toEqual({ value: 'a@b.co' });
    expect(judge(email, '   ')).toEqual({ message: 'required' });
    expect(judge(email, 'a@b')).toEqual({ message: 'invalid' });
    const longest = `${'a'.repeat(MEMBER_LIMITS.email - 6)}@b.com`;
    expect(judge(email, longest)).toEqual({ value: longest });
    expect(judge(email, `a${longest}`)).toEqual({ message: 'too long' });
    // Without its own text, too long is told as not an address.
    const plain = emailField({ required: 'required', invalid: 'invalid' });
    expect(judge(plain, `a${longest}`)).toEqual({ message: 'invalid' });
  });

  it('optionalText: trimmed, empty allowed, at most max', () => {
    const text = optionalText({ tooLong: 'too long' }, 3);
    expect(judge(text, '  ')).toEqual({ value: '' });
    expect(judge(text, ' abc ')).toEqual({ value: 'abc' });
    expect(judge(text, 'abcd')).toEqual({ message: 'too long' });
  });

  it('codeField: trimmed and required', () => {
    const code = codeField({ required: 'required' });
    expect(judge(code, ' 123456 ')).toEqual({ value: '123456' });
    expect(judge(code, ' ')).toEqual({ message: 'required' });
  });

  it('passwordField: required, never trimmed, no rule of shape', () => {
    const password = passwordField({ required: 'required' });
    expect(judge(password, '')).toEqual({ message: 'required' });
    expect(judge(password, ' old ')).toEqual({ value: ' old ' });
  });

  it('passwordCheckField: required, and its length told only when the form gives a text', () => {
    expect(judge(passwordCheckField({ required: 'required' }), '')).toEqual({
      message: 'required',
    });
    expect(judge(passwordCheckField({ required: 'required' }), 'abc')).toEqual({ value: 'abc' });
    const withMin = passwordCheckField({ required: 'required', min: 'too short' });
    expect(judge(withMin, 'abc')).toEqual({ message: 'too short' });
    expect(judge(withMin, 'abcdefgh')).toEqual({ value: 'abcdefgh' });
  });

  it('checkedField: the box must be checked', () => {
    const agree = checkedField({ required: 'please agree' });
    expect(judge(agree, false)).toEqual({ message: 'please agree' });
    expect(judge(agree, true)).toEqual({ value: true });
  });
});
