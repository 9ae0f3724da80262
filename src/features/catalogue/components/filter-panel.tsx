import { useEffect, useRef, useState } from 'react';
import type { components } from '@/api/schema.gen';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ChipInput } from '@/ui/chip-input';
import { ConfirmDialog } from '@/ui/dialog';
import { TextField } from '@/ui/text-field';
import { isDuplicateFilterName } from '../api/filters';
import { useSaveFilter } from '../api/save-filter';
import { hasCriteria, type CatalogueView, type Criteria } from '../search';
import { CategoryTree } from './category-tree';

type Tab = components['schemas']['Tab'];
type Filter = components['schemas']['Filter'];

/** The longest chip (docs/product/catalogue.md#chips: criteria of at most 100 characters; search.ts checks the same). */
const CHIP_MAX_LENGTH = 100;

/** How long typing in the title box waits before narrowing the list. */
const TITLE_DELAY_MS = 400;

export interface FilterPanelProps {
  id: string;
  tab: Tab;
  view: Pick<CatalogueView, 'criteria' | 'savedFilter' | 'isEdited'>;
  /** The panel's criteria changed (`replace`: while typing, no history entry per keystroke). */
  onChange: (criteria: Criteria, options?: { replace?: boolean }) => void;
  /** A filter was saved: created (select it) or updated (its edits are saved). */
  onSaved: (filter: Filter) => void;
}

/**
 * The left filter panel (docs/product/catalogue.md#filter-panel): category tree, title box, publisher / author / keyword chips,
 * and Save. Its criteria narrow the open collection as they are edited; Save creates a saved
 * filter (asking for a name) or, when a saved filter is selected, updates it.
 */
export function FilterPanel({ id, tab, view, onChange, onSaved }: FilterPanelProps) {
  const { savedFilter } = view;
  const [isSaveOpen, setSaveOpen] = useState(false);
  // The URL takes the criteria once the list's navigation settles (it waits briefly for the new
  // rows): until then the panel shows what the member set, so a tick shows at once and a second
  // tick made meanwhile builds on the first instead of dropping it.
  const committedKey = JSON.stringify(view.criteria);
  const [pending, setPending] = useState<{ base: string; criteria: Criteria } | null>(null);
  const criteria = pending && pending.base === committedKey ? pending.criteria : view.criteria;
  const set = (patch: Partial<Criteria>, options?: { replace?: boolean }) => {
    const next = { ...criteria, ...patch };
    setPending({ base: committedKey, criteria: next });
    onChange(next, options);
  };

  return (
    <section id={id} className="filter-panel" aria-labelledby={`${id}-title`}>
      <div className="filter-panel__head">
        <h2 id={`${id}-title`} className="filter-panel__title">
          {texts.catalogue.filterPanel}
        </h2>
        {savedFilter && (
          <span className="filter-panel__saved">
            {savedFilter.filterName}
            {view.isEdited && (
              <span className="filter-panel__edited"> · {texts.catalogue.edited}</span>
            )}
          </span>
        )}
      </div>

      <CategoryTree value={criteria.categories} onChange={(categories) => set({ categories })} />

      <TitleBox
        value={criteria.titles[0] ?? ''}
        onCommit={(title, replace) => set({ titles: title ? [title] : [] }, { replace })}
      />

      <ChipInput
        label={texts.catalogue.publisher}
        values={criteria.publishers}
        onChange={(publishers) => set({ publishers })}
        removeLabel={texts.catalogue.removeChip}
        maxLength={CHIP_MAX_LENGTH}
        tooLongMessage={texts.catalogue.chipTooLong(CHIP_MAX_LENGTH)}
      />
      <ChipInput
        label={texts.catalogue.author}
        values={criteria.authors}
        onChange={(authors) => set({ authors })}
        removeLabel={texts.catalogue.removeChip}
        maxLength={CHIP_MAX_LENGTH}
        tooLongMessage={texts.catalogue.chipTooLong(CHIP_MAX_LENGTH)}
      />
      <ChipInput
        label={texts.catalogue.keyword}
        values={criteria.keywords}
        onChange={(keywords) => set({ keywords })}
        removeLabel={texts.catalogue.removeChip}
        maxLength={CHIP_MAX_LENGTH}
        tooLongMessage={texts.catalogue.chipTooLong(CHIP_MAX_LENGTH)}
      />

      <div className="filter-panel__actions">
        <Button
          variant="secondary"
          isDisabled={!hasCriteria(criteria) && !view.isEdited}
          onPress={() =>
            onChange({ categories: [], titles: [], publishers: [], authors: [], keywords: [] })
          }
        >
          {texts.catalogue.clearFilter}
        </Button>
        <Button
          isDisabled={savedFilter ? !view.isEdited : !hasCriteria(criteria)}
          onPress={() => setSaveOpen(true)}
        >
          {texts.catalogue.saveFilter}
        </Button>
      </div>

      {isSaveOpen && (
        <SaveFilterDialog
          tab={tab}
          criteria={criteria}
          savedFilter={savedFilter}
          onClose={() => setSaveOpen(false)}
          onSaved={onSaved}
        />
      )}
    </section>
  );
}

/**
 * The title box: narrows as the member types (after a short pause) and at once on Enter or when
 * leaving the box; follows the URL when the view changes from outside (tab, filter, back).
 */
function TitleBox({
  value,
  onCommit,
}: {
  value: string;
  onCommit: (title: string, replace: boolean) => void;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (value !== shown) {
    setShown(value);
    // Our own commit comes back trimmed: keep what is being typed (e.g. a trailing space).
    if (value !== draft.trim()) setDraft(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string, replace: boolean) => {
    clearTimeout(timer.current);
    const title = text.trim();
    if (title !== value) onCommit(title, replace);
  };

  return (
    <TextField
      label={texts.catalogue.titleFilter}
      value={draft}
      maxLength={100}
      onChange={(text) => {
        setDraft(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(text, true), TITLE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !event.nativeEvent.isComposing) commit(draft, false);
      }}
      onBlur={() => commit(draft, true)}
    />
  );
}

/** 'Would you like to save?' with a name input when the filter is new (docs/product/catalogue.md#save-filter). */
function SaveFilterDialog({
  tab,
  criteria,
  savedFilter,
  onClose,
  onSaved,
}: {
  tab: Tab;
  criteria: Criteria;
  savedFilter: Filter | undefined;
  onClose: () => void;
  onSaved: (filter: Filter) => void;
}) {
  const save = useSaveFilter();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const isNew = !savedFilter;

  const confirm = () => {
    if (isNew) {
      if (!name.trim()) {
        setError(texts.catalogue.filterNameRequired);
        return;
      }
      if (isDuplicateFilterName(tab, name)) {
        setError(texts.catalogue.duplicateFilterName);
        return;
      }
    }
    save.mutate(
      {
        tabId: tab.tabId,
        name: savedFilter?.filterName ?? name,
        criteria,
        filterId: savedFilter?.filterId,
      },
      {
        onSuccess: (filter) => {
          onSaved(filter);
          onClose();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={texts.catalogue.saveFilter}
      confirmLabel={texts.common.ok}
      cancelLabel={texts.common.cancel}
      isPending={save.isPending}
      isConfirmDisabled={isNew && !name.trim()}
      onConfirm={confirm}
    >
      <p>{texts.catalogue.saveFilterQuestion}</p>
      {isNew ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <TextField
            label={texts.catalogue.filterName}
            value={name}
            onChange={(text) => {
              setName(text);
              setError(undefined);
            }}
            maxLength={50}
            isInvalid={Boolean(error)}
            errorMessage={error}
            validationBehavior="aria"
            autoFocus
          />
        </form>
      ) : (
        <p className="filter-panel__update-note">
          {texts.catalogue.updateFilterNote(savedFilter.filterName)}
        </p>
      )}
    </ConfirmDialog>
  );
}
