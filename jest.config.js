// Jest runs the TypeScript sources as ES modules through SWC (decorator metadata on), in three
// projects: `unit` (pure specs, no database, run in parallel), `e2e` (the app and the specs that
// talk to PostgreSQL) and `browser` (Chromium driving the web client). scripts/run-tests.mjs runs
// `unit` beside the other two, which run in two workers, each with a database of its own.
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

/**
 * The e2e and browser specs run in plain Node processes that each keep their modules for many spec
 * files (jest-light-runner): loading the app's dependencies once per process instead of once per
 * spec file in a sandbox. TypeScript comes through test/setup/ts-hooks.mjs (scripts/run-tests.mjs
 * registers it); each process claims a database of its own.
 */
const LIGHT_RUNNER = {
  runner: ['jest-light-runner', { runtime: 'child_process' }],
  setupFiles: ['<rootDir>/test/setup/light-worker.js', '<rootDir>/test/setup/worker-database.js'],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...DATABASE_SPECS],
    },
    {
      ...LIGHT_RUNNER,
      displayName: 'e2e',
      testMatch: [
        '<rootDir>/test/*.e2e-spec.ts',
        ...DATABASE_SPECS.map((dir) => `${dir}**/*.spec.ts`),
      ],
    },
    {
      ...LIGHT_RUNNER,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/web/*.e2e-spec.ts'],
    },
  ],
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  // A guard against hangs, not a measure of speed: a whole game or a browser session takes well
  // over a minute on a loaded 2-core machine.
  testTimeout: 180_000,
};
