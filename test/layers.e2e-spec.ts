// The layers of src/ (layers.config.js, docs/architecture.md "Layers"): lint refuses an import a
// layer may not make, in a folder that did not exist when the layers were declared, and a file
// outside every layer; src/ keeps at most six folders and no folder imports one that imports it.
import { describe, expect, it } from '@jest/globals';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { folderCycles, folderGraph } from './support/folder-graph.js';

const ROOT = path.join(import.meta.dirname, '..');

async function lintPlanted(file: string, text: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: ROOT });
  const [result] = await eslint.lintText(text, { filePath: path.join(ROOT, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('the layers of src/', () => {
  it('refuses a core file in a new folder that imports a feature', async () => {
    const messages = await lintPlanted(
      'src/core/planted-folder/planted.ts',
      "import { GamesModule } from '../../features/games/games.module.js';\nexport const x = GamesModule;\n",
    );
    expect(messages.some((m) => m.startsWith('boundaries/dependencies'))).toBe(true);
  });

  it('refuses a feature that imports a stream (a lower layer reaching up)', async () => {
    const messages = await lintPlanted(
      'src/features/planted-folder/planted.ts',
      "import { StreamLimits } from '../../live/streams/stream-limits.js';\nexport const x = StreamLimits;\n",
    );
    expect(messages.some((m) => m.startsWith('boundaries/dependencies'))).toBe(true);
  });

  it('lets a new feature folder import the core and the platform', async () => {
    const messages = await lintPlanted(
      'src/features/planted-folder/planted.ts',
      "import { Clock } from '../../platform/clock/clock.js';\nimport { UUID } from '../../core/table/game-problems.js';\nexport const x = [Clock, UUID];\n",
    );
    expect(messages.filter((m) => m.startsWith('boundaries/'))).toEqual([]);
  });

  it('refuses a file in a folder beside the layers', async () => {
    const messages = await lintPlanted('src/planted-folder/planted.ts', 'export const x = 1;\n');
    expect(messages.some((m) => m.startsWith('boundaries/no-unknown-files'))).toBe(true);
  });

  it('keeps at most six folders at the top of src/', () => {
    const src = path.join(ROOT, 'src');
    const folders = readdirSync(src).filter((name) => statSync(path.join(src, name)).isDirectory());
    expect(folders.length).toBeLessThanOrEqual(6);
  });

  it('has no cycle between the folders of src/ (specs included)', () => {
    const graph = folderGraph(path.join(ROOT, 'src'));
    expect(graph.size).toBeGreaterThan(20);
    expect(folderCycles(graph)).toEqual([]);
  });

  it('the cycle finder finds a cycle of folders', () => {
    const graph = new Map([
      ['a/x', new Set(['a/y'])],
      ['a/y', new Set(['b/z'])],
      ['b/z', new Set(['a/x'])],
    ]);
    expect(folderCycles(graph)).toEqual([['a/x', 'a/y', 'b/z']]);
  });
});
