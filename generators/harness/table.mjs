// The generators of issue 27's table: how each is run (from the document OPENAPI_INPUT into
// GENERATED_DIR, both set by run.mjs), its adapter (../adapters) and its README snippet
// (../snippets). `zodios`: its output needs zod 3 and @zodios/core (../zodios), not the zod 4 of
// the others.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const config = (file) => path.join(root, 'config', file);

export const GENERATORS = [
  {
    name: 'openapi-typescript',
    validation: 'types only (no schemas)',
    command: (input, dir) => [bin('openapi-typescript'), input, '-o', path.join(dir, 'schema.ts')],
    snippet: true,
  },
  {
    name: 'orval-fetch',
    validation: 'types only (no schemas)',
    command: () => [bin('orval'), '--config', config('orval.config.mjs')],
    snippet: true,
  },
  {
    name: 'orval-zod',
    validation: "zod, each answer parsed with its operation's schema",
    command: () => [bin('orval'), '--config', config('orval.config.mjs')],
  },
  {
    name: 'orval-zod-models',
    validation: "zod, by the client itself (runtimeValidation), the stream's first message too",
    command: () => [bin('orval'), '--config', config('orval.config.mjs')],
  },
  {
    name: 'hey-api',
    validation: "zod, by the SDK's validator, the stream's messages too",
    command: () => [bin('openapi-ts'), '-f', config('hey-api.config.mjs')],
    snippet: true,
  },
  {
    name: 'hey-api-valibot',
    validation: "valibot, by the SDK's validator, the stream's messages too",
    command: () => [bin('openapi-ts'), '-f', config('hey-api-valibot.config.mjs')],
  },
  {
    name: 'openapi-zod-client',
    validation: 'zod 3, by Zodios on every answer',
    command: (input, dir) => [bin('openapi-zod-client'), input, '-o', path.join(dir, 'api.ts')],
    zodios: true,
  },
  {
    name: 'swagger-typescript-api',
    validation: 'types only (no schemas)',
    command: (input, dir) => [
      bin('swagger-typescript-api'),
      'generate',
      '-p',
      input,
      '-o',
      dir,
      '-n',
      'api.ts',
      '--silent',
    ],
  },
  {
    name: 'kubb',
    validation: "zod, by its client (parser: 'zod'), the stream's first message too",
    command: () => [bin('kubb'), 'generate', '--config', config('kubb.config.mjs')],
  },
];

export const ROOT = root;
