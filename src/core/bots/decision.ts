import type { Action } from '../engine/index.js';
import type { Explanation } from './explanation.js';

/** What a computer player does, and why: in English and as a code a front end translates. */
export interface Decision {
  action: Action;
  reason: string;
  explanation: Explanation;
}
