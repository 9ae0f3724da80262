// @vitest-environment node
/**
 * The server's modules are a layered graph: no module reaches itself through its imports, type
 * imports included (lint's import-x/no-cycle sees value imports only). A cycle of types still ties
 * the modules' meanings together: what one depends on moves to a lower module (lib/, the generated
 * contract types) instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Static imports and re-exports (`import type` too), not `import()`. */
const IMPORT = /^(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']+)'/gms;

/** Each module of a folder with the modules of that folder it imports, statically. */
export function importGraph(dir: string): Map<string, string[]> {
  const files = readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => normalize(join(dir, file)));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((match) => normalize(join(dirname(file), match[1]!)))
      .filter((target) => files.includes(target));
    graph.set(file, targets);
  }
  return graph;
}

/** The cycles of a graph, each as the modules it passes (found once, from its first module). */
export function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      found.push([...path.slice(at), node].join(' → '));
      return;
    }
    if (done.has(node)) return;
    path.push(node);
    for (const next of graph.get(node) ?? []) visit(next);
    path.pop();
    done.add(node);
  };
  for (const node of graph.keys()) visit(node);
  return found;
}

describe("the server's module graph", () => {
  it('has no cycle, type imports included', () => {
    expect(cycles(importGraph('server'))).toEqual([]);
  });

  it('sees a cycle of type imports and re-exports', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
    ]);
    expect(cycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts']);
    const text =
      "import type { X } from './x.ts';\nexport { y } from '../y.ts';\nimport {\n  z,\n} from './z.ts';";
    expect([...text.matchAll(IMPORT)].map((match) => match[1])).toEqual([
      './x.ts',
      '../y.ts',
      './z.ts',
    ]);
  });
});
