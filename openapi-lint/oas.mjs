// Spectral's built-in OpenAPI ruleset, loaded from the installed package so no ruleset is fetched.
import { oas } from '@stoplight/spectral-rulesets';

export default { extends: [[oas, 'recommended']] };
