import * as z from 'zod/mini';

/**
 * The budget page's state in the URL: `/budget?year=2025`; without `year`, the current school
 * year. A year out of the contract's range falls back to the current one.
 */
export const budgetSearchSchema = z.object({
  year: z.catch(z.optional(z.int().check(z.gte(2000), z.lte(2100))), undefined),
});

export type BudgetSearch = z.output<typeof budgetSearchSchema>;
