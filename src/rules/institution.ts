/**
 * What the documents a school's office files (견적서, 거래명세서) need of the member's institution
 * (docs/product/profile.md#institution): the profile lists what is missing, and the documents'
 * code asks the server for the same list.
 */
export type InstitutionDetail = 'institutionName' | 'institutionNumber';

/** The institution details the documents need that are still empty, in the profile's order. */
export function missingInstitutionDetails(institution: {
  institutionName: string;
  institutionNumber: string;
}): InstitutionDetail[] {
  const missing: InstitutionDetail[] = [];
  if (institution.institutionName.trim() === '') missing.push('institutionName');
  if (institution.institutionNumber.trim() === '') missing.push('institutionNumber');
  return missing;
}
