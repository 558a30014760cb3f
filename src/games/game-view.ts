import { viewFor, type GameState, type Rules } from '../engine/index.js';
import type { GameData, SeatRecord } from './games.repository.js';

/** Seat totals before the first deal, when there is no engine state yet. */
function waitingSeats(game: GameData, seats: SeatRecord[]) {
  return Array.from({ length: game.players }, (_, seat) => {
    const taken = seats.find((s) => s.seat === seat);
    return {
      seat,
      name: taken?.name ?? null,
      bot: taken?.botLevel ?? null,
      total: 0,
      bolts: 0,
      barrel: null,
    };
  });
}

/**
 * The game as `seat` (null: a spectator) may see it: the engine's redacted view plus the service's
 * own facts (id, version, names). Never the state itself, the seed or another seat's cards.
 */
export function gameView(game: GameData, seats: SeatRecord[], seat: number | null) {
  const base = {
    id: game.id,
    name: game.name,
    status: game.status,
    version: game.version,
    players: game.players,
    rules: game.rules as unknown as Rules,
    you: seat,
  };
  if (!game.state) {
    return {
      ...base,
      seats: waitingSeats(game, seats),
      deal: null,
      legalActions: [],
      winner: null,
    };
  }
  const view = viewFor(game.state as GameState, seat);
  return {
    ...base,
    seats: view.seats.map((s) => {
      const taken = seats.find((t) => t.seat === s.seat);
      return { ...s, name: taken?.name ?? null, bot: taken?.botLevel ?? null };
    }),
    deal: view.deal,
    legalActions: view.legalActions,
    winner: view.winner,
  };
}

export type GameView = ReturnType<typeof gameView>;
