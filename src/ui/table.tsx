import {
  useContext,
  useEffect,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import {
  Cell as AriaCell,
  Column as AriaColumn,
  Row as AriaRow,
  Table as AriaTable,
  TableBody as AriaTableBody,
  TableHeader as AriaTableHeader,
  TableStateContext,
  useTableOptions,
  type CellProps as AriaCellProps,
  type ColumnProps as AriaColumnProps,
  type RowProps as AriaRowProps,
  type TableBodyProps as AriaTableBodyProps,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { composeRenderProps } from 'react-aria-components/composeRenderProps';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { Checkbox } from './checkbox';
import { cx } from './class-names';
import './table.css';

/** Props of {@link DataTable}: React Aria Table props (selection, sorting, row actions). */
export interface DataTableProps extends Omit<AriaTableProps, 'className'> {
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Extra class names for the `<table>`. */
  className?: string;
  /** Extra class names for the scrolling wrapper. */
  wrapperClassName?: string;
}

/**
 * The one data table (React Aria Table), keyboard navigable by arrow keys, scrolling sideways
 * on narrow screens. Name it with `aria-label` or `aria-labelledby`.
 *
 * Row selection with checkboxes (`selectionMode="multiple"`): put a
 * {@link SelectionCheckboxColumn} first in the header and a {@link SelectionCheckboxCell} first
 * in every row:
 *
 * ```tsx
 * <DataTable aria-label="Books" selectionMode="multiple" selectedKeys={keys} onSelectionChange={setKeys}>
 *   <TableHeader>
 *     <SelectionCheckboxColumn />
 *     <Column isRowHeader>Title</Column>
 *   </TableHeader>
 *   <TableBody items={books}>
 *     {(book) => (
 *       <Row id={book.id}>
 *         <SelectionCheckboxCell />
 *         <Cell>{book.title}</Cell>
 *       </Row>
 *     )}
 *   </TableBody>
 * </DataTable>
 * ```
 */
export function DataTable({
  minWidth,
  className,
  wrapperClassName,
  style,
  ...props
}: DataTableProps) {
  return (
    <div className={cx('table-scroll', wrapperClassName)}>
      <AriaTable
        {...props}
        style={{ ...(style as CSSProperties | undefined), minWidth }}
        className={cx('table', className)}
      />
    </div>
  );
}

/** Props of {@link TableHeader}. */
export interface TableHeaderProps<T extends object> extends Omit<
  AriaTableHeaderProps<T>,
  'className'
> {
  className?: string;
}

/** The header row of a {@link DataTable}. */
export function TableHeader<T extends object>({ className, ...props }: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={cx('table__header', className)} />;
}

/** Props of {@link Column}. */
export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'children'> {
  /** Header text. */
  children?: ReactNode;
  /** Text alignment of the header; use the same on the column's cells. */
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/** A column header; with `allowsSorting` it shows the sort direction and toggles it on press. */
export function Column({ children, align = 'start', className, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={cx('table__column', `table__cell--${align}`, className)}>
      {({ allowsSorting, sortDirection }) => (
        <span className="table__column-content">
          {children}
          {allowsSorting && (
            <span className="table__sort" aria-hidden="true">
              {sortDirection === 'ascending' ? (
                <ArrowUp size={14} />
              ) : sortDirection === 'descending' ? (
                <ArrowDown size={14} />
              ) : (
                <ArrowUpDown size={14} />
              )}
            </span>
          )}
        </span>
      )}
    </AriaColumn>
  );
}

/** Props of {@link TableBody}. */
export interface TableBodyProps<T extends object> extends Omit<AriaTableBodyProps<T>, 'className'> {
  /** Text shown when there are no rows (unless `renderEmptyState` is given). Default 'No results.' */
  emptyText?: string;
  className?: string;
}

/** The rows of a {@link DataTable}; shows 'No results.' (or `renderEmptyState`) when empty. */
export function TableBody<T extends object>({
  emptyText = 'No results.',
  renderEmptyState = () => <div className="table__empty">{emptyText}</div>,
  className,
  ...props
}: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      renderEmptyState={renderEmptyState}
      className={cx('table__body', className)}
    />
  );
}

/** Props of {@link Row}. */
export interface RowProps<T extends object> extends Omit<AriaRowProps<T>, 'className'> {
  className?: string;
}

/** A body row; hover, selection and keyboard focus are shown. */
export function Row<T extends object>({ className, ...props }: RowProps<T>) {
  return <AriaRow {...props} className={cx('table__row', className)} />;
}

/** Props of {@link Cell}. */
export interface CellProps extends Omit<AriaCellProps, 'className'> {
  /** Text alignment; numbers read best aligned to the end. */
  align?: 'start' | 'center' | 'end';
  className?: string;
}

/**
 * A body cell. It may hold text inputs (a TextField, a QuantityStepper): while one of them has
 * focus the table's arrow-key navigation, type-ahead and Space/Enter row selection are switched
 * off, so typing, the caret keys and Space work as in any field; Tab moves on, Escape still
 * reaches a surrounding dialog.
 */
export function Cell({ align = 'start', className, children, ...props }: CellProps) {
  return (
    <AriaCell {...props} className={cx('table__cell', `table__cell--${align}`, className)}>
      {composeRenderProps(children, (content) => (
        <CellContent>{content}</CellContent>
      ))}
    </AriaCell>
  );
}

const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUT_TYPES.has(target.type);
  return target instanceof HTMLTextAreaElement || target.isContentEditable;
}

/**
 * React Aria's grid (1.22) treats keys typed in a text input inside a cell as grid commands
 * (arrows leave the cell, Space selects the row, letters jump to rows). While a text input in
 * this cell has focus, grid keyboard navigation is disabled and its keys stay in the field.
 */
function CellContent({ children }: { children: ReactNode }) {
  const state = useContext(TableStateContext);
  // The state object changes on every render; its setter (a state setter) does not.
  const setNavigationDisabled = state?.setKeyboardNavigationDisabled;
  const isEditing = useRef(false);

  useEffect(
    () => () => {
      // A field removed while focused (its row deleted) fires no blur: give the keys back.
      if (isEditing.current) setNavigationDisabled?.(false);
    },
    [setNavigationDisabled],
  );

  const onFocus = (event: FocusEvent) => {
    if (!setNavigationDisabled || !isTextEntry(event.target)) return;
    isEditing.current = true;
    setNavigationDisabled(true);
  };
  const onBlur = (event: FocusEvent) => {
    if (!setNavigationDisabled || !isTextEntry(event.target)) return;
    isEditing.current = false;
    setNavigationDisabled(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Keep Space/Enter from pressing the row; Escape may close a surrounding dialog.
    if (isTextEntry(event.target) && event.key !== 'Escape') event.stopPropagation();
  };

  return (
    <div
      role="presentation"
      className="table__cell-content"
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

/**
 * The header cell of the checkbox column: a "select all" checkbox when the table's
 * `selectionMode` is "multiple" (React Aria names it), empty otherwise.
 */
export function SelectionCheckboxColumn({ className }: { className?: string }) {
  const { selectionMode } = useTableOptions();
  return (
    <AriaColumn className={cx('table__column', 'table__selection', className)}>
      {selectionMode === 'multiple' ? <Checkbox slot="selection" /> : null}
    </AriaColumn>
  );
}

/** The checkbox cell of a row, selecting it; pairs with {@link SelectionCheckboxColumn}. */
export function SelectionCheckboxCell({ className }: { className?: string }) {
  return (
    <AriaCell className={cx('table__cell', 'table__selection', className)}>
      <Checkbox slot="selection" />
    </AriaCell>
  );
}
