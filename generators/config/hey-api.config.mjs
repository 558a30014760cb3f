// @hey-api/openapi-ts with the fetch client, zod schemas (the SDK validates every answer with
// them: `validator`) and the TanStack Query plugin, from OPENAPI_INPUT into GENERATED_DIR.
export default {
  input: process.env.OPENAPI_INPUT,
  output: { path: process.env.GENERATED_DIR },
  logs: { file: false },
  // `after` is the stream's deprecated resume point (README, "Live updates"), not a page: taken for
  // one (hey-api's default keywords), the TanStack plugin writes infinite-query options for the
  // event stream whose types do not compile in 0.99 (onSseEvent's message type). README,
  // "Generated clients", gives hey-api users the same setting.
  parser: { pagination: { keywords: ['before', 'cursor', 'offset', 'page', 'start'] } },
  plugins: [
    // A refusal throws its problem, and answers are typed without `undefined`.
    { name: '@hey-api/client-fetch', throwOnError: true },
    '@hey-api/typescript',
    'zod',
    { name: '@hey-api/sdk', validator: true },
    '@tanstack/react-query',
  ],
};
