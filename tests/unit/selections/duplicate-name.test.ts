import { describe, expect, it } from 'vitest';
import { isDuplicateSelectionName } from '@/features/selections/duplicate-name';

describe('isDuplicateSelectionName: the create and rename dialogs refuse what the server would', () => {
  const selections = [
    { id: 'public', name: 'common(default)' },
    { id: '7', name: 'Science Club' },
  ];
  it.each([
    'Science  Club',
    'ＳＣＩＥＮＣＥ ＣＬＵＢ',
    'science\u3000club',
    'ｐｕｂｌｉｃ',
    '공용',
  ])('%j is taken', (name) => {
    expect(isDuplicateSelectionName(selections, name)).toBe(true);
  });
  it('a selection keeps its own name, and a queued one counts', () => {
    expect(isDuplicateSelectionName(selections, 'science  CLUB', '7')).toBe(false);
    expect(isDuplicateSelectionName(selections, 'Poetry  club', undefined, ['Poetry Club'])).toBe(
      true,
    );
  });
});
