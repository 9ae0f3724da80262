import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import type { FailureToastChooser } from '@/api/failures';
import { createSelectionMutationOptions } from '@/features/selections/api/mutations/create-selection';
import * as texts from '@/texts';

const choose = createSelectionMutationOptions.meta?.errorToast as FailureToastChooser;
const vars = { name: 'Science Club', replayKey: 'k' };

describe('a selection that could not be created', () => {
  it('at the ceiling, says why and what to do', () => {
    const error = new ApiError(409, 'too_many_selections', 'You already keep 500 selections…', {
      memberApi: true,
    });
    expect(choose(error, vars, { queued: false }, undefined)).toBe(texts.selections.tooMany);
    expect(texts.selections.tooMany).toContain('500 selections');
  });

  it('otherwise, says it failed', () => {
    const error = new ApiError(500, 'internal_error', 'Something broke.', { memberApi: true });
    expect(choose(error, vars, { queued: false }, undefined)).toBe(texts.selections.createFailed);
  });
});
