/**
 * Part 2, Lighthouse 12 (Node API) with its mobile defaults (simulated throttling, mobile form
 * factor and screen) on Debian's Chromium. Each run gets a fresh Chromium (chrome-launcher, a new
 * temporary profile, so an empty HTTP cache and no service worker); for the member pages the
 * session is first written to localStorage through a puppeteer-core page on an API URL of the
 * origin, then Lighthouse audits that same page with `disableStorageReset: true` so the session
 * survives. Median of 3 runs per page (1 with --quick), each metric's median taken separately.
 *
 * CPU slowdown, calibrated. Simulated throttling multiplies this machine's own CPU time; the default
 * 4× is meant to take a typical high-end desktop (Lighthouse benchmarkIndex ≈ 1,600) to a mid-tier
 * phone (≈ 400). On a slower machine 4× emulates a far slower phone than intended, and Lighthouse
 * itself then warns "The tested device appears to have a slower CPU than Lighthouse expects" and
 * points to calibrating the multiplier (docs/throttling.md, "Calibrating the CPU slowdown"). So the
 * part measures the machine with Lighthouse's own benchmark (`computeBenchmarkIndex`, median of 3)
 * in each run's Chromium just before the audit, and audits with multiplier = benchmarkIndex / 400
 * (at least 1): the same target phone on any machine and at any load, a stricter one than 4× on a
 * fast desktop. The budget rows use it; one run per page at the default 4× is reported beside them.
 *
 * The floor app (a bare React + TanStack Router page, see part 1) is audited the same way, as the
 * machine's ceiling: the portal's scores read against it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport, type Result } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { budgets, CHROMIUM_ARGS, CHROMIUM_PATH, paths, ports } from './config.ts';
import { SESSION_KEY } from './browser.ts';
import { onCleanup, sleep } from './proc.ts';
import { median, row, type PartResult, type Row } from './results.ts';
import { signIn, type BenchSession, type RunningServer } from './server.ts';
import { startStaticServer } from './static-server.ts';

interface Audited {
  performance: number;
  accessibility: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
  finalUrl: string;
  lcpElement?: string;
  accessibilityFailures: { id: string; title: string; items: string[] }[];
  warnings: string[];
  /** Lighthouse's measure of the machine's CPU speed (a quiet desktop scores ~1000+). */
  benchmarkIndex: number;
  /** The CPU slowdown the run used. */
  cpuSlowdown: number;
  /** The main-thread work by category (ms), for the cause of a high TBT. */
  mainThread: { group: string; ms: number }[];
  /** The scripts with the most main-thread time (ms). */
  bootup: { url: string; scripting: number; parse: number }[];
  /** The elements that shifted most (CLS culprits). */
  layoutShifts: { score: number; node: string }[];
}

/** The rows of an audit's table details. */
function tableItems(lhr: Result, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined;
  return details?.items ?? [];
}

/** The benchmarkIndex of Lighthouse's default 4× CPU slowdown: a typical high-end desktop / 4. */
const MID_TIER_PHONE_INDEX = 400;
const DEFAULT_CPU_SLOWDOWN = 4;

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    port: ports.lighthouseChrome,
    logLevel: 'silent',
  });
}

/** The CPU slowdown that takes this machine, as fast as it is now, to the target phone. */
async function calibratedSlowdown(page: Page): Promise<number> {
  const indexes: number[] = [];
  for (let index = 0; index < 3; index++) {
    indexes.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  }
  return Math.max(1, Math.round((median(indexes) / MID_TIER_PHONE_INDEX) * 10) / 10);
}

async function audit(
  url: string,
  session: BenchSession | null,
  reportName: string,
  slowdown: number | 'calibrated',
): Promise<Audited> {
  const chrome = await launchChrome();
  const forget = onCleanup(() => killChrome(chrome));
  try {
    const browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const page = await browser.newPage();
    const cpuSlowdownMultiplier =
      slowdown === 'calibrated' ? await calibratedSlowdown(page) : slowdown;
    if (session) {
      await page.goto(`${new URL(url).origin}/api/v1/ping`);
      await page.evaluate(
        (key, value) => localStorage.setItem(key, value),
        SESSION_KEY,
        JSON.stringify(session),
      );
    }
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        // Keeps the localStorage session; the profile is new, so nothing else is stored.
        disableStorageReset: true,
        disableFullPageScreenshot: true,
        // Merged into the mobile defaults (network 150 ms RTT / 1.6 Mbps stays as it is).
        throttling: { cpuSlowdownMultiplier },
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lhr: Result = result.lhr;
    mkdirSync(paths.lighthouse, { recursive: true });
    writeFileSync(join(paths.lighthouse, `${reportName}.html`), generateReport(lhr, 'html'));
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
    const accessibilityFailures = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter((item) => item && item.score === 0)
      .map((item) => {
        const details = item!.details as { items?: { node?: { selector?: string } }[] } | undefined;
        return {
          id: item!.id,
          title: item!.title,
          items: (details?.items ?? [])
            .map((entry) => entry.node?.selector ?? '')
            .filter(Boolean)
            .slice(0, 5),
        };
      });
    const lcpDetails = lhr.audits['largest-contentful-paint-element']?.details as
      { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcp: numeric('first-contentful-paint'),
      speedIndex: numeric('speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      lcpElement: lcpDetails?.items?.[0]?.items?.[0]?.node?.snippet,
      accessibilityFailures,
      warnings: lhr.runWarnings,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: cpuSlowdownMultiplier,
      mainThread: tableItems(lhr, 'mainthread-work-breakdown').map((item) => ({
        group: String(item.groupLabel ?? item.group),
        ms: Math.round(Number(item.duration)),
      })),
      layoutShifts: tableItems(lhr, 'layout-shifts')
        .slice(0, 5)
        .map((item) => {
          const node = item.node as { selector?: string; snippet?: string } | undefined;
          return {
            score: Math.round(Number(item.score) * 1000) / 1000,
            node: `${node?.selector ?? ''} ${node?.snippet ?? ''}`.trim(),
          };
        }),
      bootup: tableItems(lhr, 'bootup-time')
        .slice(0, 8)
        .map((item) => ({
          url: String(item.url).replace(new URL(url).origin, ''),
          scripting: Math.round(Number(item.scripting)),
          parse: Math.round(Number(item.scriptParseCompile)),
        })),
    };
  } finally {
    await killChrome(chrome);
    forget();
  }
}

/**
 * Kills a Chromium and waits until it is gone and its debugging port is closed: the next run
 * launches on the same port, and chrome-launcher would take a dying instance for a ready one.
 */
async function killChrome(chrome: chromeLauncher.LaunchedChrome) {
  const child = chrome.process;
  const closed = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('close', () => resolve());
  });
  chrome.kill();
  await Promise.race([closed, sleep(10_000)]);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    } catch {
      return;
    }
    await sleep(200);
  }
}

/** An audit, tried a second time when the browser plumbing (not the page) fails. */
async function auditWithRetry(
  url: string,
  session: BenchSession | null,
  reportName: string,
  slowdown: number | 'calibrated',
): Promise<Audited> {
  try {
    return await audit(url, session, reportName, slowdown);
  } catch (error) {
    console.warn(`Lighthouse run ${reportName} failed (${String(error)}); retrying once`);
    return audit(url, session, reportName, slowdown);
  }
}

const PAGES = [
  { id: 'signIn', label: '/sign-in', path: '/sign-in', signedIn: false },
  { id: 'home', label: 'member home', path: '/', signedIn: true },
  { id: 'books', label: '/books', path: '/books', signedIn: true },
] as const;

/** Measures part 2. */
export async function measureLighthouse(
  server: RunningServer,
  options: { quick: boolean },
): Promise<PartResult> {
  const started = Date.now();
  const runs = options.quick ? 1 : 3;
  const session = await signIn(server.origin);
  const rows: Row[] = [];
  const details: Record<string, unknown> = { runsPerPage: runs };
  const atDefault: Record<string, Audited> = {};
  for (const target of PAGES) {
    const url = `${server.origin}${target.path}`;
    const pageSession = target.signedIn ? session : null;
    const audits: Audited[] = [];
    for (let index = 0; index < runs; index++) {
      audits.push(
        await auditWithRetry(url, pageSession, `${target.id}-${index + 1}`, 'calibrated'),
      );
    }
    atDefault[target.id] = await auditWithRetry(
      url,
      pageSession,
      `${target.id}-default-4x`,
      DEFAULT_CPU_SLOWDOWN,
    );
    const pick = (key: 'performance' | 'accessibility' | 'lcp' | 'tbt' | 'cls') =>
      median(audits.map((audited) => audited[key]));
    const redirected = audits
      .map((audited) => new URL(audited.finalUrl).pathname)
      .filter((path) => path !== target.path);
    const note = redirected.length > 0 ? `ended on ${redirected.join(', ')}` : undefined;
    const of = runs > 1 ? `median of ${runs}` : '1 run';
    const slowdown = slowdownOf(audits);
    rows.push(
      row({
        part: 'lighthouse',
        id: `lighthouse.${target.id}.performance`,
        label: `${target.label} performance`,
        value: pick('performance'),
        unit: 'score',
        extra: `${of}, CPU ${slowdown}×; at the default 4×: ${atDefault[target.id]!.performance}`,
        budget: {
          op: '>=',
          limit: budgets.lighthousePerformance[target.id],
          text: `≥ ${budgets.lighthousePerformance[target.id]}`,
        },
        note,
      }),
      row({
        part: 'lighthouse',
        id: `lighthouse.${target.id}.accessibility`,
        label: `${target.label} accessibility`,
        value: pick('accessibility'),
        unit: 'score',
        budget: {
          op: '>=',
          limit: budgets.lighthouseAccessibility,
          text: `= ${budgets.lighthouseAccessibility}`,
        },
        note:
          audits[0]?.accessibilityFailures
            .map((failure) => `${failure.id} (${failure.items.join(', ')})`)
            .join('; ') || undefined,
      }),
      row({
        part: 'lighthouse',
        id: `lighthouse.${target.id}.lcp`,
        label: `${target.label} LCP`,
        value: pick('lcp'),
        unit: 'ms',
      }),
      row({
        part: 'lighthouse',
        id: `lighthouse.${target.id}.tbt`,
        label: `${target.label} TBT`,
        value: pick('tbt'),
        unit: 'ms',
      }),
      row({
        part: 'lighthouse',
        id: `lighthouse.${target.id}.cls`,
        label: `${target.label} CLS`,
        value: pick('cls'),
        unit: '',
        budget: { op: '<=', limit: budgets.cls, text: `≤ ${budgets.cls}` },
      }),
    );
    details[target.id] = audits;
  }
  details.atDefaultSlowdown = atDefault;
  details.floor = await auditFloor(runs);
  const floorAudits = details.floor as Audited[];
  rows.push(
    row({
      part: 'lighthouse',
      id: 'lighthouse.floor.performance',
      label: 'Floor app performance (the ceiling here)',
      value: median(floorAudits.map((audited) => audited.performance)),
      unit: 'score',
      extra: `CPU ${slowdownOf(floorAudits)}×, TBT ${Math.round(median(floorAudits.map((audited) => audited.tbt)))} ms, LCP ${Math.round(median(floorAudits.map((audited) => audited.lcp)))} ms`,
    }),
  );

  const indexes = PAGES.flatMap((target) =>
    ((details[target.id] as Audited[] | undefined) ?? []).map((audited) => audited.benchmarkIndex),
  );
  details.benchmarkIndexMedian = median(indexes);
  rows.push(
    row({
      part: 'lighthouse',
      id: 'lighthouse.benchmarkIndex',
      label: 'Machine speed (Lighthouse benchmarkIndex)',
      value: Math.round(median(indexes)),
      unit: 'count',
      extra: `median of the audits; each run's CPU slowdown = its index / ${MID_TIER_PHONE_INDEX}`,
    }),
  );
  return { rows, details, seconds: (Date.now() - started) / 1000 };
}

/** The CPU slowdowns that runs used, as "2.6" or "2.5–2.8". */
function slowdownOf(audits: Audited[]): string {
  const values = audits.map((audited) => audited.cpuSlowdown);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  return low === high ? String(low) : `${low}–${high}`;
}

/** Lighthouse on the floor app, served gzipped like the portal. */
async function auditFloor(runs: number): Promise<Audited[]> {
  const floor = await startStaticServer(paths.floorDist, ports.floor);
  const forget = onCleanup(floor.close);
  try {
    const audits: Audited[] = [];
    for (let index = 0; index < runs; index++) {
      audits.push(
        await auditWithRetry(`${floor.origin}/`, null, `floor-${index + 1}`, 'calibrated'),
      );
    }
    return audits;
  } finally {
    forget();
    await floor.close();
  }
}
