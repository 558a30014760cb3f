// orval's three setups (issues 27, 46), from the document at OPENAPI_INPUT into GENERATED_DIR
// (generators/run.mjs sets both, and GENERATOR): orval-fetch is the fetch client with its
// TypeScript models; orval-zod adds a second output, zod 4 schemas of every operation
// (`client: 'zod'`), that the adapter parses each answer with; orval-zod-models makes its models
// zod schemas (`schemas: { type: 'zod' }`) and its client parse every answer with them
// (`runtimeValidation`), the shared responses copied into each operation first
// (inline-responses.mjs says why).
import path from 'node:path';

const input = process.env.OPENAPI_INPUT;
const dir = process.env.GENERATED_DIR;
const transformer = path.join(import.meta.dirname, 'inline-responses.mjs');

const zodModels = {
  thousand: {
    input: { target: input, override: { transformer } },
    output: {
      target: `${dir}/api.ts`,
      schemas: { path: `${dir}/model`, type: 'zod' },
      client: 'fetch',
      baseUrl: { runtime: "(process.env.BASE_URL ?? '')" },
      override: { fetch: { runtimeValidation: true } },
    },
  },
};

export default process.env.GENERATOR === 'orval-zod-models'
  ? zodModels
  : {
      thousand: {
        input: { target: input },
        output: {
          target: `${dir}/api.ts`,
          schemas: `${dir}/model`,
          client: 'fetch',
          // The service's address, read when a request is made (BASE_URL, as the adapters do).
          baseUrl: { runtime: "(process.env.BASE_URL ?? '')" },
        },
      },
      ...(process.env.GENERATOR === 'orval-zod'
        ? { zod: { input: { target: input }, output: { target: `${dir}/zod.ts`, client: 'zod' } } }
        : {}),
    };
