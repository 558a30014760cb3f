import {
  viewFor,
  type DealView,
  type GameState,
  type LegalAction,
  type Rules,
  type SeatSummary,
} from '../engine/index.js';
import type { GameData, SeatRecord } from './game-record.js';
import { playedByBot, seatToAct } from './online-rules.js';
import { kindOf, type PlayerKind } from './player-kinds.js';

/** A seat's line in a view: the engine's summary plus the player's name and bot level. */
export interface SeatLine extends SeatSummary {
  name: string | null;
  bot: string | null;
  /** A bot plays this seat's turns until its player comes back (docs/online-play.md). */
  away: boolean;
  /** Its player left the running game: the seat stays away to the end, for good. */
  left: boolean;
  /** A stream of this seat is open on some instance. */
  connected: boolean;
  /** The player the seat is bound to (public: GET /players/{id}); null: anonymous or free. */
  playerId: string | null;
  /** Who plays it (player-kinds.ts); null: a free seat. */
  kind: PlayerKind | null;
}

/** The deal as the engine shows it, with the turn clock's deadline (ISO time, or null). */
export type DealViewWithClock = DealView & { deadline: string | null };

/** Seat totals before the first deal, when there is no engine state yet. */
function waitingSummaries(players: number): SeatSummary[] {
  return Array.from({ length: players }, (_, seat) => ({ seat, total: 0, bolts: 0, barrel: null }));
}

function seatLines(summaries: SeatSummary[], seats: SeatRecord[]): SeatLine[] {
  return summaries.map((s) => {
    const taken = seats.find((t) => t.seat === s.seat);
    return {
      seat: s.seat,
      total: s.total,
      bolts: s.bolts,
      barrel: s.barrel,
      name: taken?.name ?? null,
      bot: taken?.botLevel ?? null,
      away: taken?.away ?? false,
      left: taken?.left ?? false,
      connected: taken?.connected ?? false,
      playerId: taken?.playerId ?? null,
      kind: taken ? kindOf(taken.botLevel, taken.botAccount) : null,
    };
  });
}

/**
 * The game as `seat` (null: a spectator) may see it: the engine's redacted view plus the service's
 * own facts (id, version, names). Never the state itself, the seed or another seat's cards.
 *
 * Built field by field, without object spread: measured with bench:promotion on Node 20, objects
 * made by spreading a fresh object were promoted to the old generation (a view promoted 2.3 kB,
 * against 0.4 kB built this way), and that promotion is what set how often V8 ran the full
 * collections that made the latency tail.
 */
export function gameView(game: GameData, seats: SeatRecord[], seat: number | null) {
  const view = game.state ? viewFor(game.state as GameState, seat) : null;
  // A game the service ended (a forfeit) has an engine state still in play: nothing of its deal
  // is shown and nothing may be done.
  const ended = game.status === 'finished' && view !== null && view.winner === null;
  const deal = view && !ended && view.deal ? (view.deal as DealViewWithClock) : null;
  // The deadline column also holds when a bot moves or a waiting game ends: shown only as a
  // person's time to act.
  const toAct = seatToAct(game);
  const personal = game.deadline && toAct !== null && !playedByBot(seats, toAct);
  if (deal) deal.deadline = personal ? game.deadline!.toISOString() : null;
  return {
    id: game.id,
    name: game.name,
    status: game.status,
    version: game.version,
    players: game.players,
    rules: game.rules as unknown as Rules,
    serverCommitment: game.serverCommitment,
    you: seat,
    seats: seatLines(view ? view.seats : waitingSummaries(game.players), seats),
    deal: ended ? null : deal,
    legalActions: (view && !ended ? view.legalActions : []) as LegalAction[],
    winner: game.status === 'finished' ? game.winner : null,
    previousDeal: view && !ended ? view.previousDeal : null,
    result: game.result,
    timeControl: game.timeControl,
    visibility: game.visibility,
    rematch: game.rematchId,
    botPaceMs: game.botPaceMs,
    rated: game.rated,
  };
}

export type GameView = ReturnType<typeof gameView>;
