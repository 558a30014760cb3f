// A guard against hangs, not a measure of speed: a whole game or a browser session takes well
// over a minute on a loaded 2-core machine. jest.config.js gives it to Jest and
// test/setup/jest-globals.mjs enforces it outside Jest's sandbox, where the runner has none.
export const TEST_TIMEOUT_MS = 180_000;
