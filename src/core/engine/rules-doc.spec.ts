import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_RULES, RULE_FIELDS } from './rules.js';

// docs/rules.md is the rules document code cites: every cited section must exist, and every
// variant switch must be documented with its default.

const ROOT = join(import.meta.dirname, '..', '..', '..');
const DOC = readFileSync(join(ROOT, 'docs', 'rules.md'), 'utf8');
const ANCHORS = new Set([...DOC.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(join(dir, e.name))
      : /\.(ts|md)$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

describe('docs/rules.md', () => {
  it('has every section the code and docs cite', () => {
    const files = [
      ...filesUnder(join(ROOT, 'src')),
      ...filesUnder(join(ROOT, 'test')),
      join(ROOT, 'README.md'),
    ];
    const cited = files.flatMap((f) =>
      [...readFileSync(f, 'utf8').matchAll(/docs\/rules\.md#([a-z0-9-]+)/g)].map((m) => m[1]),
    );
    expect(cited.length).toBeGreaterThan(5);
    expect(cited.filter((a) => !ANCHORS.has(a))).toEqual([]);
  });

  it.each(RULE_FIELDS)('documents the variant switch %s with its default first', (field) => {
    const row = DOC.split('\n').find((line) => line.startsWith(`| \`${field}\``));
    expect(row).toBeDefined();
    const values = row!.split('|')[2];
    expect(values.trim().startsWith(`\`${String(DEFAULT_RULES[field])}\``)).toBe(true);
  });
});
