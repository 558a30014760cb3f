// A bot decides from the seat's view and redacted events only: changing everything hidden from
// the seat (other hands, the face-down talon, the deck order, the deal secret) must not change
// its knowledge or its decision.

import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_RULES,
  apply,
  currentTurn,
  newGame,
  redactEvent,
  viewFor,
  type Card,
  type GameEvent,
  type GameState,
} from '../engine/index.js';
import { createBot, decideFor, knowledgeFrom, type BotLevel } from './index.js';
import { createRng, shuffleInPlace } from '../bots/rng.js';
import { visibleDealEvents } from './table.js';

const STRONG = { strong: { iterations: 6, strict: true } };

/** The same game with every card `seat` cannot see dealt differently among the hidden places. */
function perturb(
  state: GameState,
  events: GameEvent[],
  seat: number,
  salt: string,
): { state: GameState; events: GameEvent[] } {
  const d = state.deal!;
  const rng = createRng(salt);
  const others = d.active.filter((s) => s !== seat);
  // Cards the seat cannot place: other hands minus cards it knows about, plus the face-down talon.
  const view = knowledgeFrom(viewFor(state, seat), visibleDealEvents(events, seat)).deal!;
  const known = new Set(view.known.flat());
  const movable: Card[] = [];
  for (const s of others) for (const c of d.hands[s]) if (!known.has(c)) movable.push(c);
  if (!d.talonTaken) movable.push(...d.talon);
  // Shuffle only among cards of the same suit class per holder would be stricter; we keep each
  // holder's count and respect voids by swapping only cards of the same suit.
  const bySuit = new Map<string, Card[]>();
  for (const c of movable) bySuit.set(c.slice(-1), [...(bySuit.get(c.slice(-1)) ?? []), c]);
  const mapping = new Map<Card, Card>();
  for (const cards of bySuit.values()) {
    const shuffled = shuffleInPlace(rng, cards.slice());
    cards.forEach((c, i) => mapping.set(c, shuffled[i]));
  }
  const swap = (c: Card): Card => mapping.get(c) ?? c;
  const hands = d.hands.map((h, s) => (s === seat ? h.slice() : h.map(swap)));
  const talon = d.talonTaken ? d.talon.slice() : d.talon.map(swap);
  const deck = shuffleInPlace(rng, d.deck.slice());
  const next: GameState = {
    ...state,
    deal: { ...d, hands, talon, deck, secret: 'f'.repeat(64) },
    prng: { key: 'other', counter: 7 },
  };
  const nextEvents = events.map((e): GameEvent => {
    if (e.type === 'deal_started')
      return { ...e, hands: e.hands.map((h, s) => (s === seat ? h.slice() : h.map(swap))) };
    if (e.type === 'card_given' && e.fromSeat !== seat && e.toSeat !== seat)
      return { ...e, card: swap(e.card) };
    return e;
  });
  return { state: next, events: nextEvents };
}

describe('bots cannot reach hidden state', () => {
  for (const level of ['random', 'basic', 'strong'] as BotLevel[]) {
    it(`${level}: same view and events => same knowledge and decision, whatever is hidden`, () => {
      let compared = 0;
      let differentHidden = 0;
      for (let g = 0; g < 4; g++) {
        const started = newGame({ rules: DEFAULT_RULES, seed: `isolation-${level}-${g}` });
        let state = started.state;
        let events: GameEvent[] = started.events.filter((e) => e.type === 'deal_started');
        const driver = createBot('basic');
        for (let step = 0; step < 120; step++) {
          const seat = currentTurn(state);
          if (seat === null) break;
          if (step % 3 === 0) {
            const alt = perturb(state, events, seat, `${g}/${step}`);
            expect(viewFor(alt.state, seat)).toEqual(viewFor(state, seat));
            const vis = events.map((e) => redactEvent(e, seat));
            expect(alt.events.map((e) => redactEvent(e, seat))).toEqual(vis);
            if (JSON.stringify(alt.state.deal!.hands) !== JSON.stringify(state.deal!.hands))
              differentHidden++;
            const k1 = knowledgeFrom(viewFor(state, seat), visibleDealEvents(events, seat));
            const k2 = knowledgeFrom(viewFor(alt.state, seat), visibleDealEvents(alt.events, seat));
            expect(k2).toEqual(k1);
            const seed = `iso/${g}/${step}`;
            const a = decideFor(
              level,
              viewFor(state, seat),
              visibleDealEvents(events, seat),
              seed,
              STRONG,
            );
            const b = decideFor(
              level,
              viewFor(alt.state, seat),
              visibleDealEvents(alt.events, seat),
              seed,
              STRONG,
            );
            expect(b).toEqual(a);
            compared++;
          }
          const k = knowledgeFrom(viewFor(state, seat), visibleDealEvents(events, seat));
          const result = apply(state, seat, driver.decide(k, createRng(`d/${step}`)).action);
          if (!result.ok) throw new Error(result.error.code);
          state = result.state;
          for (const e of result.events) {
            if (e.type === 'deal_started') events = [e];
            else events.push(e);
          }
        }
      }
      expect(compared).toBeGreaterThan(100);
      expect(differentHidden).toBeGreaterThan(compared / 2);
    });
  }

  it('knowledge carries no card of another hand beyond what was shown (JSON scan)', () => {
    const started = newGame({ rules: DEFAULT_RULES, seed: 'scan' });
    const state = started.state;
    for (const seat of [0, 1, 2]) {
      const k = knowledgeFrom(viewFor(state, seat), visibleDealEvents(started.events, seat));
      const { unseen: _unseen, ...rest } = k.deal!;
      const text = JSON.stringify({ ...k, deal: rest });
      for (const s of [0, 1, 2].filter((x) => x !== seat)) {
        for (const c of state.deal!.hands[s]) expect(text.includes(`"${c}"`)).toBe(false);
      }
      for (const c of state.deal!.talon) expect(text.includes(`"${c}"`)).toBe(false);
    }
  });
});
