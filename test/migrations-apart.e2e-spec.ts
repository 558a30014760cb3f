// Migrations at start-up run on a worker thread (src/platform/database/migrations-apart.ts), so
// that the schema engine's WebAssembly is freed with it instead of staying in the service's
// thread. Run in a process of its own (the built module, as `npm start` runs it): a Jest worker
// may hold an engine from another spec.
import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ScratchDatabases } from './support/database-server.js';

const ROOT = resolve(import.meta.dirname, '..');
const APART = pathToFileURL(join(ROOT, 'dist/src/platform/database/migrations-apart.js')).href;
const MIGRATIONS = join(ROOT, 'prisma/migrations');
const databases = new ScratchDatabases('spec_apart');
const scratchDatabase = () => databases.create();
const folders: string[] = [];

interface Outcome {
  applied?: string[];
  failed?: { name: string; message: string };
  engineHere: boolean;
}

/** Applies `dir` to `url` from a fresh process, as main.ts does, and reports what it saw. */
function applyFromProcess(url: string, dir: string): Promise<Outcome> {
  const script = `
    const { applyMigrationsApart } = await import(${JSON.stringify(APART)});
    const out = {};
    try { out.applied = await applyMigrationsApart(process.env.URL, process.env.DIR); }
    catch (e) { out.failed = { name: e.name, message: e.message }; }
    out.engineHere = globalThis[Symbol.for('thousand.schema-engine-wasm')] !== undefined;
    process.stdout.write(JSON.stringify(out));`;
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '-e', script],
      { env: { ...process.env, NODE_OPTIONS: '', URL: url, DIR: dir }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`${error.message}\n${stderr}`));
        else done(JSON.parse(stdout) as Outcome);
      },
    );
  });
}

afterAll(async () => {
  await databases.dropAll();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

describe('migrations applied on a worker thread', () => {
  it('applies every migration, then again none, and leaves no engine in the calling thread', async () => {
    const url = await scratchDatabase();
    const names = (await readdir(MIGRATIONS, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const first = await applyFromProcess(url, MIGRATIONS);
    expect(first).toEqual({ applied: names, engineHere: false });
    // The process exited on its own: the worker, its pool and the engine's timers kept nothing alive.
    expect(await applyFromProcess(url, MIGRATIONS)).toEqual({ applied: [], engineHere: false });
  });

  it("fails with the engine's own message when a migration fails", async () => {
    const url = await scratchDatabase();
    const dir = await mkdtemp(join(tmpdir(), 'apart-'));
    folders.push(dir);
    await cp(MIGRATIONS, dir, { recursive: true });
    await mkdir(join(dir, '99991231000000_broken'));
    await writeFile(join(dir, '99991231000000_broken', 'migration.sql'), 'SELEC 1;\n');
    const outcome = await applyFromProcess(url, dir);
    expect(outcome.applied).toBeUndefined();
    expect(outcome.failed?.message).toContain('99991231000000_broken');
    expect(outcome.failed?.message).toMatch(/syntax error/i);
    expect(outcome.engineHere).toBe(false);
  });
});
