import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveBlob } from '@/lib/download';

/** Sets a navigator property for one test (jsdom has no share sheet and no `standalone`). */
function setNavigator(name: string, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe('saveBlob', () => {
  const clicked: string[] = [];
  beforeEach(() => {
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:file');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    for (const name of ['standalone', 'canShare', 'share']) setNavigator(name, undefined);
    vi.restoreAllMocks();
  });

  const blob = () => new Blob(['x'], { type: 'application/pdf' });

  it('downloads with <a download> in a browser tab, also where the share sheet exists', async () => {
    const share = vi.fn();
    setNavigator('canShare', () => true);
    setNavigator('share', share);
    await saveBlob(blob(), 'order.pdf');
    expect(clicked).toEqual(['order.pdf']);
    expect(share).not.toHaveBeenCalled();
  });

  it('offers the file through the share sheet in an app on an iPad’s home screen', async () => {
    const share = vi.fn(() => Promise.resolve());
    setNavigator('standalone', true);
    setNavigator('canShare', () => true);
    setNavigator('share', share);
    await saveBlob(blob(), 'order.pdf');
    expect(clicked).toEqual([]);
    const [{ files }] = share.mock.calls[0] as unknown as [{ files: File[] }];
    expect(files.map((file) => [file.name, file.type])).toEqual([['order.pdf', 'application/pdf']]);
  });

  it('downloads when the share sheet cannot take files or refuses, not when the member closes it', async () => {
    setNavigator('standalone', true);
    setNavigator('canShare', () => false);
    setNavigator('share', vi.fn());
    await saveBlob(blob(), 'a.xlsx');
    expect(clicked).toEqual(['a.xlsx']);

    setNavigator('canShare', () => true);
    setNavigator('share', () => Promise.reject(new DOMException('no gesture', 'NotAllowedError')));
    await saveBlob(blob(), 'b.xlsx');
    expect(clicked).toEqual(['a.xlsx', 'b.xlsx']);

    setNavigator('share', () => Promise.reject(new DOMException('closed', 'AbortError')));
    await saveBlob(blob(), 'c.xlsx');
    expect(clicked).toEqual(['a.xlsx', 'b.xlsx']);
  });
});
