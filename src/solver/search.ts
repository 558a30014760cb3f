// Alpha-beta over the compact position (position.ts): the declarer maximises the points of the
// remaining play that fall to them (card points of the tricks they take plus the marriages they
// declare), the two defenders together minimise them. Rules mirrored from src/engine/play.ts
// (docs/rules.md#play-of-the-cards, #marriages); solver.spec.ts holds them against the engine.
//
// Transposition table at trick boundaries only: there a position is the three hands, trump and
// the leader (marriages still declarable follow from the hands, and the points so far are an
// offset the stored value leaves out), so each entry keeps bounds on the remaining play's value.
//
// No equivalent-card reduction: every rank has its own card points (11, 10, 4, 3, 2, 0), so two
// cards adjacent in rank never give the same points, and playing one or the other can change the
// result even when they take the same tricks.

import {
  ACE_MARRIAGE,
  ACES,
  A_ORDER,
  CARD_POINTS,
  K_ORDER,
  MARRIAGE,
  Q_ORDER,
  type Move,
  type Position,
} from './position.js';

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const INF = 10_000;
const MAX_DEPTH = 25;
/** Move encoding in the lists: bit | DECLARE. */
const DECLARE = 32;

const suitMask = (s: number) => 0x3f << (s * 6);
const highBit = (m: number) => 31 - Math.clz32(m);

export class Search {
  // The position, changed in place by make/unmake.
  private h = new Int32Array(3);
  private trick = new Int32Array(3);
  private trickLen = 0;
  private leader = 0;
  private trump = -1;
  private first = false;
  private declarer = 0;
  private follow = 0;
  private ace = false;
  useTable = true;
  nodes = 0;

  // Transposition table: keys (the three hands; trump and leader in the third word), a
  // generation (a new root position empties it), bounds and the best move found.
  private k0 = new Int32Array(TT_SIZE);
  private k1 = new Int32Array(TT_SIZE);
  private k2 = new Int32Array(TT_SIZE);
  private gen = new Int32Array(TT_SIZE);
  private lower = new Int16Array(TT_SIZE);
  private upper = new Int16Array(TT_SIZE);
  private best = new Int8Array(TT_SIZE);
  private generation = 0;
  private moves = new Int32Array(MAX_DEPTH * 16);
  private scores = new Int32Array(MAX_DEPTH * 16);

  /** Sets the root position; the table forgets every earlier one. */
  load(p: Position): void {
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
    this.generation = (this.generation + 1) | 0;
    this.nodes = 0;
  }

  /** The root's legal moves, declarations as moves of their own. */
  rootMoves(): Move[] {
    const out: Move[] = [];
    const n = this.generate(0, -1);
    for (let i = 0; i < n; i++) {
      const m = this.moves[i];
      out.push({ bit: m & 31, declare: (m & DECLARE) !== 0 });
    }
    return out;
  }

  /** The remaining play's value after `move` at the root, searched in (alpha, beta). */
  after(move: Move, alpha: number, beta: number): number {
    return this.play(move.bit | (move.declare ? DECLARE : 0), alpha, beta, 0);
  }

  /** The remaining play's value, exact inside (alpha, beta), a bound outside it. */
  value(alpha: number, beta: number): number {
    return this.search(alpha, beta, 0);
  }

  private search(alpha: number, beta: number, depth: number): number {
    this.nodes++;
    const h = this.h;
    let slot = -1;
    let hint = -1;
    const a0 = alpha;
    const b0 = beta;
    if (this.trickLen === 0) {
      if ((h[0] | h[1] | h[2]) === 0) return 0;
      if (this.useTable) {
        const x = h[2] | ((this.trump + 1) << 24) | (this.leader << 28);
        slot =
          Math.imul(h[0] ^ Math.imul(h[1], 0x9e3779b1) ^ Math.imul(x, 0x85ebca77), 0xc2b2ae3d) >>>
          (32 - TT_BITS);
        if (
          this.gen[slot] === this.generation &&
          this.k0[slot] === h[0] &&
          this.k1[slot] === h[1] &&
          this.k2[slot] === x
        ) {
          const lo = this.lower[slot];
          const hi = this.upper[slot];
          if (lo >= beta) return lo;
          if (hi <= alpha) return hi;
          if (lo === hi) return lo;
          if (lo > alpha) alpha = lo;
          if (hi < beta) beta = hi;
          hint = this.best[slot];
        } else {
          this.gen[slot] = this.generation;
          this.k0[slot] = h[0];
          this.k1[slot] = h[1];
          this.k2[slot] = x;
          this.lower[slot] = -INF;
          this.upper[slot] = INF;
          this.best[slot] = -1;
        }
      }
    }
    const player = (this.leader + this.trickLen) % 3;
    const max = player === this.declarer;
    const n = this.generate(depth, hint);
    const base = depth * 16;
    let bestValue = max ? -INF : INF;
    let bestMove = -1;
    for (let i = 0; i < n; i++) {
      const m = this.moves[base + i];
      const v = this.play(m, alpha, beta, depth + 1);
      if (max) {
        if (v > bestValue) {
          bestValue = v;
          bestMove = m;
          if (v > alpha) alpha = v;
        }
      } else if (v < bestValue) {
        bestValue = v;
        bestMove = m;
        if (v < beta) beta = v;
      }
      if (alpha >= beta) break;
    }
    if (slot >= 0) this.store(slot, a0, b0, bestValue, bestMove);
    return bestValue;
  }

  /**
   * Records a trick boundary's result: fail-soft, so a value at or below the window it was
   * searched with (a0, b0) is an upper bound, at or above it a lower bound, inside it exact. A
   * deeper node may have taken the slot meanwhile: the entry is then this position's afresh.
   */
  private store(slot: number, a0: number, b0: number, v: number, move: number): void {
    const h = this.h;
    const x = h[2] | ((this.trump + 1) << 24) | (this.leader << 28);
    if (
      this.gen[slot] !== this.generation ||
      this.k0[slot] !== h[0] ||
      this.k1[slot] !== h[1] ||
      this.k2[slot] !== x
    ) {
      this.gen[slot] = this.generation;
      this.k0[slot] = h[0];
      this.k1[slot] = h[1];
      this.k2[slot] = x;
      this.lower[slot] = -INF;
      this.upper[slot] = INF;
    }
    if (v <= a0) this.upper[slot] = v;
    else if (v >= b0) this.lower[slot] = v;
    else this.lower[slot] = this.upper[slot] = v;
    this.best[slot] = move;
  }

  /** Plays move `m` (bit | DECLARE), searches on, takes it back; the remaining play's value. */
  private play(m: number, alpha: number, beta: number, depth: number): number {
    const bit = m & 31;
    const player = (this.leader + this.trickLen) % 3;
    const forDeclarer = player === this.declarer;
    const savedTrump = this.trump;
    let gain = 0;
    if (m & DECLARE) {
      const order = bit % 6;
      if (order === A_ORDER) {
        if (forDeclarer) gain = ACE_MARRIAGE;
      } else {
        const suit = (bit / 6) | 0;
        if (forDeclarer) gain = MARRIAGE[suit];
        this.trump = suit;
      }
    }
    this.h[player] &= ~(1 << bit);
    this.trick[this.trickLen++] = bit;
    let v: number;
    if (this.trickLen === 3) {
      const t = this.trick;
      const trump = this.trump;
      let w = 0;
      let top = t[0];
      for (let i = 1; i < 3; i++) {
        const c = t[i];
        const cs = (c / 6) | 0;
        const ts = (top / 6) | 0;
        if (cs === ts ? c > top : cs === trump) {
          top = c;
          w = i;
        }
      }
      const winner = (this.leader + w) % 3;
      if (winner === this.declarer)
        gain += CARD_POINTS[t[0]] + CARD_POINTS[t[1]] + CARD_POINTS[t[2]];
      const savedLeader = this.leader;
      const savedFirst = this.first;
      this.leader = winner;
      this.trickLen = 0;
      this.first = false;
      // The next trick writes over this one's cards: put them back after.
      const t0 = t[0];
      const t1 = t[1];
      const t2 = t[2];
      v = gain + this.search(alpha - gain, beta - gain, depth);
      t[0] = t0;
      t[1] = t1;
      t[2] = t2;
      this.leader = savedLeader;
      this.first = savedFirst;
      this.trickLen = 3;
    } else {
      v = gain + this.search(alpha - gain, beta - gain, depth);
    }
    this.trickLen--;
    this.h[player] |= 1 << bit;
    this.trump = savedTrump;
    return v;
  }

  /** The cards the player to move may play (src/engine/play.ts, playableCards). */
  private playable(hand: number): number {
    if (this.trickLen === 0) return hand;
    const t = this.trick;
    const led = (t[0] / 6) | 0;
    const following = hand & suitMask(led);
    if (following !== 0) {
      if (this.follow === 0) return following;
      let top = t[0];
      for (let i = 1; i < this.trickLen; i++) {
        if (((t[i] / 6) | 0) === led && t[i] > top) top = t[i];
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
          if (((t[i] / 6) | 0) === this.trump && t[i] > top) top = t[i];
        }
        const higher = top < 0 ? trumps : trumps & ~((2 << top) - 1);
        return higher !== 0 ? higher : trumps;
      }
    }
    return hand;
  }

  /**
   * Fills the move list at `depth` in search order: the table's best move first, then
   * declarations, then (leading) high cards first, (following) a card that takes the trick as
   * cheaply as it can, else the cheapest. Returns the count.
   */
  private generate(depth: number, hint: number): number {
    const player = (this.leader + this.trickLen) % 3;
    const hand = this.h[player];
    let cards = this.playable(hand);
    const base = depth * 16;
    let n = 0;
    const leading = this.trickLen === 0;
    const mayDeclare = leading && !this.first;
    let top = -1;
    if (!leading) {
      const t = this.trick;
      top = t[0];
      for (let i = 1; i < this.trickLen; i++) {
        const c = t[i];
        const cs = (c / 6) | 0;
        if (cs === ((top / 6) | 0) ? c > top : cs === this.trump) top = c;
      }
    }
    while (cards !== 0) {
      const bit = highBit(cards);
      cards &= ~(1 << bit);
      const order = bit % 6;
      let score: number;
      if (leading) score = order * 4 + CARD_POINTS[bit];
      else {
        const cs = (bit / 6) | 0;
        const ts = (top / 6) | 0;
        const wins = cs === ts ? bit > top : cs === this.trump;
        score = wins ? 100 - order : 50 - CARD_POINTS[bit];
      }
      if (mayDeclare) {
        const suit = (bit / 6) | 0;
        let declares = false;
        if (order === K_ORDER || order === Q_ORDER) {
          const partner = order === K_ORDER ? bit - 1 : bit + 1;
          declares = (hand & (1 << partner)) !== 0;
        } else if (order === A_ORDER && this.ace) declares = (hand & ACES) === ACES;
        if (declares) {
          n = this.insert(base, n, bit | DECLARE, hint === (bit | DECLARE) ? 1000 : 200 + suit);
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
