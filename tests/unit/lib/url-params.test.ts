import { isNotFound } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  countPages,
  MAX_ID,
  memberIdParams,
  numericIdParams,
  pageParam,
  pageSizeParam,
  parseMemberId,
  parseNumericId,
  parseSelectionPathId,
  selectionPathParams,
  textParam,
} from '@/lib/url-params';

/** What a route's `params.parse` throws, or what it answers. */
function parsed<T>(parse: () => T): T | 'not found' {
  try {
    return parse();
  } catch (error) {
    if (isNotFound(error)) return 'not found';
    throw error;
  }
}

describe('page and size of a list', () => {
  const schema = z.object({ page: pageParam, size: pageSizeParam });
  const parse = (input: Record<string, unknown>) => schema.parse(input);

  it('default to page 1 of 10', () => {
    expect(parse({})).toEqual({ page: 1, size: 10 });
  });

  it('keep a valid page and size', () => {
    expect(parse({ page: 7, size: 30 })).toEqual({ page: 7, size: 30 });
    expect(parse({ page: 100_000, size: 20 })).toEqual({ page: 100_000, size: 20 });
  });

  it('fall back to their default each alone when damaged', () => {
    expect(parse({ page: 0, size: 20 })).toEqual({ page: 1, size: 20 });
    expect(parse({ page: 1.5 })).toMatchObject({ page: 1 });
    expect(parse({ page: 'two' })).toMatchObject({ page: 1 });
    expect(parse({ page: 100_001 })).toMatchObject({ page: 1 });
    expect(parse({ page: 3, size: 50 })).toEqual({ page: 3, size: 10 });
    expect(parse({ size: '20' })).toMatchObject({ size: 10 });
  });
});

describe('a text of the search params', () => {
  it('is the text typed, also when the router read it as a number (?code=123456)', () => {
    expect(textParam.parse('연휴')).toBe('연휴');
    expect(textParam.parse(123456)).toBe('123456');
    expect(textParam.parse(2024)).toBe('2024');
    expect(textParam.safeParse({ a: 1 }).success).toBe(false);
  });
});

describe('countPages', () => {
  it('rounds up and never goes below one page', () => {
    expect(countPages(0, 10)).toBe(1);
    expect(countPages(10, 10)).toBe(1);
    expect(countPages(11, 10)).toBe(2);
    expect(countPages(37, 30)).toBe(2);
  });
});

describe('a numeric id of the path', () => {
  it('is a whole number from 1 to the largest id, written in digits', () => {
    expect(parseNumericId('12')).toBe(12);
    expect(parseNumericId('1')).toBe(1);
    expect(parseNumericId(String(MAX_ID))).toBe(MAX_ID);
  });

  it('is nothing else', () => {
    for (const raw of ['', '0', '-1', '1.5', '1e3', ' 12', '12 ', '0x10', 'abc', 'tabs']) {
      expect(parseNumericId(raw), raw).toBeUndefined();
    }
    expect(parseNumericId(String(MAX_ID + 1))).toBeUndefined();
    expect(parseNumericId('12345678901')).toBeUndefined();
  });

  it('is parsed once by the route: a number for loaders and components, not found otherwise', () => {
    expect(parsed(() => numericIdParams.parse({ id: '42' }))).toEqual({ id: 42 });
    expect(parsed(() => numericIdParams.parse({ id: 'abc' }))).toBe('not found');
    expect(parsed(() => numericIdParams.parse({ id: '0' }))).toBe('not found');
    expect(numericIdParams.stringify({ id: 42 })).toEqual({ id: '42' });
  });
});

describe('a selection of the path', () => {
  it('is any name a selection can have, as written', () => {
    expect(parseSelectionPathId('public')).toBe('public');
    expect(parseSelectionPathId('Science Club')).toBe('Science Club');
    expect(parseSelectionPathId(' 과학 ')).toBe(' 과학 ');
    expect(parseSelectionPathId('a'.repeat(50))).toBe('a'.repeat(50));
  });

  it('is not blank, nor longer than any selection name', () => {
    expect(parseSelectionPathId('')).toBeUndefined();
    expect(parseSelectionPathId('   ')).toBeUndefined();
    expect(parseSelectionPathId('a'.repeat(51))).toBeUndefined();
    expect(parsed(() => selectionPathParams.parse({ id: 'a'.repeat(51) }))).toBe('not found');
    expect(parsed(() => selectionPathParams.parse({ id: '공용' }))).toEqual({ id: '공용' });
  });
});

describe('a member id of the path', () => {
  it('is written as the contract writes it', () => {
    expect(parseMemberId('Qm9va1BvcnRhbE1lbWJlcg')).toBe('Qm9va1BvcnRhbE1lbWJlcg');
    expect(parseMemberId('a-b_c'.repeat(4))).toBe('a-b_c'.repeat(4));
    expect(parseMemberId('short')).toBeUndefined();
    expect(parseMemberId('has space in it!!')).toBeUndefined();
    expect(parseMemberId('x'.repeat(65))).toBeUndefined();
    expect(parsed(() => memberIdParams.parse({ id: '../../etc' }))).toBe('not found');
  });
});
