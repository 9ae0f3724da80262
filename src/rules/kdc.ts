/**
 * The KDC (Korean Decimal Classification) main classes, 0 to 9, by their names: the one list the
 * budget report's page (src/features/budget) and its workbook (server/handlers/funds.ts) both
 * read (docs/product/budget.md#report). The names are the classification's own, not texts of the
 * portal.
 */
export const KDC_CLASSES: readonly string[] = [
  '총류',
  '철학',
  '종교',
  '사회과학',
  '자연과학',
  '기술과학',
  '예술',
  '언어',
  '문학',
  '역사',
];

/** A class as the report shows it: its number and name (`8 문학`); the number alone if unknown. */
export const kdcClassLabel = (kdcClass: number): string =>
  `${kdcClass} ${KDC_CLASSES[kdcClass] ?? ''}`.trim();
