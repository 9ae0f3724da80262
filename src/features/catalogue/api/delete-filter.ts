import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { bookMutationKeys } from '@/api/query-keys';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { forgetDeletedFilter, reloadTabs } from './filters';

/** Deletes a saved filter (DELETE /member/book/filter/{id}). Needs the network. */
const deleteFilterMutationOptions = mutationOptions<void, Error, { filterId: number }>({
  mutationKey: bookMutationKeys.deleteFilter,
  meta: { errorToast: texts.catalogue.filterDeleteFailed },
  mutationFn: ({ filterId }) =>
    unwrap(api.DELETE('/member/book/filter/{filterId}', { params: { path: { filterId } } })),
  onSuccess: (_data, { filterId }, _context, { client }) => {
    forgetDeletedFilter(client, filterId);
    toast.success(texts.catalogue.filterDeleted);
  },
  onSettled: (_data, _error, _vars, _context, { client }) => reloadTabs(client),
});

export const useDeleteFilter = () => useMutation(deleteFilterMutationOptions);
