// `npm run test:clones`: the tests that clone and install the repository (test/clones), too slow
// for every `npm test`. They start their own embedded servers, so no global database setup.
import { shared } from './jest.config.js';

export default {
  ...shared,
  testMatch: ['<rootDir>/test/clones/*.clone-spec.ts'],
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: 60000,
};
