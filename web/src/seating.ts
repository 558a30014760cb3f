// Taking a seat (keeping its token in the browser), filling seats with computer players, leaving a
// seat, and taking one's seat in a finished game's rematch.
import {
  addBot,
  joinGame,
  leaveGame,
  rematch,
  type AddBotDto,
  type JoinedGameDto,
} from './api/index.js';
import { bearer, client, ok, Refused } from './api-client.js';
import { dropIfUnknown } from './player.js';
import { loadPlayer, saveName, saveSeat, type SeatCredentials } from './storage.js';

/** 32 random hex digits: this seat's part of every deck (docs/rules.md, "Fairness"). */
function clientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The token to keep for a seat taken: this browser's player token when the seat is bound to its
 * player, since replacing the player token revokes the seat's own token (README, "Players and
 * ratings") and the player token stands for the seat; else the seat token.
 */
function keptToken(joined: JoinedGameDto): string {
  const player = loadPlayer();
  const line = joined.game.seats.find((s) => s.seat === joined.seat);
  return player && line?.playerId === player.id ? player.token : joined.token;
}

/** Joins under `name`; with a player in this browser the seat is bound to it (its token is sent). */
export async function takeSeat(gameId: string, name: string): Promise<SeatCredentials> {
  const path = { gameId };
  const body = { name, clientSeed: clientSeed() };
  const player = loadPlayer();
  const join = (token?: string) =>
    ok(joinGame({ client, path, headers: token ? bearer(token) : undefined, body }));
  // A player token the service no longer knows (replaced on another device): join without it.
  const joined = await join(player?.token).catch((e: unknown) => {
    if (!player || !(e instanceof Refused) || e.status !== 401) throw e;
    dropIfUnknown(e);
    return join();
  });
  const credentials = { seat: joined.seat, token: keptToken(joined) };
  saveSeat(gameId, credentials);
  saveName(name);
  return credentials;
}

/**
 * Seats `count` computer players, as the seat of `token` when given: a rated table takes them only
 * from its seated players (or its creator).
 */
export async function addBots(
  gameId: string,
  count: number,
  level: AddBotDto['level'],
  token?: string,
) {
  const headers = token ? bearer(token) : undefined;
  for (let i = 0; i < count; i++) {
    await ok(addBot({ client, path: { gameId }, headers, body: { level } }));
  }
}

/** Leaves the game for good (docs/online-play.md, "Leaving"); the token is kept for a rematch. */
export async function leaveSeat(gameId: string, token: string): Promise<void> {
  await ok(leaveGame({ client, path: { gameId }, headers: bearer(token) }));
}

/** Takes the own seat in the rematch of a finished game, as joining does; answers its id. */
export async function takeRematch(gameId: string, token: string): Promise<string> {
  const headers = bearer(token);
  const joined = await ok(
    rematch({ client, path: { gameId }, headers, body: { clientSeed: clientSeed() } }),
  );
  saveSeat(joined.game.id, { seat: joined.seat, token: keptToken(joined) });
  return joined.game.id;
}
