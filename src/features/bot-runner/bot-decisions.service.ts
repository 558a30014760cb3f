import { Injectable } from '@nestjs/common';
import { isDecisionLevel, type DecisionLevel, type Decision } from '../../core/computer/index.js';
import { currentTurn, viewFor, type GameState } from '../../core/engine/index.js';
import { GameHistoryService } from '../history/game-history.service.js';
import type { GameData } from '../../core/table/game-record.js';
import { DecisionPool, type DecisionPriority } from './decision-pool.js';

const ENGINE_EVENTS_PAGE = 1000;

/**
 * The seed of a seat's decision at the game's version: asked again at the same level while it is
 * being answered, it is the same question, and the pool computes it once (decision-pool.ts).
 */
export function decisionSeed(game: GameData, seat: number): string {
  return `${game.id}:${game.version}:${seat}`;
}

/**
 * Asks a bot strategy for a seat's move, giving it exactly what a person in that seat would have:
 * the seat's view and the current deal's events as that seat saw them. Never the game state.
 */
@Injectable()
export class BotDecisions {
  constructor(
    private readonly history: GameHistoryService,
    private readonly pool: DecisionPool,
  ) {}

  /** The seat to act now, or null when the game is not being played. */
  turnOf(game: GameData): number | null {
    return game.status === 'playing' && game.state ? currentTurn(game.state as GameState) : null;
  }

  async decide(
    game: GameData,
    seat: number,
    level: DecisionLevel | string,
    priority: DecisionPriority = 'move',
    /** Called as the decision is handed to the pool, whose own bounds hold it from then on. */
    handedOver: () => void = () => undefined,
  ): Promise<Decision> {
    if (!isDecisionLevel(level)) throw new Error(`unknown bot level ${level}`);
    const view = viewFor(game.state as GameState, seat);
    const events = await this.history.dealEvents(game.id, seat, ENGINE_EVENTS_PAGE);
    // On a worker thread (decision-pool.ts): the search never holds up other requests.
    handedOver();
    return this.pool.decide(level, view, events, decisionSeed(game, seat), priority);
  }
}
