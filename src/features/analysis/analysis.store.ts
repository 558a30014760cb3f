import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
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

const GAME = `SELECT rules, seed, first_dealer, players FROM games WHERE id = $1::uuid`;
const CLIENT_SEEDS = `SELECT seat, client_seed FROM seats WHERE game_id = $1::uuid`;
const ACTIONS = `SELECT seat, action FROM game_actions WHERE game_id = $1::uuid ORDER BY version`;
const CACHED = `SELECT analysis FROM deal_analyses WHERE game_id = $1::uuid AND deal = $2`;
const SAVE = `
  INSERT INTO deal_analyses (game_id, deal, analysis) VALUES ($1::uuid, $2, $3::jsonb)
  ON CONFLICT (game_id, deal) DO NOTHING`;
const REPLACE = `UPDATE deal_analyses SET analysis = $3::jsonb WHERE game_id = $1::uuid AND deal = $2`;

/** The reads a deal's analysis takes, and the analyses kept once computed (deal_analyses). */
@Injectable()
export class AnalysisStore {
  constructor(private readonly database: DatabasePool) {}

  async replayInputs(gameId: string): Promise<GameReplayInputs | null> {
    const games = await this.database.prepared<{
      rules: Rules;
      seed: string;
      first_dealer: number | null;
      players: number;
    }>('analysis_game', GAME, [gameId]);
    if (!games.length) return null;
    const [game] = games;
    const seats = await this.database.prepared<{ seat: number; client_seed: string | null }>(
      'analysis_client_seeds',
      CLIENT_SEEDS,
      [gameId],
    );
    const clientSeeds = Array.from(
      { length: game.players },
      (_, seat) => seats.find((s) => s.seat === seat)?.client_seed ?? null,
    );
    const actions = await this.database.prepared<{ seat: number; action: Action }>(
      'analysis_actions',
      ACTIONS,
      [gameId],
    );
    return {
      rules: game.rules,
      seed: game.seed,
      firstDealer: game.first_dealer,
      clientSeeds,
      actions,
    };
  }

  async cached(gameId: string, deal: number): Promise<unknown> {
    const rows = await this.database.prepared<{ analysis: unknown }>('analysis_cached', CACHED, [
      gameId,
      deal,
    ]);
    return rows[0]?.analysis ?? null;
  }

  async save(gameId: string, deal: number, analysis: unknown): Promise<void> {
    await this.database.prepared('analysis_save', SAVE, [gameId, deal, JSON.stringify(analysis)]);
  }

  /** An analysis kept in an older shape, computed again. */
  async replace(gameId: string, deal: number, analysis: unknown): Promise<void> {
    const json = JSON.stringify(analysis);
    await this.database.prepared('analysis_replace', REPLACE, [gameId, deal, json]);
  }
}
