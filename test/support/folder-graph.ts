// Which folder of src/ imports which (a folder is a layer's child, `core/engine`; files directly in
// a layer folder belong to it, `app`), and the cycles among them (Tarjan's strongly connected
// components). Relative imports only: static, dynamic, `import type` and `export ... from`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type FolderGraph = Map<string, Set<string>>;

const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'generated') sourceFiles(full, out);
    } else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

function folderOf(src: string, file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length > 2 ? parts.slice(0, 2).join('/') : parts[0];
}

export function folderGraph(src: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sourceFiles(src)) {
    const from = folderOf(src, file);
    if (!from.includes('/') && from.endsWith('.ts')) continue; // src/main.ts
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(src, path.resolve(path.dirname(file), match[1]));
      if (to === from || to.startsWith('..') || to.startsWith('generated')) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Every set of two or more folders that reach each other, each sorted, in sorted order. */
export function folderCycles(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}
