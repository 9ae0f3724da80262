import { chromium, type Browser, type Page } from '@playwright/test';
import type { StoredSession } from './api';
import { writeEan13Video } from './barcode-video';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_BASE_URL } from './env';
import { storeSession } from './fixtures';

/**
 * A signed-in page whose camera films the EAN-13 barcode of `isbn`: Chromium's fake camera fed a
 * generated video (written to `videoPath`), in a browser of its own, since the fake-camera
 * switches are launch options. The caller closes `browser`.
 */
export async function pageFilmingBarcode(
  session: StoredSession,
  isbn: string,
  videoPath: string,
): Promise<{ browser: Browser; page: Page }> {
  writeEan13Video(isbn, videoPath);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${videoPath}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL: E2E_BASE_URL,
      viewport: { width: 1180, height: 820 },
      locale: 'en-US',
      serviceWorkers: 'block',
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await storeSession(page, session);
    return { browser, page };
  } catch (error) {
    await browser.close();
    throw error;
  }
}
