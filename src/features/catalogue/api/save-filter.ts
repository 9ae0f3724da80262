import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { chooseFailure } from '@/api/failures';
import { bookMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import type { Criteria } from '../search';
import { reloadTabs, showSavedFilter } from './filters';

export interface SaveFilterVars {
  tabId: number;
  name: string;
  criteria: Criteria;
  /** The saved filter to update; absent creates a new one. */
  filterId?: number;
}

/** The contract's save payload (its list names differ from the read's). */
const filterSaveBody = ({ tabId, name, criteria }: SaveFilterVars) => ({
  tabId,
  name: name.trim(),
  keywords: criteria.keywords,
  author: criteria.authors,
  publisher: criteria.publishers,
  categories: criteria.categories,
  titles: criteria.titles,
});

/**
 * Creates (POST /member/book/filter) or updates (POST /member/book/filter/{id}) a saved filter.
 * Needs the network: never queued (the client's default network mode).
 */
const saveFilterMutationOptions = mutationOptions<
  components['schemas']['Filter'],
  Error,
  SaveFilterVars
>({
  mutationKey: bookMutationKeys.saveFilter,
  meta: {
    errorToast: chooseFailure<SaveFilterVars>((_error, { filterId }) =>
      filterId === undefined
        ? texts.catalogue.filterCreateFailed
        : texts.catalogue.filterUpdateFailed,
    ),
  },
  mutationFn: (vars) =>
    vars.filterId === undefined
      ? unwrap(api.POST('/member/book/filter', { body: filterSaveBody(vars) }))
      : unwrap(
          api.POST('/member/book/filter/{filterId}', {
            params: { path: { filterId: vars.filterId } },
            body: filterSaveBody(vars),
          }),
        ),
  onSuccess: (filter, vars, _context, { client }) => {
    showSavedFilter(client, vars.tabId, filter);
    toast.success(
      vars.filterId === undefined ? texts.catalogue.filterCreated : texts.catalogue.filterUpdated,
    );
  },
  onSettled: (_data, _error, _vars, _context, { client }) => reloadTabs(client),
});

export const useSaveFilter = () => useMutation(saveFilterMutationOptions);
