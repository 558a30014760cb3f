import { describe, expect, it } from '@jest/globals';
import {
  ALL_CARDS,
  DEFAULT_RULES,
  apply,
  currentTurn,
  newGame,
  suitOf,
  viewFor,
  type Card,
  type GameEvent,
  type GameState,
  type Rules,
} from '../engine/index.js';
import { createBot } from './index.js';
import { knowledgeFrom, type BotKnowledge, type DealKnowledge } from '../bots/knowledge.js';
import { createRng } from '../bots/rng.js';
import { visibleDealEvents } from './table.js';
import { buildWorld } from '../bots/world.js';

// Type-level: the knowledge has no field that could carry another seat's hand, the deck or the
// deal's secret. Each line fails to compile if such a key is ever added.
type Forbidden = 'hands' | 'deck' | 'secret' | 'prng' | 'proofs' | 'stackedDecks';
const noSecretDealKeys: Extract<keyof DealKnowledge, Forbidden> extends never ? true : false = true;
const noSecretTopKeys: Extract<keyof BotKnowledge, Forbidden> extends never ? true : false = true;

const VARIANTS: Partial<Rules>[] = [
  {},
  { players: 4 },
  { bidStep: 10, followRule: 'must_beat' },
  { followRule: 'must_overtrump', bidCap: 'capped_by_marriages', aceMarriage: true },
];

/** Plays games with basic bots, calling `check` before every decision with the true state. */
function walk(
  games: number,
  check: (state: GameState, seat: number, k: BotKnowledge, events: GameEvent[]) => void,
): number {
  let checks = 0;
  for (let g = 0; g < games; g++) {
    const rules: Rules = { ...DEFAULT_RULES, ...VARIANTS[g % VARIANTS.length] };
    const started = newGame({ rules, seed: `knowledge-${g}` });
    let state = started.state;
    let events: GameEvent[] = started.events.filter((e) => e.type === 'deal_started');
    const bot = createBot(g % 2 === 0 ? 'basic' : 'random');
    for (let step = 0; step < 400; step++) {
      const seat = currentTurn(state);
      if (seat === null) break;
      const k = knowledgeFrom(viewFor(state, seat), visibleDealEvents(events, seat));
      check(state, seat, k, events);
      checks++;
      const result = apply(state, seat, bot.decide(k, createRng(`${g}/${step}`)).action);
      if (!result.ok) throw new Error(result.error.code);
      state = result.state;
      for (const e of result.events) {
        if (e.type === 'deal_started') events = [e];
        else events.push(e);
      }
    }
  }
  return checks;
}

describe('knowledgeFrom', () => {
  it('has no field for hidden cards (type-level)', () => {
    expect(noSecretDealKeys && noSecretTopKeys).toBe(true);
  });

  it('is sound: everything it claims is true in the real state, and it accounts for every card', () => {
    const checks = walk(40, (state, seat, k) => {
      const d = state.deal!;
      const kd = k.deal!;
      const hidden = new Set<Card>([
        ...d.active.filter((s) => s !== seat).flatMap((s) => d.hands[s]),
      ]);
      if (!d.talonTaken) for (const c of d.talon) hidden.add(c);
      for (const s of d.active) {
        if (s === seat) continue;
        for (const c of kd.known[s]) {
          // A hidden gift may have moved one talon card from the declarer to the other opponent.
          const ok = d.hands[s].includes(c) || (kd.hiddenGift !== null && s === kd.declarer);
          if (!ok) throw new Error(`seat ${seat} thinks seat ${s} holds ${c}`);
        }
        for (const v of kd.voids[s]) {
          if (d.hands[s].some((c) => suitOf(c) === v))
            throw new Error(`seat ${s} is not void in ${v}`);
        }
      }
      // Unseen cards are exactly the hidden cards not known to be somewhere.
      const known = new Set(kd.known.flat());
      for (const c of kd.unseen)
        if (!hidden.has(c)) throw new Error(`${c} is not hidden from seat ${seat}`);
      for (const c of hidden)
        if (!known.has(c) && !kd.unseen.includes(c)) throw new Error(`${c} unaccounted`);
      const onTable = kd.played.length + kd.trick.cards.length;
      // One expect a position: the walk makes thousands, and each call costs Jest a stack trace.
      expect({
        hand: kd.hand,
        knownOfOwnSeat: kd.known[seat],
        cards: kd.hand.length + onTable + kd.unseen.length + known.size,
      }).toEqual({ hand: d.hands[seat], knownOfOwnSeat: [], cards: ALL_CARDS.length });
    });
    expect(checks).toBeGreaterThan(2000);
  });

  it('names no other seat’s card beyond what the seat was shown', () => {
    walk(12, (_state, seat, k, events) => {
      const kd = k.deal!;
      const shown = new Set<Card>([...(kd.talon ?? []), ...kd.given.map((g) => g.card)]);
      for (const e of visibleDealEvents(events, seat)) {
        if (e.type === 'marriage_declared' && e.suit) shown.add(`K${e.suit}`).add(`Q${e.suit}`);
        if (e.type === 'marriage_declared' && !e.suit)
          for (const s of ['S', 'C', 'D', 'H']) shown.add(`A${s}` as Card);
      }
      const unshown = kd.known.flat().filter((c) => !shown.has(c));
      if (unshown.length > 0) throw new Error(`seat ${seat} knows unshown ${unshown.join(' ')}`);
    });
  });

  it('samples worlds that match the seat’s view exactly', () => {
    const rng = createRng('worlds');
    walk(16, (state, seat, k) => {
      const world = buildWorld(k, rng);
      const real = viewFor(state, seat);
      const sim = viewFor(world, seat);
      const wd = world.deal!;
      const cards = [
        ...wd.hands.flat(),
        ...(wd.talonTaken ? [] : wd.talon),
        ...wd.played,
        ...wd.trick.cards.map((p) => p.card),
      ];
      // One expect a position: the walk makes thousands, and each call costs Jest a stack trace.
      const seen = (v: typeof real) => {
        const { hand, handSizes, trick, talon, trump, phase, turn } = v.deal!;
        return { legalActions: v.legalActions, hand, handSizes, trick, talon, trump, phase, turn };
      };
      expect({ ...seen(sim), cards: new Set(cards).size }).toEqual({ ...seen(real), cards: 24 });
      for (const s of wd.active) {
        for (const v of k.deal!.voids[s])
          if (wd.hands[s].some((c) => suitOf(c) === v))
            throw new Error(JSON.stringify({ s, v, seat, hand: wd.hands[s], kd: k.deal }));
      }
    });
  });
});
