import { describe, expect, it } from 'vitest';
import { nameKey } from '@/rules/names';

describe('nameKey: names that read the same compare equal', () => {
  it.each([
    ['Science Club', 'science club'],
    ['  Science Club  ', 'science club'],
    ['Science  Club', 'science club'],
    ['Science\tClub', 'science club'],
    ['Science\u3000Club', 'science club'],
    ['Ｓｃｉｅｎｃｅ Ｃｌｕｂ', 'science club'],
    ['ＳＣＩＥＮＣＥ　ＣＬＵＢ', 'science club'],
    ['ｶﾞｸ', 'ガク'],
    ['공용', '공용'],
    ['ＰＵＢＬＩＣ', 'public'],
  ])('%j → %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps names apart that differ in more than space, width or case', () => {
    expect(nameKey('Science Club')).not.toBe(nameKey('ScienceClub'));
    expect(nameKey('Science Club 2')).not.toBe(nameKey('Science Club'));
  });
});
