// database-url.ts and embedded-postgres.ts once imported each other; this keeps src/platform/database acyclic,
// type-only imports included (they tie modules together for a reader just the same).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from '@jest/globals';

import { projectRoot } from './project-root.js';

const DIR = path.join(projectRoot(), 'src', 'platform', 'database');

/** Each module's relative imports within src/platform/database (static, dynamic and `import type`). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))) {
    const source = readFileSync(path.join(DIR, file), 'utf8');
    const targets = [...source.matchAll(/(?:from|import)\s*\(?\s*'\.\/([\w.-]+)\.js'/g)].map(
      (match) => `${match[1]}.ts`,
    );
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle as a path `a → b → a`, or undefined. */
function findCycle(graph: Map<string, string[]>): string | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string | undefined => {
    if (state.get(node) === 'done') return undefined;
    if (state.get(node) === 'open') return [...stack.slice(stack.indexOf(node)), node].join(' → ');
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, 'done');
    return undefined;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('src/platform/database imports', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['a.ts']],
    ]);
    expect(findCycle(graph)).toBe('a.ts → b.ts → a.ts');
  });

  it('has no cycle', () => {
    const graph = importGraph();
    expect(graph.get('embedded-postgres.ts')).toContain('project-root.ts'); // the parser sees imports
    expect(findCycle(graph)).toBeUndefined();
  });
});
