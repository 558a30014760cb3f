// The first setup file of every project (jest.config.js): from here on, this worker process loads
// the TypeScript sources and specs through test/setup/typescript-hooks.mjs.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
