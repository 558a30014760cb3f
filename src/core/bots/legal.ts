import type { LegalAction } from '../engine/index.js';

/** The legal action of a type, if the seat has one. */
export function find<T extends LegalAction['type']>(
  legal: readonly LegalAction[],
  type: T,
): Extract<LegalAction, { type: T }> | undefined {
  return legal.find((a) => a.type === type) as Extract<LegalAction, { type: T }> | undefined;
}
