/**
 * `npm run bench [-- --only bytes,lighthouse,offline,persist,server,interaction,render] [--quick]
 *   [--skip-build] [--profile-server]`
 *
 * Builds the app (into .bench/dist) and the floor app, starts the reference server on its own port
 * with 100,000 seeded books (a throw-away copy of a cached database), measures the figures of
 * issue 8 and the render work of "Fast on a tablet" (item 6), prints them beside their budgets and
 * writes .bench/results.json (and a timestamped copy in .bench/history/). Exits 0 when a budget
 * fails: it reports, it does not gate.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp, buildFloor, buildPersistPage } from './build.ts';
import { measureBytes } from './bytes.ts';
import { CHROMIUM_PATH, paths, ports, ROOT } from './config.ts';
import { measureInteraction } from './interaction.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measureOffline } from './offline.ts';
import { measurePersist } from './persist.ts';
import { buildHoldingsPage, measureHoldings } from './holdings.ts';
import { measureRenderWork } from './render-work.ts';
import { cleanupAll } from './proc.ts';
import { summarizeProfile } from './profile.ts';
import { PART_NAMES, type BenchResults, type PartName, type PartResult } from './results.ts';
import { measureServer } from './server-load.ts';
import { seededDatabase, startServer, type RunningServer } from './server.ts';
import { summarize, textTable } from './table.ts';

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    'profile-server': { type: 'boolean', default: false },
  },
});

const only: PartName[] = values.only
  ? values.only.split(',').map((name) => {
      const part = name.trim() as PartName;
      if (!PART_NAMES.includes(part)) {
        console.error(`unknown part "${name}"; parts: ${PART_NAMES.join(', ')}`);
        process.exit(2);
      }
      return part;
    })
  : // The holdings import runs only when asked for (--only holdings).
    PART_NAMES.filter((name) => name !== 'holdings');
const quick = values.quick ?? false;
const skipBuild = values['skip-build'] ?? false;
const profileServer = values['profile-server'] ?? false;

const t0 = Date.now();
const log = (message: string) =>
  console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${message}`);

function git(args: string[]): string {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'Chromium (version unknown)';
  }
}

/**
 * The CPU time counters of /proc/stat (all CPUs): total and steal (time the hypervisor gave to
 * other guests while this one wanted to run). Null off Linux.
 */
function cpuTimes(): { total: number; steal: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const values = fields.map(Number);
    // user nice system idle iowait irq softirq steal [guest guest_nice, already in user/nice]
    return {
      total: values.slice(0, 8).reduce((sum, value) => sum + value, 0),
      steal: values[7] ?? 0,
    };
  } catch {
    return null;
  }
}
const cpuAtStart = cpuTimes();

const results: BenchResults = {
  startedAt: new Date().toISOString(),
  finishedAt: '',
  seconds: 0,
  git: { head: git(['rev-parse', 'HEAD']), dirty: git(['status', '--porcelain']) !== '' },
  machine: {
    cpus: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    loadAvgStart: loadavg(),
    loadAvgEnd: [],
    stealPercent: null,
    node: process.version,
    chromium: chromiumVersion(),
  },
  options: { only, quick },
  notes: [],
  parts: {},
};

async function part(name: PartName, measure: () => Promise<PartResult>): Promise<void> {
  if (!only.includes(name)) return;
  log(`${name}…`);
  const started = Date.now();
  try {
    results.parts[name] = await measure();
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    log(`${name} failed: ${message.split('\n')[0]}`);
    results.parts[name] = {
      rows: [],
      details: { error: message },
      seconds: (Date.now() - started) / 1000,
      error: message.split('\n')[0],
    };
  }
  log(`${name} done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function main() {
  const needsApp = only.some(
    (name) => name !== 'server' && name !== 'persist' && name !== 'holdings',
  );
  if (!skipBuild) {
    if (needsApp) {
      log('building the app into .bench/dist (vite build)…');
      await buildApp();
    }
    if (only.includes('bytes') || only.includes('lighthouse')) {
      log('building the floor app into .bench/floor-dist…');
      await buildFloor();
    }
    if (only.includes('persist')) {
      log('building the persisted-cache page into .bench/persist-dist…');
      await buildPersistPage();
    }
    if (only.includes('holdings')) await buildHoldingsPage();
  }

  const seeded = await seededDatabase(log);
  log(
    seeded.cached
      ? `seeded database from the cache (${seeded.file.slice(ROOT.length)})`
      : `seeded database written to the cache (${seeded.file.slice(ROOT.length)})`,
  );
  log(`starting the reference server on port ${ports.server}…`);
  if (profileServer) rmSync(paths.profile, { recursive: true, force: true });
  const server: RunningServer = await startServer(seeded.file, paths.appDist, {
    profileDir: profileServer ? paths.profile : undefined,
  });

  try {
    await part('bytes', () => measureBytes(server.origin));
    await part('lighthouse', () => measureLighthouse(server, { quick }));
    await part('offline', () => measureOffline(server, { quick }));
    await part('persist', () => measurePersist(server, { quick }));
    await part('interaction', () => measureInteraction(server, { quick }));
    await part('render', () => measureRenderWork(server, { quick }));
    await part('holdings', () => measureHoldings({ quick }));
    // Last: the load test heats the machine and fills the server's caches.
    await part('server', () => measureServer(server, { quick }));
  } finally {
    await server.started.stop();
  }
  if (profileServer) {
    const summary = summarizeProfile(paths.profile);
    results.notes.push(
      'the server ran with --cpu-prof (profiling slows it down: its load figures are not comparable)',
    );
    const target = results.parts.server ?? results.parts[only[0] ?? 'server'];
    if (target) target.details.serverProfile = summary;
    if (summary) {
      console.log(`\nServer CPU profile (${summary.file}, busy ${summary.busyMs} ms), self time:`);
      for (const item of summary.modules.slice(0, 10)) {
        console.log(`  ${String(item.share).padStart(5)}%  ${item.name}`);
      }
      for (const item of summary.functions.slice(0, 15)) {
        console.log(`  ${String(item.share).padStart(5)}%  ${item.name}`);
      }
    }
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
  results.notes.push(`run aborted: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanupAll();
}

results.machine.loadAvgEnd = loadavg();
const cpuAtEnd = cpuTimes();
if (cpuAtStart && cpuAtEnd && cpuAtEnd.total > cpuAtStart.total) {
  const steal = (100 * (cpuAtEnd.steal - cpuAtStart.steal)) / (cpuAtEnd.total - cpuAtStart.total);
  results.machine.stealPercent = Math.round(steal * 10) / 10;
}
results.finishedAt = new Date().toISOString();
results.seconds = (Date.now() - t0) / 1000;
if (results.machine.loadAvgStart[0]! > results.machine.cpus * 0.5) {
  results.notes.push(
    `the machine was busy (load ${results.machine.loadAvgStart[0]!.toFixed(1)} on ${results.machine.cpus} CPUs at the start): timings are noisy; re-run on a quiet machine`,
  );
}

if ((results.machine.stealPercent ?? 0) >= 10) {
  results.notes.push(
    `the host took ${results.machine.stealPercent}% of this machine's CPU time during the run (steal): CPU-bound figures (Lighthouse, the offline visit, interaction, server) are slower than on a dedicated machine`,
  );
}

mkdirSync(paths.history, { recursive: true });
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(paths.results, json);
const stamp = results.startedAt.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
writeFileSync(join(paths.history, `results-${stamp}.json`), json);

console.log(`\n${textTable(results)}`);
console.log(`\nWritten: .bench/results.json and .bench/history/results-${stamp}.json`);
console.log(`BENCH ${failed ? 'INCOMPLETE' : 'DONE'}: ${summarize(results).line}`);
process.exit(failed ? 1 : 0);
