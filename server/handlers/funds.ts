/** Funds per school year and their figures (tag `funds`); the rules are in ../funds.ts. */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { createFund, deleteFund, fundYear, updateFund } from '../funds.ts';
import { attachmentDisposition, XLSX_TYPE } from '../lib/util.ts';
import { kdcClassLabel } from '../../src/rules/kdc.ts';
import type { Handlers } from './types.ts';

type FundOperations =
  'listFunds' | 'createFund' | 'updateFund' | 'deleteFund' | 'downloadFundReportExcel';

/** The order statuses as the portal names them (src/texts/orders.ts), for the workbook. */
const STATUS_NAMES: Record<string, string> = {
  QUOTATION_REQUEST: 'Quotation Request',
  QUOTATION_DONE: 'Quotation Done',
  ORDER_REQUEST: 'Order Request',
  INVOICE_REQUEST: 'Invoice Request',
  INVOICE_DONE: 'Invoice Done',
  CANCELED: 'Canceled',
};

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
      const names = new Map(year.funds.map((fund) => [fund.fundId, fund.name] as const));
      const { fundReportWorkbookOffThread } = await import('../lib/workbooks-off-thread.ts');
      const buffer = await fundReportWorkbookOffThread({
        schoolYear: year.schoolYear,
        startDate: year.startDate,
        endDate: year.endDate,
        funds: year.funds,
        byStatus: year.byStatus.map((row) => ({
          ...row,
          fund: (row.fundId === null ? undefined : names.get(row.fundId)) ?? 'No fund',
          status: STATUS_NAMES[row.status] ?? row.status,
        })),
        byClass: year.byClass.map((row) => ({
          ...row,
          kdcClass: kdcClassLabel(row.kdcClass),
        })),
      });
      return reply
        .header('Content-Type', XLSX_TYPE)
        .header('Content-Disposition', attachmentDisposition(`budget-${year.schoolYear}.xlsx`))
        .header('Cache-Control', 'no-store')
        .send(buffer);
    },
  };
}
