/**
 * Checks the render-work counter (render-counter.ts) on a page whose work is known
 * (render-check/app.tsx, built in memory by Vite with the app's React in production mode), and the
 * data-row selector on static tables of every form the pages may use. Runs at the start of the
 * render part: if React's internals change (a new major version), the figures would be wrong, and
 * the part says so instead of reporting them.
 */
import react from '@vitejs/plugin-react';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { build, type Rolldown } from 'vite';
import { ROOT } from './config.ts';
import { sleep } from './proc.ts';
import { renderCounterScript, type WorkCounts } from './render-counter.ts';

const ORIGIN = 'http://render-check.test';

/** Tables of each form (React Aria's, a semantic one, an ARIA grid) with 4 data rows in all. */
const ROWS_HTML = `<!doctype html><html><body><main>
  <table><thead><tr><th scope="col">h</th></tr></thead>
    <tbody><tr><td>a</td></tr><tr><th scope="row">b</th><td>b</td></tr></tbody></table>
  <table><tbody><tr><td colspan="3">No results.</td></tr></tbody></table>
  <div role="grid">
    <div role="rowgroup"><div role="row"><div role="columnheader">h</div></div></div>
    <div role="rowgroup">
      <div role="row"><div role="gridcell">c</div></div>
      <div role="row"><div role="gridcell" aria-colspan="2">No results.</div></div>
    </div>
  </div>
  <table role="grid"><thead role="rowgroup"><tr role="row"><th role="columnheader">h</th></tr></thead>
    <tbody role="rowgroup"><tr role="row" data-key="1"><td role="gridcell">d</td></tr></tbody></table>
</main></body></html>`;
const EXPECTED_ROWS = 4;

type Checked = Pick<WorkCounts, 'commits' | 'renders' | 'mounts' | 'created' | 'updated'> & {
  recreated?: number;
};

/** Each step, and what it must count. */
const STEPS: { step: string; action: string; expected: Checked }[] = [
  {
    // App, Counter, Static, Klass, Fwd, List, 3 × MemoLeaf, Rows; main, p, span, em, b, ul,
    // 3 × li, table, tbody, 3 × (tr, td); #root's children changed.
    step: 'mount',
    action: 'mount',
    expected: { commits: 1, renders: 10, mounts: 10, created: 17, updated: 1 },
  },
  {
    // Counter alone; the rest of the tree bails out (its fibers keep their mount flags).
    step: 'state change in a leaf',
    action: 'bump',
    expected: { commits: 1, renders: 1, mounts: 0, created: 0, updated: 1 },
  },
  {
    step: 'the same again',
    action: 'bump',
    expected: { commits: 1, renders: 1, mounts: 0, created: 0, updated: 1 },
  },
  {
    // App and its non-memo children re-render; the three memoised items bail out, one mounts.
    step: 'memoised list grows',
    action: 'setItems',
    expected: { commits: 1, renders: 8, mounts: 1, created: 1, updated: 1 },
  },
  {
    // Rows keyed by id: page 2's three rows (tr + td) are new elements, all three re-created.
    step: 'rows change page',
    action: 'setPage',
    expected: { commits: 1, renders: 7, mounts: 0, created: 6, updated: 1, recreated: 3 },
  },
];

export interface CounterCheck {
  ok: boolean;
  steps: { step: string; expected: Checked; counted: Checked }[];
  rowSelector: { expected: number; counted: number };
}

/** The check page's script: the app and React DOM in production mode, one IIFE. */
async function buildCheckApp(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: join(ROOT, 'scripts/bench/render-check'),
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: {
        entry: join(ROOT, 'scripts/bench/render-check/app.tsx'),
        formats: ['iife'],
        name: 'RenderCheck',
        fileName: 'render-check',
      },
    },
  })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  const chunk = outputs.flatMap((item) => item.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the render check page did not build');
  return chunk.code;
}

async function waitQuiet(page: Page, quietMs = 150): Promise<void> {
  for (let index = 0; index < 100; index++) {
    const quiet = await page.evaluate(() => window.__benchWork!.quietFor());
    if (quiet >= quietMs) return;
    await sleep(quietMs);
  }
}

/** Runs the check in a new context of `browser`. */
export async function checkRenderCounter(browser: Browser): Promise<CounterCheck> {
  const code = await buildCheckApp();
  const context = await browser.newContext();
  try {
    await context.addInitScript(renderCounterScript());
    await context.route(`${ORIGIN}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      if (path === '/rows') {
        return route.fulfill({ contentType: 'text/html', body: ROWS_HTML });
      }
      if (path === '/check.js') {
        return route.fulfill({ contentType: 'text/javascript', body: code });
      }
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><body><div id="root"></div><script src="/check.js"></script></body></html>',
      });
    });
    const page = await context.newPage();
    await page.goto(`${ORIGIN}/rows`);
    const rows = await page.evaluate(() => window.__benchWork!.rows().length);

    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => typeof window.__check?.mount === 'function');
    const steps: CounterCheck['steps'] = [];
    for (const { step, action, expected } of STEPS) {
      if (action === 'setPage') await page.evaluate(() => window.__benchWork!.tagRows());
      await page.evaluate(() => window.__benchWork!.reset());
      await page.evaluate((name) => {
        const check = window.__check;
        if (name === 'mount') check.mount();
        else if (name === 'bump') check.bump();
        else if (name === 'setItems') check.setItems([1, 2, 3, 4]);
        else check.setPage(2);
      }, action);
      await waitQuiet(page);
      const work = await page.evaluate(() => window.__benchWork!.read());
      if (work.error) throw new Error(`the render counter failed: ${work.error}`);
      const counted: Checked = {
        commits: work.commits,
        renders: work.renders,
        mounts: work.mounts,
        created: work.created,
        updated: work.updated,
      };
      if (expected.recreated !== undefined) {
        counted.recreated = await page.evaluate(() => window.__benchWork!.checkRows().recreated);
      }
      steps.push({ step, expected, counted });
    }
    const ok =
      rows === EXPECTED_ROWS &&
      steps.every(({ expected, counted }) =>
        (Object.keys(expected) as (keyof Checked)[]).every((key) => expected[key] === counted[key]),
      );
    return { ok, steps, rowSelector: { expected: EXPECTED_ROWS, counted: rows } };
  } finally {
    await context.close();
  }
}
