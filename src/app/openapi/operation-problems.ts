// The problem codes each operation can answer, by status, as read from what its route runs: the
// admission hook (src/platform/http/admission.ts), the body parser (src/platform/http/http-adapter.ts and the
// problem-details filter), the rate limit and validation, the idempotency interceptor, the seat
// decorators (src/features/players/seat-auth.ts) and the services each controller calls. openapi.json
// declares exactly these (src/app/openapi/problem-responses.ts), and test/openapi-problems.e2e-spec.ts
// drives each operation into them.
import { REFUSAL_CODES } from '../../core/engine/index.js';
import { refusalStatus } from '../../core/table/refusal-status.js';

export type ProblemCodes = Partial<Record<number, readonly string[]>>;

const engine = (status: number) => REFUSAL_CODES.filter((c) => refusalStatus(c) === status);

/** Every route but the health probes: the admission hook, the rate limit, the database, a bug. */
const SERVED: ProblemCodes = {
  429: ['rate_limited', 'too_many_requests_in_flight'],
  500: ['internal_error'],
  503: ['overloaded', 'database_unavailable'],
};

/** Every POST: its body is parsed (as JSON only) before the route runs, even a bodiless move's. */
const POSTED: ProblemCodes = {
  400: ['malformed_json'],
  413: ['body_too_large'],
  415: ['unsupported_media_type'],
};

/**
 * Answered before the route runs, so before the rate limit counts the request (and sends its
 * RateLimit fields): the admission hook's (src/platform/http/admission.ts) and the body parser's.
 */
export const BEFORE_RATE_LIMIT: readonly string[] = [
  'too_many_requests_in_flight',
  'overloaded',
  ...POSTED[400]!,
  ...POSTED[413]!,
  ...POSTED[415]!,
];

const VALIDATED: ProblemCodes = { 400: ['validation_failed'] };

/**
 * Idempotent() and AnonymousIdempotent() (src/platform/idempotency). Past the bound of a caller's
 * stored answers its oldest are deleted and its new key is never refused: the 429 is listed still,
 * deprecated, so that a client generated from this document that switches on it still compiles.
 */
const IDEMPOTENT: ProblemCodes = {
  400: ['invalid_idempotency_key'],
  422: ['idempotency_key_reused'],
  429: ['too_many_idempotent_answers'],
};

/**
 * SeatCaller: a token is required; OptionalSeatCaller: a malformed or foreign one is refused.
 * Either refuses two Authorization headers (seat-token.ts, repeatedAuthorization).
 */
const SEAT: ProblemCodes = {
  400: ['ambiguous_credentials'],
  401: ['missing_token', 'invalid_token'],
};
const OPTIONAL_SEAT: ProblemCodes = { 400: ['ambiguous_credentials'], 401: ['invalid_token'] };

/** PlayerCaller (src/features/players/player-auth.ts): as SeatCaller; OptionalPlayerCaller: a dead one. */
const PLAYER: ProblemCodes = SEAT;
const OPTIONAL_PLAYER: ProblemCodes = OPTIONAL_SEAT;
const PLAYER_404: ProblemCodes = { 404: ['player_not_found'] };

const GAME: ProblemCodes = { 404: ['game_not_found'] };

/** A hint or an analysis waits for its worker pool (src/features/bot-runner/worker-pool.ts). */
const DECIDED: ProblemCodes = { 503: ['shutting_down', 'decision_timed_out'] };

/** A move (moves.service.ts): If-Match, the game's state, the seat, the engine's refusals. */
const MOVE: ProblemCodes = {
  400: ['invalid_if_match'],
  409: [...engine(409), 'game_not_running', 'concurrent_update', 'seat_left', 'turn_timed_out'],
  412: ['version_mismatch'],
  422: engine(422),
};

/** Coming back (absences.service.ts); a leave sent again after the seat left is answered 200. */
const PRESENCE: ProblemCodes = {
  409: ['game_not_running', 'seat_left', 'concurrent_update'],
};
const LEAVE: ProblemCodes = { 409: ['game_not_running', 'concurrent_update'] };

const move = (...extra: ProblemCodes[]) =>
  merge(SERVED, POSTED, IDEMPOTENT, SEAT, GAME, MOVE, ...extra);

/** The codes of each operation, by status (operationId: codes). */
export const OPERATION_PROBLEMS: Record<string, ProblemCodes> = {
  liveness: { 500: ['internal_error'] },
  readiness: {
    500: ['internal_error'],
    503: ['shutting_down', 'database_unavailable', 'notifications_unavailable'],
  },
  createGame: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, OPTIONAL_PLAYER, {
    403: ['player_required', 'player_too_new'],
    // `botsAllowed` without `rated` (player-kinds.ts, botsAllowedOnlyRated).
    422: ['bots_allowed_not_rated'],
    429: ['too_many_games'],
  }),
  listGames: merge(SERVED, VALIDATED, { 400: ['invalid_cursor'] }),
  // Takes the first free seat: never a wanted one, so never no_such_seat or seat_taken.
  joinGame: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, OPTIONAL_PLAYER, GAME, {
    403: ['player_required', 'player_too_new', 'bots_not_allowed'],
    409: ['game_full', 'already_seated', 'seat_reserved', 'computer_with_bot_account'],
    410: ['game_closed'],
    // A bot account's bound, decided with the seat (lobby.service.ts).
    429: ['too_many_bot_games'],
  }),
  getGame: merge(SERVED, OPTIONAL_SEAT, GAME),
  act: move(VALIDATED),
  bid: move(VALIDATED),
  // EmptyBodyGuard: a body other than {} is refused.
  pass: move(VALIDATED),
  redeal: move(VALIDATED),
  giveCards: move(VALIDATED),
  announceContract: move(VALIDATED),
  surrender: move(VALIDATED),
  cut: move(VALIDATED),
  playCard: move(VALIDATED),
  getScoreTable: merge(SERVED, GAME),
  listEvents: merge(SERVED, VALIDATED, OPTIONAL_SEAT, GAME),
  getDealProof: merge(SERVED, VALIDATED, GAME, { 404: ['proof_not_available'] }),
  getDealReplay: merge(SERVED, VALIDATED, GAME, { 404: ['replay_not_available'] }),
  // EmptyBodyGuard: a body other than {} is refused.
  leaveGame: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, SEAT, GAME, LEAVE),
  comeBack: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, SEAT, GAME, PRESENCE),
  // The rematch is joined like any game (lobby.service.ts): its seat may be gone or the game closed.
  rematch: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, SEAT, GAME, {
    // A rated table whose computer seats a rated table no longer takes (rated-computers.ts).
    409: [
      'game_not_finished',
      'game_full',
      'seat_taken',
      'already_seated',
      'computer_with_bot_account',
    ],
    410: ['game_closed'],
    422: ['bot_level_not_rated'],
    429: ['too_many_games', 'too_many_bot_games'],
  }),
  streamGame: merge(SERVED, VALIDATED, OPTIONAL_SEAT, GAME, {
    400: ['invalid_last_event_id', 'invalid_resume_point', 'ambiguous_credentials'],
    401: ['invalid_ticket'],
    429: ['too_many_streams'],
  }),
  // EmptyBodyGuard: a body other than {} is refused.
  createStreamTicket: merge(SERVED, POSTED, VALIDATED, SEAT, GAME, { 409: ['seat_left'] }),
  // A rated game takes a bot only from a seated player or its creator (seating-rules.ts).
  addBot: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, SEAT, GAME, {
    403: ['not_seated_in_rated_game'],
    409: [
      'game_full',
      'seat_taken',
      'person_required',
      'seat_reserved',
      'computer_with_bot_account',
    ],
    410: ['game_closed'],
    422: ['no_such_seat', 'bot_level_not_rated'],
  }),
  getHint: merge(SERVED, SEAT, GAME, DECIDED, {
    403: ['hint_not_in_rated_game'],
    409: ['not_your_turn', 'game_not_running', 'seat_left'],
    429: ['too_many_hints'],
  }),
  createPlayer: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, { 429: ['too_many_players'] }),
  getMe: merge(SERVED, PLAYER),
  renameMe: merge(SERVED, POSTED, VALIDATED, PLAYER),
  // EmptyBodyGuard: a body other than {} is refused.
  newPlayerToken: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, PLAYER),
  // The queue (src/features/queue) and the player's stream (src/live/player-stream).
  joinQueue: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, PLAYER, {
    403: ['player_too_new', 'bot_paused'],
    409: ['already_queued'],
    429: ['too_many_games', 'too_many_queue_entries', 'too_many_bot_games'],
  }),
  getQueueEntry: merge(SERVED, PLAYER, { 404: ['queue_entry_not_found'] }),
  leaveQueue: merge(SERVED, PLAYER, {
    404: ['queue_entry_not_found'],
    409: ['queue_entry_matched'],
  }),
  createPlayerStreamTicket: merge(SERVED, POSTED, VALIDATED, PLAYER),
  streamPlayer: merge(SERVED, VALIDATED, PLAYER, {
    400: ['invalid_last_event_id', 'invalid_resume_point', 'ambiguous_credentials'],
    401: ['invalid_ticket'],
    429: ['too_many_streams'],
  }),
  getPlayer: merge(SERVED, PLAYER_404),
  getRatingHistory: merge(SERVED, VALIDATED, PLAYER_404),
  listMyGames: merge(SERVED, VALIDATED, PLAYER, { 400: ['invalid_cursor'] }),
  listPlayerGames: merge(SERVED, VALIDATED, OPTIONAL_PLAYER, PLAYER_404, {
    400: ['invalid_cursor'],
  }),
  getLeaderboard: merge(SERVED, VALIDATED),
  // Challenges (src/features/challenges).
  createChallenge: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, PLAYER, {
    403: ['player_too_new', 'bots_not_allowed'],
    422: ['bots_allowed_not_rated', 'invalid_invitees', 'time_control_required'],
    429: ['too_many_bot_games', 'too_many_games', 'too_many_challenges'],
  }),
  getChallenge: merge(SERVED, PLAYER, { 404: ['challenge_not_found'] }),
  acceptChallenge: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, PLAYER, {
    // A rated challenge seats only players old enough to rate (challenge-bounds.ts).
    403: ['not_invited', 'player_too_new'],
    404: ['challenge_not_found'],
    409: ['challenge_closed', 'player_at_game_limit'],
    429: ['too_many_bot_games'],
  }),
  declineChallenge: merge(SERVED, POSTED, VALIDATED, IDEMPOTENT, PLAYER, {
    403: ['not_invited'],
    404: ['challenge_not_found'],
    409: ['challenge_closed', 'challenge_answered'],
  }),
  getDealAnalysis: merge(SERVED, VALIDATED, GAME, DECIDED, {
    404: ['replay_not_available', 'analysis_not_available'],
    429: ['too_many_analyses'],
  }),
};

const set = (status: number, ...sets: ProblemCodes[]) => ({
  status,
  codes: merge(...sets)[status]!,
});

/**
 * The statuses answered by one response each, shared by every operation (status-problems.ts): their
 * codes come from what every route passes through (the body parser, validation, credentials, the
 * rate limit and admission), not from what the operation does, and a client answers them alike
 * (fix the request, authenticate, wait for Retry-After). A response and a schema for each code
 * set of these statuses cost 23 kB of the document (issue 46; docs/api-changes.md, "The document's
 * size"). The other statuses are the operations' own refusals: each lists its operation's codes.
 */
export const BY_STATUS: readonly number[] = [400, 401, 429, 503];

/**
 * The problem responses several operations share, each named by what it is (a response used by
 * one operation is named after it, one of a single code after the code: problem-responses.ts).
 */
export const SHARED_PROBLEMS: Record<string, { status: number; codes: readonly string[] }> = {
  MoveConflict: set(409, move(VALIDATED)),
  PresenceConflict: set(409, PRESENCE),
  MoveUnprocessableEntity: set(422, move(VALIDATED)),
  // Named as when it held player_required alone: generated clients know it by this name.
  PlayerRequired: set(403, { 403: ['player_required', 'player_too_new'] }),
};

/** The union of code sets, each status's codes in the order first met, without repeats. */
export function merge(...sets: ProblemCodes[]): ProblemCodes {
  const merged: Record<number, string[]> = {};
  for (const set of sets) {
    for (const [status, codes] of Object.entries(set)) {
      const list = (merged[Number(status)] ??= []);
      for (const code of codes ?? []) if (!list.includes(code)) list.push(code);
    }
  }
  return merged;
}
