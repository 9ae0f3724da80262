import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { budgetMutationKeys } from '@/api/query-keys';
import { filenameFromDisposition, saveBlob } from '@/lib/download';
import * as texts from '@/texts';

/**
 * The year's report as an Excel workbook made by the server (docs/product/budget.md#report),
 * fetched with the member's token (a plain link could not carry it) and saved under the server's
 * file name. Needs the network; its failure toast says why.
 */
const downloadReportMutationOptions = mutationOptions({
  mutationKey: budgetMutationKeys.download,
  meta: {
    errorToast: (error: unknown) =>
      error instanceof NetworkError
        ? texts.common.offlineAction
        : `${texts.budget.excelFailed} ${getErrorMessage(error)}`,
  },
  mutationFn: async (schoolYear: number) => {
    const result = await api.GET('/member/funds/report/excel', {
      params: { query: { schoolYear } },
      parseAs: 'blob',
    });
    const blob = await unwrap(Promise.resolve(result));
    saveBlob(
      blob as Blob,
      filenameFromDisposition(
        result.response.headers.get('Content-Disposition'),
        `budget-${schoolYear}.xlsx`,
      ),
    );
  },
});

export const useDownloadReport = () => useMutation(downloadReportMutationOptions);
