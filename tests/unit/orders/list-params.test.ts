import { describe, expect, it } from 'vitest';
import { orderListParams, resolvePeriod } from '@/features/orders/list-params';

const today = new Date(2026, 10, 21, 10, 0);

describe('the order list query from the URL', () => {
  it('turns a preset into dates ending tomorrow', () => {
    expect(orderListParams({ period: '3m', page: 2, size: 20 }, today)).toEqual({
      page: 2,
      take: 20,
      startDate: '2026-08-21',
      endDate: '2026-11-22',
    });
  });

  it('passes a status filter and custom dates as they are', () => {
    expect(
      orderListParams(
        {
          period: 'custom',
          start: '2026-01-05',
          end: '2026-02-10',
          status: 'QUOTATION_DONE',
          page: 1,
          size: 10,
        },
        today,
      ),
    ).toEqual({
      page: 1,
      take: 10,
      status: 'QUOTATION_DONE',
      startDate: '2026-01-05',
      endDate: '2026-02-10',
    });
  });

  it('falls back to the last year for an incomplete or reversed custom range', () => {
    const lastYear = { startDate: '2025-11-21', endDate: '2026-11-22' };
    expect(resolvePeriod({ period: 'custom', start: '2026-02-10' }, today)).toEqual(lastYear);
    expect(
      resolvePeriod({ period: 'custom', start: '2026-02-10', end: '2026-01-05' }, today),
    ).toEqual(lastYear);
  });
});
