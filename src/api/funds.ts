import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { budgetKeys } from '@/api/query-keys';
import { areaQueryDefaults } from '@/offline/query-client';

/**
 * The member's funds of a school year (the current one when not named) and the year's report:
 * read by the budget page, the selection page's fund chooser and the home's budget card.
 */
export const fundYearQueryOptions = (schoolYear: number | undefined) =>
  queryOptions({
    ...areaQueryDefaults,
    queryKey: budgetKeys.year(schoolYear),
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/member/funds', {
          params: { query: schoolYear === undefined ? {} : { schoolYear } },
          signal,
        }),
      ),
  });
