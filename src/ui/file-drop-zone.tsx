import { useId, useState } from 'react';
import { DropZone, Text, type DropZoneProps } from 'react-aria-components/DropZone';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { FileText, Upload, X } from 'lucide-react';
import { Button, IconButton } from './button';
import { cx } from './class-names';
import './file-drop-zone.css';

type DropEvent = Parameters<NonNullable<DropZoneProps['onDrop']>>[0];
type FileDropItem = Extract<DropEvent['items'][number], { kind: 'file' }>;

export interface FileDropZoneProps {
  /** Visible label of the group, e.g. 'Attachments'. */
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** Whether several files may be chosen; when false a new choice replaces the file. Default true. */
  multiple?: boolean;
  /** MIME types or extensions offered by the file picker, e.g. ['image/*', '.pdf']. */
  acceptedFileTypes?: string[];
  dropHint?: string;
  /**
   * The hint where the pointer is coarse (a phone: no files to drag), instead of dropHint.
   * Default 'Choose files on this device:'.
   */
  pickHint?: string;
  chooseLabel?: string;
  /** Count line, e.g. '2 files selected'. */
  formatCount?: (count: number) => string;
  /**
   * What the drop zone is, first in its accessible name, in the form's language (React Aria's
   * own would follow the browser's). Default 'Drop zone'.
   */
  dropZoneLabel?: string;
  removeLabel?: (file: File) => string;
  isDisabled?: boolean;
  className?: string;
}

const defaultCount = (count: number) =>
  count === 0 ? 'No files selected' : count === 1 ? '1 file selected' : `${count} files selected`;

/**
 * Choose files by clicking (React Aria FileTrigger), by dragging them onto the area, or by
 * pasting (React Aria DropZone, also reachable by keyboard). Lists each file with its size and
 * a remove button, and announces the count. Files already chosen (same name, size and date)
 * are not added twice; there is no limit on count or size.
 */
export function FileDropZone({
  label,
  files,
  onChange,
  multiple = true,
  acceptedFileTypes,
  dropHint = 'Drag and drop files here, or',
  pickHint = 'Choose files on this device:',
  chooseLabel = multiple ? 'Choose files' : 'Choose a file',
  formatCount = defaultCount,
  removeLabel = (file) => `Remove ${file.name}`,
  dropZoneLabel = 'Drop zone',
  isDisabled = false,
  className,
}: FileDropZoneProps) {
  const labelId = useId();
  // Read once at render: a phone does not turn into a desktop while the form is open.
  const [isCoarse] = useState(
    () =>
      typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true,
  );

  const add = (added: File[]) => {
    if (added.length === 0) return;
    if (!multiple) {
      onChange(added.slice(0, 1));
      return;
    }
    const known = new Set(files.map(fileKey));
    const fresh = added.filter((file) => {
      const key = fileKey(file);
      if (known.has(key)) return false;
      known.add(key);
      return true;
    });
    if (fresh.length > 0) onChange([...files, ...fresh]);
  };

  const onDrop = async (event: DropEvent) => {
    const items = event.items.filter((item): item is FileDropItem => item.kind === 'file');
    add(await Promise.all(items.map((item) => item.getFile())));
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cx('field', 'file-drop', className)}>
      <span id={labelId} className="field__label">
        {label}
      </span>
      <DropZone
        aria-label={dropZoneLabel}
        aria-labelledby={labelId}
        getDropOperation={() => 'copy'}
        onDrop={(event) => void onDrop(event)}
        isDisabled={isDisabled}
        className="file-drop__zone"
      >
        <Upload size={24} aria-hidden className="file-drop__icon" />
        <Text slot="label" className="file-drop__hint">
          {isCoarse ? pickHint : dropHint}
        </Text>
        <FileTrigger
          allowsMultiple={multiple}
          acceptedFileTypes={acceptedFileTypes}
          onSelect={(list) => add(list ? Array.from(list) : [])}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {chooseLabel}
          </Button>
        </FileTrigger>
      </DropZone>
      <p role="status" className="file-drop__count">
        {formatCount(files.length)}
      </p>
      {files.length > 0 && (
        <ul className="file-drop__list">
          {files.map((file, index) => (
            <li key={`${fileKey(file)}#${index}`} className="file-drop__file">
              <FileText size={18} aria-hidden className="file-drop__file-icon" />
              <span className="file-drop__name">{file.name}</span>
              <span className="file-drop__size">{formatFileSize(file.size)}</span>
              <IconButton
                label={removeLabel(file)}
                size="sm"
                isDisabled={isDisabled}
                onPress={() => onChange(files.filter((_, i) => i !== index))}
              >
                <X size={18} aria-hidden />
              </IconButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function fileKey(file: File) {
  return `${file.name}|${file.size}|${file.lastModified}`;
}

/** Human-readable file size: 512 B, 12.3 KB, 4.5 MB. */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || size >= 100 ? 0 : 1;
  return `${Number(size.toFixed(digits))} ${units[unit]}`;
}
