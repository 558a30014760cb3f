import { Injectable } from '@nestjs/common';
import type { GameData, SeatRecord } from '../../../core/table/game-record.js';

interface Entry {
  game: GameData;
  seats: SeatRecord[];
  /**
   * Token hashes seen to belong to a seat of this game. A seat changes owner only while the game
   * waits (a player leaves, another joins: docs/online-play.md), so tokens learned while waiting are
   * never carried into a later version.
   */
  tokens: Map<string, number>;
}

const MAX_GAMES = 2000;

/**
 * The last version of recently used games this instance read or wrote, so a move usually needs
 * one statement instead of a read and a write. Never an authority: a move decided on a cached
 * version is written only if the game is still at that version, and any refusal is re-decided on
 * a fresh read, so a stale entry costs a retry, never a wrong answer.
 */
@Injectable()
export class GameCache {
  private readonly entries = new Map<string, Entry>();

  /** The cached game if `tokenHash` (when given) is known to be one of its seats. */
  get(gameId: string, tokenHash: string | null): (Entry & { seat: number | null }) | null {
    const entry = this.entries.get(gameId);
    if (!entry) return null;
    const seat = tokenHash === null ? null : entry.tokens.get(tokenHash);
    if (seat === undefined) return null;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
    // Field by field rather than by spread, which promoted its result (see gameView).
    return { game: entry.game, seats: entry.seats, tokens: entry.tokens, seat };
  }

  put(game: GameData, seats: SeatRecord[], tokenHash: string | null, seat: number | null): void {
    const previous = this.entries.get(game.id);
    const settled = previous && previous.game.status !== 'waiting' && game.status !== 'waiting';
    const tokens = settled ? previous.tokens : new Map<string, number>();
    if (tokenHash !== null && seat !== null) tokens.set(tokenHash, seat);
    if (tokenHash !== null && seat === null) tokens.delete(tokenHash);
    this.entries.delete(game.id);
    this.entries.set(game.id, { game, seats, tokens });
    if (this.entries.size > MAX_GAMES) this.entries.delete(this.entries.keys().next().value!);
  }

  forget(gameId: string): void {
    this.entries.delete(gameId);
  }
}
