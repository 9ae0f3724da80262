import { describe, expect, it } from 'vitest';
import { digitsOf, READER_GROUPS, readerGroupOf } from '@/rules/additional-code';

describe('the 독자대상 of an ISBN 부가기호', () => {
  it('reads the first digit: 교양 0, 실용 1, 청소년 4, 학습참고서 5 and 6, 아동 7, 전문 9', () => {
    expect(
      ['03810', '13590', '43810', '53710', '63410', '77810', '93000'].map(readerGroupOf),
    ).toEqual([
      'general',
      'practical',
      'youth',
      'studyAid',
      'studyAid',
      'children',
      'professional',
    ]);
  });

  it('counts a book without 부가기호, or with a reserved first digit, as unmarked', () => {
    expect([null, '', '23810', '33810', '83810'].map(readerGroupOf)).toEqual(
      Array(5).fill('unmarked'),
    );
  });

  it('gives each digit to one group, and each group but unmarked its digits', () => {
    const digits = READER_GROUPS.flatMap(digitsOf);
    expect(new Set(digits).size).toBe(digits.length);
    expect(digitsOf('studyAid')).toEqual(['5', '6']);
    expect(digitsOf('unmarked')).toEqual([]);
  });
});
