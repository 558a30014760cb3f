// Loaded with `node --import` by scripts/run-tests.mjs for the Jest processes: see ts-hooks.mjs.
import { register } from 'node:module';

process.setSourceMapsEnabled(true);
register('./ts-hooks.mjs', import.meta.url);
