// Node module hooks for the e2e and browser specs, which run in plain Node processes (the
// jest-light-runner) rather than in Jest's per-file module sandbox: TypeScript sources are
// compiled by SWC on load, with the same options as the unit project's transform (jest.config.js),
// `./x.js` finds `./x.ts` as it does after the build, and `@jest/globals` is the runner's globals.
import { transformSync } from '@swc/core';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const GLOBALS = new URL('./jest-globals.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@jest/globals') return { url: GLOBALS, shortCircuit: true };
  const relative = specifier.startsWith('./') || specifier.startsWith('../');
  if (relative && specifier.endsWith('.js') && context.parentURL?.startsWith('file:')) {
    const js = new URL(specifier, context.parentURL);
    if (!existsSync(js)) {
      const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
      if (existsSync(ts)) return { url: ts.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  // The runner loads each spec file with a query (`?<time>`), so a rerun gets a fresh module.
  const path = url.replace(/[?#].*$/, '');
  if (!path.startsWith('file:') || !/\.tsx?$/.test(path) || path.endsWith('.d.ts')) {
    return nextLoad(url, context);
  }
  const filename = fileURLToPath(path);
  const { code } = transformSync(await readFile(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: path.endsWith('.tsx') },
      transform: { legacyDecorator: true, decoratorMetadata: true },
    },
    module: { type: 'es6' },
  });
  return { format: 'module', source: code, shortCircuit: true };
}
