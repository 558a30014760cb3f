// The OWASP API Security ruleset, loaded from the installed package (no network), with the
// exceptions the API makes by design, switched off where they apply.
import owasp from '@stoplight/spectral-owasp-ruleset';

const operation = (path, method) =>
  `openapi.json#/paths/${encodeURIComponent(path.replaceAll('/', '~1'))}/${method}`;

export default {
  extends: [owasp],
  overrides: [
    {
      // Anonymous writes, by design: anyone may open a table (createGame) or sit at a free seat
      // (joinGame, addBot); taking a seat is how a player gets its token, and creating a player
      // (createPlayer) how a player gets its player token. openapi.json says so.
      files: [
        operation('/api/v1/players', 'post'),
        operation('/api/v1/games', 'post'),
        operation('/api/v1/games/{gameId}/players', 'post'),
        operation('/api/v1/games/{gameId}/bots', 'post'),
      ],
      rules: { 'owasp:api2:2023-write-restricted': 'off' },
    },
    {
      // The health probes are exempt from rate limiting (SkipRateLimit in
      // src/platform/health/health.controller.ts), so their answers carry no RateLimit fields.
      files: [operation('/health', 'get'), operation('/health/ready', 'get')],
      rules: { 'owasp:api4:2023-rate-limit': 'off' },
    },
    {
      // The body parser's refusals come before the route runs, so before the rate limit counts
      // the request: they carry no RateLimit fields (BEFORE_RATE_LIMIT in
      // src/app/openapi/operation-problems.ts; test/openapi-problems.e2e-spec.ts checks the headers).
      files: ['BodyTooLarge', 'UnsupportedMediaType', 'MalformedJson'].map(
        (name) => `openapi.json#/components/responses/${name}`,
      ),
      rules: { 'owasp:api4:2023-rate-limit': 'off' },
    },
  ],
};
