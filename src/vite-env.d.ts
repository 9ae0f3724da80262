/// <reference types="vite/client" />

/** The app version (package.json, or APP_VERSION at build time). */
declare const __APP_VERSION__: string;
/** A hash of the shapes the saved query cache holds (scripts/persisted-shapes.ts). */
declare const __PERSISTED_SHAPES__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SERVICE_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
