import { randomBytes } from 'node:crypto';
import type { HttpRequest } from '../http/http-types.js';

/**
 * A player token is `player.` and 256 random bits in base64url (43 characters), 50 characters in
 * all. A seat token is the 43 characters alone, and base64url has no dot, so the prefix tells the
 * two apart without a lookup: only a token with it is looked up among players. Only its SHA-256
 * is stored (players.token_hash), like a seat token's.
 */
export const PLAYER_TOKEN_PREFIX = 'player.';
export const PLAYER_TOKEN = /^player\.[A-Za-z0-9_-]{43}$/;

export function newPlayerToken(): string {
  return PLAYER_TOKEN_PREFIX + randomBytes(32).toString('base64url');
}

export function isPlayerToken(token: string): boolean {
  return PLAYER_TOKEN.test(token);
}

/** A verified player: its id, name and when it was made (rated play waits for an age). */
export interface PlayerRef {
  id: string;
  name: string;
  createdAt: Date;
  /** `bot`: a bot account, a program's (issue 49); absent or `person`: a person. */
  kind?: 'person' | 'bot';
}

/**
 * What the players' guard (src/features/players/player-token.guard.ts) found for a request's player token:
 * the player (null: no player holds the token) and, on a game's route, the hash of the token of
 * the seat the player holds in that game (null: none). Seat authentication (src/features/players/seat-auth.ts)
 * then treats the request as if that seat's own token had been sent.
 */
export interface PlayerCredential {
  player: PlayerRef | null;
  seatTokenHash: string | null;
}

const CREDENTIAL = Symbol('playerCredential');
type WithCredential = HttpRequest & { [CREDENTIAL]?: PlayerCredential };

export function setPlayerCredential(req: HttpRequest, credential: PlayerCredential): void {
  (req as WithCredential)[CREDENTIAL] = credential;
}

/** The request's verified player credential; undefined when it sent no player token. */
export function playerCredentialOf(req: HttpRequest): PlayerCredential | undefined {
  return (req as WithCredential)[CREDENTIAL];
}

/**
 * Route metadata: the route reads a player (`player`), or a seat that a player token may stand
 * for (`seat`); the guard looks the player token up only there.
 */
export const PLAYER_TOKEN_USE = 'playerTokenUse';
export type PlayerTokenUse = 'player' | 'seat';
