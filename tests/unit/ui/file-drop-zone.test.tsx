import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone, formatFileSize } from '@/ui/file-drop-zone';

// React Aria interactions under jsdom are slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 20_000 });

function Harness({ multiple }: { multiple?: boolean }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileDropZone label="Attachments" files={files} onChange={setFiles} multiple={multiple} />;
}

const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement;
const count = () => screen.getByRole('status').textContent;
const listed = () =>
  screen.queryByRole('list')
    ? within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('.file-drop__name')?.textContent)
    : [];

const report = new File(['a'.repeat(2048)], 'report.pdf', { type: 'application/pdf' });
const photo = new File(['b'.repeat(10)], '사진.png', { type: 'image/png' });

describe('FileDropZone', () => {
  it('is a labelled group with a button to choose files', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Attachments' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeTruthy();
    expect(count()).toBe('No files selected');
  });

  it('adds chosen files, lists them with their size and shows the count', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    expect(fileInput(container).multiple).toBe(true);
    await user.upload(fileInput(container), [report, photo]);
    expect(count()).toBe('2 files selected');
    expect(listed()).toEqual(['report.pdf', '사진.png']);
    expect(screen.getByRole('list').textContent).toContain('2 KB');
    expect(screen.getByRole('list').textContent).toContain('10 B');
  });

  it('adds to the files already chosen, without duplicates', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), [report]);
    await user.upload(fileInput(container), [report, photo]);
    expect(listed()).toEqual(['report.pdf', '사진.png']);
    expect(count()).toBe('2 files selected');
  });

  it('removes a file with its remove button', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness />);
    await user.upload(fileInput(container), [report, photo]);
    await user.click(screen.getByRole('button', { name: 'Remove report.pdf' }));
    expect(listed()).toEqual(['사진.png']);
    expect(count()).toBe('1 file selected');
    await user.click(screen.getByRole('button', { name: 'Remove 사진.png' }));
    expect(listed()).toEqual([]);
    expect(count()).toBe('No files selected');
  });

  it('replaces the file when only one may be chosen', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness multiple={false} />);
    expect(fileInput(container).multiple).toBe(false);
    await user.upload(fileInput(container), report);
    await user.upload(fileInput(container), photo);
    expect(listed()).toEqual(['사진.png']);
  });
});

describe('formatFileSize', () => {
  it('uses B, KB, MB with at most one decimal', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1023 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
  });
});
