import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { coverSources } from '@/lib/covers';
import { formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { useOwnedMark } from '@/ui/owned-mark';
import {
  Cell,
  Column,
  DataTable,
  Row,
  RowHeader,
  SelectionCell,
  TableBody,
  TableHeader,
} from '@/ui/table';
import type { RowsAdded } from '@/features/selections/librarian-tools/api/types';
import { needsInquiry } from '@/lib/release-status';
import { noteLength } from '@/rules/line-note';
import type { PreviewRow } from '../preview';
import { HoldingsNotes } from './holdings-notes';

const t = texts.librarianTools;
type AddedRow = RowsAdded['added'][number];

export interface IsbnPreviewTableProps {
  rows: readonly PreviewRow[];
  /** Line numbers of the ticked rows. */
  ticked: ReadonlySet<number>;
  onTickedChange: (ticked: Set<number>) => void;
  /** The rows already added, by line number. */
  added: ReadonlyMap<number, AddedRow>;
  currentSelectionId?: string;
}

/** The Check preview: one row per input line, its book and its status. */
export function IsbnPreviewTable({
  rows,
  ticked,
  onTickedChange,
  added,
  currentSelectionId,
}: IsbnPreviewTableProps) {
  // Rows get one stable function that ticks with the latest props.
  const latest = useRef({ ticked, onTickedChange });
  useLayoutEffect(() => {
    latest.current = { ticked, onTickedChange };
  });
  const toggle = useCallback((line: number, isSelected: boolean) => {
    const next = new Set(latest.current.ticked);
    if (isSelected) next.add(line);
    else next.delete(line);
    latest.current.onTickedChange(next);
  }, []);

  return (
    <DataTable
      aria-label={t.previewLabel}
      className="isbn-preview__table"
      wrapperClassName="isbn-preview"
    >
      <TableHeader>
        <Column isLabelHidden className="table__selection">
          {t.columns.add}
        </Column>
        <Column align="end">{t.columns.line}</Column>
        <Column isLabelHidden>{t.columns.cover}</Column>
        <Column>{t.columns.isbn}</Column>
        <Column>{t.columns.book}</Column>
        <Column align="end">{t.columns.price}</Column>
        <Column align="end">{t.columns.quantity}</Column>
        <Column>{t.columns.poNumber}</Column>
        <Column>{t.columns.note}</Column>
        <Column>{t.columns.status}</Column>
      </TableHeader>
      <TableBody columnCount={10}>
        {rows.map((row) => (
          <PreviewTableRow
            key={row.line.line}
            row={row}
            isTicked={ticked.has(row.line.line)}
            added={added.get(row.line.line)}
            currentSelectionId={currentSelectionId}
            onToggle={toggle}
          />
        ))}
      </TableBody>
    </DataTable>
  );
}

const PreviewTableRow = memo(function PreviewTableRow({
  row,
  isTicked,
  added: addedRow,
  currentSelectionId,
  onToggle,
}: {
  row: PreviewRow;
  isTicked: boolean;
  added: AddedRow | undefined;
  currentSelectionId?: string;
  onToggle: (line: number, isSelected: boolean) => void;
}) {
  const { line } = row;
  const book = row.kind === 'found' ? row.result.book : null;
  const owned = useOwnedMark();
  return (
    <Row data-line={line.line} data-kind={row.kind} data-added={addedRow ? true : undefined}>
      {book ? (
        <SelectionCell
          aria-label={t.tickRow(line.line, book.title)}
          isSelected={isTicked || addedRow !== undefined}
          isDisabled={addedRow !== undefined}
          onChange={(value) => onToggle(line.line, value)}
        />
      ) : (
        <Cell className="table__selection" />
      )}
      <Cell align="end">{line.line}</Cell>
      <Cell>
        {book && (
          <img
            className="isbn-preview__cover"
            {...coverSources(book.coverImageUrl, 36)}
            alt=""
            width={36}
            height={50}
            loading="lazy"
            decoding="async"
          />
        )}
      </Cell>
      <Cell className="isbn-preview__isbn">{line.isbn.valid ? line.isbn.isbn13 : line.text}</Cell>
      <RowHeader className="isbn-preview__book">
        {book ? (
          <>
            <span className="isbn-preview__title">{book.title}</span>
            {owned(line.isbn.valid ? line.isbn.isbn13 : null)}
            <span className="isbn-preview__meta">
              {book.author} · {book.publisher}
            </span>
          </>
        ) : (
          <span className="isbn-preview__meta isbn-preview__clamp">{line.text}</span>
        )}
      </RowHeader>
      <Cell align="end" className="isbn-preview__price">
        {book && formatWon(book.price)}
      </Cell>
      <Cell align="end">{row.kind === 'duplicate' ? '' : line.quantity}</Cell>
      <Cell>{line.poNumber}</Cell>
      <Cell className="isbn-preview__note">
        <span className="isbn-preview__clamp">{line.note}</span>
      </Cell>
      <Cell className="isbn-preview__status">
        <RowStatus row={row} added={addedRow} currentSelectionId={currentSelectionId} />
      </Cell>
    </Row>
  );
});

function RowStatus({
  row,
  added,
  currentSelectionId,
}: {
  row: PreviewRow;
  added: AddedRow | undefined;
  currentSelectionId?: string;
}) {
  const { line } = row;
  const notes: string[] = [];
  if (line.isbn.valid && line.isbn.fromIsbn10) notes.push(t.convertedFrom(line.isbn.fromIsbn10));
  if (line.quantityInvalid && row.kind !== 'duplicate') notes.push(t.quantityUnread);
  if (row.kind === 'found') {
    const { releaseStatus } = row.result.book;
    if (releaseStatus && needsInquiry(releaseStatus)) {
      notes.push(t.releaseNotice(texts.book.releaseStatus[releaseStatus]));
    }
    if (added?.capped) notes.push(t.status.capped);
  }

  let label: string;
  let tone: 'ok' | 'warn' | 'error' | 'done';
  if (added) {
    label = t.status.added(added.quantity);
    tone = 'done';
  } else if (row.kind === 'found') {
    label = t.status.found;
    tone = 'ok';
  } else if (row.kind === 'not-found') {
    label = t.status.notFound;
    tone = 'error';
  } else if (row.kind === 'note-too-long') {
    label = t.status.noteTooLong(noteLength(line.note));
    tone = 'error';
  } else if (row.kind === 'duplicate') {
    label = t.status.duplicateLine(line.duplicateOfLine ?? 0);
    tone = 'warn';
  } else {
    label = line.isbn.valid
      ? t.status.invalid
      : `${t.status.invalid}: ${t.problem[line.isbn.problem]}`;
    tone = 'error';
  }

  return (
    <>
      <span className="isbn-preview__badge" data-tone={tone}>
        {label}
      </span>
      {notes.length > 0 && (
        <ul className="holdings-notes">
          {notes.map((note) => (
            <li key={note} className="holdings-notes__item">
              {note}
            </li>
          ))}
        </ul>
      )}
      {row.kind === 'found' && !added && (
        <HoldingsNotes holdings={row.result.holdings} currentSelectionId={currentSelectionId} />
      )}
    </>
  );
}
