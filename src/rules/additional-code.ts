/** The contract's ReaderGroup (openapi/api-v1.yaml); the server's handlers check they agree. */
export type ReaderGroup =
  'general' | 'practical' | 'youth' | 'studyAid' | 'children' | 'professional' | 'unmarked';

/**
 * The 독자대상 of an ISBN 부가기호 (its first digit, as the Korean ISBN agency defines them): the
 * one table the catalogue's filter (server/catalogue.ts) and the book detail both read. 5 and 6
 * (study aids for secondary and primary schools) are one group, so a librarian leaves both out
 * with one choice. 2, 3 and 8 are reserved: such a book counts as unmarked.
 */
const GROUP_OF_DIGIT: Readonly<Record<string, ReaderGroup>> = {
  '0': 'general',
  '1': 'practical',
  '4': 'youth',
  '5': 'studyAid',
  '6': 'studyAid',
  '7': 'children',
  '9': 'professional',
};

export const READER_GROUPS: readonly ReaderGroup[] = [
  'general',
  'practical',
  'youth',
  'studyAid',
  'children',
  'professional',
  'unmarked',
];

/** The digits of each group, for a query over the stored codes. */
export const digitsOf = (group: ReaderGroup): string[] =>
  Object.keys(GROUP_OF_DIGIT).filter((digit) => GROUP_OF_DIGIT[digit] === group);

/** The reader group of a book by its 부가기호 (null: none). */
export const readerGroupOf = (additionalCode: string | null): ReaderGroup =>
  (additionalCode && GROUP_OF_DIGIT[additionalCode[0] ?? '']) || 'unmarked';
