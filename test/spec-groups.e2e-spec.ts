// `npm test` runs the e2e and browser specs only through the entry files of test/groups and
// test/web/groups (jest.config.js): a spec file no entry imports would silently never run there.
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** The spec files (relative to the root) each entry file of `groups` imports. */
function entries(groups: string): Map<string, string[]> {
  const dir = resolve(root, groups);
  const result = new Map<string, string[]>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.e2e-group.ts'))) {
    const lines = readFileSync(resolve(dir, file), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('import '));
    const imported = lines.map((line) => {
      // An entry only imports spec files for their describe blocks: nothing of its own runs.
      const match = /^import '\.\.\/([a-z0-9-]+\.e2e-spec)\.js';$/.exec(line);
      if (!match) throw new Error(`${groups}/${file}: not a spec file's import: ${line}`);
      return `${groups.replace(/\/groups$/, '')}/${match[1]}.ts`;
    });
    result.set(`${groups}/${file}`, imported);
  }
  return result;
}

function specFiles(folder: string): string[] {
  return readdirSync(resolve(root, folder))
    .filter((f) => f.endsWith('.e2e-spec.ts'))
    .map((f) => `${folder}/${f}`)
    .sort();
}

describe.each([
  ['test', 'test/groups'],
  ['test/web', 'test/web/groups'],
])("the spec files of %s in npm test's entry files", (folder, groups) => {
  it('are each imported by exactly one entry, and the entries import nothing else', () => {
    const imported = [...entries(groups).values()].flat();
    expect([...imported].sort()).toEqual(specFiles(folder));
  });

  it('are spread over several entries, so that both workers have files to run', () => {
    expect(entries(groups).size).toBeGreaterThanOrEqual(2);
  });
});

describe("npm test's order (test/setup/sequencer.js)", () => {
  it('weighs files that exist, every entry file among them', async () => {
    // @ts-expect-error: plain JavaScript, loaded by Jest's config, without types.
    const { SECONDS } = (await import('./setup/sequencer.js')) as {
      SECONDS: Record<string, number>;
    };
    const weighed = Object.keys(SECONDS);
    expect(weighed.filter((file) => !existsSync(resolve(root, file)))).toEqual([]);
    const entryFiles = [...entries('test/groups').keys(), ...entries('test/web/groups').keys()];
    expect(entryFiles.filter((file) => !weighed.includes(file))).toEqual([]);
  });
});
