import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { orderMutationKeys } from '@/api/query-keys';
import { filenameFromDisposition, saveBlob } from '@/lib/download';
import * as texts from '@/texts';
import type { OrderListParams } from '../list-params';

/**
 * The order list as an Excel workbook made by the server (docs/product/orders.md#excel): the
 * orders of the list's filters, with each one's S2B contract, fetched with the member's token and
 * saved under the server's file name. Needs the network; its failure toast says why.
 */
const downloadOrdersMutationOptions = mutationOptions({
  mutationKey: orderMutationKeys.downloadList,
  meta: {
    errorToast: (error: unknown) =>
      error instanceof NetworkError
        ? texts.common.offlineAction
        : `${texts.orders.excelFailed} ${getErrorMessage(error)}`,
  },
  mutationFn: async ({ status, startDate, endDate }: OrderListParams) => {
    const result = await api.GET('/member/order/all/excel', {
      params: { query: { status, startDate, endDate } },
      parseAs: 'blob',
    });
    const blob = await unwrap(Promise.resolve(result));
    saveBlob(
      blob as Blob,
      filenameFromDisposition(result.response.headers.get('Content-Disposition'), 'orders.xlsx'),
    );
  },
});

export const useDownloadOrders = () => useMutation(downloadOrdersMutationOptions);
