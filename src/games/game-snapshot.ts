import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../prisma/database-pool.js';
import type { GameState } from '../engine/index.js';
import type { GameData, GameStatus, SeatRecord, ServiceEvent } from './games.repository.js';

/** A game, its seats and the caller's seat, as one read gives them. */
export interface GameSnapshot {
  game: GameData;
  seats: SeatRecord[];
  /** The seat whose token hash was given; null when none was given or it is not of this game. */
  callerSeat: number | null;
}

interface SnapshotRow {
  id: string;
  name: string | null;
  status: string;
  players: number;
  rules: Record<string, unknown>;
  version: number;
  event_seq: number;
  state: GameState | null;
  winner: number | null;
  created_at: Date;
  caller_seat: number | null;
  seats: { seat: number; name: string; botLevel: string | null }[] | null;
}

/** An accepted move, written in one statement if the game is still at `expectedVersion`. */
export interface MoveWrite {
  gameId: string;
  expectedVersion: number;
  firstSeq: number;
  status: GameStatus;
  state: GameState;
  winner: number | null;
  seat: number;
  action: unknown;
  events: ServiceEvent[];
  idempotency: { id: string; requestHash: string; status: number; body: unknown } | null;
}

/**
 * The hot path of the service: a move is one read and one write statement, with no interactive
 * transaction. The write applies only if nobody moved since the read (a version check), so moves
 * on one game are serialised across any number of instances.
 */
@Injectable()
export class GameSnapshots {
  constructor(private readonly database: DatabasePool) {}

  /** The game (without its seed), its seats and the seat of `tokenHash`, in one round trip. */
  async read(gameId: string, tokenHash: string | null): Promise<GameSnapshot | null> {
    const rows = await this.database.prepared<SnapshotRow>('read_game', READ, [gameId, tokenHash]);
    if (!rows.length) return null;
    const r = rows[0];
    return {
      game: {
        id: r.id,
        name: r.name,
        status: r.status as GameStatus,
        players: r.players,
        rules: r.rules,
        version: r.version,
        eventSeq: r.event_seq,
        state: r.state,
        winner: r.winner,
        createdAt: r.created_at,
      },
      seats: r.seats ?? [],
      callerSeat: r.caller_seat,
    };
  }

  /** The game's version alone (null: no such game): enough to tell whether a cached copy is current. */
  async version(gameId: string): Promise<number | null> {
    const rows = await this.database.prepared<{ version: number }>('game_version', VERSION, [
      gameId,
    ]);
    return rows.length ? rows[0].version : null;
  }

  /** Writes the move, its action and events (and the idempotent answer); false if the version moved on. */
  async write(move: MoveWrite): Promise<boolean> {
    const idem = move.idempotency;
    const rows = await this.database.prepared('write_move', WRITE, [
      move.gameId,
      move.expectedVersion,
      JSON.stringify(move.state),
      move.status,
      move.winner,
      move.events.length,
      move.seat,
      JSON.stringify(move.action),
      move.firstSeq - 1,
      JSON.stringify(move.events),
      idem !== null,
      idem?.id ?? '',
      idem?.requestHash ?? '',
      idem?.status ?? 0,
      JSON.stringify(idem?.body ?? null),
    ]);
    return rows.length === 1;
  }
}

const READ = `
  SELECT g.id, g.name, g.status, g.players, g.rules, g.version, g.event_seq, g.state, g.winner,
         g.created_at,
         (SELECT s.seat FROM seats s WHERE s.game_id = g.id AND s.token_hash = $2) AS caller_seat,
         (SELECT json_agg(json_build_object('seat', s.seat, 'name', s.name, 'botLevel', s.bot_level)
                          ORDER BY s.seat)
            FROM seats s WHERE s.game_id = g.id) AS seats
  FROM games g WHERE g.id = $1::uuid`;

const VERSION = `SELECT version FROM games WHERE id = $1::uuid`;

const WRITE = `
  WITH upd AS (
    UPDATE games
       SET state = $3::jsonb, status = $4, winner = $5, version = version + 1,
           event_seq = event_seq + $6, updated_at = now()
     WHERE id = $1::uuid AND version = $2
    RETURNING id, version
  ), act AS (
    INSERT INTO game_actions (game_id, version, seat, action)
    SELECT id, version, $7, $8::jsonb FROM upd
  ), ev AS (
    INSERT INTO game_events (game_id, seq, version, type, payload)
    SELECT upd.id, $9::int + e.ord, upd.version, e.val->>'type', e.val
      FROM upd, jsonb_array_elements($10::jsonb) WITH ORDINALITY AS e(val, ord)
  ), idem AS (
    INSERT INTO idempotency_records (id, request_hash, status, body)
    SELECT $12, $13, $14, $15::jsonb FROM upd WHERE $11::boolean
  )
  SELECT version FROM upd`;
