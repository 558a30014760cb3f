// orval's two setups of issue 27, from the document at OPENAPI_INPUT into GENERATED_DIR
// (generators/run.mjs sets both, and GENERATOR): orval-fetch is the fetch client with its
// TypeScript models; orval-zod adds a second output, zod 4 schemas of every operation
// (`client: 'zod'`), that the adapter parses each answer with. (orval's other way, `schemas:
// { type: 'zod' }` with `override.fetch.runtimeValidation`, imports a schema for each
// components/responses entry that it never writes: it cannot compile against a document that
// shares responses through components.)
const input = process.env.OPENAPI_INPUT;
const dir = process.env.GENERATED_DIR;

export default {
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
