// @vitest-environment node
/** The rules the portal's forms and the contract both state are one rule. */
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, MEMBER_LIMITS } from '@/lib/member-fields';
import { componentSchema } from '../../../server/spec.ts';

describe('the forms check what the contract says', () => {
  it('uses the contract’s e-mail pattern and length', () => {
    const email = componentSchema('Email');
    expect(EMAIL_PATTERN.source).toBe(email.pattern);
    expect(MEMBER_LIMITS.email).toBe(email.maxLength);
  });
});
