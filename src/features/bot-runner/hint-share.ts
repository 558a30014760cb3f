import { Inject, Injectable } from '@nestjs/common';
import { ProblemError } from '../../core/table/problem.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';

/** Retry-After of a hint refused for its address's share: a hint takes well under a second. */
export const HINT_RETRY_SECONDS = 1;

/**
 * Each client address's share of the hints under way (waiting for a decision worker or
 * computing): at most `HINTS_PER_ADDRESS` different questions, past it 429 `too_many_hints`.
 * Hints may fill half of the decision queue (decision-pool.ts), and one address looping on expert
 * hints within the rate limit kept it full alone: another address's hints went from 0.1-0.3 s to
 * 2.6-3.9 s. Counted by address (client-address.ts's network), not by seat, since one address may
 * seat itself at as many tables as it likes. Bots' moves take no place.
 *
 * A question is a seat's decision at a game version and level (bot-decisions.service.ts,
 * decisionSeed). The same question asked again from the address while it is under way holds the
 * place taken for it, not another, and is never refused for the share: the pool answers it from
 * the one computation, so it costs the workers nothing, and a double click, a second tab or a
 * retry after a client's own timeout should not be told to wait. Such requests are bounded as any
 * request is (MAX_IN_FLIGHT_PER_CALLER, the rate limit).
 */
@Injectable()
export class HintShare {
  /** By address (only addresses with a hint under way): its questions and how many ask each. */
  private readonly byAddress = new Map<string, Map<string, number>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * A place among the address's `HINTS_PER_ADDRESS` for `question`, or the one already taken for
   * it, held until the hint is answered or fails; 429 `too_many_hints` at once when the address
   * has as many other questions under way. The function returned gives it back (once).
   */
  take(address: string, question: string): () => void {
    const questions = this.byAddress.get(address) ?? new Map<string, number>();
    const askers = questions.get(question) ?? 0;
    if (askers === 0 && questions.size >= this.config.hintsPerAddress) {
      throw new ProblemError(
        429,
        'too_many_hints',
        'Too Many Requests',
        `At most ${this.config.hintsPerAddress} different hints may be under way per address: ` +
          'retry once one of yours is answered.',
      ).retryAfter(HINT_RETRY_SECONDS);
    }
    questions.set(question, askers + 1);
    this.byAddress.set(address, questions);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const held = this.byAddress.get(address);
      const left = (held?.get(question) ?? 1) - 1;
      if (left > 0) held?.set(question, left);
      else held?.delete(question);
      if (held?.size === 0) this.byAddress.delete(address);
    };
  }

  /** The different hints the address has waiting or computing (tests read it). */
  underWay(address: string): number {
    return this.byAddress.get(address)?.size ?? 0;
  }
}
