import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { persistedShapesHash } from './scripts/persisted-shapes.ts';
import { prerenderPlugin } from './scripts/prerender.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
/** Shown on /ping-test and carried by the persisted cache's buster; APP_VERSION overrides it. */
const appVersion = process.env.APP_VERSION ?? pkg.version;
const apiTarget = process.env.API_TARGET ?? 'http://localhost:4173';
/** Set by scripts/prerender.ts for its nested build of the public pages for Node. */
const prerenderBuild = Boolean(process.env.PORTAL_PRERENDER_BUILD);

/**
 * Writes a Brotli and a gzip copy beside each built script, stylesheet and page, served by the
 * reference server in place of the original when the browser accepts them (server/static.ts): a
 * first visit on a slow mobile network downloads a third of the bytes, at no CPU cost per request.
 */
/**
 * An area's texts (`src/texts/<area>.ts`) is a call, `localized(en, ko)`, and Rolldown takes a
 * module-level call for a side effect (a `@__PURE__` mark and `manualPureFunctions` did not
 * change it): importing the texts' index would then run, and so bundle, every area in the entry
 * chunk (/sign-in +22 kB gzip). The areas have none: each page bundles only the areas it reads.
 */
function textsWithoutSideEffects(): Plugin {
  return {
    name: 'portal:texts-without-side-effects',
    transform: {
      filter: { id: /[\\/]src[\\/]texts[\\/](en[\\/]|ko[\\/])?[\w-]+\.ts$/ },
      handler: (code) => ({ code, map: null, moduleSideEffects: false }),
    },
  };
}

function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|webmanifest|wasm)$/;
  let isSsr = false;
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      // The prerender's own build for Node (scripts/prerender.ts) is never served.
      isSsr = Boolean(config.build.ssr);
    },
    writeBundle(options, bundle) {
      if (isSsr) return;
      const outDir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!compressible.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < 1024) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // Must come before react(): otherwise automatic code splitting silently does nothing.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    textsWithoutSideEffects(),
    // Keep only the react-aria strings of the locales we ship.
    optimizeLocales.vite({ locales: ['ko-KR', 'en-US'] }),
    VitePWA({
      // A new version waits until the member accepts the prompt (src/offline/update-prompt.tsx).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'banner-fallback.svg'],
      manifest: {
        id: '/',
        name: 'Book Ordering Portal',
        short_name: 'Book Portal',
        description: 'Members-only book ordering for schools and libraries.',
        lang: 'ko',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1f4e79',
        background_color: '#ffffff',
        categories: ['books', 'business', 'education'],
        icons: [
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      // Our own worker (src/sw.ts): Workbox's generated one installs one file at a time, far too
      // slow on a first visit over a slow line. Decision record 018.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // A classic script, as the generated worker was: registered without `type: 'module'`.
        rollupFormat: 'iife',
        // The shell and every route chunk are precached: no "failed to fetch dynamically imported
        // module" after a deploy, and every page opens offline. Nothing large: the install must
        // finish on a slow first visit. The barcode reader's WebAssembly (1.1 MB, most of the
        // app's bytes) is cached when Scan is first used (src/sw.ts).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      },
    }),
    precompress(),
    // After the client's files are written, before vite-plugin-pwa lists them (closeBundle).
    prerenderPlugin(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(appVersion),
    __PERSISTED_SHAPES__: JSON.stringify(persistedShapesHash(new URL('./', import.meta.url))),
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
    rolldownOptions: {
      // Inlining common chunks (below) needs it; the prerender's own build for Node
      // (scripts/prerender.ts) imports its entry's exports, so it keeps them.
      preserveEntrySignatures: prerenderBuild ? 'exports-only' : false,
      output: {
        // Few, large chunks: the reference server speaks HTTP/1.1 (six requests at a time, 150 ms
        // of latency each on a mobile network). Decision records 005 and 015.
        codeSplitting: {
          // Every common chunk under ~150 kB of source is copied into the chunks that import it
          // instead of being a file of its own: a first visit of /books 84 → 11 scripts and
          // stylesheets (102 → 29 requests) and a little smaller (one gzip stream per chunk
          // compresses better), at the cost of a larger precache (the copies).
          ...(prerenderBuild ? {} : { experimentalInlineCommonChunks: { maxSize: 150_000 } }),
          groups: [
            {
              // What every page starts with, one file: TanStack Router and Query, zod (the
              // routes' search schemas), the service worker's window library and the bundler's
              // runtime helpers. Left alone, Rolldown cut the first two into dozens of
              // sub-kilobyte files.
              name: 'start',
              test: (id) =>
                /node_modules[\\/](@tanstack|workbox-window|zod)[\\/]/.test(id) ||
                id.startsWith('\0rolldown/runtime') ||
                id.includes('vite/preload-helper'),
            },
            // The prerender's build for Node keeps its entry's exports and needs no such split.
            ...(prerenderBuild
              ? []
              : [
                  {
                    // What every member page loads and no signed-out one (decision 017): a
                    // member's data on this device (the persisted cache and its IndexedDB, the
                    // session's start and end) and the button with React Aria's part of it. One
                    // file, instead of a copy in the member layout's chunk and in each page's.
                    name: 'member',
                    // Only these modules: what they import from the shared layers (the client,
                    // the texts, React Aria's core) stays where the others have it
                    // (preserveEntrySignatures false and strictExecutionOrder, above, keep that
                    // valid).
                    includeDependenciesRecursively: false,
                    test: (id: string) =>
                      /[\\/]src[\\/]routes[\\/]_member\.tsx\?tsr-split=component/.test(id) ||
                      /node_modules[\\/]idb-keyval[\\/]/.test(id) ||
                      /[\\/]src[\\/](session[\\/]|app[\\/]member-session\.ts|offline[\\/](idb-store|holdings-db|edit-order|edits-elsewhere|open-tabs|saved-caches|persist)\.ts|ui[\\/]button\.tsx)/.test(
                        id,
                      ) ||
                      /node_modules[\\/]react-aria(-components)?[\\/].*[\\/](Button|ProgressBar|useButton|useProgressBar|useFocusable|useNumberFormatter)\.mjs$/.test(
                        id,
                      ) ||
                      /node_modules[\\/]react-stately[\\/].*[\\/]utils[\\/]number\.mjs$/.test(id) ||
                      /[\\/]src[\\/](app[\\/]layout[\\/](member-layout|top-bar|side-menu|footer|aria-shell|use-page-visits|page-name|sign-in-ending)|features[\\/]selections[\\/](api[\\/](retried-edits|pending)|components[\\/](selections-menu|pending-edits))|features[\\/]holdings[\\/](store|use-holdings|components[\\/]holdings-provider)|features[\\/]inquiry[\\/]contact-button|offline[\\/](install-button|storage-persistence|connection-status|use-is-online|use-queued-edits-state)|texts[\\/]cart|ui[\\/](menu|dialog|owned-mark|use-kept-once-open)|lib[\\/](isbn|format))\.tsx?$/.test(
                        id,
                      ),
                  },
                ]),
          ],
        },
      },
    },
  },
});
