import { describe, expect, it } from 'vitest';
import { isIsoDate, isValidRange, periodRange, type PeriodPreset } from '@/lib/period';

describe('periodRange', () => {
  it.each<[PeriodPreset, string, string, string]>([
    ['1m', '2026-11-21', '2026-10-21', '2026-11-22'],
    ['3m', '2026-11-21', '2026-08-21', '2026-11-22'],
    ['6m', '2026-11-21', '2026-05-21', '2026-11-22'],
    ['1y', '2026-11-21', '2025-11-21', '2026-11-22'],
  ])('%s on %s runs from %s to tomorrow, %s', (preset, today, startDate, endDate) => {
    expect(periodRange(preset, today)).toEqual({ startDate, endDate });
  });

  it('ends tomorrow across a month end and a year end', () => {
    expect(periodRange('1m', '2026-01-31').endDate).toBe('2026-02-01');
    expect(periodRange('1m', '2026-12-31').endDate).toBe('2027-01-01');
  });

  it('falls back to the last day of a shorter month', () => {
    expect(periodRange('1m', '2026-03-31').startDate).toBe('2026-02-28');
    expect(periodRange('3m', '2026-05-31').startDate).toBe('2026-02-28');
    expect(periodRange('6m', '2026-08-31').startDate).toBe('2026-02-28');
    expect(periodRange('1m', '2026-10-31').startDate).toBe('2026-09-30');
  });

  it('knows leap years', () => {
    expect(periodRange('1m', '2024-03-31').startDate).toBe('2024-02-29');
    expect(periodRange('1m', '2024-02-28').endDate).toBe('2024-02-29');
    expect(periodRange('1y', '2024-02-29')).toEqual({
      startDate: '2023-02-28',
      endDate: '2024-03-01',
    });
    expect(periodRange('1y', '2025-02-28').startDate).toBe('2024-02-28');
    expect(periodRange('1m', '2100-03-31').startDate).toBe('2100-02-28'); // not a leap year
    expect(periodRange('1m', '2000-03-31').startDate).toBe('2000-02-29'); // a leap year
  });

  it('takes a Date as a local calendar day, whatever the time', () => {
    expect(periodRange('1m', new Date(2026, 10, 21, 23, 59))).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-22',
    });
    expect(periodRange('1m', new Date(2026, 10, 21, 0, 0))).toEqual({
      startDate: '2026-10-21',
      endDate: '2026-11-22',
    });
  });
});

describe('isIsoDate and isValidRange', () => {
  it('accepts real YYYY-MM-DD dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('accepts a range whose start is not after its end', () => {
    expect(isValidRange({ startDate: '2026-01-01', endDate: '2026-01-01' })).toBe(true);
    expect(isValidRange({ startDate: '2026-01-02', endDate: '2026-01-01' })).toBe(false);
    expect(isValidRange({ startDate: '2026-01-01' })).toBe(false);
  });
});
