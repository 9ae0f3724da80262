/**
 * Part 5, the reference server under load. autocannon runs in its own process (load-worker.ts) on
 * loopback, 100 connections, a 2 s warm-up then 10 s measured (1 s + 5 s with --quick), against:
 * a 30-row collection page (pages 1–100 of a collection of 100,000-book catalogue, rotating, with
 * the demo member's bearer token), a search (a few words taken from real titles, pages 1–3), and
 * json-server 0.17.4 serving the same collection pages (the same rows exported to a JSON file,
 * `_page`/`_limit`). Neither server compresses (autocannon sends no Accept-Encoding). The load
 * generator and the server share the machine's 2 cores, so the figures are a floor, not a ceiling.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { budgets, host, PAGE_SIZE, paths, ports, ROOT } from './config.ts';
import type { LoadCase, LoadResult } from './load-worker.ts';
import { run, start, waitForUrl } from './proc.ts';
import { median, row, type PartResult } from './results.ts';
import { apiGet, collectionWithPages, signIn, type RunningServer } from './server.ts';

const LOAD_PAGES = 100;
const CONNECTIONS = 100;

interface BookPage {
  results: { bookTitle: string }[];
  totalCount: number;
}

async function loadCase(load: LoadCase): Promise<LoadResult> {
  const output = await run(process.execPath, [
    '--import',
    'tsx',
    join(ROOT, 'scripts/bench/load-worker.ts'),
    JSON.stringify(load),
  ]);
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((text) => text.startsWith('{'));
  if (!line) throw new Error(`load worker printed no result:\n${output}`);
  return JSON.parse(line) as LoadResult;
}

/** Words of at least three characters from real titles that find more than one page of books. */
async function searchTerms(token: string, collectionId: number): Promise<string[]> {
  const sample = await apiGet<BookPage>(
    `/member/book/${collectionId}?page=7&take=${PAGE_SIZE}`,
    token,
  );
  const words = [
    ...new Set(
      sample.results
        .flatMap((book) => book.bookTitle.split(/[\s:·,()]+/))
        .filter((word) => [...word].length >= 3 && !/^\d+$/.test(word)),
    ),
  ];
  const terms: string[] = [];
  for (const word of words) {
    const found = await apiGet<BookPage>(
      `/member/book/panmun?value=${encodeURIComponent(word)}&page=1&take=${PAGE_SIZE}`,
      token,
    );
    if (found.totalCount > PAGE_SIZE * 3) terms.push(word);
    if (terms.length >= 5) break;
  }
  if (terms.length === 0) throw new Error('no search word found in the sample titles');
  return terms;
}

/** Unloaded latency of single requests (ms): the first (cold) and the median of 20 more. */
async function singleLatency(origin: string, paths: string[], headers: Record<string, string>) {
  const times: number[] = [];
  for (let index = 0; index < 21; index++) {
    const started = performance.now();
    const response = await fetch(`${origin}${paths[index % paths.length]}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { firstMs: times[0], medianMs: median(times.slice(1)) };
}

/** Measures part 5. */
export async function measureServer(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const timing = options.quick
    ? { warmupSeconds: 1, seconds: 5 }
    : { warmupSeconds: 2, seconds: 10 };
  const session = await signIn(server.origin);
  const collection = collectionWithPages(server.databasePath, LOAD_PAGES);
  const auth = { authorization: `Bearer ${session.token}` };

  const pageNumbers = Array.from({ length: LOAD_PAGES }, (_, index) => index + 1);
  const collectionPaths = pageNumbers.map(
    (page) => `/api/v1/member/book/${collection.collectionId}?page=${page}&take=${PAGE_SIZE}`,
  );
  const terms = await searchTerms(session.token, collection.collectionId);
  const searchPaths = terms.flatMap((term) =>
    [1, 2, 3].map(
      (page) =>
        `/api/v1/member/book/panmun?value=${encodeURIComponent(term)}&page=${page}&take=${PAGE_SIZE}`,
    ),
  );
  // Unloaded first: the cold request of a new search includes its SQL.
  const unloaded = {
    collection: await singleLatency(server.origin, collectionPaths, auth),
    search: await singleLatency(server.origin, searchPaths, auth),
  };

  const ours = await loadCase({
    origin: server.origin,
    paths: collectionPaths,
    headers: auth,
    connections: CONNECTIONS,
    ...timing,
  });
  const search = await loadCase({
    origin: server.origin,
    paths: searchPaths,
    headers: auth,
    connections: CONNECTIONS,
    ...timing,
  });

  // json-server with the same rows: the collection's first 100 pages, exported from our answers.
  const rows: unknown[] = [];
  for (const page of pageNumbers) {
    const answer = await apiGet<BookPage>(
      `/member/book/${collection.collectionId}?page=${page}&take=${PAGE_SIZE}`,
      session.token,
    );
    rows.push(...answer.results);
  }
  const dbFile = join(paths.run, 'json-server-db.json');
  writeFileSync(dbFile, JSON.stringify({ books: rows }));
  const jsonServer = start(process.execPath, [
    join(ROOT, 'node_modules/json-server/lib/cli/bin.js'),
    '--quiet',
    '--host',
    host,
    '--port',
    String(ports.jsonServer),
    dbFile,
  ]);
  const jsonOrigin = `http://${host}:${ports.jsonServer}`;
  let theirs: LoadResult;
  try {
    await waitForUrl(`${jsonOrigin}/books?_page=1&_limit=1`, jsonServer, 30_000);
    theirs = await loadCase({
      origin: jsonOrigin,
      paths: pageNumbers.map((page) => `/books?_page=${page}&_limit=${PAGE_SIZE}`),
      headers: {},
      connections: CONNECTIONS,
      ...timing,
    });
  } finally {
    await jsonServer.stop();
  }

  const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
  const errors = (result: LoadResult) =>
    result.non2xx + result.errors + result.timeouts > 0
      ? `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`
      : undefined;
  const latency = (result: LoadResult) => `p50 ${result.p50} ms, p99 ${result.p99} ms`;
  return {
    rows: [
      row({
        part: 'server',
        id: 'server.collection.p99',
        label: `Collection page p99 (${CONNECTIONS} conn.)`,
        value: ours.p99,
        unit: 'ms',
        extra: `p50 ${ours.p50} ms`,
        budget: {
          op: '<=',
          limit: budgets.collectionP99Ms,
          text: `≤ ${budgets.collectionP99Ms} ms`,
        },
        note: errors(ours),
      }),
      row({
        part: 'server',
        id: 'server.collection.rps',
        label: 'Collection page throughput',
        value: ours.requestsPerSecond,
        unit: 'req/s',
      }),
      row({
        part: 'server',
        id: 'server.search',
        label: 'Search throughput',
        value: search.requestsPerSecond,
        unit: 'req/s',
        extra: latency(search),
        note: errors(search),
      }),
      row({
        part: 'server',
        id: 'server.jsonServer',
        label: 'json-server, same read',
        value: theirs.requestsPerSecond,
        unit: 'req/s',
        extra: latency(theirs),
        note: errors(theirs),
      }),
      row({
        part: 'server',
        id: 'server.ratio',
        label: 'Throughput ours / json-server',
        value: ratio,
        unit: 'ratio',
        budget: {
          op: '>=',
          limit: budgets.jsonServerRatio,
          text: `≥ ${budgets.jsonServerRatio}×`,
        },
      }),
    ],
    details: {
      collection,
      terms,
      connections: CONNECTIONS,
      ...timing,
      loadGenerator: 'autocannon in a separate Node process, same 2-core machine',
      unloaded,
      ours,
      search,
      jsonServer: theirs,
      jsonServerRows: rows.length,
    },
    seconds: (Date.now() - started) / 1000,
  };
}
