import { Injectable } from '@nestjs/common';
import { decideFor, isBotLevel, type BotLevel, type Decision } from '../bots/index.js';
import { currentTurn, viewFor, type GameState, type VisibleEvent } from '../engine/index.js';
import type { GameData } from '../games/games.repository.js';
import { GamesRepository } from '../games/games.repository.js';
import { GameHistoryService } from '../games/game-history.service.js';

const ENGINE_EVENTS_PAGE = 1000;

/**
 * Asks a bot strategy for a seat's move, giving it exactly what a person in that seat would have:
 * the seat's view and the current deal's events as that seat saw them. Never the game state.
 */
@Injectable()
export class BotDecisions {
  constructor(
    private readonly history: GameHistoryService,
    private readonly repository: GamesRepository,
  ) {}

  /** The seat to act now, or null when the game is not being played. */
  turnOf(game: GameData): number | null {
    return game.status === 'playing' && game.state ? currentTurn(game.state as GameState) : null;
  }

  async decide(game: GameData, seat: number, level: BotLevel | string): Promise<Decision> {
    if (!isBotLevel(level)) throw new Error(`unknown bot level ${level}`);
    const view = viewFor(game.state as GameState, seat);
    const from = (await this.repository.dealStartSeq(game.id)) - 1;
    const page = await this.history.visibleEvents(
      game.id,
      seat,
      Math.max(0, from),
      ENGINE_EVENTS_PAGE,
    );
    const events = page.events
      .filter((e) => e.type !== 'player_joined')
      .map((e) => e.data as VisibleEvent);
    return decideFor(level, view, events, `${game.id}:${game.version}:${seat}`);
  }
}
