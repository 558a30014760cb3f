// How SWC compiles the TypeScript for the specs (decorator metadata on, for Nest), the same for
// Jest's own transform (jest.config.js) and for Node's hooks (test/setup/typescript-hooks.mjs).
export const SWC_OPTIONS = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'es6' },
};
