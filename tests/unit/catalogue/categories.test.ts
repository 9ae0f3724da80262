import { describe, expect, it } from 'vitest';
import {
  checkState,
  indexCategoryTree,
  matchCategories,
  normalizeCategories,
  toggleCategory,
} from '@/features/catalogue/categories';

// 1 문학 ─ 2 소설 ─ 3 한국소설, 4 영미소설
//        └ 5 시   ─ 6 한국시, 7 외국시
// 8 과학 ─ 9 수학 ─ 10 기초수학
const index = indexCategoryTree({
  results: [
    {
      id: 1,
      name: '문학',
      mediumCategory: [
        {
          id: 2,
          name: '소설',
          subCategory: [
            { id: 3, name: '한국소설' },
            { id: 4, name: '영미소설' },
          ],
        },
        {
          id: 5,
          name: '시',
          subCategory: [
            { id: 6, name: '한국시' },
            { id: 7, name: '외국시' },
          ],
        },
      ],
    },
    {
      id: 8,
      name: '과학',
      mediumCategory: [{ id: 9, name: '수학', subCategory: [{ id: 10, name: '기초수학' }] }],
    },
  ],
});

describe('category subtree selection', () => {
  it('checking a group checks its whole subtree, shown on every node below it', () => {
    const selected = toggleCategory(index, [], 2);
    expect(selected).toEqual([2]);
    expect(checkState(index, selected, 3)).toBe('checked');
    expect(checkState(index, selected, 4)).toBe('checked');
    expect(checkState(index, selected, 1)).toBe('indeterminate');
    expect(checkState(index, selected, 6)).toBe('unchecked');
  });

  it('checking a group replaces the checked nodes below it', () => {
    expect(toggleCategory(index, [3, 6], 1)).toEqual([1]);
  });

  it('checking the last unchecked child checks the group instead', () => {
    expect(toggleCategory(index, [3], 4)).toEqual([2]);
    expect(toggleCategory(index, [2, 6], 7)).toEqual([1]);
  });

  it('unchecking a node of a checked group keeps the rest of the group', () => {
    expect(toggleCategory(index, [1], 3)).toEqual([4, 5]);
    expect(checkState(index, [4, 5], 2)).toBe('indeterminate');
    expect(toggleCategory(index, [1], 2)).toEqual([5]);
  });

  it('unchecking an explicitly checked node removes it only', () => {
    expect(toggleCategory(index, [2, 8], 8)).toEqual([2]);
  });

  it('normalizes: covered nodes and unknown ids go, sorted', () => {
    expect(normalizeCategories(index, [6, 1, 3, 999])).toEqual([1]);
    expect(normalizeCategories(index, [10, 4])).toEqual([4, 8]);
  });

  it("the tree's search shows matches with their ancestors and subtrees", () => {
    expect(matchCategories(index, '  ')).toBeUndefined();
    expect([...(matchCategories(index, '한국') ?? [])].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 5, 6,
    ]);
    expect([...(matchCategories(index, '소설') ?? [])].sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(matchCategories(index, '없는')?.size).toBe(0);
  });
});
