/**
 * `--profile-server`: the reference server runs with `node --cpu-prof`; after it stops, its CPU
 * profile is summarised (self time per function and per module), to find what a request costs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './config.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: an npm package, a server file, or Node itself. */
function moduleOf(url: string): string {
  if (url === '') return '(native / V8)';
  const marker = 'node_modules/';
  const at = url.lastIndexOf(marker);
  if (at >= 0) {
    const parts = url.slice(at + marker.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1] ?? ''}` : (parts[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const path = url.replace(/^file:\/\//, '');
  return path.startsWith(ROOT) ? path.slice(ROOT.length) : path;
}

/**
 * The busiest profile in `dir` (the server's main thread: `--import tsx` adds a loader thread with
 * its own profile), summarised: top functions and modules by self time.
 */
export function summarizeProfile(dir: string, top = 20) {
  if (!existsSync(dir)) return null;
  const summaries = readdirSync(dir)
    .filter((file) => file.endsWith('.cpuprofile'))
    .map((file) => summarizeFile(join(dir, file), top))
    .sort((a, b) => b.busyMs - a.busyMs);
  return summaries[0] ?? null;
}

function summarizeFile(file: string, top: number) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByModule = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const node = byId.get(id);
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    total += micros;
    const module = moduleOf(url);
    const name = `${functionName || '(anonymous)'} ${module}:${lineNumber + 1}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
    selfByModule.set(module, (selfByModule.get(module) ?? 0) + micros);
  });
  const rank = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({
        name,
        ms: Math.round(micros / 1000),
        share: Math.round((micros / total) * 1000) / 10,
      }));
  return {
    file: file.slice(ROOT.length),
    busyMs: Math.round(total / 1000),
    functions: rank(selfByFunction),
    modules: rank(selfByModule),
  };
}
