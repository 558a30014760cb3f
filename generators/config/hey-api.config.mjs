// @hey-api/openapi-ts with the fetch client, zod schemas (the SDK validates every answer with
// them: `validator`) and the TanStack Query plugin, from OPENAPI_INPUT into GENERATED_DIR.
export default {
  input: process.env.OPENAPI_INPUT,
  output: { path: process.env.GENERATED_DIR },
  logs: { file: false },
  plugins: [
    // A refusal throws its problem, and answers are typed without `undefined`.
    { name: '@hey-api/client-fetch', throwOnError: true },
    '@hey-api/typescript',
    'zod',
    { name: '@hey-api/sdk', validator: true },
    '@tanstack/react-query',
  ],
};
