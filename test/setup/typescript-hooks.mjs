// Node module hooks (registered by register-typescript.mjs) that let the spec files run as plain
// ES modules in Node, outside Jest's vm sandbox (jest.config.js says why): `.ts` sources compiled
// by SWC (test/setup/swc-options.js) with an inline source map, the sources' `./x.js` imports resolved to
// `./x.ts`, and `@jest/globals` to test/setup/jest-globals.mjs.
import { transformSync } from '@swc/core';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { SWC_OPTIONS } from './swc-options.js';

const JEST_GLOBALS = new URL('./jest-globals.mjs', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === '@jest/globals') return { url: JEST_GLOBALS, shortCircuit: true };
  try {
    return await next(specifier, context);
  } catch (error) {
    // The sources import their siblings by the name they have once compiled (`./cards.js`).
    const relative = specifier.startsWith('./') || specifier.startsWith('../');
    if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !relative || !specifier.endsWith('.js'))
      throw error;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !/\.ts(\?|$)/.test(url)) return next(url, context);
  const path = fileURLToPath(url);
  const source = await readFile(path, 'utf8');
  const { code } = transformSync(source, { ...SWC_OPTIONS, sourceMaps: 'inline', filename: path });
  return { format: 'module', source: code, shortCircuit: true };
}
