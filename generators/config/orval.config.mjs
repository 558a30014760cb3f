// orval's two setups of issue 27 (GENERATOR=orval-fetch | orval-zod), from the document at
// OPENAPI_INPUT into GENERATED_DIR (generators/run.mjs sets all three).
const input = process.env.OPENAPI_INPUT;
const dir = process.env.GENERATED_DIR;
const zod = process.env.GENERATOR === 'orval-zod';

export default {
  thousand: {
    input: { target: input },
    output: {
      target: `${dir}/api.ts`,
      client: 'fetch',
      // The service's address, read when a request is made (BASE_URL, as the adapters do).
      baseUrl: { runtime: "(process.env.BASE_URL ?? '')" },
      ...(zod
        ? {
            // The fetch client parses every answer with the zod 4 schemas generated beside it.
            schemas: { type: 'zod', path: `${dir}/schemas` },
            override: { fetch: { runtimeValidation: true } },
          }
        : { schemas: `${dir}/model` }),
    },
  },
};
