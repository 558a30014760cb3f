// `npm run test:clones`: the tests that clone and install the repository (test/clones), too slow
// for every `npm test`. They start their own embedded servers, so no global database setup.
import base from './jest.config.js';

const { globalSetup: _setup, globalTeardown: _teardown, ...rest } = base;

export default {
  ...rest,
  testMatch: ['<rootDir>/test/clones/*.clone-spec.ts'],
};
