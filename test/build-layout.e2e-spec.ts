import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { compiledBy, programOf } from './support/compiled-files.js';

const root = resolve(import.meta.dirname, '..');
const isBench = (f: string) => f.startsWith('bench/');
const isTestOnly = (f: string) =>
  f.startsWith('test/') || /\.spec\.ts$/.test(f) || /(^|\/)testing\.ts$/.test(f);

// The production build and the Docker image hold the service only: a benchmark or test helper
// there is code nobody reviews as production code, shipped with its dev-only imports.
describe('the production build', () => {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));

  it('is tsconfig.build.json and the web client, which the Dockerfile builds with npm run build', () => {
    // Incremental: a second npm start compiles only what changed (dist/.tsbuildinfo goes with dist/).
    expect(pkg.scripts.build).toBe(
      'tsc -p tsconfig.build.json --incremental --tsBuildInfoFile dist/.tsbuildinfo && npm run build:web --silent',
    );
    expect(pkg.scripts['build:web']).toBe('node web/build.mjs');
    const dockerfile = readFileSync(resolve(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
  });

  it('compiles the service and its runtime scripts, and no benchmark or test helper', () => {
    const files = compiledBy('tsconfig.build.json');
    expect(files).toEqual(
      expect.arrayContaining([
        'src/main.ts',
        'scripts/migrate.ts',
        'scripts/migration.ts',
        'scripts/verify-deal.ts',
      ]),
    );
    expect(files.filter(isBench)).toEqual([]);
    expect(files.filter(isTestOnly)).toEqual([]);
    // openapi-typescript is a devDependency, absent from the image: the script could not run there.
    expect(files).not.toContain('scripts/openapi.ts');
  });

  it('is built in a Docker stage that is given no benchmark or test folder', () => {
    const copied = readFileSync(resolve(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => /^COPY\s/.test(line) && !line.includes('--from='))
      .flatMap((line) => line.trim().split(/\s+/).slice(1, -1))
      .filter((word) => !word.startsWith('--'))
      .map((source) => source.replace(/^\.\//, '').replace(/\/$/, ''));
    expect(copied).toContain('src');
    // The web client is built from its sources and the SDK's (clients/ts/src, web/src/api).
    expect(copied).toContain('web');
    expect(copied).toContain('clients/ts/src');
    expect(copied.filter((source) => /^(bench|test)(\/|$)/.test(source))).toEqual([]);
  });
});

describe('the other builds', () => {
  it('compile the benchmarks and the test helpers they use apart, into dist-dev', () => {
    const files = compiledBy('tsconfig.dev.json');
    expect(files).toEqual(expect.arrayContaining(['bench/engine.ts', 'scripts/openapi.ts']));
    expect(files.filter((f) => f.startsWith('test/') || f.endsWith('.spec.ts'))).toEqual([]);
    expect(programOf('tsconfig.dev.json').options.outDir).toBe(resolve(root, 'dist-dev'));
  });

  it('leave the type check covering src, test, bench and scripts', () => {
    const files = compiledBy('tsconfig.json');
    for (const folder of ['src/', 'test/', 'bench/', 'scripts/']) {
      expect(files.some((f) => f.startsWith(folder))).toBe(true);
    }
    expect(files).toContain('scripts/openapi.ts');
  });
});
