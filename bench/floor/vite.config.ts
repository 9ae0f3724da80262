import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** The floor app's build: the same React plugin and target as the portal, nothing more. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: fileURLToPath(new URL('../../.bench/floor-dist', import.meta.url)),
    emptyOutDir: true,
  },
});
