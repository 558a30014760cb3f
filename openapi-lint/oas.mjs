// Spectral's built-in OpenAPI ruleset, loaded from the installed package so no ruleset is fetched.
import { oas } from '@stoplight/spectral-rulesets';

/**
 * Schemas kept under their released names for generated clients, which name their types after
 * them (src/app/openapi/released-names.ts): no operation refers to them, on purpose.
 */
const RELEASED_NAMES = ['BidRecordDto', 'GameViewFields'];

export default {
  extends: [[oas, 'recommended']],
  overrides: [
    {
      files: RELEASED_NAMES.map((name) => `../openapi.json#/components/schemas/${name}`),
      rules: { 'oas3-unused-component': 'off' },
    },
  ],
};
