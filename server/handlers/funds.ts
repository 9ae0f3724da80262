/** Funds per school year and their figures (tag `funds`); the rules are in ../funds.ts. */
import type { AppContext } from '../context.ts';
import { authOf } from '../context.ts';
import { createFund, deleteFund, fundYear, updateFund } from '../funds.ts';
import type { Handlers } from './types.ts';

type FundOperations = 'listFunds' | 'createFund' | 'updateFund' | 'deleteFund';

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
  };
}
