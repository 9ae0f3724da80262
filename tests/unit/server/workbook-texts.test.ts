// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { budget as enBudget } from '@/texts/en/budget';
import { orders as enOrders } from '@/texts/en/orders';
import { selectionPage as enSelection } from '@/texts/en/selection-page';
import { budget as koBudget } from '@/texts/ko/budget';
import { orders as koOrders } from '@/texts/ko/orders';
import { selectionPage as koSelection } from '@/texts/ko/selection-page';
import { WORKBOOK_TEXTS, workbookLocale } from '../../../server/lib/workbook-texts.ts';

/**
 * The workbooks' texts (server/lib/workbook-texts.ts) in the request's language, and the same
 * labels as the pages' in both (docs/product/decisions.md: "the workbook's labels are the
 * page's"): the server cannot import src/texts, so this test holds the two copies equal.
 */
describe('the workbook locale of a request', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['EN-us,en;q=0.9,ko;q=0.8', 'en'],
    ['ko', 'ko'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['fr', 'ko'],
    ['*', 'ko'],
    ['', 'ko'],
    [undefined, 'ko'],
  ])('reads %j as %s', (header, locale) => {
    expect(workbookLocale(header)).toBe(locale);
  });
});

const pages = {
  en: { budget: enBudget, orders: enOrders, selection: enSelection },
  ko: { budget: koBudget, orders: koOrders, selection: koSelection },
};

describe.each(['en', 'ko'] as const)('the %s workbook texts are the pages’ labels', (locale) => {
  const texts = WORKBOOK_TEXTS[locale];
  const page = pages[locale];

  it('the selection’s sheet, columns, total and priorities', () => {
    const { columns } = page.selection;
    expect(texts.selection.sheet).toBe(page.selection.title);
    expect(texts.selection.columns).toMatchObject({
      title: columns.title,
      category: columns.category,
      author: columns.author,
      publisher: columns.publisher,
      price: columns.price,
      poNumber: columns.poNumber,
      priority: columns.priority,
      quantity: columns.quantity,
      amount: page.budget.columns.amount,
    });
    expect(texts.selection.columns.note.toLowerCase()).toBe(page.selection.fieldNames.note);
    expect(texts.total).toBe(page.selection.totalPrice);
    // Capitalised as a cell's first word; the page says them within a sentence.
    expect(texts.priorities.first.toLowerCase()).toBe(page.selection.priorities.first);
    expect(texts.priorities.alternate.toLowerCase()).toBe(page.selection.priorities.alternate);
  });

  it('the report’s columns, funds’ sheet, year, period, no fund and statuses', () => {
    const report = texts.fundReport;
    expect(report.columns).toEqual(page.budget.columns);
    expect(report.sheets.funds).toBe(page.budget.funds);
    expect(report.schoolYear(2026)).toBe(page.budget.schoolYearOption(2026));
    expect(report.period('2026-03-01', '2027-02-28')).toBe(
      page.budget.period('2026-03-01', '2027-02-28'),
    );
    expect(report.noFund).toBe(page.budget.noFund);
    expect(report.statuses).toEqual(page.orders.statusLabels);
  });
});
