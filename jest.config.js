// Jest runs the TypeScript sources as ES modules through SWC (decorator metadata on).
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

// @fastify/static (Swagger UI's assets under Fastify) requires ESM-only packages, which Node 20
// loads natively but Jest's CommonJS loader cannot before Node 24.9: those are compiled to CommonJS.
const ESM_ONLY = ['content-disposition'];
const swcToCommonJs = ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }];

export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': swc,
    [`/node_modules/(${ESM_ONLY.join('|')})/.+\\.js$`]: swcToCommonJs,
  },
  transformIgnorePatterns: [`^(?!.*/node_modules/(${ESM_ONLY.join('|')})/).*/node_modules/`],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testMatch: [
    '<rootDir>/src/**/*.spec.ts',
    '<rootDir>/web/src/**/*.spec.ts',
    '<rootDir>/test/**/*.e2e-spec.ts',
  ],
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  reporters: ['default', '<rootDir>/test/setup/summary-reporter.js'],
  testTimeout: 60000,
};
