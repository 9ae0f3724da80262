import { parseSearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { stringifySearch } from '@/app/search-params';
import { changePasswordSearchSchema } from '@/features/auth/search';

const parseSearch = parseSearchWith(JSON.parse);

describe('search params as the router writes them', () => {
  it('writes a code of digits without quotes, and reads it back as the same text', () => {
    const search = stringifySearch({ email: 'a@b.test', code: '388607' });
    expect(search).toBe('?email=a%40b.test&code=388607');
    expect(changePasswordSearchSchema.parse(parseSearch(search))).toEqual({
      email: 'a@b.test',
      code: '388607',
    });
  });

  it('keeps a leading zero and texts a number cannot hold', () => {
    for (const code of ['012345', '1234567890123456789']) {
      const search = stringifySearch({ code });
      expect(changePasswordSearchSchema.parse(parseSearch(search)).code).toBe(code);
    }
  });

  it('writes numbers, arrays and other texts as before', () => {
    expect(stringifySearch({ page: 2, size: 20 })).toBe('?page=2&size=20');
    expect(stringifySearch({ q: 'true' })).toBe('?q=%22true%22');
    expect(parseSearch(stringifySearch({ tags: ['12', 'a'] }))).toEqual({ tags: ['12', 'a'] });
  });
});
