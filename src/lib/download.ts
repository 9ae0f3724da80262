/** Saving a file the API answered (fetched with the member's token) as a browser download. */

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Whether the page runs as an app added to the home screen of an iPhone or iPad: WebKit's own
 * `navigator.standalone`, true only there. `<a download>` does nothing useful in it (the file
 * opens in a viewer with no way back to the app), so files go through the share sheet.
 */
function isHomeScreenAppOnIos(): boolean {
  return (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Hands a blob to the member as a file named `filename`: through the share sheet (Save to Files,
 * AirDrop, Mail…) in an app added to an iPad's or iPhone's home screen, where the browser can
 * share that file; as a browser download everywhere else, and when sharing is refused (a share
 * sheet the member closed is not an error: nothing more happens).
 */
export async function saveBlob(blob: Blob, filename: string): Promise<void> {
  if (isHomeScreenAppOnIos() && typeof navigator.canShare === 'function') {
    const file = new File([blob], filename, { type: blob.type });
    if (navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({ files: [file] });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        // Refused (no user gesture left after the download, say): a download instead.
      }
    }
  }
  downloadBlob(blob, filename);
}

function downloadBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled; the download keeps its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
