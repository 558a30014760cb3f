// For specs only (kept out of the production build like every testing.ts).
import type { Rules } from '../engine/index.js';

/** Every rule switch the expert's search must respect, three and four players. */
export const RULE_VARIANTS: Partial<Rules>[] = [
  {},
  { players: 4 },
  { bidStep: 10, fourNinesRedeal: true },
  { followRule: 'must_beat' },
  { followRule: 'must_overtrump', aceMarriage: true },
  { bidCap: 'capped_by_marriages' },
  { players: 4, followRule: 'must_overtrump', bidCap: 'capped_by_marriages', aceMarriage: true },
];
