import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { compiledBy } from './support/compiled-files.js';

const run = promisify(execFile);
const root = resolve(import.meta.dirname, '..');

/**
 * A tsconfig that is `npm run build`'s own (tsconfig.build.json) writing to another folder at the
 * same depth as dist/, so the two outputs, source maps included, can be compared byte for byte.
 */
function buildConfig(name: string): string {
  const file = `tsconfig.${name}.json`;
  const config = { extends: './tsconfig.build.json', compilerOptions: { outDir: `./${name}` } };
  writeFileSync(join(root, file), JSON.stringify(config));
  return file;
}

function digests(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else out[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/**
 * The project's sources `npm run build`'s tsc compiles now, without their extension: dist/ may
 * also hold what an older build wrote, since tsc never deletes.
 */
function compiledSources(): string[] {
  return compiledBy('tsconfig.build.json')
    .map((f) => f.replace(/\.ts$/, ''))
    .sort();
}

const scratch = 'dist-check-nest';

describe('nest build (nest-cli.json)', () => {
  afterAll(() => {
    rmSync(join(root, scratch), { recursive: true, force: true });
    rmSync(join(root, `tsconfig.${scratch}.json`), { force: true });
  });

  // npm run build (before the tests) compiled dist/ with tsc: nest build is compared with that
  // output rather than with a second tsc compile of its own.
  it('compiles exactly what npm run build compiles', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    // The service's part of npm run build; the web client after it is bundled by esbuild apart.
    expect(pkg.scripts.build).toBe(
      'tsc -p tsconfig.build.json --incremental --tsBuildInfoFile dist/.tsbuildinfo && npm run build:web --silent',
    );
    const nestCli = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8'));
    expect(nestCli.compilerOptions.tsConfigPath).toBe('tsconfig.build.json');
    const building = run('npx', ['nest', 'build', '-p', buildConfig(scratch)], { cwd: root });
    const sources = compiledSources();
    await building;
    const nest = digests(join(root, scratch));
    expect(Object.keys(nest)).toContain('src/main.js');
    // Every source tsc compiles, and nothing else, with its .js and source map...
    const compiled = [...new Set(Object.keys(nest).map((f) => f.replace(/\.js(\.map)?$/, '')))];
    expect(compiled.sort()).toEqual(sources);
    // ...byte for byte what npm run build wrote.
    const dist = digests(join(root, 'dist'));
    const built = Object.fromEntries(Object.keys(nest).map((f) => [f, dist[f]]));
    expect(nest).toEqual(built);
    // A full compile: under a loaded machine it takes minutes, not Jest's default minute.
  }, 240_000);
});
