// The self sizes of a V8 heap snapshot (.heapsnapshot, as --heapsnapshot-signal writes it) summed
// by kind: an object by its constructor's name, a closure by its function's, strings, code and
// arrays each as one kind. Two summaries subtracted tell what a number of things added.
import { readFileSync } from 'node:fs';

export interface HeapKind {
  count: number;
  bytes: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
  strings: string[];
}

/** Kind of a node: `object:ServerResponse`, `closure:onResFinished`, `string`, `code`, ... */
function kindOf(type: string, name: string): string {
  if (type === 'object' || type === 'closure' || type === 'synthetic' || type === 'native') {
    return `${type}:${name.slice(0, 60)}`;
  }
  if (type.endsWith('string')) return 'string';
  if (type === 'array' || type === 'hidden') return `${type}:${name.slice(0, 40)}`;
  return type;
}

export function summariseHeap(file: string): Map<string, HeapKind> {
  const s = JSON.parse(readFileSync(file, 'utf8')) as Snapshot;
  const fields = s.snapshot.meta.node_fields;
  const types = s.snapshot.meta.node_types[0];
  const [t, n, z] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
  const kinds = new Map<string, HeapKind>();
  for (let i = 0; i < s.nodes.length; i += fields.length) {
    const kind = kindOf(types[s.nodes[i + t]], s.strings[s.nodes[i + n]]);
    const k = kinds.get(kind) ?? { count: 0, bytes: 0 };
    k.count++;
    k.bytes += s.nodes[i + z];
    kinds.set(kind, k);
  }
  return kinds;
}

export function totalBytes(kinds: Map<string, HeapKind>): number {
  let total = 0;
  for (const k of kinds.values()) total += k.bytes;
  return total;
}

/** `after` minus `before`, kind by kind, largest growth first. */
export function heapGrowth(
  before: Map<string, HeapKind>,
  after: Map<string, HeapKind>,
): [string, HeapKind][] {
  const rows: [string, HeapKind][] = [];
  for (const [kind, a] of after) {
    const b = before.get(kind) ?? { count: 0, bytes: 0 };
    rows.push([kind, { count: a.count - b.count, bytes: a.bytes - b.bytes }]);
  }
  return rows.sort((x, y) => y[1].bytes - x[1].bytes);
}
