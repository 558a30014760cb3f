import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import { sql } from '../../platform/database/named-sql.js';
import type { Action, Rules } from '../../core/engine/index.js';

/** What replaying a game takes: its first state's inputs and every action, in order. */
export interface GameReplayInputs {
  rules: Rules;
  seed: string;
  firstDealer: number | null;
  /** By seat: the seed each seat sent when it joined (null: none). */
  clientSeeds: (string | null)[];
  actions: { seat: number; action: Action }[];
}

const GAME = sql(
  'analysis_game',
  `SELECT rules, seed, first_dealer, players FROM games WHERE id = :gameId::uuid`,
).rows<{ rules: Rules; seed: string; first_dealer: number | null; players: number }>();
const CLIENT_SEEDS = sql(
  'analysis_client_seeds',
  `SELECT seat, client_seed FROM seats WHERE game_id = :gameId::uuid`,
).rows<{ seat: number; client_seed: string | null }>();
const ACTIONS = sql(
  'analysis_actions',
  `SELECT seat, action FROM game_actions WHERE game_id = :gameId::uuid ORDER BY version`,
).rows<{ seat: number; action: Action }>();
const CACHED = sql(
  'analysis_cached',
  `SELECT analysis FROM deal_analyses WHERE game_id = :gameId::uuid AND deal = :deal`,
).rows<{ analysis: unknown }>();
const SAVE = sql(
  'analysis_save',
  `INSERT INTO deal_analyses (game_id, deal, analysis) VALUES (:gameId::uuid, :deal, :analysis::jsonb)
   ON CONFLICT (game_id, deal) DO NOTHING`,
);
const REPLACE = sql(
  'analysis_replace',
  `UPDATE deal_analyses SET analysis = :analysis::jsonb WHERE game_id = :gameId::uuid AND deal = :deal`,
);

/** The reads a deal's analysis takes, and the analyses kept once computed (deal_analyses). */
@Injectable()
export class AnalysisStore {
  constructor(private readonly database: DatabasePool) {}

  async replayInputs(gameId: string): Promise<GameReplayInputs | null> {
    const games = await this.database.run(GAME, { gameId });
    if (!games.length) return null;
    const [game] = games;
    const seats = await this.database.run(CLIENT_SEEDS, { gameId });
    const clientSeeds = Array.from(
      { length: game.players },
      (_, seat) => seats.find((s) => s.seat === seat)?.client_seed ?? null,
    );
    const actions = await this.database.run(ACTIONS, { gameId });
    return {
      rules: game.rules,
      seed: game.seed,
      firstDealer: game.first_dealer,
      clientSeeds,
      actions,
    };
  }

  async cached(gameId: string, deal: number): Promise<unknown> {
    const rows = await this.database.run(CACHED, { gameId, deal });
    return rows[0]?.analysis ?? null;
  }

  async save(gameId: string, deal: number, analysis: unknown): Promise<void> {
    await this.database.run(SAVE, { gameId, deal, analysis: JSON.stringify(analysis) });
  }

  /** An analysis kept in an older shape, computed again. */
  async replace(gameId: string, deal: number, analysis: unknown): Promise<void> {
    await this.database.run(REPLACE, { gameId, deal, analysis: JSON.stringify(analysis) });
  }
}
