/**
 * Part 7, render work: how much work React and the DOM do, not only how long it takes.
 *
 * With the counter of render-counter.ts (a React DevTools hook and a MutationObserver, production
 * build), signed in, service worker blocked, 1180 × 820, unthrottled:
 *
 * - **First render** of /books (a 30-row collection), the member home, a 30-row selection
 *   (/cart/{name}, made for the run through the API) and the order list (/orders): a fresh
 *   context opens the page; counted from the document's start until the page's rows are in and
 *   nothing has committed or changed in the DOM for a second.
 * - **Page change in a collection**: /books page 1 → 2 with the pagination's next button (and the
 *   selection, when its page has a pagination). The mouse rests on the button first (its hover
 *   is not counted); counted from the press until page 2's rows are in and all is quiet. Every
 *   row element is marked (an expando property) before the press; page 2's rows without the mark
 *   were re-created. Renders per row = component renders / rows on the page.
 * - **The first render's task** of /books: a Chrome trace of the load (no counter, only a mark at
 *   each React commit and when the rows enter the document); the main-thread task in which the
 *   rows are committed is "the first render", its duration the figure (at 1×, not the time since
 *   navigation). Twice per run: a first visit (the shell renders in an earlier task, the rows when
 *   their data is in) and, in the same context once the app has saved its query cache, a return
 *   visit (the data comes from the saved cache and the whole page renders in one task).
 *
 * Three runs of each (one with --quick); the counts are medians (they hardly vary). The component
 * types that rendered most, with their source file and line found through the source maps, are in
 * the details (`top`), to show where the renders come from.
 *
 * The counter is first checked on a page with known counts (render-check.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BENCH_DIR, budgets, PAGE_SIZE, paths, selectors } from './config.ts';
import { launchBrowser, storeSession } from './browser.ts';
import { persistedValue } from './offline.ts';
import { sleep } from './proc.ts';
import { checkRenderCounter, type CounterCheck } from './render-check.ts';
import { renderCounterScript, type WorkCounts } from './render-counter.ts';
import { median, row, type PartResult, type Row } from './results.ts';
import {
  apiGet,
  collectionWithPages,
  signIn,
  type BenchSession,
  type RunningServer,
} from './server.ts';
import { originalPositionLookup, ownerOf } from './sourcemap.ts';

/** A page whose first render is counted. */
interface Target {
  id: string;
  label: string;
  path: string;
  /** Whether the page shows a table whose rows must be in before it is counted. */
  hasRows: boolean;
}

/** A component type that rendered often, with where its code is. */
export interface ComponentRenders {
  renders: number;
  /** Minified name in the build. */
  minified: string;
  /** Original name, when the source map or the source line tells it. */
  name: string | null;
  /** Source file (or npm package) and line, when found. */
  at: string | null;
}

export interface Measured {
  counts: WorkCounts;
  rows: number;
  /** The page stayed busy (commits or DOM changes) past the settle timeout. */
  unsettled: boolean;
  top: ComponentRenders[];
  url: string;
}

export interface PageChange extends Measured {
  rowsBefore: number;
  recreated: number;
}

const QUIET_MS = 1000;
const TOP_COMPONENTS = 15;

function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1180, height: 820 },
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
  });
}

/** Waits until nothing has committed or changed in the DOM for `quietMs`; false on timeout. */
async function settle(page: Page, quietMs = QUIET_MS, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const quiet = await page.evaluate(() => window.__benchWork!.quietFor());
    if (quiet >= quietMs) return true;
    await sleep(Math.max(50, quietMs - quiet));
  }
  return false;
}

async function waitForRows(page: Page, different?: string): Promise<void> {
  await page.waitForFunction(
    (previous) => {
      const rows = window.__benchWork!.rows();
      return rows.length > 0 && (previous === null || rows[0]!.textContent !== previous);
    },
    different ?? null,
    { timeout: 60_000, polling: 50 },
  );
}

/**
 * Where the component types that rendered most are defined: their functions' locations (CDP
 * `[[FunctionLocation]]`) mapped through the build's source maps.
 */
async function topComponents(page: Page, count = TOP_COMPONENTS): Promise<ComponentRenders[]> {
  const top = await page.evaluate((n) => window.__benchWork!.top(n), count);
  const located: ({ url: string; line: number; column: number } | null)[] = top.map(() => null);
  const cdp = await page.context().newCDPSession(page);
  try {
    const scripts = new Map<string, string>();
    cdp.on('Debugger.scriptParsed', (event) => scripts.set(event.scriptId, event.url));
    await cdp.send('Debugger.enable');
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'window.__benchTopTypes',
    });
    if (result.objectId) {
      const { result: items } = await cdp.send('Runtime.getProperties', {
        objectId: result.objectId,
        ownProperties: true,
      });
      for (let index = 0; index < top.length; index++) {
        const objectId = items.find((item) => item.name === String(index))?.value?.objectId;
        if (!objectId) continue;
        let location: { scriptId: string; lineNumber: number; columnNumber: number } | undefined;
        // A bound function (React Aria's `dom.td`…) has no location: its target function has.
        for (let target: string | undefined = objectId, depth = 0; target && depth < 3; depth++) {
          const answer = (await cdp.send('Runtime.getProperties', {
            objectId: target,
            ownProperties: true,
          })) as {
            internalProperties?: { name: string; value?: { value?: unknown; objectId?: string } }[];
          };
          const internalProperties = answer.internalProperties;
          location = internalProperties?.find((item) => item.name === '[[FunctionLocation]]')?.value
            ?.value as typeof location;
          target = location
            ? undefined
            : internalProperties?.find((item) => item.name === '[[TargetFunction]]')?.value
                ?.objectId;
        }
        const url = location ? scripts.get(location.scriptId) : undefined;
        if (location && url) {
          located[index] = { url, line: location.lineNumber, column: location.columnNumber };
        }
      }
    }
    await cdp.send('Debugger.disable');
  } finally {
    await cdp.detach().catch(() => {});
  }
  const lookups = new Map<string, ReturnType<typeof originalPositionLookup> | null>();
  return top.map((item, index) => {
    const where = located[index];
    let name: string | null = null;
    let at: string | null = null;
    if (where) {
      let lookup = lookups.get(where.url);
      if (lookup === undefined) {
        let file = '';
        try {
          file = join(paths.appDist, new URL(where.url).pathname);
        } catch {
          file = '';
        }
        lookup =
          file && existsSync(`${file}.map`)
            ? originalPositionLookup(readFileSync(`${file}.map`, 'utf8'))
            : null;
        lookups.set(where.url, lookup);
      }
      const position = lookup?.(where.line, where.column) ?? null;
      if (position) {
        const owner = ownerOf(position.source);
        const file = owner.startsWith('src/')
          ? owner
          : position.source.replace(/^.*node_modules\//, '');
        at = `${file}:${position.line + 1}`;
        name = position.name ?? guessName(position.text);
      }
    }
    return { renders: item.renders, minified: item.name, name, at };
  });
}

/** The name a source line gives its function or component, if it names one. */
function guessName(text: string | null): string | null {
  if (!text) return null;
  const patterns = [
    /function\s*\*?\s*([A-Za-z_$][\w$]*)/,
    /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=/,
    /class\s+([A-Za-z_$][\w$]*)/,
    /([A-Za-z_$][\w$]*)\s*\(/,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Opens `target` in a fresh context and counts its first render. */
async function firstRender(
  browser: Browser,
  origin: string,
  session: BenchSession,
  target: Target,
): Promise<Measured> {
  const context = await newContext(browser);
  try {
    await context.addInitScript(renderCounterScript());
    const page = await context.newPage();
    await storeSession(page, origin, session);
    await page.goto(`${origin}${target.path}`);
    if (target.hasRows) await waitForRows(page);
    else await page.locator('main h1, main h2').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const settled = await settle(page);
    const counts = await page.evaluate(() => window.__benchWork!.read());
    const rows = await page.evaluate(() => window.__benchWork!.rows().length);
    const top = await topComponents(page);
    return { counts, rows, unsettled: !settled, top, url: page.url() };
  } finally {
    await context.close();
  }
}

/**
 * Opens `path` in a fresh context and counts the change to the next page through the pagination;
 * null when the page has no next-page button.
 */
async function pageChange(
  browser: Browser,
  origin: string,
  session: BenchSession,
  path: string,
): Promise<PageChange | null> {
  const context = await newContext(browser);
  try {
    await context.addInitScript(renderCounterScript());
    const page = await context.newPage();
    await storeSession(page, origin, session);
    await page.goto(`${origin}${path}`);
    await waitForRows(page);
    await page.waitForLoadState('networkidle');
    await settle(page);
    const next = page.getByRole('button', { name: selectors.nextPage }).first();
    if ((await next.count()) === 0 || (await next.isDisabled())) return null;
    // The pointer rests on the button first: its hover is not part of the page change.
    await next.hover();
    await settle(page, 500);
    const before = await page.evaluate(() => {
      const work = window.__benchWork!;
      const rows = work.tagRows();
      const first = work.rows()[0]?.textContent ?? '';
      work.reset();
      return { rows, first };
    });
    await next.click();
    await waitForRows(page, before.first);
    const settled = await settle(page);
    const counts = await page.evaluate(() => window.__benchWork!.read());
    const check = await page.evaluate(() => window.__benchWork!.checkRows());
    const top = await topComponents(page);
    return {
      counts,
      rows: check.rows,
      rowsBefore: before.rows,
      recreated: check.recreated,
      unsettled: !settled,
      top,
      url: page.url(),
    };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } };
}

/** A main-thread task of the load (ms since navigation start). */
export interface TaskSpan {
  startMs: number;
  ms: number;
  /**
   * The main thread's own CPU time in the task (trace thread time): what the task costs when
   * other processes take turns on the CPU, as on a busy machine. Null when not traced.
   */
  cpuMs: number | null;
  commits: number;
}

export interface FirstRenderTask {
  /** The task in which the rows were committed (ms), and the CPU time in it. */
  rowsTaskMs: number;
  rowsTaskCpuMs: number | null;
  /** When that task started and when the rows entered the document (ms since navigation). */
  rowsTaskStartMs: number;
  rowsInsertedMs: number;
  /** Every task with a React commit, up to the rows' one. */
  commitTasks: TaskSpan[];
  /** Main-thread tasks of 50 ms or more up to the rows' task (module evaluation among them). */
  longTasks: TaskSpan[];
  /**
   * The same task as the Long Tasks API saw it (the entry holding the rows' insertion; null under
   * 50 ms): a cross-check of the trace.
   */
  longTaskApiMs?: number | null;
}

/**
 * An init script for the traced load: a React DevTools hook that only marks each commit
 * (`bench:commit`), and a mark when the rows first enter the document (`bench:rows`), both
 * inside the task that did the work. Nothing is laid out or walked.
 */
function commitMarksScript(rowSelector: string = selectors.dataRows): string {
  return `(() => {
    const hook = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer) {
        const id = hook.renderers.size + 1;
        hook.renderers.set(id, renderer);
        return id;
      },
      onCommitFiberRoot() {
        performance.mark('bench:commit');
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: hook,
      configurable: true,
      writable: true,
    });
    const selector = ${JSON.stringify(rowSelector)};
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector) === null) return;
      performance.mark('bench:rows');
      window.__benchRowsInserted = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
    window.__benchLongTaskList = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          window.__benchLongTaskList.push([entry.startTime, entry.duration]);
        }
      }).observe({ type: 'longtask', buffered: true });
    } catch {}
  })();`;
}

/** Loads `url` in `page` under a Chrome trace; finds the task that committed the rows. */
async function tracedLoad(browser: Browser, page: Page, url: string): Promise<FirstRenderTask> {
  await browser.startTracing(page, {
    categories: ['toplevel', 'blink.user_timing'],
  });
  let trace: Buffer;
  try {
    await page.goto(url);
    await page.waitForFunction(() => window.__benchRowsInserted !== undefined, undefined, {
      timeout: 60_000,
      polling: 50,
    });
    await page.waitForTimeout(300);
  } finally {
    trace = await browser.stopTracing();
  }
  // The Long Tasks API's view of the same task (50 ms or more), to cross-check the trace.
  const longTaskApiMs = await page.evaluate(() => {
    const at = window.__benchRowsInserted!;
    const entry = (window.__benchLongTaskList ?? []).find(
      ([start, duration]) => start <= at && at <= start + duration,
    );
    return entry ? Math.round(entry[1]) : null;
  });
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  try {
    return {
      ...firstRenderTask(Array.isArray(parsed) ? parsed : parsed.traceEvents, url),
      longTaskApiMs,
    };
  } catch (error) {
    // Kept for a look in Chrome's performance panel.
    const file = join(BENCH_DIR, `render-trace-${Date.now()}.json`);
    writeFileSync(file, trace);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (trace: ${file})`);
  }
}

/**
 * The first render's task of `url` on a first visit (data from the network), then, in the same
 * context once the app has saved its query cache, on a return visit (data from the saved cache:
 * the whole page renders at once).
 */
async function traceFirstRender(
  browser: Browser,
  origin: string,
  url: string,
  session: BenchSession,
  collectionId: number,
): Promise<{ first: FirstRenderTask; repeat: FirstRenderTask }> {
  const context = await newContext(browser);
  try {
    await context.addInitScript(commitMarksScript());
    const page = await context.newPage();
    await storeSession(page, origin, session);
    const first = await tracedLoad(browser, page, url);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const stored = await persistedValue(page, session.id);
      if (stored?.includes(`"collection",${collectionId},`)) break;
      if (Date.now() > deadline)
        throw new Error('the app did not save the collection in its cache');
      await sleep(200);
    }
    await page.close();
    const repeat = await tracedLoad(browser, await context.newPage(), url);
    return { first, repeat };
  } finally {
    await context.close();
  }
}

/** Finds the rows' task, the commits' tasks and the long tasks in a trace of the load. */
export function firstRenderTask(events: TraceEvent[], url: string): FirstRenderTask {
  const rowsMark = events.find((event) => event.name === 'bench:rows');
  if (!rowsMark) throw new Error('the trace has no bench:rows mark');
  const { pid, tid } = rowsMark;
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  // The page's own navigation (cover images, SVG documents, have theirs on the same thread).
  const navigation = onThread
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.ts <= rowsMark.ts &&
        event.args?.data?.documentLoaderURL === url,
    )
    .at(-1);
  const origin = navigation?.ts ?? Math.min(...onThread.map((event) => event.ts));
  const tasks = mainThreadTasks(onThread);
  const containing = (ts: number) => tasks.find((task) => task.start <= ts && ts <= task.end);
  const span = (task: Task, commits = 0): TaskSpan => ({
    startMs: Math.round((task.start - origin) / 100) / 10,
    ms: Math.round((task.end - task.start) / 100) / 10,
    cpuMs: Number.isFinite(task.cpu) ? Math.round(task.cpu / 100) / 10 : null,
    commits,
  });
  const rowsTask = containing(rowsMark.ts);
  if (!rowsTask) throw new Error('no main-thread task holds the rows mark');
  const commitsByTask = new Map<Task, number>();
  for (const mark of onThread.filter(
    (event) => event.name === 'bench:commit' && event.ts <= rowsTask.end,
  )) {
    const task = containing(mark.ts);
    if (task) commitsByTask.set(task, (commitsByTask.get(task) ?? 0) + 1);
  }
  return {
    rowsTaskMs: span(rowsTask).ms,
    rowsTaskCpuMs: span(rowsTask).cpuMs,
    rowsTaskStartMs: span(rowsTask).startMs,
    rowsInsertedMs: Math.round((rowsMark.ts - origin) / 100) / 10,
    commitTasks: [...commitsByTask].map(([task, commits]) => span(task, commits)),
    longTasks: tasks
      .filter(
        (task) =>
          task.start >= origin && task.start <= rowsTask.start && task.end - task.start >= 50_000,
      )
      .map((task) => span(task, commitsByTask.get(task) ?? 0)),
  };
}

/** A main-thread task in trace time (µs), with the thread's CPU time in it (NaN if untraced). */
interface Task {
  start: number;
  end: number;
  cpu: number;
}

/**
 * The main thread's tasks, as the event loop runs them: a task ('RunTask', or
 * 'ThreadControllerImpl::RunTask' in the lighter category set) and the microtask checkpoint
 * right after it ('BlinkScheduler_PerformMicrotaskCheckpoint', which some builds trace outside the
 * task): promise continuations, such as a render after a fetch, run there.
 */
function mainThreadTasks(onThread: TraceEvent[]): Task[] {
  const events = onThread
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.dur !== undefined &&
        (event.name === 'RunTask' ||
          event.name === 'ThreadControllerImpl::RunTask' ||
          event.name === 'BlinkScheduler_PerformMicrotaskCheckpoint'),
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const tasks: Task[] = [];
  const cpu = (event: TraceEvent) => (event.tdur === undefined ? Number.NaN : event.tdur);
  for (const event of events) {
    const end = event.ts + event.dur!;
    const last = tasks.at(-1);
    if (last && event.ts < last.end) {
      // Inside the task (its time is counted already), or overlapping its end.
      if (end > last.end) last.end = end;
    } else if (
      last &&
      event.name === 'BlinkScheduler_PerformMicrotaskCheckpoint' &&
      event.ts - last.end <= 50
    ) {
      last.end = end; // the checkpoint that ends the task
      last.cpu += cpu(event);
    } else {
      tasks.push({ start: event.ts, end, cpu: cpu(event) });
    }
  }
  return tasks;
}

declare global {
  interface Window {
    __benchRowsInserted?: number;
    /** Long Tasks API entries of the traced load: [startTime, duration]. */
    __benchLongTaskList?: [number, number][];
  }
}

/** Makes a selection of `count` books of the collection for the run; answers its name. */
async function benchSelection(
  origin: string,
  session: BenchSession,
  collectionId: number,
  count: number,
): Promise<string> {
  const name = `bench-${count}-${Date.now().toString(36)}`;
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const response = await fetch(`${origin}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as T;
  };
  const created = await post<{ categoryId: number }>('/member/cart/add/category', { name });
  const page = await apiGet<{ results: { bookId: number }[] }>(
    `/member/book/${collectionId}?page=1&take=${count}`,
    session.token,
  );
  await post('/member/cart/add/books', {
    cartCategoryId: created.categoryId,
    books: page.results.slice(0, count).map((book) => ({ bookId: book.bookId, quantity: 1 })),
  });
  return name;
}

/** The median of each count over several runs. */
function medianCounts(runs: Measured[]): WorkCounts {
  const of = (key: keyof Omit<WorkCounts, 'commitTimes' | 'error'>) =>
    median(runs.map((run) => run.counts[key]));
  return {
    commits: of('commits'),
    renders: of('renders'),
    mounts: of('mounts'),
    created: of('created'),
    updated: of('updated'),
    records: of('records'),
    walkMs: of('walkMs'),
    commitTimes: runs[0]?.counts.commitTimes ?? [],
    error: runs.find((run) => run.counts.error)?.counts.error ?? null,
  };
}

const perRow = (renders: number, rows: number) =>
  rows > 0 ? Math.round((renders / rows) * 10) / 10 : Number.NaN;

/** Measures part 7. */
export async function measureRenderWork(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const runs = options.quick ? 1 : 3;
  const collection = collectionWithPages(server.databasePath, 3);
  const booksPath = `/books?tab=${collection.tabId}&collection=${collection.collectionId}&size=${PAGE_SIZE}`;
  const session = await signIn(server.origin);
  const selectionName = await benchSelection(
    server.origin,
    session,
    collection.collectionId,
    PAGE_SIZE,
  );
  const selectionPath = `/cart/${encodeURIComponent(selectionName)}`;
  const targets: Target[] = [
    { id: 'books', label: '/books (30-row collection)', path: booksPath, hasRows: true },
    { id: 'home', label: 'Member home', path: '/', hasRows: false },
    {
      id: 'selection',
      label: `Selection (/cart/{name}, ${PAGE_SIZE} rows)`,
      path: selectionPath,
      hasRows: true,
    },
    { id: 'orders', label: 'Order list (/orders)', path: '/orders', hasRows: true },
  ];

  const browser = await launchBrowser();
  try {
    const check: CounterCheck = await checkRenderCounter(browser);
    if (!check.ok) {
      throw new Error(
        `the render counter's self-check failed (React internals changed?): ${JSON.stringify(check)}`,
      );
    }

    const first: Record<string, Measured[]> = {};
    for (const target of targets) {
      first[target.id] = [];
      for (let index = 0; index < runs; index++) {
        first[target.id]!.push(await firstRender(browser, server.origin, session, target));
      }
    }

    const changes: Record<string, PageChange[]> = {};
    const paginates: Record<string, boolean> = {};
    for (const [id, path] of [
      ['books', booksPath],
      ['selection', selectionPath],
    ] as const) {
      changes[id] = [];
      for (let index = 0; index < runs; index++) {
        const change = await pageChange(browser, server.origin, session, path);
        paginates[id] = change !== null;
        if (!change) break;
        changes[id]!.push(change);
      }
    }

    const tasks: { first: FirstRenderTask; repeat: FirstRenderTask }[] = [];
    for (let index = 0; index < runs; index++) {
      tasks.push(
        await traceFirstRender(
          browser,
          server.origin,
          `${server.origin}${booksPath}`,
          session,
          collection.collectionId,
        ),
      );
    }

    const rows: Row[] = [];
    const of = runs > 1 ? `median of ${runs}` : '1 run';
    for (const visit of ['first', 'repeat'] as const) {
      const measured = tasks.map((task) => task[visit]);
      // The other tasks of the load that committed (the shell before the rows, on a first visit).
      const before = measured.map((task) =>
        task.commitTasks.filter((span) => span.startMs < task.rowsTaskStartMs && span.ms >= 1),
      );
      const beforeLongest = median(
        before.map((spans) => Math.max(0, ...spans.map((span) => span.ms))),
      );
      rows.push(
        row({
          part: 'render',
          id: `render.firstRenderTask.books.${visit}`,
          label:
            visit === 'first'
              ? 'First render of /books, first visit: its task (1×)'
              : 'First render of /books, return visit (saved cache): its task (1×)',
          value: median(measured.map((task) => task.rowsTaskMs)),
          unit: 'ms',
          extra:
            `${of}; CPU ${Math.round(median(measured.map((task) => task.rowsTaskCpuMs ?? Number.NaN)))} ms; ` +
            `the task that commits the rows, ` +
            `${Math.round(median(measured.map((task) => task.rowsTaskStartMs)))} ms after navigation start` +
            (before.some((spans) => spans.length > 0)
              ? `; earlier tasks with commits: longest ${Math.round(beforeLongest)} ms`
              : ''),
          budget: {
            op: '<=',
            limit: budgets.firstRenderTaskMs,
            text: `≤ ${budgets.firstRenderTaskMs} ms`,
          },
        }),
      );
    }
    for (const target of targets) {
      const measured = first[target.id]!;
      const counts = medianCounts(measured);
      const rowCount = measured[0]?.rows ?? 0;
      const unsettled = measured.some((run) => run.unsettled);
      rows.push(
        row({
          part: 'render',
          id: `render.first.${target.id}`,
          label: `First render of ${target.label}: component renders`,
          value: counts.renders,
          unit: 'count',
          extra:
            `${counts.commits} commits` +
            (target.hasRows
              ? `; ${perRow(counts.renders, rowCount)} per row (${rowCount} rows)`
              : '') +
            `; DOM: ${counts.created} created, ${counts.updated} updated`,
          note: unsettled
            ? `the page was still committing or changing the DOM ${QUIET_MS / 1000} s apart after 20 s`
            : undefined,
        }),
      );
    }
    for (const id of ['books', 'selection'] as const) {
      const measured = changes[id]!;
      const name = id === 'books' ? '/books' : 'Selection';
      if (!paginates[id]) {
        rows.push(
          row({
            part: 'render',
            id: `render.pageChange.${id}`,
            label: `Page change, ${name}`,
            value: null,
            unit: '',
            status: 'skipped',
            extra: `no pagination: all ${first[id]![0]?.rows ?? 0} rows on one page`,
          }),
        );
        continue;
      }
      const counts = medianCounts(measured);
      const rowCount = measured[0]?.rows ?? 0;
      const recreated = median(measured.map((change) => change.recreated));
      rows.push(
        row({
          part: 'render',
          id: `render.pageChange.${id}.commits`,
          label: `Page change 1 → 2, ${name}: React commits`,
          value: counts.commits,
          unit: 'count',
          extra: `${of}; DOM: ${counts.created} created, ${counts.updated} updated`,
          budget: {
            op: '<=',
            limit: budgets.pageChangeCommits,
            text: `≤ ${budgets.pageChangeCommits}`,
          },
        }),
        row({
          part: 'render',
          id: `render.pageChange.${id}.rendersPerRow`,
          label: `Page change 1 → 2, ${name}: component renders per row`,
          value: perRow(counts.renders, rowCount),
          unit: 'count',
          extra: `${counts.renders} renders / ${rowCount} rows`,
          budget: {
            op: '<=',
            limit: budgets.pageChangeRendersPerRow,
            text: `≤ ${budgets.pageChangeRendersPerRow}`,
          },
        }),
        row({
          part: 'render',
          id: `render.pageChange.${id}.recreated`,
          label: `Page change 1 → 2, ${name}: row elements re-created`,
          value: recreated,
          unit: 'count',
          extra: `of ${rowCount}`,
          budget: {
            op: '<=',
            limit: budgets.pageChangeRowsRecreated,
            text: `= ${budgets.pageChangeRowsRecreated}`,
          },
        }),
      );
    }
    return {
      rows,
      details: {
        counterCheck: check,
        collection,
        selection: { name: selectionName, path: selectionPath },
        firstRender: Object.fromEntries(
          targets.map((target) => [target.id, { path: target.path, runs: first[target.id] }]),
        ),
        pageChange: Object.fromEntries(
          Object.entries(changes).map(([id, runsOf]) => [
            id,
            { paginates: paginates[id], runs: runsOf },
          ]),
        ),
        firstRenderTask: { url: booksPath, runs: tasks },
      },
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await browser.close();
  }
}
