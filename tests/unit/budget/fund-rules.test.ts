import { describe, expect, it } from 'vitest';
import { fundFormSchema } from '@/features/budget/fund-form';
import { profileSchema } from '@/features/profile/schemas';
import { fundEffect } from '@/lib/fund-effect';

const fund = {
  fundId: 1,
  name: '도서구입비',
  schoolYear: 2026,
  amount: 300_000,
  committed: 100_000,
  spent: 120_000,
  remaining: 80_000,
};

describe('fundEffect (docs/product/budget.md#warnings)', () => {
  it('a quotation request lowers the remaining amount by its whole amount and asks when it goes over', () => {
    expect(
      fundEffect(fund, 'quote', [
        { price: 60_000, quantity: 2 },
        { price: 30_000, quantity: 2 },
      ]),
    ).toEqual({ fund, amount: 180_000, remaining: 80_000, after: -100_000, isOver: true });
    expect(fundEffect(fund, 'quote', [{ price: 80_000, quantity: 1 }])?.isOver).toBe(false);
  });

  it('an order from a quotation leaves the remaining amount as read (the quotation counts)', () => {
    expect(fundEffect(fund, 'order', [{ price: 60_000, quantity: 3 }])).toMatchObject({
      amount: 180_000,
      after: 80_000,
      isOver: false,
    });
    expect(
      fundEffect({ ...fund, remaining: -1 }, 'order', [{ price: 1, quantity: 1 }])?.isOver,
    ).toBe(true);
  });

  it('an order asking for more than its quotation committed lowers the remaining amount by the difference', () => {
    // The quotation committed 120,000원; the order asks for 180,000원.
    expect(fundEffect(fund, 'order', [{ price: 60_000, quantity: 3 }], 120_000)).toMatchObject({
      amount: 180_000,
      after: 20_000,
      isOver: false,
    });
    expect(fundEffect(fund, 'order', [{ price: 60_000, quantity: 4 }], 120_000)).toMatchObject({
      after: -40_000,
      isOver: true,
    });
    // Less than committed frees nothing here: the server's figures say so once it is placed.
    expect(fundEffect(fund, 'order', [{ price: 60_000, quantity: 1 }], 120_000)?.after).toBe(
      80_000,
    );
  });

  it('says nothing without a fund', () => {
    expect(fundEffect(undefined, 'quote', [{ price: 1, quantity: 1 }])).toBeNull();
  });
});

describe('the fund dialog (docs/product/budget.md#setting)', () => {
  const parse = (amount: string, name = '희망도서') => fundFormSchema().safeParse({ name, amount });

  it('reads an amount typed with separators as whole won', () => {
    expect(parse('3,000,000').data).toEqual({ name: '희망도서', amount: 3_000_000 });
    expect(parse(' 0 ').data?.amount).toBe(0);
  });

  it('refuses a blank name, a negative, fractional, lettered or absurd amount', () => {
    expect(parse('1', '  ').success).toBe(false);
    for (const amount of ['', '-5', '1.5', '12a', '10,000,000,001']) {
      expect(parse(amount).success, amount).toBe(false);
    }
    expect(parse('10,000,000,000').success).toBe(true);
  });
});

describe('the start month in Account Information (docs/product/budget.md#school-year)', () => {
  const member = {
    name: '김도서',
    email: 'a@b.kr',
    phoneNumber: '010',
    department: '도서관',
    address: '서울',
    institutionName: '',
    institutionNumber: '',
    officeEmail: '',
  };
  it('takes a month number 1 to 12', () => {
    expect(profileSchema().safeParse({ ...member, schoolYearStartMonth: '1' }).data).toMatchObject({
      schoolYearStartMonth: 1,
    });
    for (const month of ['0', '13', '', '三', '2.5']) {
      expect(profileSchema().safeParse({ ...member, schoolYearStartMonth: month }).success).toBe(
        false,
      );
    }
  });
});
