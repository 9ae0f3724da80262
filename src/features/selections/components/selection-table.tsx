import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PoNumber } from '@/api/limits.gen';
import type { components } from '@/api/schema.gen';
import type { DraftedItem } from '@/features/selections/api/draft';
import { isNoteTooLong } from '@/lib/line-note';
import { noteLength } from '@/rules/line-note';
import { coverSources } from '@/lib/covers';
import { formatPercent, formatWon } from '@/lib/format';
import { discountPercent } from '@/rules/price-law';
import * as texts from '@/texts';
import '@/ui/button.css';
import { useOwnedMark } from '@/ui/owned-mark';
import { QuantityStepper } from '@/ui/quantity-stepper';
import {
  Cell,
  Column,
  DataTable,
  Row,
  RowHeader,
  SelectAllColumn,
  SelectionCell,
  TableBody,
  TableHeader,
} from '@/ui/table';
import '@/ui/field.css';
import { Spinner } from '@/ui/spinner';

const { columns } = texts.selectionPage;

type LinePriority = components['schemas']['LinePriority'];

export interface SelectionTableProps {
  /** The selection's name (names the table). */
  name: string;
  items: DraftedItem[];
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: Set<number>) => void;
  onQuantityChange: (itemId: number, quantity: number) => void;
  onPoNumberChange: (itemId: number, poNumber: string) => void;
  onNoteChange: (itemId: number, note: string) => void;
  onPriorityChange: (itemId: number, priority: LinePriority) => void;
  onDelete: (item: DraftedItem) => void;
  deletingIds: ReadonlySet<number>;
  /** Rows with an edit waiting for the network, and what waits (a queued removal or save). */
  syncNotes?: ReadonlyMap<number, string>;
}

/** What a row asks of its table; the same functions for the table's whole life. */
interface RowActions {
  toggle: (itemId: number, isSelected: boolean) => void;
  toggleAll: (isSelected: boolean) => void;
  quantity: (itemId: number, quantity: number) => void;
  poNumber: (itemId: number, poNumber: string) => void;
  note: (itemId: number, note: string) => void;
  priority: (itemId: number, priority: LinePriority) => void;
  remove: (item: DraftedItem) => void;
}

/**
 * The selection's books (docs/product/selection.md#table): select, cover, title link, category, author, publisher,
 * list price, discount, price, PO number input, quantity stepper (floor 1), amount and delete; under the title, the line's priority
 * and note, which open its editor (docs/product/selection.md#notes). Rows with unsaved changes
 * are marked.
 * Tab moves through each row's checkbox, title, fields and delete; on a phone each row is a card.
 */
export function SelectionTable({
  name,
  items,
  selectedIds,
  onSelectionChange,
  onQuantityChange,
  onPoNumberChange,
  onNoteChange,
  onPriorityChange,
  onDelete,
  deletingIds,
  syncNotes,
}: SelectionTableProps) {
  const selectedCount = items.filter((item) => selectedIds.has(item.id)).length;

  // Rows get stable functions that call the latest props (the page passes new ones each render),
  // so a row re-renders only when its own item, tick or state changes.
  const latest = useRef({
    items,
    selectedIds,
    onSelectionChange,
    onQuantityChange,
    onPoNumberChange,
    onNoteChange,
    onPriorityChange,
    onDelete,
  });
  useLayoutEffect(() => {
    latest.current = {
      items,
      selectedIds,
      onSelectionChange,
      onQuantityChange,
      onPoNumberChange,
      onNoteChange,
      onPriorityChange,
      onDelete,
    };
  });
  const actions = useMemo<RowActions>(
    () => ({
      toggle: (itemId, isSelected) => {
        const next = new Set(latest.current.selectedIds);
        if (isSelected) next.add(itemId);
        else next.delete(itemId);
        latest.current.onSelectionChange(next);
      },
      toggleAll: (isSelected) =>
        latest.current.onSelectionChange(
          new Set(isSelected ? latest.current.items.map((item) => item.id) : []),
        ),
      quantity: (itemId, quantity) => latest.current.onQuantityChange(itemId, quantity),
      poNumber: (itemId, poNumber) => latest.current.onPoNumberChange(itemId, poNumber),
      note: (itemId, note) => latest.current.onNoteChange(itemId, note),
      priority: (itemId, priority) => latest.current.onPriorityChange(itemId, priority),
      remove: (item) => latest.current.onDelete(item),
    }),
    [],
  );

  return (
    <DataTable
      aria-label={texts.selectionPage.tableLabel(name)}
      stackOnPhone
      className="selection-table"
      wrapperClassName="selection-table-scroll"
    >
      <SelectionHeader
        selectedCount={selectedCount}
        count={items.length}
        onToggleAll={actions.toggleAll}
      />
      <TableBody
        isEmpty={items.length === 0}
        emptyText={texts.selectionPage.empty}
        columnCount={13}
      >
        {items.map((item) => (
          <SelectionRow
            key={item.id}
            item={item}
            isSelected={selectedIds.has(item.id)}
            isDeleting={deletingIds.has(item.id)}
            syncNote={syncNotes?.get(item.id)}
            actions={actions}
          />
        ))}
      </TableBody>
    </DataTable>
  );
}

/** The column headers: re-rendered only when the ticked count or the row count changes. */
const SelectionHeader = memo(function SelectionHeader({
  selectedCount,
  count,
  onToggleAll,
}: {
  selectedCount: number;
  count: number;
  onToggleAll: (isSelected: boolean) => void;
}) {
  return (
    <TableHeader>
      <SelectAllColumn
        aria-label={texts.selectionPage.selectAll}
        selectedCount={selectedCount}
        count={count}
        onChange={onToggleAll}
      />
      <Column>{columns.cover}</Column>
      <Column>{columns.title}</Column>
      <Column>{columns.category}</Column>
      <Column>{columns.author}</Column>
      <Column>{columns.publisher}</Column>
      <Column align="end">{columns.listPrice}</Column>
      <Column align="end">{columns.discount}</Column>
      <Column align="end">{columns.price}</Column>
      <Column>{columns.poNumber}</Column>
      <Column>{columns.quantity}</Column>
      <Column align="end">{columns.amount}</Column>
      <Column align="center">{columns.delete}</Column>
    </TableHeader>
  );
});

const SelectionRow = memo(function SelectionRow({
  item,
  isSelected,
  isDeleting,
  syncNote,
  actions,
}: {
  item: DraftedItem;
  isSelected: boolean;
  isDeleting: boolean;
  syncNote: string | undefined;
  actions: RowActions;
}) {
  const owned = useOwnedMark();
  // The line's note and priority are edited in place under the title, in an editor that exists
  // only while open (docs/product/selection.md#notes).
  const [isEditing, setEditing] = useState(false);
  const lineButton = useRef<HTMLButtonElement>(null);
  const editorId = `line-${item.id}`;
  const noteTooLong = isNoteTooLong(item.note);
  const discount = discountPercent(item.price, item.listPrice);
  return (
    <Row
      isSelected={isSelected}
      className={item.isChanged ? 'selection-table__row--changed' : undefined}
      data-changed={item.isChanged || undefined}
      data-priority={item.priority}
      data-waiting={syncNote ? true : undefined}
    >
      <SelectionCell
        aria-label={texts.selectionPage.selectRow(item.title)}
        isSelected={isSelected}
        onChange={(value) => actions.toggle(item.id, value)}
      />
      <Cell>
        <img
          className="selection-table__cover"
          {...coverSources(item.coverImageUrl, 36)}
          alt=""
          width={36}
          height={50}
          loading="lazy"
          decoding="async"
        />
      </Cell>
      {/* No wrapper around the title line: each element of a row counts 30 times in the page's
          budget (tests/e2e/work-budgets.spec.ts), and the line editor below costs one. */}
      <RowHeader className="selection-table__title-cell">
        <Link to="/books/$id" params={{ id: item.bookId }} className="selection-table__title">
          {item.title}
        </Link>
        {owned(item.isbn)}
        {item.isChanged && !syncNote && (
          <span className="selection-table__changed" title={texts.selectionPage.changedRow}>
            <span className="visually-hidden">{texts.selectionPage.changedRow}</span>
          </span>
        )}
        {syncNote && <span className="selection-table__waiting">{syncNote}</span>}
        <button
          type="button"
          aria-expanded={isEditing}
          aria-controls={isEditing ? editorId : undefined}
          aria-label={texts.selectionPage.lineOf(
            item.title,
            item.note,
            item.priority === 'alternate',
          )}
          aria-describedby={noteTooLong && !isEditing ? `${editorId}-limit` : undefined}
          data-invalid={noteTooLong || undefined}
          onClick={() => setEditing((open) => !open)}
          className="selection-table__line"
          ref={lineButton}
        >
          {item.priority === 'alternate' && `${texts.selectionPage.alternate} · `}
          {item.note === '' ? texts.selectionPage.addNote : item.note}
        </button>
        {/* Said while closed too: a request with this line is held until it is shortened. */}
        {noteTooLong && !isEditing && (
          <span
            id={`${editorId}-limit`}
            className="selection-table__note-hint selection-table__note-over"
          >
            {texts.selectionPage.noteTooLong(noteLength(item.note))}
          </span>
        )}
        {isEditing && (
          <LineEditor
            id={editorId}
            item={item}
            actions={actions}
            tooLong={noteTooLong}
            onClose={() => {
              setEditing(false);
              lineButton.current?.focus();
            }}
          />
        )}
      </RowHeader>
      <Cell label={columns.category}>{item.category}</Cell>
      <Cell label={columns.author}>{item.author}</Cell>
      <Cell label={columns.publisher}>{item.publisher}</Cell>
      {/* 정가 and 할인율 as text of their cells: no element beyond the cell (the page's budget). */}
      <Cell
        align="end"
        label={columns.listPrice}
        className="selection-table__price"
        data-none={item.listPrice === null || undefined}
      >
        {item.listPrice === null ? texts.selectionPage.noListPrice : formatWon(item.listPrice)}
      </Cell>
      <Cell align="end" label={columns.discount} className="selection-table__price">
        {discount === null ? '' : formatPercent(discount)}
      </Cell>
      <Cell align="end" label={columns.price} className="selection-table__price">
        {formatWon(item.price)}
      </Cell>
      <Cell label={columns.poNumber}>
        <input
          type="text"
          aria-label={texts.selectionPage.poNumberOf(item.title)}
          value={item.poNumber}
          onChange={(event) => actions.poNumber(item.id, event.target.value)}
          maxLength={PoNumber.maxLength}
          autoComplete="off"
          className="field__control selection-table__po"
        />
      </Cell>
      <Cell label={columns.quantity}>
        <QuantityStepper
          label={texts.selectionPage.quantityOf(item.title)}
          isLabelHidden
          value={item.quantity}
          onChange={(value) => actions.quantity(item.id, value)}
          minValue={1}
          className="selection-table__quantity"
        />
      </Cell>
      <Cell align="end" label={columns.amount} className="selection-table__price">
        {formatWon(item.price * item.quantity)}
      </Cell>
      <Cell align="center" label={columns.delete}>
        {/* Stays focusable while the deletion is under way, and says so, as the kit's buttons do. */}
        <button
          type="button"
          aria-label={texts.selectionPage.deleteOf(item.title)}
          aria-disabled={isDeleting || undefined}
          data-pending={isDeleting || undefined}
          onClick={() => {
            if (!isDeleting) actions.remove(item);
          }}
          className="button button--native button--ghost button--md button--icon selection-table__delete"
        >
          {isDeleting && (
            <span className="button__spinner">
              <Spinner size="sm" aria-label={texts.common.loading} />
            </span>
          )}
        </button>
      </Cell>
    </Row>
  );
});

/**
 * A line's editor: its note (no `maxLength`, which would cut a pasted note: the limit is said)
 * and its priority, a native checkbox.
 */
function LineEditor({
  id,
  item,
  actions,
  tooLong,
  onClose,
}: {
  id: string;
  item: DraftedItem;
  actions: RowActions;
  tooLong: boolean;
  onClose: () => void;
}) {
  const hintId = `${id}-hint`;
  return (
    // Escape closes it and gives the focus back to the line's button; the grid must not take the
    // key as its own (docs/product/selection.md#notes).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={id}
      className="selection-table__editor"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <textarea
        aria-label={texts.selectionPage.noteOf(item.title)}
        aria-describedby={hintId}
        aria-invalid={tooLong || undefined}
        value={item.note}
        onChange={(event) => actions.note(item.id, event.target.value)}
        rows={3}
        className="field__control selection-table__note-input"
      />
      <span id={hintId} className="selection-table__note-hint">
        {tooLong
          ? texts.selectionPage.noteTooLong(noteLength(item.note))
          : texts.selectionPage.noteLength(noteLength(item.note))}
      </span>
      <label className="selection-table__alternate">
        <input
          type="checkbox"
          checked={item.priority === 'alternate'}
          onChange={(event) =>
            actions.priority(item.id, event.target.checked ? 'alternate' : 'first')
          }
        />
        {texts.selectionPage.alternateChoice}
      </label>
    </div>
  );
}
