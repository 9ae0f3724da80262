import { useState } from 'react';
import { LibraryBig, Trash2 } from 'lucide-react';
import { formatDateTime } from '@/lib/format';
import * as texts from '@/texts';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/dialog';
import { FileDropZone } from '@/ui/file-drop-zone';
import { FormError } from '@/ui/form-error';
import { Card, PageHeader } from '@/ui/page';
import { TextAreaField } from '@/ui/text-field';
import {
  HOLDINGS_FILE_TYPES,
  HoldingsTooLargeError,
  readHoldingsFile,
} from '../read-holdings-file';
import { mergeCounts, readHoldingsTable, type HoldingsReport } from '../read-holdings';
import { holdingsStore } from '../store';
import { useHoldings } from '../use-holdings';
import './holdings.css';

const t = texts.holdings;
/** Invalid lines listed per file; the rest are counted. */
const INVALID_SHOWN = 20;

interface Reading {
  reports: HoldingsReport[];
  /** Why a file gave nothing, one message each. */
  unreadable: string[];
  counts: Map<string, number>;
}

/**
 * The library's holdings on this device: what is held and since when, an import from the library
 * system's export files or a pasted list (read first and reported per file, then replacing or
 * adding to the holdings), and Clear. Works offline: nothing here calls the server.
 */
export function HoldingsPage() {
  const { memberId, holdings } = useHoldings();
  const [files, setFiles] = useState<File[]>([]);
  const [pasted, setPasted] = useState('');
  const [isReading, setReading] = useState(false);
  const [reading, setReadingResult] = useState<Reading | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isClearOpen, setClearOpen] = useState(false);
  const isReady = memberId !== null && holdings.status === 'ready';

  const read = async () => {
    setReading(true);
    setStatus(null);
    setProblem(null);
    const results = await Promise.all(
      files.map((file) =>
        readHoldingsFile(file).catch((error: unknown) =>
          error instanceof HoldingsTooLargeError ? t.tooLarge(file.name) : t.unreadable(file.name),
        ),
      ),
    );
    const readings = results.filter((result) => typeof result !== 'string');
    const unreadable = results.filter((result) => typeof result === 'string');
    if (pasted.trim() !== '') {
      try {
        readings.push(readHoldingsTable(t.pastedName, pasted));
      } catch {
        unreadable.push(t.tooLarge(t.pastedName)); // past MAX_ROWS lines
      }
    }
    const counts = mergeCounts(readings);
    setReadingResult({
      reports: readings.map((result) => result.report),
      unreadable,
      counts,
    });
    setReading(false);
  };

  const save = async (how: 'replace' | 'add') => {
    if (!reading || memberId === null) return;
    setSaving(true);
    setProblem(null);
    try {
      await holdingsStore[how](memberId, reading.counts);
      setStatus(t.saved(holdingsStore.read(memberId).titles));
      setReadingResult(null);
      setFiles([]);
      setPasted('');
    } catch {
      setProblem(t.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const clear = async () => {
    if (memberId === null) return;
    try {
      await holdingsStore.clear(memberId);
      setStatus(t.cleared);
    } catch {
      setProblem(t.saveFailed);
    }
    setClearOpen(false);
  };

  const canRead = (files.length > 0 || pasted.trim() !== '') && !isReading;
  const canSave = isReady && reading !== null && reading.counts.size > 0 && !isSaving;

  return (
    <div className="holdings-page">
      <PageHeader title={t.title} />
      <p className="holdings-page__intro">{t.intro}</p>

      <Card
        title={t.summaryTitle}
        action={
          <Button
            variant="secondary"
            onPress={() => setClearOpen(true)}
            isDisabled={!isReady || holdings.titles === 0}
          >
            <Trash2 size={18} aria-hidden />
            {t.clear}
          </Button>
        }
      >
        <p className="holdings-page__summary" data-testid="holdings-summary">
          <LibraryBig size={20} aria-hidden />
          {holdings.status === 'loading'
            ? t.loading
            : holdings.titles === 0
              ? t.none
              : t.summary(holdings.titles, holdings.copies)}
        </p>
        {holdings.importedAt && (
          <p className="holdings-page__when">{t.importedAt(formatDateTime(holdings.importedAt))}</p>
        )}
      </Card>

      <Card title={t.importTitle} description={t.filesHelp}>
        <div className="holdings-page__import">
          <FileDropZone
            label={t.filesLabel}
            files={files}
            onChange={(chosen) => {
              setFiles(chosen);
              setReadingResult(null);
            }}
            acceptedFileTypes={HOLDINGS_FILE_TYPES}
            dropHint={t.dropHint}
            pickHint={t.pickHint}
            chooseLabel={t.chooseFiles}
            dropZoneLabel={t.dropZone}
            formatCount={t.fileCount}
            removeLabel={(file) => t.removeFile(file.name)}
          />
          <TextAreaField
            label={t.pasteLabel}
            description={t.pasteHelp}
            value={pasted}
            onChange={(value) => {
              setPasted(value);
              setReadingResult(null);
            }}
            rows={5}
          />
          <div>
            <Button onPress={() => void read()} isDisabled={!canRead} isPending={isReading}>
              {isReading ? t.reading : t.read}
            </Button>
          </div>
        </div>

        {reading && (
          <section className="holdings-report" aria-label={t.reportTitle}>
            <h3 className="holdings-report__title">{t.reportTitle}</h3>
            {reading.unreadable.map((message) => (
              <FormError key={message}>{message}</FormError>
            ))}
            {reading.reports.map((report) => (
              <FileReport key={report.name} report={report} />
            ))}
            <p className="holdings-report__total">
              {reading.counts.size === 0 ? t.nothingToImport : t.readTitles(reading.counts.size)}
            </p>
            <div className="holdings-report__actions">
              <Button onPress={() => void save('replace')} isDisabled={!canSave}>
                {t.replace}
              </Button>
              <Button variant="secondary" onPress={() => void save('add')} isDisabled={!canSave}>
                {t.add}
              </Button>
            </div>
          </section>
        )}
        <p role="status" className="holdings-page__status">
          {status}
        </p>
        {problem && <FormError>{problem}</FormError>}
      </Card>

      <ConfirmDialog
        isOpen={isClearOpen}
        onOpenChange={setClearOpen}
        title={t.clearTitle}
        confirmLabel={t.clear}
        variant="danger"
        onConfirm={clear}
      >
        {t.clearBody}
      </ConfirmDialog>
    </div>
  );
}

function FileReport({ report }: { report: HoldingsReport }) {
  const hidden = report.invalid.length - INVALID_SHOWN;
  return (
    <div className="holdings-report__file" data-file={report.name}>
      <p>
        <strong>{report.name}</strong>:{' '}
        {t.reportLine(report.read, report.valid, report.duplicates, report.invalid.length)}
      </p>
      {report.column && <p className="holdings-report__column">{t.column(report.column)}</p>}
      {report.copiesColumn && (
        <p className="holdings-report__column">{t.copiesColumn(report.copiesColumn)}</p>
      )}
      {report.invalid.length > 0 && (
        <details className="holdings-report__invalid">
          <summary>{t.invalidTitle}</summary>
          <ul>
            {report.invalid.slice(0, INVALID_SHOWN).map((line) => (
              <li key={line.line}>{t.invalidLine(line.line, line.text)}</li>
            ))}
            {hidden > 0 && <li>{t.moreInvalid(hidden)}</li>}
          </ul>
        </details>
      )}
    </div>
  );
}
