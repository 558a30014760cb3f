// `npm run test:unit`: the pure specs alone (the `unit` project of jest.config.js) with no build, no
// database and no browser: no global setup (it loads the build and makes the databases), and the
// sources and specs loaded as TypeScript by the workers (test/setup/register-typescript.mjs).
// `npm run test:unit -- src/core/engine/cards.spec.ts` runs one file; `npm test` still runs these
// with everything else.
import { unitProject } from './jest.config.js';
import { TEST_TIMEOUT_MS } from './test/setup/test-timeout.js';

export default {
  ...unitProject,
  // One worker per core: the specs compute, and Jest's default leaves one core to itself.
  maxWorkers: 2,
  // The longest spec files first (the property specs), so none starts last and runs alone.
  testSequencer: '<rootDir>/test/setup/sequencer.js',
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: TEST_TIMEOUT_MS,
};
