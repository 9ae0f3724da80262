import { describe, expect, it } from 'vitest';
import {
  defaultNoticesSearch,
  noticeListQuery,
  noticesSearchSchema,
} from '@/features/notices/search';

const parse = (input: Record<string, unknown>) => noticesSearchSchema.parse(input);

describe('noticesSearchSchema', () => {
  it('defaults to page 1, 10 per page, searching titles for nothing', () => {
    expect(defaultNoticesSearch).toEqual({ page: 1, size: 10, category: 'title', text: '' });
    expect(parse({})).toEqual(defaultNoticesSearch);
  });

  it('keeps a valid state', () => {
    expect(parse({ page: 3, size: 30, category: 'content', text: '연휴' })).toEqual({
      page: 3,
      size: 30,
      category: 'content',
      text: '연휴',
    });
  });

  it('falls back to the default of each damaged field alone', () => {
    expect(parse({ page: 0, size: 20 })).toMatchObject({ page: 1, size: 20 });
    expect(parse({ page: 1.5 })).toMatchObject({ page: 1 });
    expect(parse({ page: 'two' })).toMatchObject({ page: 1 });
    expect(parse({ size: 50, page: 2 })).toMatchObject({ size: 10, page: 2 });
    expect(parse({ size: '20' })).toMatchObject({ size: 10 });
    expect(parse({ category: 'author', text: 'x' })).toMatchObject({
      category: 'title',
      text: 'x',
    });
    expect(parse({ text: { a: 1 } })).toMatchObject({ text: '' });
  });

  it('trims the search text (docs/product/announcements.md#list) and caps it at the contract’s 200 characters', () => {
    expect(parse({ text: '  설 연휴  ' }).text).toBe('설 연휴');
    expect(parse({ text: 'a'.repeat(250) }).text).toHaveLength(200);
  });

  it('reads a number the router parsed from ?text=2024 as the text "2024"', () => {
    expect(parse({ text: 2024 }).text).toBe('2024');
  });
});

describe('noticeListQuery', () => {
  it('sends page and take only when not searching', () => {
    expect(noticeListQuery({ page: 2, size: 20, category: 'content', text: '' })).toEqual({
      page: 2,
      take: 20,
    });
  });

  it('sends the text as title or content, as chosen', () => {
    expect(noticeListQuery({ page: 1, size: 10, category: 'title', text: '점검' })).toEqual({
      page: 1,
      take: 10,
      title: '점검',
    });
    expect(noticeListQuery({ page: 1, size: 10, category: 'content', text: '점검' })).toEqual({
      page: 1,
      take: 10,
      content: '점검',
    });
  });
});
