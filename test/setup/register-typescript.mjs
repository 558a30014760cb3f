// The first setup file of every project (jest.config.js): from here on, this worker process loads
// the TypeScript sources and specs through test/setup/typescript-hooks.mjs, and a failure's stack
// names the lines of the TypeScript (through the source maps the hooks inline).
import { register } from 'node:module';

process.setSourceMapsEnabled(true);

register('./typescript-hooks.mjs', import.meta.url);
