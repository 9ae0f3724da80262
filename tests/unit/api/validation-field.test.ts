import { describe, expect, it } from 'vitest';
import { ApiError, validationFailedField } from '@/api/errors';

describe('validationFailedField', () => {
  it('names the body field a validation failure is about', () => {
    const error = new ApiError(
      400,
      'validation_failed',
      'body/name must NOT have more than 100 characters',
    );
    expect(validationFailedField(error)).toBe('name');
    expect(
      validationFailedField(
        new ApiError(400, 'validation_failed', 'body/phoneNumber must match pattern'),
      ),
    ).toBe('phoneNumber');
  });

  it('names nothing for other failures or texts without a body path', () => {
    expect(validationFailedField(new ApiError(409, 'conflict', 'body/name taken'))).toBe(undefined);
    expect(validationFailedField(new ApiError(400, 'validation_failed', 'body is required'))).toBe(
      undefined,
    );
    expect(validationFailedField(new Error('body/name'))).toBe(undefined);
  });
});
