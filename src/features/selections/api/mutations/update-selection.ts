import { mutationOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { toast } from '@/ui/toast';
import { recordSaveApplied, rebaseOnOwnSaves } from '../save-bases';
import { draftAfterSave, readDraft, writeDraft, type SaveBody } from '../draft';
import {
  editFailure,
  queuedEditOptions,
  reloadSelectionContents,
  rememberIfQueued,
  useQueuedEdit,
  withReplayKey,
  type EditContext,
} from './queued-edit';

type UpdateCartResult = components['schemas']['UpdateCartResult'];
type ChangeNotApplied = components['schemas']['ChangeNotApplied'];

export interface UpdateSelectionVars extends SaveBody {
  selectionId: string;
  /** The selection's name, to name it in messages. */
  selectionName: string;
  /** The titles of the rows sent (by row id), to say which were not applied. */
  titles: Record<string, string>;
  /** The save changes quantities only: a failure says 수량 변경에 실패했습니다 (docs/product/selection.md#messages). */
  quantityOnly?: boolean;
  /** Set by the hook (see withReplayKey). */
  replayKey?: string;
}

/** One line per change the server did not apply, in the member's words. */
function notAppliedLines(
  notApplied: readonly ChangeNotApplied[],
  result: Pick<UpdateCartResult, 'books'>,
  titles: Record<string, string>,
): string[] {
  return notApplied.map((change) => {
    if (change.cartBookId === undefined) return texts.selectionPage.notAppliedMessage;
    const title = titles[String(change.cartBookId)] ?? texts.offline.bookNumber(change.cartBookId);
    if (change.field !== 'row' && change.field !== 'message') {
      const row = result.books.find((item) => item.id === change.cartBookId);
      const now = !row
        ? ''
        : change.field === 'priority'
          ? texts.selectionPage.priorities[row.priority]
          : String(row[change.field]);
      return texts.selectionPage.notAppliedConflict(
        texts.selectionPage.fieldNames[change.field],
        title,
        now === '' ? texts.selectionPage.emptyPoNumber : now,
      );
    }
    return texts.selectionPage.notAppliedRemoved(title);
  });
}

function reportSaved(result: UpdateCartResult, { selectionId, titles }: UpdateSelectionVars) {
  if (result.notApplied.length === 0) {
    toast.success(texts.selectionPage.saved);
    return;
  }
  // Lasting: the member must learn which changes did not land, also when the save waited offline.
  toast.error(texts.selectionPage.savedExcept(result.notApplied.length), {
    id: `save-${selectionId}`,
    description: notAppliedLines(result.notApplied, result, titles).join(' '),
    duration: Infinity,
    closeButton: true,
  });
}

/**
 * Saves the member's changes to a selection's rows and request message (POST
 * /member/cart/update/{cartId}) as intent (see draft.ts saveBody); may wait in the offline queue.
 * Changes the server could not apply (a row removed meanwhile, a field changed elsewhere) are
 * named to the member, the rest are saved.
 */
export const updateSelectionMutationOptions = mutationOptions<
  UpdateCartResult,
  Error,
  UpdateSelectionVars,
  EditContext
>({
  ...queuedEditOptions,
  mutationKey: selectionMutationKeys.update,
  meta: {
    ...queuedEditOptions.meta,
    errorToast: editFailure<UpdateSelectionVars>(
      ({ selectionName }) => texts.offline.edits.save(selectionName),
      ({ quantityOnly }) =>
        quantityOnly ? texts.selectionPage.quantityFailed : texts.selectionPage.updateFailed,
    ),
  },
  onMutate: rememberIfQueued,
  mutationFn: (vars) => {
    // The variables themselves are rebased: a resend carries the same body as the first send.
    rebaseOnOwnSaves(vars.selectionId, vars.books, vars);
    const { selectionId, books, message, messageChanged, messageBaseVersion, replayKey } = vars;
    return unwrap(
      api.POST('/member/cart/update/{cartId}', {
        params: { path: { cartId: selectionId }, header: { 'Idempotency-Key': replayKey } },
        body: { books, message, messageChanged, messageBaseVersion },
      }),
    );
  },
  onSuccess: (result, vars, _context, { client }) => {
    recordSaveApplied(vars.selectionId, vars.books, result, vars);
    // What was saved is no longer an unsaved change; edits typed meanwhile stay in the draft.
    writeDraft(
      client,
      vars.selectionId,
      draftAfterSave(readDraft(client, vars.selectionId), vars, result),
    );
    reportSaved(result, vars);
  },
  onSettled: (_data, _error, { selectionName }, _context, { client }) =>
    reloadSelectionContents(client, selectionName),
});

export const useUpdateSelection = () =>
  withReplayKey(useQueuedEdit(updateSelectionMutationOptions));
