/**
 * The 10-digit 사업자등록번호 of a business, and the 고유번호 a school has instead (same format,
 * same check digit): the rule the profile form, the server and the provider's command all check
 * (docs/product/profile.md#institution, docs/operations.md#supplier).
 */

/** The weights of the first nine digits in the check (the National Tax Service's rule). */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The number as typed (`123-45-67891`, with spaces or dashes) as its digits; null if not 10 digits. */
export function readRegistrationNumber(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** The check digit of the first nine digits. */
export function registrationCheckDigit(nine: string): number {
  const digits = [...nine].map(Number);
  const weighted = WEIGHTS.reduce((sum, weight, index) => sum + weight * (digits[index] ?? 0), 0);
  // The ninth digit's product counts twice: once whole, once its tens.
  const total = weighted + Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (total % 10)) % 10;
}

/** Whether ten digits make a valid registration number (the last is the first nine's check). */
export function isRegistrationNumber(digits: string): boolean {
  return (
    /^\d{10}$/.test(digits) && registrationCheckDigit(digits.slice(0, 9)) === Number(digits[9])
  );
}

/** The number as it is printed: `123-45-67891` (other text as it is). */
export function formatRegistrationNumber(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : digits;
}
