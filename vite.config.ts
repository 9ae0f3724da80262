import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Shown on /ping-test and carried by the persisted cache's buster; APP_VERSION overrides it. */
const appVersion = process.env.APP_VERSION ?? pkg.version;
const apiTarget = process.env.API_TARGET ?? 'http://localhost:4173';

export default defineConfig({
  plugins: [
    // Must come before react(): otherwise automatic code splitting silently does nothing.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    // Keep only the react-aria strings of the locales we ship.
    optimizeLocales.vite({ locales: ['ko-KR', 'en-US'] }),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Book Ordering Portal',
        short_name: 'Book Portal',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#1f4e79',
        background_color: '#ffffff',
      },
      workbox: {
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/python\//, /^\/banner_text/, /^\/dev\//],
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
  },
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/python': apiTarget,
      '/banner_text': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
