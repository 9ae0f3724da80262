/**
 * A barcode reader for EAN-13: the platform's BarcodeDetector where it reads EAN-13 (Chrome on
 * Android and ChromeOS, Edge on those, Safari from 17 on macOS and iOS), otherwise the
 * `barcode-detector` polyfill (ZXing-C++ compiled to WebAssembly). Its .wasm file is served by the
 * portal itself (compressed), never fetched from a CDN, and kept by the service worker when Scan is
 * first pressed, so scanning works offline from then on. This module, the polyfill and the .wasm
 * load only when Scan is first pressed.
 */
import zxingReaderWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

/** What the panel needs of a detector (the platform's and the polyfill's have it). */
export interface Ean13Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string; format: string }[]>;
}

/** Which reader is used: the browser's own, or the bundled WebAssembly one. */
export type DetectorKind = 'native' | 'polyfill';

interface PlatformDetectorClass {
  new (options: { formats: string[] }): Ean13Detector;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeDetector(): Promise<Ean13Detector | null> {
  const Platform = (globalThis as { BarcodeDetector?: PlatformDetectorClass }).BarcodeDetector;
  if (!Platform) return null;
  try {
    const formats = await Platform.getSupportedFormats();
    return formats.includes('ean_13') ? new Platform({ formats: ['ean_13'] }) : null;
  } catch {
    return null;
  }
}

/**
 * The browser runs no WebAssembly (an iPad in Lockdown Mode, or a policy that turns it off), and
 * has no reader of its own: the bundled reader cannot start.
 */
export class NoWebAssemblyError extends Error {
  override readonly name = 'NoWebAssemblyError';
}

let loading: Promise<{ detector: Ean13Detector; kind: DetectorKind }> | undefined;

/** The EAN-13 reader, loaded once. */
export function loadEan13Detector(): Promise<{ detector: Ean13Detector; kind: DetectorKind }> {
  loading ??= (async () => {
    const native = await nativeDetector();
    if (native) return { detector: native, kind: 'native' as const };
    if (typeof WebAssembly === 'undefined') throw new NoWebAssemblyError();
    const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
    // Loads and compiles the .wasm now, so a failure says "cannot read barcodes" at once.
    await prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? new URL(zxingReaderWasmUrl, location.href).href : prefix + path,
      },
      fireImmediately: true,
    });
    return { detector: new BarcodeDetector({ formats: ['ean_13'] }), kind: 'polyfill' as const };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
