import { apiAssetUrl } from '@/lib/config';
import { formatWon } from '@/lib/format';
import * as texts from '@/texts';
import { Checkbox } from '@/ui/checkbox';
import type { RowsAdded } from '@/features/selections/librarian-tools/api/types';
import type { PreviewRow } from '../preview';
import { HoldingsNotes } from './holdings-notes';
// The kit's table look on a plain table (a table of checkboxes needs no grid).
import '@/ui/table.css';

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
  const toggle = (line: number, isSelected: boolean) => {
    const next = new Set(ticked);
    if (isSelected) next.add(line);
    else next.delete(line);
    onTickedChange(next);
  };

  return (
    <div className="table-scroll isbn-preview">
      <table className="table isbn-preview__table" aria-label={t.previewLabel}>
        <thead className="table__header">
          <tr>
            <th scope="col" className="table__column table__selection">
              <span className="visually-hidden">{t.columns.add}</span>
            </th>
            <th scope="col" className="table__column table__cell--end">
              {t.columns.line}
            </th>
            <th scope="col" className="table__column">
              <span className="visually-hidden">{t.columns.cover}</span>
            </th>
            <th scope="col" className="table__column table__cell--start">
              {t.columns.isbn}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {t.columns.book}
            </th>
            <th scope="col" className="table__column table__cell--end">
              {t.columns.price}
            </th>
            <th scope="col" className="table__column table__cell--end">
              {t.columns.quantity}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {t.columns.poNumber}
            </th>
            <th scope="col" className="table__column table__cell--start">
              {t.columns.status}
            </th>
          </tr>
        </thead>
        <tbody className="table__body">
          {rows.map((row) => {
            const { line } = row;
            const addedRow = added.get(line.line);
            const book = row.kind === 'found' ? row.result.book : null;
            return (
              <tr
                key={line.line}
                className="table__row"
                data-line={line.line}
                data-kind={row.kind}
                data-added={addedRow ? true : undefined}
              >
                <td className="table__cell table__selection">
                  {book && (
                    <Checkbox
                      aria-label={t.tickRow(line.line, book.title)}
                      isSelected={ticked.has(line.line) || addedRow !== undefined}
                      isDisabled={addedRow !== undefined}
                      onChange={(value) => toggle(line.line, value)}
                    />
                  )}
                </td>
                <td className="table__cell table__cell--end">{line.line}</td>
                <td className="table__cell">
                  {book && (
                    <img
                      className="isbn-preview__cover"
                      src={apiAssetUrl(book.coverImageUrl)}
                      alt=""
                      width={36}
                      height={50}
                      loading="lazy"
                    />
                  )}
                </td>
                <td className="table__cell table__cell--start isbn-preview__isbn">
                  {line.isbn.valid ? line.isbn.isbn13 : line.text}
                </td>
                <th scope="row" className="table__cell table__cell--start isbn-preview__book">
                  {book ? (
                    <>
                      <span className="isbn-preview__title">{book.title}</span>
                      <span className="isbn-preview__meta">
                        {book.author} · {book.publisher}
                      </span>
                    </>
                  ) : (
                    <span className="isbn-preview__meta">{line.text}</span>
                  )}
                </th>
                <td className="table__cell table__cell--end isbn-preview__price">
                  {book && formatWon(book.price)}
                </td>
                <td className="table__cell table__cell--end">
                  {row.kind === 'duplicate' ? '' : line.quantity}
                </td>
                <td className="table__cell table__cell--start">{line.poNumber}</td>
                <td className="table__cell table__cell--start isbn-preview__status">
                  <RowStatus row={row} added={addedRow} currentSelectionId={currentSelectionId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

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
    if (releaseStatus && releaseStatus !== 'RELEASE') {
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
