import { afterEach, describe, expect, it, vi } from 'vitest';

/** The Scan panel's reader where the browser has none of its own. */
describe('loading the barcode reader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('says that WebAssembly is off (Lockdown Mode) instead of failing without a reason', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    vi.stubGlobal('WebAssembly', undefined);
    const { loadEan13Detector, NoWebAssemblyError } =
      await import('@/features/selections/librarian-tools/scan/detector');
    await expect(loadEan13Detector()).rejects.toBeInstanceOf(NoWebAssemblyError);
  });
});
