import type { Action } from '../engine/index.js';

/** What a computer player does, and why in words. */
export interface Decision {
  action: Action;
  reason: string;
}
