/**
 * Prerenders the public pages at build time (docs/decisions/009-prerendered-public-pages.md).
 *
 * A Vite plugin of the client build: once the client's files are written (and before
 * vite-plugin-pwa lists them for the service worker's precache, in its closeBundle), it builds
 * src/entry-prerender.tsx for Node with the same configuration, renders each page of
 * src/app/prerendered-pages.ts and writes `<outDir>/<page>.html`: index.html with the page's
 * markup in `#root`, its title, and links to the code and styles of its routes (modulepreload and
 * stylesheet), so that the browser paints the page from the HTML and CSS alone and the entry
 * script finds everything it needs already asked for. The reference server (server/static.ts) and
 * the service worker (cleanURLs) answer `/sign-in` with `sign-in.html`.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { SESSION_KEY } from '../src/api/session.ts';
import { loadWatchdog as watchdogEn } from '../src/texts/en/load-watchdog.ts';
import { loadWatchdog as watchdogKo } from '../src/texts/ko/load-watchdog.ts';
import { chosenOrBrowserLocale, LOCALE_KEY, prerenderLocale } from '../src/texts/locale.ts';
import {
  HIDDEN_ATTRIBUTE,
  loadWatchdog,
  PRERENDERED_ATTRIBUTE,
  prerenderGate,
  STARTED_ATTRIBUTE,
  UNTIL_STARTED_ATTRIBUTE,
  prerenderedPages,
  type PrerenderedPage,
} from '../src/app/prerendered-pages.ts';

const run = promisify(execFile);
const ENTRY = 'src/entry-prerender.tsx';
/** Set on the nested build so that its own copy of this plugin stands aside. */
const NESTED = 'PORTAL_PRERENDER_BUILD';

interface Markup {
  html: string;
  title: string;
  routeIds: string[];
}

/**
 * Renders every page with the Node build of src/entry-prerender.tsx, in a child process: the app's
 * modules keep what a browser tab keeps (a BroadcastChannel, for one), which would hold the build
 * open, and nothing of them leaks into it.
 */
async function renderPages(entry: string): Promise<Map<string, Markup>> {
  const script = `
    const { prerender } = await import(${JSON.stringify(pathToFileURL(entry).href)});
    const pages = {};
    for (const path of ${JSON.stringify(prerenderedPages.map((page) => page.path))}) {
      pages[path] = await prerender(path);
    }
    process.stdout.write(JSON.stringify(pages));
    process.exit(0);
  `;
  const { stdout } = await run(process.execPath, ['--input-type=module', '--eval', script], {
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return new Map(Object.entries(JSON.parse(stdout) as Record<string, Markup>));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The file of a file-based route (TanStack Router's naming: the id is the path under routes/). */
function routeFile(root: string, routeId: string): string {
  const file = join(root, 'src/routes', routeId === '__root__' ? '__root.tsx' : `${routeId}.tsx`);
  if (!existsSync(file)) throw new Error(`prerender: no route file for ${routeId} (${file})`);
  return file;
}

/** `chunk` and every chunk it imports statically, in import order (dependencies first). */
function staticClosure(
  chunk: Rollup.OutputChunk,
  byFile: Map<string, Rollup.OutputChunk>,
  into: string[] = [],
): string[] {
  if (into.includes(chunk.fileName)) return into;
  into.push(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = byFile.get(imported);
    if (next) staticClosure(next, byFile, into);
  }
  return into;
}

const cssOf = (files: string[], byFile: Map<string, Rollup.OutputChunk>) =>
  files.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);

function writeCompressed(path: string, text: string) {
  const bytes = Buffer.from(text);
  writeFileSync(path, bytes);
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
}

/**
 * The gate (see prerenderGate) as the source of an inline script: a `<script src>` before the
 * markup would block the parser, and so the page's first paint, until it had arrived.
 */
function gateSource(): string {
  return `(${prerenderGate.toString()})(${JSON.stringify(SESSION_KEY)}, ${JSON.stringify(HIDDEN_ATTRIBUTE)}, ${JSON.stringify(prerenderLocale)});`;
}

/** index.html turned into the page: title, links, the gate, the launch screen and the markup. */
function pageHtml(
  template: string,
  page: PrerenderedPage,
  markup: { html: string; title: string },
  links: { scripts: string[]; styles: string[] },
  gate: string,
): string {
  const rootStart = template.indexOf('<div id="root">');
  const rootEnd = template.indexOf('<noscript>');
  const launch = /<div class="launch-screen"[\s\S]*?<\/div>/.exec(template)?.[0];
  if (rootStart < 0 || rootEnd < rootStart || !launch || !template.includes('<title>')) {
    throw new Error(
      'prerender: index.html no longer has the expected #root, launch screen or title',
    );
  }
  const head = [
    ...links.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...links.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
  ].join('\n    ');
  const gateAttributes = [
    page.shownParams?.length
      ? ` data-shown-params="${escapeHtml(page.shownParams.join(' '))}"`
      : '',
    page.leavesForMembers ? ' data-leaves-for-members' : '',
  ].join('');
  const gateScript = `<script${gateAttributes}>${gate}</script>\n    `;
  // The form is on screen before its code: until React has it, a disabled fieldset around #root
  // (outside React's markup) keeps its fields and buttons from taking input that would be lost
  // (typed before hydration, or a native submit).
  const body =
    gateScript +
    launch.replace('class="launch-screen"', 'class="launch-screen launch-screen--prerendered"') +
    `\n    <fieldset class="prerender-fieldset" role="none" ${UNTIL_STARTED_ATTRIBUTE} disabled>` +
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.path)}">${markup.html}</div>` +
    `</fieldset>\n    `;
  return (template.slice(0, rootStart) + body + template.slice(rootEnd))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(markup.title)}</title>`)
    .replace('</head>', `\n    ${head}\n  </head>`);
}

/** The load watchdog (see loadWatchdog) as the source of an inline script. */
function watchdogSource(): string {
  const messages = { ko: watchdogKo.loadFailed, en: watchdogEn.loadFailed };
  return `(${loadWatchdog.toString()})(${JSON.stringify(messages)}, ${JSON.stringify(STARTED_ATTRIBUTE)});`;
}

/**
 * The device's locale on `<html lang>` (see chosenOrBrowserLocale) as the source of an inline
 * script: set before the gate and the watchdog read it, and before a screen reader does.
 */
function localeSource(): string {
  return `document.documentElement.lang=(${chosenOrBrowserLocale.toString()})(${JSON.stringify(LOCALE_KEY)});`;
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // First in the head, before the page's scripts and stylesheets: the watchdog must listen
    // before they can fail, and it reads the locale. The prerendered pages are made from this
    // index.html, so they have both too.
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', children: localeSource(), injectTo: 'head-prepend' },
        { tag: 'script', children: watchdogSource(), injectTo: 'head-prepend' },
      ],
    },
    async writeBundle(options, bundle) {
      if (config.build.ssr || process.env[NESTED]) return;
      const root = config.root;
      const outDir = resolve(root, options.dir ?? config.build.outDir);
      const ssrDir = join(root, 'node_modules/.prerender');
      // TanStack Router's browser code paths, also in Node: the prerender must render the very
      // tree the browser hydrates (its server paths differ: no Suspense around the matches, a
      // scroll-restoration script).
      const clientIsServer = join(
        root,
        'node_modules/@tanstack/router-core/dist/esm/isServer/client.js',
      );
      if (!existsSync(clientIsServer)) throw new Error(`prerender: ${clientIsServer} is missing`);

      process.env[NESTED] = '1';
      try {
        await build({
          configFile: config.configFile,
          root,
          mode: config.mode,
          logLevel: 'warn',
          resolve: {
            alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: clientIsServer }],
          },
          ssr: { noExternal: true },
          build: {
            ssr: ENTRY,
            outDir: ssrDir,
            emptyOutDir: true,
            sourcemap: false,
            minify: false,
            copyPublicDir: false,
            reportCompressedSize: false,
            rolldownOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
          },
        });
      } finally {
        delete process.env[NESTED];
      }

      const rendered = await renderPages(join(ssrDir, 'entry-prerender.mjs'));

      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('prerender: the build has no entry chunk');
      const entryFiles = staticClosure(entry, byFile);
      const entryCss = new Set(cssOf(entryFiles, byFile));
      const base = config.base;
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const gate = gateSource();

      for (const page of prerenderedPages) {
        const markup = rendered.get(page.path);
        if (!markup) throw new Error(`prerender: ${page.path} was not rendered`);
        // The split chunks of the page's routes (component, error component…) and what they
        // import: what the entry would otherwise ask for once it runs.
        const routeFiles = markup.routeIds.map((id) => routeFile(root, id));
        const pageFiles: string[] = [];
        for (const chunk of chunks) {
          const module = chunk.facadeModuleId ?? '';
          const [file, query] = module.split('?');
          if (query?.includes('tsr-split') && file && routeFiles.includes(file)) {
            staticClosure(chunk, byFile, pageFiles);
          }
        }
        if (pageFiles.length === 0) {
          throw new Error(`prerender: no route chunk found for ${page.path}`);
        }
        const scripts = pageFiles.filter((file) => !entryFiles.includes(file));
        const styles = [...new Set(cssOf(pageFiles, byFile))].filter((css) => !entryCss.has(css));
        const html = pageHtml(
          template,
          page,
          markup,
          {
            scripts: scripts.map((file) => `${base}${file}`),
            styles: styles.map((file) => `${base}${file}`),
          },
          gate,
        );
        const target = join(outDir, `${page.path.slice(1)}.html`);
        writeCompressed(target, html);
        config.logger.info(
          `prerendered ${page.path} → ${relative(root, target)} (${scripts.length} scripts, ${styles.length} styles preloaded)`,
        );
      }
      rmSync(ssrDir, { recursive: true, force: true });
    },
  };
}
