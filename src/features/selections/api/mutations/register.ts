import type { QueryClient } from '@tanstack/react-query';
import { queueIsbnsMutationOptions } from '@/features/selections/librarian-tools/api/isbn-queue';
import { addBookMutationOptions } from './add-book';
import { addBooksMutationOptions } from './add-books';
import { createSelectionMutationOptions } from './create-selection';
import { deleteSelectionMutationOptions } from './delete-selection';
import { registerQueuedEdit } from './queued-edit';
import { removeSelectionItemMutationOptions } from './remove-selection-item';
import { renameSelectionMutationOptions } from './rename-selection';
import { setSelectionFundMutationOptions } from './set-selection-fund';
import { updateSelectionMutationOptions } from './update-selection';

/** Every edit that may wait in the offline queue, and so be restored from a saved cache. */
const queuedEdits = [
  createSelectionMutationOptions,
  renameSelectionMutationOptions,
  deleteSelectionMutationOptions,
  addBookMutationOptions,
  addBooksMutationOptions,
  updateSelectionMutationOptions,
  removeSelectionItemMutationOptions,
  setSelectionFundMutationOptions,
  queueIsbnsMutationOptions,
];

/**
 * Registers the defaults of every queued edit (and of the drafts) before a saved cache holding
 * one is restored (src/app/member-session.ts): a restored edit is rebuilt from its key alone and
 * gets its mutationFn from these. Each edit's hook registers its own the same way
 * (registerQueuedEdit), so this module loads only when a saved cache needs it.
 */
export function registerSelectionMutationDefaults(queryClient: QueryClient) {
  for (const options of queuedEdits) registerQueuedEdit(queryClient, options);
}
