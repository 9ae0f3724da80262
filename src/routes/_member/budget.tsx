import { createFileRoute } from '@tanstack/react-router';
import { fundYearQueryOptions } from '@/api/funds';
import { BudgetPage } from '@/features/budget/components/budget-page';
import { budgetSearchSchema } from '@/features/budget/search';
import { pageTitle } from '@/app/document-title';
import * as texts from '@/texts';

export const Route = createFileRoute('/_member/budget')({
  validateSearch: budgetSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureQueryData(fundYearQueryOptions(deps.year)),
  head: () => pageTitle(texts.shell.titles.budget),
  component: BudgetPage,
});
