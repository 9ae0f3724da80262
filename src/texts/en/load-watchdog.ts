/**
 * The texts of the load watchdog (src/app/prerendered-pages.ts), written into the built pages by
 * the build. Not part of `src/texts/index.ts`: the app itself never shows them, so its code does
 * not carry them.
 */
export const loadWatchdog = {
  // (ours) a script or stylesheet of the page did not arrive before the app started
  loadFailed:
    'The page could not load completely. It tries again by itself when the connection returns.',
} as const;
