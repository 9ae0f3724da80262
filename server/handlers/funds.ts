/** Funds per school year and their figures (tag `funds`); the rules are in ../funds.ts. */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { createFund, deleteFund, fundYear, updateFund } from '../funds.ts';
import { attachmentDisposition, XLSX_TYPE } from '../lib/util.ts';
import { WORKBOOK_TEXTS, workbookLocale } from '../lib/workbook-texts.ts';
import { kdcClassLabel } from '../../src/rules/kdc.ts';
import type { Handlers } from './types.ts';

type FundOperations =
  'listFunds' | 'createFund' | 'updateFund' | 'deleteFund' | 'downloadFundReportExcel';

export function fundHandlers(ctx: AppContext): Handlers<FundOperations> {
  const { db } = ctx;
  return {
    async listFunds(request, reply) {
      void reply.header('cache-control', 'private, no-store');
      return fundYear(db, authOf(request).memberId, request.query.schoolYear);
    },

    async createFund(request, reply) {
      reply.code(201);
      return createFund(db, authOf(request).memberId, request.body);
    },

    async updateFund(request) {
      return updateFund(db, authOf(request).memberId, request.params.fundId, request.body);
    },

    async deleteFund(request, reply) {
      deleteFund(db, authOf(request).memberId, request.params.fundId);
      return reply.code(204).send();
    },

    async downloadFundReportExcel(request, reply) {
      const year = fundYear(db, authOf(request).memberId, request.query.schoolYear);
      const locale = workbookLocale(request.headers['accept-language']);
      const names = new Map(year.funds.map((fund) => [fund.fundId, fund.name] as const));
      const { fundReportWorkbookOffThread } = await import('../lib/workbooks-off-thread.ts');
      const buffer = await fundReportWorkbookOffThread(
        {
          schoolYear: year.schoolYear,
          startDate: year.startDate,
          endDate: year.endDate,
          funds: year.funds,
          byStatus: year.byStatus.map((row) => ({
            ...row,
            fund: (row.fundId === null ? undefined : names.get(row.fundId)) ?? null,
          })),
          byClass: year.byClass.map((row) => ({ ...row, kdcClass: kdcClassLabel(row.kdcClass) })),
        },
        locale,
      );
      const filename = WORKBOOK_TEXTS[locale].fundReport.filename(year.schoolYear);
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentDisposition(filename))
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  };
}
