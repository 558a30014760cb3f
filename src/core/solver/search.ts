// Alpha-beta over the compact position (position.ts): the declarer maximises the points of the
// remaining play that fall to them (card points of the tricks they take plus the marriages they
// declare), the two defenders together minimise them. Rules mirrored from src/core/engine/follow.ts
// and play.ts (docs/rules.md#play-of-the-cards, #marriages); solver.spec.ts holds them against the
// engine.
//
// Transposition table at trick boundaries only: there a position is the three hands, trump and
// the leader (marriages still declarable follow from the hands, and the points so far are an
// offset the stored value leaves out), so each entry keeps bounds on the remaining play's value.
//
// Cut-offs before any move: the remaining play is worth at least 0 and at most the ceiling
// (moves.ts: the card points not yet taken plus the declarer's own marriages), so a window wholly
// outside [0, ceiling] is answered at once; the last trick (one card each, nothing to choose) is
// scored directly.
//
// No equivalent-card reduction. Two cards are interchangeable in a search only if swapping them
// in every line changes neither any trick's winner nor any trick's points. The first holds for two
// cards of one suit held by one side with no other remaining card of that suit between them; the
// second would need equal card points, and every rank has its own (9 0, J 2, Q 3, K 4, 10 10,
// A 11), so no two distinct cards qualify: playing the 10 rather than the ace that ranks next to
// it moves 1 point to whoever takes that trick, which can be the other side. (A Q or K also
// differs in the marriage it may still form.) Nothing is merged.

import {
  ACE_MARRIAGE,
  A_ORDER,
  CARD_POINTS,
  MARRIAGE,
  type Move,
  type Position,
} from './position.js';

// Read once at load: inside a Jest spec file's vm context every lookup of a global such as `Math`
// goes through the context's interceptor, and these run at every node (60 full-deal solves:
// 1,956 ms in Jest against 282 ms in plain Node, 779 ms in Jest with these two lines).
const { clz32, imul } = Math;
import { Board, DECLARE, beats } from './moves.js';

const TT_BITS = 18;
const TT_SIZE = 1 << TT_BITS;
const INF = 10_000;

export class Search extends Board {
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

  /** Sets the root position; the table forgets every earlier one. */
  load(p: Position): void {
    this.setBoard(p);
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
    if (beta <= 0) return 0;
    if (this.trickLen === 0) {
      const lead = h[this.leader];
      if (lead === 0) return 0;
      if ((lead & (lead - 1)) === 0) return this.lastTrick();
    }
    const ceiling = this.ceiling();
    if (alpha >= ceiling) return ceiling;
    if (this.trickLen === 0) {
      if (this.useTable) {
        const x = h[2] | ((this.trump + 1) << 24) | (this.leader << 28);
        slot =
          imul(h[0] ^ imul(h[1], 0x9e3779b1) ^ imul(x, 0x85ebca77), 0xc2b2ae3d) >>> (32 - TT_BITS);
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
    const base = depth * 16; // moves.ts: LIST
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

  /** The last trick, one card in each hand: its points if the declarer takes it. */
  private lastTrick(): number {
    const h = this.h;
    const l = this.leader;
    const a = 31 - clz32(h[l]);
    const b = 31 - clz32(h[(l + 1) % 3]);
    const c = 31 - clz32(h[(l + 2) % 3]);
    let top = a;
    let w = 0;
    if (beats(b, top, this.trump)) {
      top = b;
      w = 1;
    }
    if (beats(c, top, this.trump)) w = 2;
    return (l + w) % 3 === this.declarer ? CARD_POINTS[a] + CARD_POINTS[b] + CARD_POINTS[c] : 0;
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
      if (beats(t[1], top, trump)) {
        top = t[1];
        w = 1;
      }
      if (beats(t[2], top, trump)) w = 2;
      const winner = (this.leader + w) % 3;
      const points = CARD_POINTS[t[0]] + CARD_POINTS[t[1]] + CARD_POINTS[t[2]];
      if (winner === this.declarer) gain += points;
      this.left -= points;
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
      this.left += points;
      this.trickLen = 3;
    } else {
      v = gain + this.search(alpha - gain, beta - gain, depth);
    }
    this.trickLen--;
    this.h[player] |= 1 << bit;
    this.trump = savedTrump;
    return v;
  }
}
