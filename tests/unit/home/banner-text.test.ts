import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { bannerTextQueryOptions } from '@/features/home/api/queries';
import { homeKeys } from '@/api/query-keys';
import { BANNER_TEXT_POLL_MS, greetingText, keepSeenBannerText } from '@/features/home/banner-text';

describe('the banner text shown (docs/product/home.md#banner-text: changes only with a new version)', () => {
  it('keeps the text seen while the version is the same', () => {
    const seen = { version: 3, text: '안녕하세요' };
    expect(keepSeenBannerText(seen, { version: 3, text: '다른 글' })).toBe(seen);
  });

  it('takes the new answer when the version differs (up or down)', () => {
    const next = { version: 4, text: '새 인사' };
    expect(keepSeenBannerText({ version: 3, text: '안녕하세요' }, next)).toBe(next);
    const older = { version: 2, text: '예전 인사' };
    expect(keepSeenBannerText({ version: 3, text: '안녕하세요' }, older)).toBe(older);
  });

  it('takes the first answer', () => {
    const first = { version: 1, text: '처음' };
    expect(keepSeenBannerText(undefined, first)).toBe(first);
  });

  it('falls back to Welcome without a text', () => {
    expect(greetingText(undefined, 'Welcome')).toBe('Welcome');
    expect(greetingText({ version: 1, text: '  ' }, 'Welcome')).toBe('Welcome');
    expect(greetingText({ version: 1, text: '반갑습니다' }, 'Welcome')).toBe('반갑습니다');
  });

  it('is wired into the query: polled every 30 s, refetched on focus, never persisted', async () => {
    const options = bannerTextQueryOptions();
    expect(options.queryKey).toEqual(['home', 'banner-text']);
    expect(options.queryKey[0]).toBe(homeKeys.all[0]);
    expect(options.refetchInterval).toBe(BANNER_TEXT_POLL_MS);
    expect(BANNER_TEXT_POLL_MS).toBe(30_000);
    expect(options.refetchOnWindowFocus).toBe('always');
    expect(options.meta).toEqual({ persist: false });

    const answers = [
      { version: 1, text: '첫 인사' },
      { version: 1, text: '같은 버전' },
      { version: 2, text: '두 번째' },
    ];
    const client = new QueryClient();
    // What the cache holds (and components show) after each answer.
    const load = async () => {
      await client.fetchQuery({ ...options, queryFn: () => Promise.resolve(answers.shift()!) });
      return client.getQueryData(options.queryKey)?.text;
    };
    expect(await load()).toBe('첫 인사');
    expect(await load()).toBe('첫 인사');
    expect(await load()).toBe('두 번째');
  });
});
