// The specs in three projects: `unit` (pure specs, no database), `e2e` (the app and the specs
// that talk to PostgreSQL) and `browser` (Chromium driving the web client). scripts/run-tests.mjs
// runs the three at once, three spec files at a time, each worker with a database of its own.
import { SWC_OPTIONS } from './test/setup/swc-options.js';
import { TEST_TIMEOUT_MS } from './test/setup/test-timeout.js';
const swc = ['@swc/jest', SWC_OPTIONS];

/**
 * How Jest's own sandbox loads the sources (TypeScript as ES modules through SWC, decorator
 * metadata on), for the configurations that keep it (jest.clones.config.js, jest.long.config.js).
 */
export const shared = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

/** Specs under src/ that talk to PostgreSQL: they belong with the e2e specs. */
const DATABASE_SPECS = ['<rootDir>/src/platform/database/', '<rootDir>/src/features/games/store/'];

/**
 * What a worker loads before its first spec file: Node's hooks for the TypeScript, registered in
 * the worker process alone (in NODE_OPTIONS they would also slow every node the specs start: the
 * service, tsc, nest build); for a project with a database, the worker's own (made by the global
 * setup).
 */
const setupFiles = (project) => [
  '<rootDir>/test/setup/register-typescript.mjs',
  ...(project === 'unit' ? [] : [`<rootDir>/test/setup/${project}-database.js`]),
];

// The spec files run as plain ES modules in Node's own realm, in worker processes of
// jest-light-runner, not in Jest's vm sandbox: there every global a hot loop reads (Math, Map,
// Array) goes through the sandbox's context, and the engine's property specs took 20.1 s in it
// against 14.2 s outside (docs/performance-history.md). Node loads the TypeScript through
// test/setup/register-typescript.mjs, each worker's first setup file. A worker
// keeps the modules it loaded for its next spec file; a spec file is its own module each time.
const runner = 'jest-light-runner/child-process';

// The whole run (`npm test`, scripts/run-tests.mjs sets TEST_GROUPS=1) runs the e2e and browser
// specs through the entry files of test/groups and test/web/groups, each importing the spec files
// of one area: in Jest's sandbox each spec file loaded Nest, Fastify, swagger and the Prisma client
// again (3-4 s of CPU, docs/performance-history.md), and the entry files are what the sequencer
// (test/setup/sequencer.js) weighs. The specs and their names are the same, and
// `npm test -- <paths>` still runs them alone.
const grouped = process.env.TEST_GROUPS === '1';

/**
 * The pure specs: no database, no build, no browser. Also run alone by `npm run test:unit`
 * (jest.unit.config.js), without the global setup, which loads the build and makes the databases.
 */
export const unitProject = {
  ...shared,
  runner,
  displayName: 'unit',
  setupFiles: setupFiles('unit'),
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/web/src/**/*.spec.ts',
    '<rootDir>/scripts/**/*.spec.ts',
    '<rootDir>/clients/*/src/**/*.spec.ts',
  ],
  // `*.long.spec.ts`: too long for every run, run by `npm run test:long` (jest.long.config.js).
  testPathIgnorePatterns: ['/node_modules/', '\\.long\\.spec\\.ts$', ...DATABASE_SPECS],
};

export default {
  projects: [
    unitProject,
    {
      ...shared,
      runner,
      displayName: 'e2e',
      setupFiles: setupFiles('e2e'),
      testMatch: [
        grouped ? '<rootDir>/test/groups/*.e2e-group.ts' : '<rootDir>/test/*.e2e-spec.ts',
        ...DATABASE_SPECS.map((dir) => `${dir}**/*.spec.ts`),
      ],
    },
    {
      ...shared,
      runner,
      displayName: 'browser',
      setupFiles: setupFiles('browser'),
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
  testTimeout: TEST_TIMEOUT_MS,
};
