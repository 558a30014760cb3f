// Runs once in each test process of the e2e and browser projects: the TypeScript hooks
// (register-ts.mjs, given to the Jest processes through NODE_OPTIONS) are the test processes'
// own, so they are taken out of the environment that the services, builds and browsers these
// specs start inherit.
if (process.env.NODE_OPTIONS) {
  process.env.NODE_OPTIONS = process.env.NODE_OPTIONS.split(/\s+/)
    .filter((option) => !option.includes('register-ts.mjs'))
    .join(' ');
}
