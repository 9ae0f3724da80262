import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';

/** The holdings import page: the app's own readers and store, nothing else. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  resolve: { alias: { '@': fileURLToPath(new URL('../../../src', import.meta.url)) } },
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../../.bench/holdings-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
