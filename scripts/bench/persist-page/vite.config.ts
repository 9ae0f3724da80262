import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** The persisted-cache page: the app's own query client module and the same persistence libraries. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  define: {
    __APP_VERSION__: JSON.stringify('bench'),
    __PERSISTED_SHAPES__: JSON.stringify('bench'),
  },
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../../.bench/persist-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
