import { describe, expect, it } from 'vitest';
import {
  formatRegistrationNumber,
  isRegistrationNumber,
  readRegistrationNumber,
  registrationCheckDigit,
} from '@/rules/registration-number';

describe('the 사업자등록번호 / 고유번호 check digit', () => {
  it('accepts numbers whose last digit is the check of the first nine', () => {
    // Worked by hand: 2·1 + 1·3 + 1·7 + 8·1 + 6·3 = 38 → 10 − 8 = 2; and the demo supplier's.
    for (const digits of ['2118600002', '1234567891', '0000000000']) {
      expect(isRegistrationNumber(digits), digits).toBe(true);
    }
  });

  it('refuses every other last digit', () => {
    for (let last = 0; last <= 9; last += 1) {
      expect(isRegistrationNumber(`123456789${last}`)).toBe(last === 1);
    }
  });

  it('counts the tens of the ninth digit times five', () => {
    // 9 × 5 = 45: 45 and its 4 both count; without the 4 the check would be 5.
    expect(registrationCheckDigit('123456789')).toBe(1);
    // 1 × 5 = 5: no tens.
    expect(registrationCheckDigit('000000001')).toBe(5);
  });

  it('refuses anything but ten digits', () => {
    for (const typed of ['', '123456789', '12345678911', '12345a7891', '123-45-67891']) {
      expect(isRegistrationNumber(typed), typed).toBe(false);
    }
  });

  it('reads a number typed with dashes or spaces, and prints it with dashes', () => {
    expect(readRegistrationNumber(' 123-45-67891 ')).toBe('1234567891');
    expect(readRegistrationNumber('123 45 67891')).toBe('1234567891');
    expect(readRegistrationNumber('123-45-6789')).toBeNull();
    expect(readRegistrationNumber('１２３４５６７８９１')).toBeNull();
    expect(formatRegistrationNumber('1234567891')).toBe('123-45-67891');
    expect(formatRegistrationNumber('')).toBe('');
  });
});
