// `npm run test:long`: pure specs too long for every `npm test` (the expert's decisions in 10,000
// positions take one to two minutes of CPU). CI runs them as a step of their own (.ci/run).
import { shared } from './jest.config.js';

export default {
  ...shared,
  testMatch: ['<rootDir>/src/**/*.long.spec.ts'],
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: 900000,
};
