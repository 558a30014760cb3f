import { afterAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

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

const scratch = ['dist-check-tsc', 'dist-check-nest'];

describe('nest build (nest-cli.json)', () => {
  afterAll(() => {
    for (const name of scratch) {
      rmSync(join(root, name), { recursive: true, force: true });
      rmSync(join(root, `tsconfig.${name}.json`), { force: true });
    }
  });

  it('compiles exactly what npm run build compiles', async () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    // The service's part of npm run build; the web client after it is bundled by esbuild apart.
    expect(pkg.scripts.build).toBe('tsc -p tsconfig.build.json && npm run build:web --silent');
    const nestCli = JSON.parse(readFileSync(join(root, 'nest-cli.json'), 'utf8'));
    expect(nestCli.compilerOptions.tsConfigPath).toBe('tsconfig.build.json');
    const [tsc, nest] = scratch;
    await run('npx', ['tsc', '-p', buildConfig(tsc)], { cwd: root });
    await run('npx', ['nest', 'build', '-p', buildConfig(nest)], { cwd: root });
    const plain = digests(join(root, tsc));
    expect(Object.keys(plain)).toContain('src/main.js');
    expect(digests(join(root, nest))).toEqual(plain);
    // Two full compiles: under a loaded machine they take minutes, not Jest's default minute.
  }, 240_000);
});
