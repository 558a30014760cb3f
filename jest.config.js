// Jest runs the TypeScript sources as ES modules through SWC (decorator metadata on), in three
// projects: `unit` (pure specs, no database), `e2e` (the app and the specs that talk to
// PostgreSQL) and `browser` (Chromium driving the web client). scripts/run-tests.mjs runs the three
// in one pool of workers, each with a database of its own.
const swc = [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  },
];

/** What every project shares: how sources are loaded. */
export const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

/** Specs under src/ that talk to PostgreSQL: they belong with the e2e specs. */
const DATABASE_SPECS = ['<rootDir>/src/database/', '<rootDir>/src/games/store/'];

/** Points each worker's specs at the worker's own database (made by the global setup). */
const WORKER_DATABASE = '<rootDir>/test/setup/worker-database.js';

// Each spec file is a module graph of its own in Jest's ESM sandbox: an e2e spec file pays 3-4 s
// of CPU to load Nest, Fastify, swagger, class-validator and the Prisma client again
// (docs/performance-history.md). The whole run (`npm test`, scripts/run-tests.mjs sets
// TEST_GROUPS=1) runs the e2e and browser specs through the entry files of test/groups and
// test/web/groups instead, each importing the spec files of one area, so those load once per
// entry; the specs and their names are the same, and `npm test -- <paths>` still runs them alone.
const grouped = process.env.TEST_GROUPS === '1';

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts'],
      // `*.long.spec.ts`: too long for every run, run by `npm run test:long` (jest.long.config.js).
      testPathIgnorePatterns: ['/node_modules/', '\\.long\\.spec\\.ts$', ...DATABASE_SPECS],
    },
    {
      ...shared,
      displayName: 'e2e',
      setupFiles: [WORKER_DATABASE],
      testMatch: [
        grouped ? '<rootDir>/test/groups/*.e2e-group.ts' : '<rootDir>/test/*.e2e-spec.ts',
        ...DATABASE_SPECS.map((dir) => `${dir}**/*.spec.ts`),
      ],
    },
    {
      ...shared,
      displayName: 'browser',
      setupFiles: [WORKER_DATABASE],
      testMatch: [
        grouped ? '<rootDir>/test/web/groups/*.e2e-group.ts' : '<rootDir>/test/web/*.e2e-spec.ts',
      ],
    },
  ],
  // The longest spec files first, also on a fresh clone with no durations cached.
  testSequencer: '<rootDir>/test/setup/sequencer.js',
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  // Node 20 never frees the vm modules of an ES-module spec file (their ModuleWrap handles stay
  // rooted), so a worker's heap grows by each file's whole module graph and collecting it costs
  // more with every file: a worker that has grown past this is replaced by a fresh one.
  workerIdleMemoryLimit: '400MB',
  // A guard against hangs, not a measure of speed: a whole game or a browser session takes well
  // over a minute on a loaded 2-core machine.
  testTimeout: 180_000,
};
