import { memo, useMemo, useState } from 'react';
import {
  useMutationState,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, FileSpreadsheet } from 'lucide-react';
import { Message } from '@/api/limits.gen';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { reportFailure } from '@/api/failures';
import { selectionMutationKeys } from '@/api/query-keys';
import type { components } from '@/api/schema.gen';
import {
  applyDraft,
  editDraft,
  isQuantityOnlyDraft,
  pruneDraft,
  readDraft,
  saveBody,
  useSelectionDraft,
  writeDraft,
  type DraftEdit,
  type DraftedItem,
} from '@/features/selections/api/draft';
import type { SortOrder } from '@/features/selections/sort';
import { useRemoveSelectionItem } from '@/features/selections/api/mutations/remove-selection-item';
import { useUpdateSelection } from '@/features/selections/api/mutations/update-selection';
import { usePendingSelectionEdits, type QueuedAddition } from '@/features/selections/api/pending';
import {
  resolveSelection,
  selectionDetailQueryOptions,
  selectionListQueryOptions,
} from '@/features/selections/api/queries';
import * as texts from '@/texts';
import { Button, IconButton } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { PageHeader } from '@/ui/page';
import { NativeSelect } from '@/ui/native-select';
import { TextAreaField } from '@/ui/text-field';
import { DataAge } from '@/offline/data-age';
import { jsonBytes } from '@/offline/offline-pack';
import { TakeOffline, type TakeBook } from '@/offline/take-offline';
import { AddByIsbnButton } from '@/features/selections/librarian-tools/components/add-by-isbn-button';
import { selectionLabel } from '@/texts/selection-label';
import { downloadSelectionExcel } from '../excel';
import { SELECTION_SORTS, type SelectionSort } from '../sort';
import { selectedRows, selectionTotals } from '../totals';
import { SelectionActions } from './selection-actions';
import { SelectionTable } from './selection-table';
import { FundChooser } from './fund-chooser';
import { SelectionToolbar } from './selection-toolbar';
import { useFollowSelection } from '../use-follow-selection';
import { useStableCallbacks } from '../use-stable-callbacks';
import './selection-page.css';

export interface SelectionPageProps {
  /** The selection's name (the route id, with 공용 and public already mapped). */
  name: string;
  sort: SelectionSort;
  order: SortOrder;
  onSortChange: (sort: SelectionSort, order: SortOrder) => void;
  /** How "Available offline" takes a book's detail page (the catalogue's, given by the route). */
  takeBookOffline: TakeBook;
}

/** The My Selection page (docs/product/selection.md#page). */
export function SelectionPage({
  name,
  sort,
  order,
  onSortChange,
  takeBookOffline,
}: SelectionPageProps) {
  const sortField = sort === 'none' ? undefined : sort;
  const queryClient = useQueryClient();
  // Follows the list of selections (a rename), which says the id the contents are cached by.
  const { data: list } = useQuery(selectionListQueryOptions());
  // Resolved once per name: the page keeps the contents it shows while the list changes under it
  // (a rename or deletion it is about to follow).
  const selection = useMemo(() => resolveSelection(queryClient, name), [queryClient, name]);
  const {
    data: detail,
    dataUpdatedAt,
    isFetching,
  } = useSuspenseQuery(
    selectionDetailQueryOptions(selection, sortField, sortField ? order : undefined),
  );
  // The list names the selection as it is now: contents cached before a rename carry the old name.
  // A rename still waiting names it as the member does.
  const renamedTo = useMutationState({
    filters: { mutationKey: selectionMutationKeys.rename, exact: true, status: 'pending' },
    select: (mutation) => mutation.state.variables as { id?: string; name?: string } | undefined,
  })
    .filter((vars) => vars?.id === detail.cartId && typeof vars.name === 'string')
    .at(-1)
    ?.name?.trim();
  const listedName =
    renamedTo ?? list?.results.find((selection) => selection.id === detail.cartId)?.name;
  const shown = useMemo(
    () => (listedName && listedName !== detail.name ? { ...detail, name: listedName } : detail),
    [detail, listedName],
  );

  return (
    <div className="selection-page">
      <PageHeader title={texts.selectionPage.title} />
      <DataAge updatedAt={dataUpdatedAt} isFetching={isFetching} />
      {/* A different selection starts with nothing ticked. */}
      <SelectionView
        key={detail.cartId}
        detail={shown}
        routeName={name}
        readAt={dataUpdatedAt}
        sort={sort}
        order={order}
        onSortChange={onSortChange}
        takeBookOffline={takeBookOffline}
      />
    </div>
  );
}

type CartDetail = components['schemas']['CartDetail'];
type LinePriority = components['schemas']['LinePriority'];

interface SelectionViewProps extends Omit<SelectionPageProps, 'name'> {
  detail: CartDetail;
  /** The name the page was opened by, which the page follows to the selection's current name. */
  routeName: string;
  readAt: number;
}

function SelectionView({
  detail,
  routeName,
  readAt,
  sort,
  order,
  onSortChange,
  takeBookOffline,
}: SelectionViewProps) {
  const queryClient = useQueryClient();
  const { data: list } = useQuery(selectionListQueryOptions());
  const draft = useSelectionDraft(detail.cartId);
  const drafted = useMemo(() => applyDraft(detail, draft), [detail, draft]);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [toDelete, setToDelete] = useState<DraftedItem | null>(null);
  const [isDownloading, setDownloading] = useState(false);

  useFollowSelection({ id: detail.cartId, name: routeName, readAt, sort, order });
  const update = useUpdateSelection();
  const removeItem = useRemoveSelectionItem();

  const deletingIds = new Set(
    removeItem.isPending && !removeItem.isPaused && removeItem.variables
      ? [removeItem.variables.itemId]
      : [],
  );
  // Edits queued offline (restored after a reload too), shown until the server has them.
  const pending = usePendingSelectionEdits({ id: detail.cartId, name: detail.name });
  // A row queued for removal is still listed (marked) but is gone for the member: it counts in no
  // total and cannot be requested.
  const kept = drafted.items.filter((item) => !pending.removingIds.has(item.id));
  const chosen = selectedRows(kept, selectedIds);
  const totals = selectionTotals(kept, selectedIds);
  const syncNotes = new Map<number, string>();
  for (const item of drafted.items) {
    if (pending.removingIds.has(item.id)) syncNotes.set(item.id, texts.offline.queuedRemoval);
    else if (pending.isSaveWaiting && item.isChanged)
      syncNotes.set(item.id, texts.offline.queuedSave);
  }

  const edit = (change: DraftEdit) => {
    // Read the cache, not the render's copy: several edits can land before the next render.
    writeDraft(
      queryClient,
      detail.cartId,
      editDraft(readDraft(queryClient, detail.cartId), detail, change),
    );
  };

  const save = () => {
    // A row queued for removal is on its way out: its changes would only be refused.
    const body = saveBody(draft, detail, pending.removingIds);
    const titles = Object.fromEntries(
      detail.books
        .filter((item) => body.books.some((book) => book.cartBookId === item.id))
        .map((item) => [String(item.id), item.title]),
    );
    update.mutate({
      selectionId: detail.cartId,
      selectionName: detail.name,
      ...body,
      titles,
      quantityOnly: isQuantityOnlyDraft(pruneDraft(draft, detail)),
    });
  };

  const download = async () => {
    // The ticked rows, or every row while none is ticked (as the totals).
    const rows = chosen.length > 0 ? chosen : drafted.items;
    if (rows.length === 0) return;
    setDownloading(true);
    try {
      await downloadSelectionExcel(
        detail.name,
        rows.map((row) => row.bookId),
      );
    } catch (error) {
      void reportFailure(error, {
        errorToast:
          error instanceof NetworkError
            ? texts.common.offlineAction
            : `${texts.selectionPage.excelFailed} ${getErrorMessage(error)}`,
      });
    } finally {
      setDownloading(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    const item = toDelete;
    removeItem.mutate(
      { itemId: item.id, selectionName: detail.name, title: item.title },
      {
        onSuccess: () =>
          setSelectedIds((ids) => {
            const next = new Set(ids);
            next.delete(item.id);
            return next;
          }),
      },
    );
    setToDelete(null);
  };

  // The parts of the page that one row's edit leaves as they were take these, and skip it.
  const on = useStableCallbacks({
    sortChange: onSortChange,
    download: () => void download(),
    quantity: (itemId: number, value: number) => edit({ kind: 'quantity', itemId, value }),
    poNumber: (itemId: number, value: string) => edit({ kind: 'poNumber', itemId, value }),
    note: (itemId: number, value: string) => edit({ kind: 'note', itemId, value }),
    priority: (itemId: number, value: LinePriority) => edit({ kind: 'priority', itemId, value }),
    message: (value: string) => edit({ kind: 'message', value }),
    save,
    requested: () => setSelectedIds(new Set()),
    confirmDelete,
    cancelDelete: () => setToDelete(null),
  });

  return (
    <>
      <div className="selection-page__heading">
        <h2 className="selection-page__name">{selectionLabel(detail.name)}</h2>
        <div className="selection-page__heading-actions">
          <TakeOffline
            kind="selection"
            id={detail.cartId}
            what={texts.offline.thisSelection}
            listBooks={async ({ queryClient, onStep }) => {
              const contents = await queryClient.fetchQuery({
                ...selectionDetailQueryOptions({ id: detail.cartId, name: detail.name }),
                staleTime: 0,
              });
              onStep(jsonBytes(contents));
              return contents.books;
            }}
            takeBook={takeBookOffline}
          />
          <SelectionToolbar
            selection={{ id: detail.cartId, name: detail.name }}
            selections={list?.results ?? []}
          />
        </div>
      </div>

      <div className="selection-page__tools">
        <SortTools sort={sort} order={order} onSortChange={on.sortChange} />
        <div className="selection-page__excel">
          {drafted.isDirty && (
            <p className="selection-page__note">{texts.selectionPage.excelSavedOnly}</p>
          )}
          <ExcelTools
            selectionId={detail.cartId}
            selectionName={detail.name}
            isDownloading={isDownloading}
            isEmpty={drafted.items.length === 0}
            onDownload={on.download}
          />
        </div>
      </div>

      <SelectionTable
        name={detail.name}
        items={drafted.items}
        selectedIds={selectedIds}
        onSelectionChange={setSelectedIds}
        onQuantityChange={on.quantity}
        onPoNumberChange={on.poNumber}
        onNoteChange={on.note}
        onPriorityChange={on.priority}
        onDelete={setToDelete}
        deletingIds={deletingIds}
        syncNotes={syncNotes}
      />
      <QueuedAdditions additions={pending.additions} />
      {drafted.items.length === 0 && (
        <p className="selection-page__browse">
          <Link to="/books">{texts.selectionPage.browseBooks}</Link>
        </p>
      )}

      <SelectionFund selectionId={detail.cartId} selectionName={detail.name} />
      <MessageField
        value={drafted.message}
        isChanged={drafted.isMessageChanged}
        onChange={on.message}
      />

      <SelectionActions
        selectionId={detail.cartId}
        answeredQuotations={detail.answeredQuotations}
        chosen={chosen}
        message={drafted.message}
        totals={totals}
        // A save queued offline is no longer an unsaved change: it waits for the network.
        isDirty={drafted.isDirty && !pending.isSaveWaiting}
        onSave={on.save}
        isSaving={update.isPending && !update.isPaused}
        onRequested={on.requested}
      />

      <DeleteDialog
        title={toDelete?.title}
        onConfirm={on.confirmDelete}
        onCancel={on.cancelDelete}
      />
    </>
  );
}

const sortOptions = SELECTION_SORTS.map((value) => ({
  value,
  label: texts.selectionPage.sortOptions[value],
}));

/** The sort of the rows and its order. */
const SortTools = memo(function SortTools({
  sort,
  order,
  onSortChange,
}: Pick<SelectionViewProps, 'sort' | 'order' | 'onSortChange'>) {
  return (
    <div className="selection-page__sort">
      <NativeSelect
        label={texts.selectionPage.sort}
        options={sortOptions}
        value={sort}
        onChange={(value) => onSortChange(value, order)}
        className="selection-page__sort-select"
      />
      {sort !== 'none' && (
        <IconButton
          label={`${texts.selectionPage.sortOrder}: ${order === 'asc' ? texts.selectionPage.ascending : texts.selectionPage.descending}`}
          variant="secondary"
          onPress={() => onSortChange(sort, order === 'asc' ? 'desc' : 'asc')}
          className="selection-page__order"
        >
          {order === 'asc' ? (
            <ArrowUpNarrowWide size={20} aria-hidden />
          ) : (
            <ArrowDownWideNarrow size={20} aria-hidden />
          )}
        </IconButton>
      )}
    </div>
  );
});

/** Add by ISBN and the Excel download. */
const ExcelTools = memo(function ExcelTools({
  selectionId,
  selectionName,
  isDownloading,
  isEmpty,
  onDownload,
}: {
  selectionId: string;
  selectionName: string;
  isDownloading: boolean;
  isEmpty: boolean;
  onDownload: () => void;
}) {
  const target = useMemo(
    () => ({ id: selectionId, name: selectionName }),
    [selectionId, selectionName],
  );
  return (
    <>
      <AddByIsbnButton target={target} />
      <Button
        variant="secondary"
        onPress={onDownload}
        isPending={isDownloading}
        isDisabled={isEmpty}
      >
        <FileSpreadsheet size={18} aria-hidden />
        {texts.selectionPage.excelDownload}
      </Button>
    </>
  );
});

const SelectionFund = memo(FundChooser);

/** The request's message to the provider (the selection's own, saved with the rows). */
const MessageField = memo(function MessageField({
  value,
  isChanged,
  onChange,
}: {
  value: string;
  isChanged: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <TextAreaField
      label={texts.selectionPage.requestDetails}
      value={value}
      onChange={onChange}
      maxLength={Message.maxLength}
      rows={4}
      className={
        isChanged
          ? 'selection-page__message selection-page__message--changed'
          : 'selection-page__message'
      }
    />
  );
});

/** The question before a row is deleted, open while `title` names the row's book. */
const DeleteDialog = memo(function DeleteDialog({
  title,
  onConfirm,
  onCancel,
}: {
  title: string | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={title !== undefined}
      onOpenChange={(open) => !open && onCancel()}
      title={texts.selectionPage.deleteItemTitle}
      confirmLabel={texts.common.delete}
      variant="danger"
      onConfirm={onConfirm}
    >
      {title !== undefined ? texts.selectionPage.deleteItemQuestion(title) : null}
    </ConfirmDialog>
  );
});

/** Books added while offline, listed until the server has them (they are not rows yet). */
const QueuedAdditions = memo(function QueuedAdditions({
  additions,
}: {
  additions: readonly QueuedAddition[];
}) {
  if (additions.length === 0) return null;
  return (
    <section className="selection-page__queued" aria-labelledby="queued-additions-title">
      <h3 id="queued-additions-title" className="selection-page__queued-title">
        {texts.offline.queuedAdditions}
      </h3>
      <p className="selection-page__note">{texts.offline.queuedAdditionsHint}</p>
      <ul className="selection-page__queued-list">
        {additions.map((addition, index) => (
          <li key={`${addition.bookId}-${index}`}>
            {addition.title ?? texts.offline.bookNumber(addition.bookId)} × {addition.quantity}
          </li>
        ))}
      </ul>
    </section>
  );
});
