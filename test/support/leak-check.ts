import type { GameEvent } from '../../src/core/engine/index.js';
import { masterOf, serverSeedOf } from '../../src/core/engine/testing.js';

const SUITS = ['S', 'C', 'D', 'H'];
const RANKS = ['9', 'J', 'Q', 'K', '10', 'A'];
const ALL = SUITS.flatMap((s) => RANKS.map((r) => r + s));

/** Every card code quoted as a JSON string in `text`. */
export function cardsIn(text: string): Set<string> {
  const found = new Set<string>();
  for (const card of ALL) if (text.includes(`"${card}"`)) found.add(card);
  return found;
}

interface Holdings {
  hands: string[][];
  talon: string[];
  talonSeen: boolean;
  /** given[s]: cards seat s gave (s knows where they are). */
  given: string[][];
  /** Cards shown to everyone: the four nines of a seat that demanded a redeal. */
  shown: Set<string>;
}

/**
 * Replays the unredacted event log (the server's truth) and tells, after each event, which cards
 * each seat (and a spectator, index `players`) must not see: cards in other hands that the seat did
 * not give, and the talon before it is turned up.
 */
export class TruthTracker {
  private h: Holdings | null = null;
  constructor(private readonly players: number) {}

  apply(event: GameEvent): void {
    switch (event.type) {
      case 'deal_started': {
        const dealt = new Set<string>(event.hands.flat());
        const talon = ALL.filter((c) => !dealt.has(c));
        this.h = {
          hands: event.hands.map((hand) => [...hand]),
          talon,
          talonSeen: false,
          given: Array.from({ length: this.players }, () => []),
          shown: new Set(),
        };
        break;
      }
      case 'redeal_demanded': {
        for (const card of event.cards) this.h!.shown.add(card);
        break;
      }
      case 'talon_revealed': {
        const h = this.h!;
        h.talonSeen = true;
        h.hands[event.seat].push(...h.talon);
        break;
      }
      case 'card_given': {
        const h = this.h!;
        h.hands[event.fromSeat] = h.hands[event.fromSeat].filter((c) => c !== event.card);
        h.hands[event.toSeat].push(event.card);
        h.given[event.fromSeat].push(event.card);
        break;
      }
      case 'card_played': {
        const h = this.h!;
        h.hands[event.seat] = h.hands[event.seat].filter((c) => c !== event.card);
        break;
      }
      default:
        break;
    }
  }

  /** Cards `seat` (null: spectator) must not see now. */
  forbidden(seat: number | null): Set<string> {
    const out = new Set<string>();
    if (!this.h) return out;
    this.h.hands.forEach((hand, other) => {
      if (other === seat) return;
      for (const card of hand) {
        if (seat !== null && this.h!.given[seat].includes(card)) continue;
        if (this.h!.shown.has(card)) continue;
        // The talon was shown to everyone when turned up: its cards stay known in any hand.
        if (this.h!.talonSeen && this.h!.talon.includes(card)) continue;
        out.add(card);
      }
    });
    if (!this.h.talonSeen) for (const c of this.h.talon) out.add(c);
    return out;
  }
}

/** An event of the log: its sequence number, its type and its payload. */
interface LoggedEvent {
  seq: number;
  type: string;
  payload: unknown;
}

/**
 * The cut's secrets (docs/rules.md, "Fairness") that text received up to event `seq` must not
 * hold: the game's master secret until `game_over` reveals it, and every server seed whose deal
 * has not been revealed (`deal_revealed`), the next deal's included. `seq` Infinity: a view,
 * which never holds a server seed or the master.
 */
export function cutSecretsAt(gameSeed: string, log: readonly LoggedEvent[]) {
  const master = masterOf(gameSeed);
  const dealt = log.filter((e) => e.type === 'deal_started').length;
  const revealedAt = new Map(
    log
      .filter((e) => e.type === 'deal_revealed')
      .map((e) => [(e.payload as { deal: number }).deal, e.seq]),
  );
  const overAt = log.find((e) => e.type === 'game_over')?.seq ?? Infinity;
  return (seq: number): string[] => {
    const secrets = seq >= overAt && seq !== Infinity ? [] : [master];
    for (let n = 1; n <= dealt + 1; n++) {
      const shown = revealedAt.get(n);
      if (seq === Infinity || shown === undefined || shown > seq) {
        secrets.push(serverSeedOf(master, n));
      }
    }
    return secrets;
  };
}
