// One address's share of the hints under way (429 `too_many_hints`, hint-share.ts): in an outside
// trial one address looping on expert hints took another address's hints from 0.1-0.3 s to
// 2.6-3.9 s, the hints' half of the decision queue being all its own.
import { describe, expect, it, jest } from '@jest/globals';
import { DecisionPool } from '../src/features/bot-runner/decision-pool.js';
import { HintShare } from '../src/features/bot-runner/hint-share.js';
import { ProblemError } from '../src/core/table/problem.js';
import { clientNetwork } from '../src/platform/http/client-address.js';
import { useTestApp } from './support/app-fixture.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';

/** Waits for `ready` to hold, checking every few ms; fails after `ms`. */
async function until(ready: () => boolean, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((r) => setTimeout(r, 5));
  }
}

interface Seat {
  gameId: string;
  token: string;
}

describe('GET /games/{id}/hint: the share of one address', () => {
  const t = useTestApp({ hintsPerAddress: 2 }, { listen: true });

  /** The seat to move in a new game of three people. */
  async function seatToMove(): Promise<Seat> {
    const { gameId, tokens } = await t.api.startGame();
    const turn = (await t.api.view(gameId)).deal!.turn!;
    return { gameId, token: tokens[turn] };
  }

  const hint = (from: string, seat: Seat, level: string) => {
    const url = `${t.url}/api/v1/games/${seat.gameId}/hint?level=${level}`;
    return fromAddress(from, url, 'GET', undefined, { authorization: `Bearer ${seat.token}` });
  };

  it('refuses an address a third different hint under way, not a repeat, and answers another address', async () => {
    const pool = t.app.get(DecisionPool);
    const share = t.app.get(HintShare);
    const [mine, theirs] = [await seatToMove(), await seatToMove()];
    const [a, b] = [freshLoopbackAddress(), freshLoopbackAddress()];
    // The strong and expert hints for `mine` reach the pool only once released: those hints stay
    // under way, as a looping client's would on a busy worker, and the repeated strong one is asked
    // of the pool while the first is computed (computed at once, the first could be done before
    // the repeat arrived, and computed twice). A basic one is not held, so that a missing refusal
    // fails at once rather than at the test's timeout.
    let release: () => void = () => undefined;
    const released = new Promise<void>((r) => (release = r));
    const decide = pool.decide.bind(pool);
    const asked: string[] = [];
    const spy = jest.spyOn(pool, 'decide').mockImplementation(async (...args) => {
      if (!args[3].startsWith(mine.gameId) || args[0] === 'basic') return decide(...args);
      asked.push(args[0]);
      await released;
      return decide(...args);
    });
    try {
      const computed = pool.stats().decided;
      const strong = hint(a, mine, 'strong');
      const expert = hint(a, mine, 'expert');
      await until(() => asked.length === 2);
      expect(share.underWay(clientNetwork(a))).toBe(2);

      const refused = await hint(a, mine, 'basic');
      expect(refused.status).toBe(429);
      expect(refused.body.code).toBe('too_many_hints');
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(refused.headers['retry-after']).toBe('1');
      // The same hint again shares the place and the computation under way: not refused.
      const repeat = hint(a, mine, 'strong');
      await until(() => asked.length === 3);
      expect(share.underWay(clientNetwork(a))).toBe(2);
      // Another address is answered meanwhile, the same level in its own game.
      const other = await hint(b, theirs, 'strong');
      expect(other.status).toBe(200);

      release();
      const answers = await Promise.all([strong, expert, repeat]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers[2].body).toEqual(answers[0].body);
      // strong (once for both askers), expert and the other address's strong.
      expect(pool.stats().decided).toBe(computed + 3);
      // Every place given back as its hint was answered: the address may ask anew.
      expect(share.underWay(clientNetwork(a))).toBe(0);
      expect((await hint(a, mine, 'basic')).status).toBe(200);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it('gives back the place of a hint that failed', async () => {
    const pool = t.app.get(DecisionPool);
    const share = t.app.get(HintShare);
    const mine = await seatToMove();
    const a = freshLoopbackAddress();
    const spy = jest.spyOn(pool, 'decide').mockImplementation(() => {
      const timedOut = new ProblemError(503, 'decision_timed_out', 'Service Unavailable', 'Slow.');
      return Promise.reject(timedOut.retryAfter(1));
    });
    try {
      // More different hints than the share, one after another, each failing: none is refused.
      for (const level of ['random', 'basic', 'strong', 'expert']) {
        const failed = await hint(a, mine, level);
        expect([failed.status, failed.body.code]).toEqual([503, 'decision_timed_out']);
      }
      expect(share.underWay(clientNetwork(a))).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });
});
