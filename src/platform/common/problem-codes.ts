// Every `code` this service answers, by HTTP status: the engine's refusal codes (mapped to a status
// by src/core/table/refusal-status.ts) and the service's own, raised with `new ProblemError(` across
// src/ and by the problem-details filter. Each operation declares its own in src/app/openapi/operation-problems.ts.
import { REFUSAL_CODES } from '../../core/engine/index.js';
import { refusalStatus } from '../../core/table/refusal-status.js';

const engineCodes = (status: number) => REFUSAL_CODES.filter((c) => refusalStatus(c) === status);

export const PROBLEM_CODES: Record<number, readonly string[]> = {
  400: [
    'malformed_json',
    'validation_failed',
    'bad_request',
    'invalid_if_match',
    'invalid_idempotency_key',
    'invalid_cursor',
    'invalid_last_event_id',
    'invalid_resume_point',
    'ambiguous_credentials',
    // The router's, before any route (src/platform/http/framework-errors.ts).
    'bad_url',
  ],
  401: ['missing_token', 'invalid_token', 'invalid_ticket'],
  403: [
    'player_required',
    'player_too_new',
    'hint_not_in_rated_game',
    'not_seated_in_rated_game',
    'bots_not_allowed',
    'bot_paused',
    'not_invited',
    // A path outside the served files (problem-details.filter.ts).
    'forbidden',
  ],
  404: [
    'game_not_found',
    'proof_not_available',
    'replay_not_available',
    'analysis_not_available',
    'player_not_found',
    'queue_entry_not_found',
    'challenge_not_found',
    // No such route (problem-details.filter.ts).
    'route_not_found',
  ],
  405: ['method_not_allowed'],
  409: [
    ...engineCodes(409),
    'game_not_running',
    'concurrent_update',
    'game_full',
    'seat_taken',
    'seat_reserved',
    'person_required',
    'seat_left',
    'turn_timed_out',
    'game_not_finished',
    'already_seated',
    'already_queued',
    'queue_entry_matched',
    'challenge_closed',
    'computer_with_bot_account',
    'challenge_answered',
    'player_at_game_limit',
  ],
  410: ['game_closed'],
  412: ['version_mismatch'],
  413: ['body_too_large'],
  414: ['uri_too_long'],
  415: ['unsupported_media_type'],
  422: [
    ...engineCodes(422),
    'no_such_seat',
    'idempotency_key_reused',
    'invalid_invitees',
    'bot_level_not_rated',
    'time_control_required',
    'bots_allowed_not_rated',
  ],
  429: [
    'rate_limited',
    'too_many_requests_in_flight',
    'too_many_streams',
    'too_many_games',
    'too_many_players',
    'too_many_queue_entries',
    // Deprecated: no longer answered (a caller's oldest stored answers are deleted instead), kept
    // so that clients generated from 1.0.0 that switch on it still compile (docs/api-changes.md).
    'too_many_idempotent_answers',
    'too_many_analyses',
    'too_many_hints',
    'too_many_bot_games',
    'too_many_challenges',
  ],
  500: ['internal_error'],
  503: [
    'database_unavailable',
    'shutting_down',
    'overloaded',
    'decision_timed_out',
    'notifications_unavailable',
  ],
};

export const ALL_PROBLEM_CODES = [...new Set(Object.values(PROBLEM_CODES).flat())];

/**
 * Codes answered beside any operation, so no operation declares them and `ProblemDto.code` does not
 * list them: the problem filter's fallbacks for a framework refusal with no closer code
 * (problem-details.filter.ts) and the pages of /problems. The router's own codes (no route, a method
 * not allowed, a bad URL; src/platform/http/framework-errors.ts) are in PROBLEM_CODES, so a generated
 * client's code type knows them.
 */
export const OTHER_PROBLEM_CODES: Record<number, readonly string[]> = {
  400: ['malformed_request'],
  401: ['unauthorized'],
  404: ['not_found'],
  408: ['request_timeout'],
  409: ['conflict'],
  431: ['headers_too_large'],
  503: ['service_unavailable'],
};

/** Every code with its status, in status order: what GET /problems lists. */
export function problemStatuses(): Map<string, number> {
  const statuses = new Map<string, number>();
  for (const table of [PROBLEM_CODES, OTHER_PROBLEM_CODES])
    for (const [status, codes] of Object.entries(table))
      for (const code of codes) statuses.set(code, Number(status));
  return new Map([...statuses].sort((a, b) => a[1] - b[1]));
}
