// @hey-api/openapi-ts with the fetch client and valibot schemas (the SDK validates every answer,
// the stream's messages too, with them: `validator`), from OPENAPI_INPUT into GENERATED_DIR.
export default {
  input: process.env.OPENAPI_INPUT,
  output: { path: process.env.GENERATED_DIR },
  logs: { file: false },
  // As in hey-api.config.mjs: `after` is the stream's deprecated resume point, not a page.
  parser: { pagination: { keywords: ['before', 'cursor', 'offset', 'page', 'start'] } },
  plugins: [
    // A refusal throws its problem, and answers are typed without `undefined`.
    { name: '@hey-api/client-fetch', throwOnError: true },
    '@hey-api/typescript',
    'valibot',
    { name: '@hey-api/sdk', validator: true },
  ],
};
