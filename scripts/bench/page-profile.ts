/**
 * A CPU profile of a page over some action (CDP Profiler), its self time attributed through the
 * build's source maps to npm packages and app files: what the main thread was busy with.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { ownerOf, sourceLookup } from './sourcemap.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface PageProfileSummary {
  busyMs: number;
  byOwner: { owner: string; ms: number; share: number }[];
}

/** Runs `action` under the profiler; answers where the busy time went. */
export async function profileAction(
  cdp: CDPSession,
  dist: string,
  action: () => Promise<void>,
): Promise<PageProfileSummary> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Profiler.disable');
  return summarize(profile, dist);
}

function summarize(profile: Profile, dist: string): PageProfileSummary {
  const lookups = new Map<string, ((line: number, column: number) => string) | null>();
  const lookupFor = (url: string) => {
    if (lookups.has(url)) return lookups.get(url) ?? null;
    let lookup: ((line: number, column: number) => string) | null = null;
    try {
      const file = join(dist, new URL(url).pathname);
      if (existsSync(`${file}.map`)) lookup = sourceLookup(readFileSync(`${file}.map`, 'utf8'));
    } catch {
      lookup = null;
    }
    lookups.set(url, lookup);
    return lookup;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    busy += micros;
    let owner: string;
    if (functionName === '(garbage collector)') owner = '(garbage collector)';
    else if (url === '') owner = `(native) ${functionName}`;
    else {
      const lookup = lookupFor(url);
      owner = lookup ? ownerOf(lookup(lineNumber, columnNumber)) : new URL(url).pathname;
    }
    totals.set(owner, (totals.get(owner) ?? 0) + micros);
  });
  return {
    busyMs: Math.round(busy / 1000),
    byOwner: [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([owner, micros]) => ({
        owner,
        ms: Math.round(micros / 1000),
        share: Math.round((micros / busy) * 1000) / 10,
      })),
  };
}
