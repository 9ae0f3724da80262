// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nameKey } from '@/lib/names';
import { selectionNameKey } from '../../../server/lib/names.ts';

describe('selectionNameKey (server): the duplicate-name rule of selections', () => {
  it.each([
    ['Science Club', 'science club'],
    ['  Science  Club ', 'science club'],
    ['Science\u3000Club', 'science club'],
    ['Ｓｃｉｅｎｃｅ Ｃｌｕｂ', 'science club'],
    ['ＰＵＢＬＩＣ', 'public'],
  ])('%j → %j', (name, key) => {
    expect(selectionNameKey(name)).toBe(key);
  });

  it('agrees with the client’s rule, so the form refuses what the server would', () => {
    for (const name of ['A  b', 'Ａ ｂ', ' a\tB ', '공용', 'Common(Default)', 'ｶﾞｸ']) {
      expect(selectionNameKey(name)).toBe(nameKey(name));
    }
  });
});
