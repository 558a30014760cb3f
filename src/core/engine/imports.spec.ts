import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Import cycles, type-only imports included, among the engine's and the bots' own modules: each
// module must be readable after the ones it imports.

type Graph = Map<string, string[]>;

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+'(\.{1,2}\/[^']+)\.js'/g;

function graphOf(dir: string): Graph {
  const graph: Graph = new Map();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(dir, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)]
      .map((m) => m[1])
      .filter((t) => t.startsWith('./'))
      .map((t) => `${t.slice(2)}.ts`);
    graph.set(file, targets);
  }
  return graph;
}

/** Every cycle found by a depth-first search, each as the path that closes it. */
function cyclesIn(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, path: string[]) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      cycles.push([...path.slice(at), node]);
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
    done.add(node);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}

describe('module imports', () => {
  it('the detector finds a type-only cycle and reads both import and export lines', () => {
    const text = `import type { A } from './a.js';\nexport { b } from './b.js';\n`;
    expect([...text.matchAll(IMPORT)].map((m) => m[1])).toEqual(['./a', './b']);
    const graph: Graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesIn(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it.each(['engine', 'bots'])('src/%s has no import cycle, type-only imports included', (dir) => {
    const graph = graphOf(join(import.meta.dirname, '..', dir));
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesIn(graph)).toEqual([]);
  });
});
