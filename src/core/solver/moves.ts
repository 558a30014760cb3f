// The solver's board: the compact position (position.ts) held in typed arrays and changed in place,
// the follow rules (mirrored from src/core/engine/follow.ts, docs/rules.md#play-of-the-cards) and the
// move generator with its ordering. search.ts extends it with alpha-beta and the table.

import {
  ACES,
  A_ORDER,
  CARD_POINTS,
  K_ORDER,
  MARRIAGE,
  Q_ORDER,
  type Position,
} from './position.js';

export const MAX_DEPTH = 25;
/** Move encoding in the lists: bit | DECLARE. */
export const DECLARE = 32;
/** Room per depth in the move lists (at most 8 cards and 4 declarations). */
const LIST = 16;

export const suitMask = (s: number) => 0x3f << (s * 6);
// Read once at load, not at every move: see search.ts.
const { clz32 } = Math;
const highBit = (m: number) => 31 - clz32(m);
const suitOfBit = (bit: number) => (bit / 6) | 0;

/** Whether card `c` beats the trick's top card `top` with trump suit `trump` (-1: none). */
export function beats(c: number, top: number, trump: number): boolean {
  const cs = suitOfBit(c);
  const ts = suitOfBit(top);
  return cs === ts ? c > top : cs === trump;
}

export class Board {
  protected h = new Int32Array(3);
  protected trick = new Int32Array(3);
  protected trickLen = 0;
  protected leader = 0;
  protected trump = -1;
  protected first = false;
  protected declarer = 0;
  protected follow = 0;
  protected ace = false;
  /** Card points not yet in a finished trick (the hands and the trick under way). */
  protected left = 0;
  protected moves = new Int32Array(MAX_DEPTH * LIST);
  private scores = new Int32Array(MAX_DEPTH * LIST);

  protected setBoard(p: Position): void {
    this.h[0] = p.hands[0];
    this.h[1] = p.hands[1];
    this.h[2] = p.hands[2];
    this.trickLen = p.trick.length;
    for (let i = 0; i < p.trick.length; i++) this.trick[i] = p.trick[i];
    this.leader = p.leader;
    this.trump = p.trump;
    this.first = p.firstTrick;
    this.declarer = p.declarer;
    this.follow = p.follow;
    this.ace = p.aceMarriage;
    let left = 0;
    for (let bit = 0; bit < 24; bit++) {
      if (((p.hands[0] | p.hands[1] | p.hands[2]) >> bit) & 1) left += CARD_POINTS[bit];
    }
    for (const bit of p.trick) left += CARD_POINTS[bit];
    this.left = left;
  }

  /**
   * The most the declarer can still add: every card point not yet taken, plus the marriages (and
   * the four aces) in its own hand. A bound, not an estimate: search.ts cuts on it.
   */
  protected ceiling(): number {
    const d = this.h[this.declarer];
    let c = this.left;
    for (let s = 0; s < 4; s++) if (((d >> (s * 6 + Q_ORDER)) & 3) === 3) c += MARRIAGE[s];
    if (this.ace && (d & ACES) === ACES) c += 200;
    return c;
  }

  /** The cards the player to move may play (src/core/engine/follow.ts, playableCards). */
  private playable(hand: number): number {
    if (this.trickLen === 0) return hand;
    const t = this.trick;
    const led = suitOfBit(t[0]);
    const following = hand & suitMask(led);
    if (following !== 0) {
      if (this.follow === 0) return following;
      let top = t[0];
      for (let i = 1; i < this.trickLen; i++) {
        if (suitOfBit(t[i]) === led && t[i] > top) top = t[i];
      }
      const higher = following & ~((2 << top) - 1);
      return higher !== 0 ? higher : following;
    }
    if (this.trump >= 0) {
      const trumps = hand & suitMask(this.trump);
      if (trumps !== 0) {
        if (this.follow !== 2) return trumps;
        let top = -1;
        for (let i = 0; i < this.trickLen; i++) {
          if (suitOfBit(t[i]) === this.trump && t[i] > top) top = t[i];
        }
        const higher = top < 0 ? trumps : trumps & ~((2 << top) - 1);
        return higher !== 0 ? higher : trumps;
      }
    }
    return hand;
  }

  /**
   * Fills the move list at `depth` in search order: the table's best move first, then
   * declarations, then (leading) high cards first; following, the last player whose side already
   * holds the trick gives it its most points, else a card that takes the trick as cheaply as it
   * can, else the cheapest card. Returns the count.
   */
  protected generate(depth: number, hint: number): number {
    const player = (this.leader + this.trickLen) % 3;
    const hand = this.h[player];
    let cards = this.playable(hand);
    const base = depth * LIST;
    let n = 0;
    const leading = this.trickLen === 0;
    const mayDeclare = leading && !this.first;
    let top = -1;
    let sideHolds = false;
    const others = (this.h[0] | this.h[1] | this.h[2]) & ~hand;
    if (!leading) {
      const t = this.trick;
      top = t[0];
      let w = 0;
      for (let i = 1; i < this.trickLen; i++) {
        if (beats(t[i], top, this.trump)) {
          top = t[i];
          w = i;
        }
      }
      const holder = (this.leader + w) % 3;
      // Only the defenders are a side of two: the holder is this player's partner.
      sideHolds = this.trickLen === 2 && holder !== this.declarer && player !== this.declarer;
    }
    while (cards !== 0) {
      const bit = highBit(cards);
      cards &= ~(1 << bit);
      const order = bit % 6;
      let score: number;
      if (leading) {
        // A master (no higher card of its suit left elsewhere) first, richest first; then the
        // cheapest cards.
        const higher = others & suitMask(suitOfBit(bit)) & ~((2 << bit) - 1);
        score = higher === 0 ? 100 + CARD_POINTS[bit] : 50 - CARD_POINTS[bit];
      } else if (sideHolds) score = 60 + CARD_POINTS[bit];
      else score = beats(bit, top, this.trump) ? 100 - order : 50 - CARD_POINTS[bit];
      if (mayDeclare) {
        let declares = false;
        if (order === K_ORDER || order === Q_ORDER) {
          const partner = order === K_ORDER ? bit - 1 : bit + 1;
          declares = (hand & (1 << partner)) !== 0;
        } else if (order === A_ORDER && this.ace) declares = (hand & ACES) === ACES;
        if (declares) {
          const move = bit | DECLARE;
          n = this.insert(base, n, move, hint === move ? 1000 : 200 + suitOfBit(bit));
          // The four aces' declaration changes no trump: never worse for the declarer, and
          // nothing to the defenders, so the silent lead of that ace is left out.
          if (order === A_ORDER) continue;
        }
      }
      n = this.insert(base, n, bit, hint === bit ? 1000 : score);
    }
    return n;
  }

  private insert(base: number, n: number, move: number, score: number): number {
    let i = n;
    while (i > 0 && this.scores[base + i - 1] < score) {
      this.moves[base + i] = this.moves[base + i - 1];
      this.scores[base + i] = this.scores[base + i - 1];
      i--;
    }
    this.moves[base + i] = move;
    this.scores[base + i] = score;
    return n + 1;
  }
}
