import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { CameraOff, Download, ListChecks, ScanBarcode, Upload } from 'lucide-react';
import { getErrorMessage, NetworkError } from '@/api/errors';
import { toldByCatalogue } from '@/api/failures';
import { selectionListQueryOptions } from '@/features/selections/api/queries';
import { useIsOnline } from '@/offline/use-is-online';
import { appendListLine, parseIsbnList, removeLastListLine, type IsbnList } from '@/lib/isbn-list';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form-error';
import { Select } from '@/ui/select';
import { TextAreaField } from '@/ui/text-field';
import type { RowsAdded } from '@/features/selections/librarian-tools/api/types';
import { LIST_FILE_TYPES, readListFile } from '@/lib/read-list-file';
import { selectionLabel } from '@/texts/selection-label';
import { useAddRows } from '../api/add-rows';
import { useQueuedIsbns, useQueueIsbns } from '../api/isbn-queue';
import { useResolveIsbns } from '../api/resolve-isbns';
import { buildPreview, isbnsToResolve, isSendable, rowToAdd, type PreviewRow } from '../preview';
import { IsbnPreviewTable } from './isbn-preview-table';
import { ScanPanel } from './scan-panel';
import '../librarian-tools.css';

const t = texts.librarianTools;

/** The selection books are added to. */
export interface IsbnTarget {
  id: string;
  name: string;
}

export interface AddByIsbnPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The selection page's own selection; without it (the catalogue) the member chooses one. */
  target?: IsbnTarget;
}

interface Preview {
  rows: PreviewRow[];
  headerSkipped: boolean;
}

type AddedRow = RowsAdded['added'][number];

/** Counts the non-empty lines of a list that was refused whole, to say how long it was. */
const countLines = (text: string) => text.split(/\r\n|\r|\n/).filter((l) => l.trim()).length;

/**
 * Add by ISBN: a list typed, pasted, uploaded or scanned; Check shows a preview table with one
 * row per input line and a status a librarian understands; Add N books adds the ticked rows with
 * their quantities and PO numbers in one idempotent call. Warnings never block.
 */
export default function AddByIsbnPanel({ isOpen, onOpenChange, target }: AddByIsbnPanelProps) {
  const isOnline = useIsOnline();
  const { data: selectionList } = useQuery({ ...selectionListQueryOptions(), enabled: !target });
  const [chosenId, setChosenId] = useState<string>(texts.selections.defaultId);
  const selections = selectionList?.results ?? [];
  const destination: IsbnTarget | undefined =
    target ?? selections.find((selection) => selection.id === chosenId);

  const [text, setText] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [added, setAdded] = useState<ReadonlyMap<number, AddedRow>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  /** The key of the last addition that got no answer, with its body: a retry sends both again. */
  const pendingAddition = useRef<{ body: string; key: string } | null>(null);

  const [isScanning, setScanning] = useState(false);
  const queueIsbns = useQueueIsbns();
  const queued = useQueuedIsbns(destination?.id);
  const resolve = useResolveIsbns();
  const addRows = useAddRows();

  const toAdd = useMemo(
    () =>
      (preview?.rows ?? []).filter(
        (row): row is Extract<PreviewRow, { kind: 'found' }> =>
          row.kind === 'found' && ticked.has(row.line.line) && !added.has(row.line.line),
      ),
    [preview, ticked, added],
  );

  const check = async (listText = text) => {
    setProblem(null);
    const list: IsbnList = parseIsbnList(listText);
    if (list.tooManyLines) {
      setProblem(t.tooManyLines(countLines(listText) - (list.headerSkipped ? 1 : 0)));
      return;
    }
    if (list.lines.length === 0) {
      setProblem(t.empty);
      return;
    }
    const isbns = isbnsToResolve(list);
    try {
      const results = isbns.length > 0 ? (await resolve.mutateAsync(isbns)).results : [];
      const rows = buildPreview(list, results);
      setPreview({ rows, headerSkipped: list.headerSkipped });
      // Every found row starts ticked, warnings included: warnings warn, they never block.
      setTicked(new Set(rows.filter((row) => row.kind === 'found').map((row) => row.line.line)));
      setAdded(new Map());
      pendingAddition.current = null;
    } catch (error) {
      if (error instanceof NetworkError) setProblem(t.checkUnanswered);
      else setProblem(`${t.checkFailed} ${getErrorMessage(error)}`);
    }
  };

  /**
   * The ticked rows not yet added, named by a key. The same addition made again after one that got
   * no answer (sent now or queued) keeps that one's key until an answer is seen: applied once.
   */
  const nextAddition = (selectionId: string) => {
    const books = toAdd.map(rowToAdd);
    const body = JSON.stringify({ selection: selectionId, books });
    const key =
      pendingAddition.current?.body === body ? pendingAddition.current.key : crypto.randomUUID();
    pendingAddition.current = { body, key };
    return { books, key };
  };

  const add = async () => {
    if (!destination || toAdd.length === 0) return;
    const { books, key } = nextAddition(destination.id);
    setProblem(null);
    try {
      const answer = await addRows.mutateAsync({
        selectionId: destination.id,
        books,
        idempotencyKey: key,
      });
      pendingAddition.current = null;
      const lineOf = new Map(toAdd.map((row) => [row.result.book.bookId, row.line.line]));
      setAdded((previous) => {
        const next = new Map(previous);
        for (const row of answer.added) {
          const line = lineOf.get(row.bookId);
          if (line !== undefined) next.set(line, row);
        }
        return next;
      });
    } catch (error) {
      if (error instanceof NetworkError) setProblem(t.addUnanswered);
      else if (!toldByCatalogue(error)) setProblem(`${t.addFailed} ${getErrorMessage(error)}`);
    }
  };

  /**
   * Offline: the list waits in the queue of selection edits, checked and added once online. A list
   * already checked queues only its ticked rows not yet added, as they are.
   */
  const queueForLater = () => {
    if (!destination) return;
    if (preview) {
      if (toAdd.length === 0) return;
      const { books, key } = nextAddition(destination.id);
      queueIsbns.mutate({
        selectionId: destination.id,
        selectionName: destination.name,
        lines: toAdd.map(({ line, result }) => ({
          isbn13: result.isbn13 ?? result.input,
          quantity: line.quantity,
          poNumber: line.poNumber,
          note: line.note,
        })),
        books,
        replayKey: key,
      });
      pendingAddition.current = null;
      setText('');
      setPreview(null);
      setProblem(null);
      setFileNote(t.offlineQueued(books.length, selectionLabel(destination.name)));
      return;
    }
    const list = parseIsbnList(text);
    if (list.tooManyLines) {
      setProblem(t.tooManyLines(countLines(text) - (list.headerSkipped ? 1 : 0)));
      return;
    }
    const lines = list.lines.flatMap((line) =>
      isSendable(line)
        ? [
            {
              isbn13: line.isbn.isbn13,
              quantity: line.quantity,
              poNumber: line.poNumber,
              note: line.note,
            },
          ]
        : [],
    );
    if (lines.length === 0) {
      setProblem(t.empty);
      return;
    }
    setProblem(null);
    queueIsbns.mutate({
      selectionId: destination.id,
      selectionName: destination.name,
      lines,
      replayKey: crypto.randomUUID(),
    });
    setText('');
    setPreview(null);
    setFileNote(t.offlineQueued(lines.length, selectionLabel(destination.name)));
  };

  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    setProblem(null);
    setFileNote(t.reading(file.name));
    try {
      const listText = await readListFile(file);
      setText(listText);
      setFileNote(t.fileRead(file.name, countLines(listText)));
      await check(listText);
    } catch {
      setFileNote(null);
      setProblem(t.fileUnreadable(file.name));
    }
  };

  const downloadSample = () => {
    const blob = new Blob([t.sampleContents], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = t.sampleFileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  const found = preview?.rows.filter((row) => row.kind === 'found').length ?? 0;
  const needAttention = preview?.rows.filter((row) => row.kind !== 'found').length ?? 0;

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={target ? t.dialogTitle(selectionLabel(target.name)) : t.dialogTitleNoTarget}
      width={1080}
      isDismissable={false}
      showCloseButton
      className="isbn-panel"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {texts.common.close}
          </Button>
          <Button
            onPress={() => void add()}
            isDisabled={toAdd.length === 0 || !destination || !isOnline}
            isPending={addRows.isPending}
          >
            {t.addBooks(toAdd.length)}
          </Button>
        </>
      }
    >
      {!target && (
        <Select
          label={t.targetSelection}
          options={selections.map((selection) => ({
            value: selection.id,
            label: selectionLabel(selection.name),
          }))}
          value={chosenId}
          onChange={setChosenId}
          className="isbn-panel__target"
        />
      )}
      <TextAreaField
        label={t.isbns}
        description={t.isbnsHelp}
        value={text}
        onChange={setText}
        rows={6}
        spellCheck="false"
        className="isbn-panel__text"
      />
      <div className="isbn-panel__tools">
        {isOnline ? (
          <Button onPress={() => void check()} isPending={resolve.isPending}>
            <ListChecks size={18} aria-hidden />
            {t.check}
          </Button>
        ) : (
          <Button
            onPress={queueForLater}
            isDisabled={!destination || (preview !== null && toAdd.length === 0)}
          >
            <ListChecks size={18} aria-hidden />
            {t.queueOffline}
          </Button>
        )}
        <Button variant="secondary" onPress={() => setScanning((on) => !on)}>
          {isScanning ? <CameraOff size={18} aria-hidden /> : <ScanBarcode size={18} aria-hidden />}
          {isScanning ? t.stopScan : t.scan}
        </Button>
        <FileTrigger acceptedFileTypes={LIST_FILE_TYPES} onSelect={(files) => void upload(files)}>
          <Button variant="secondary" isDisabled={!isOnline}>
            <Upload size={18} aria-hidden />
            {t.upload}
          </Button>
        </FileTrigger>
        <Button variant="ghost" onPress={downloadSample}>
          <Download size={18} aria-hidden />
          {t.sample}
        </Button>
      </div>
      <p className="isbn-panel__hint">{t.uploadHelp}</p>
      {isScanning && (
        <ScanPanel
          isOnline={isOnline}
          onRead={(isbn) => setText((previous) => appendListLine(previous, isbn))}
          onUndo={(isbn) => setText((previous) => removeLastListLine(previous, isbn))}
        />
      )}
      {queued.length > 0 && (
        <section className="isbn-panel__queued" aria-label={t.queuedIsbnsTitle}>
          <p className="isbn-panel__note">
            {t.queuedIsbnsTitle}:{' '}
            {t.queuedIsbns(queued.reduce((sum, list) => sum + list.lines.length, 0))}
          </p>
        </section>
      )}
      <div aria-live="polite" className="isbn-panel__status">
        {fileNote && <p className="isbn-panel__note">{fileNote}</p>}
        {preview && (
          <p className="isbn-panel__note">
            {t.summary(found, needAttention)} {preview.headerSkipped ? t.headerSkipped : ''}
          </p>
        )}
      </div>
      <FormError>{problem}</FormError>
      {preview && (
        <IsbnPreviewTable
          rows={preview.rows}
          ticked={ticked}
          onTickedChange={setTicked}
          added={added}
          currentSelectionId={destination?.id}
        />
      )}
    </Dialog>
  );
}
