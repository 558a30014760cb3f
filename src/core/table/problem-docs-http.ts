// The problem pages of the HTTP edge: reading the request, credentials, outages (problem-docs.ts);
// the limits' 429s are in problem-docs-limits.ts.
import { FIX, LATER, RECONNECT, NEW_TOKEN, type ProblemDoc } from './problem-doc-texts.js';

export const HTTP_PROBLEM_DOCS: Record<string, ProblemDoc> = {
  // 400
  malformed_json: {
    title: 'Malformed JSON',
    meaning: 'The request body is not valid JSON (or is empty where a body is required).',
    action: 'Send the body as one JSON document with `Content-Type: application/json`.',
  },
  validation_failed: {
    title: 'Validation failed',
    meaning:
      'The body, query or path was read but a field is missing, of the wrong type or out of its range. `errors` lists every bad field with a message.',
    action: FIX + ' openapi.json gives each field its type and bounds.',
  },
  bad_request: {
    title: 'Bad request',
    meaning: 'The request could not be understood (a framework-level refusal with no closer code).',
    action: FIX,
  },
  invalid_if_match: {
    title: 'Invalid If-Match',
    meaning:
      'The If-Match header is not a version tag this service gave out (`"12"` or a view\'s ETag).',
    action: 'Send the ETag of the game view you acted on, or leave If-Match out.',
  },
  invalid_idempotency_key: {
    title: 'Invalid Idempotency-Key',
    meaning: 'The Idempotency-Key header is empty, too long or holds characters it may not.',
    action:
      'Send a fresh random key (a UUID) per intended action, and the same key only to retry that action.',
  },
  invalid_cursor: {
    title: 'Invalid cursor',
    meaning: 'The `cursor` of a list is not one this service answered, or is damaged.',
    action: 'Start the listing again without a cursor and follow the `next` cursors it answers.',
  },
  invalid_last_event_id: {
    title: 'Invalid Last-Event-ID',
    meaning: 'The Last-Event-ID header of a stream is not a sequence number.',
    action: RECONNECT,
  },
  invalid_resume_point: {
    title: 'Invalid resume point',
    meaning:
      "The stream's resume point (Last-Event-ID, `lastSeq` or `after`) is past the last event: no stream sent it.",
    action: RECONNECT,
  },
  ambiguous_credentials: {
    title: 'Ambiguous credentials',
    meaning:
      'The request carries two credentials, so which caller it is would be a guess: the Authorization header sent more than once or listing two credentials (`Bearer A, Bearer B`), or an Authorization header with a stream ticket.',
    action:
      'Send one credential: one Authorization header (`Bearer <token>`), or for an EventSource a ticket alone. Your token is not at fault: keep it.',
  },
  bad_url: {
    title: 'Bad URL',
    meaning: 'The URL could not be decoded (bad percent-encoding, say).',
    action: 'Build the URL from its parts with proper encoding.',
  },
  malformed_request: {
    title: 'Malformed request',
    meaning: 'The bytes received could not be read as an HTTP request; the connection is closed.',
    action: 'Use a standard HTTP client; this is not a refusal to retry as is.',
  },
  // 401
  missing_token: {
    title: 'Token required',
    meaning:
      'The operation needs a seat or player token (`Authorization: Bearer ...`) and none was sent.',
    action: NEW_TOKEN,
  },
  invalid_token: {
    title: 'Invalid token',
    meaning:
      'The token sent is not one this service knows now: never given out, or replaced by a renewal, or its seat is gone.',
    action: NEW_TOKEN + ' Do not retry with the same token.',
  },
  invalid_ticket: {
    title: 'Invalid stream ticket',
    meaning: 'The stream ticket is unknown, already used, expired or for another game.',
    action:
      'Ask for a new ticket (POST /api/v1/games/{gameId}/stream-tickets) right before opening each stream; a ticket opens one stream once.',
  },
  unauthorized: {
    title: 'Unauthorized',
    meaning: 'The request was refused for its credentials, with no closer code.',
    action: NEW_TOKEN,
  },
  // 403
  player_required: {
    title: 'Player required',
    meaning:
      'Rated tables seat players only: the request was made with a seat token or anonymously.',
    action: "Create a player (POST /api/v1/players) and send the player's token.",
  },
  player_too_new: {
    title: 'Player too new',
    meaning:
      'A player must be a little older before creating, joining or queueing for rated games.',
    action: 'Play unrated games for now; `detail` says how long until rated games open.',
  },
  hint_not_in_rated_game: {
    title: 'No hints at rated tables',
    meaning: "Hints are refused at a rated table: the moves must be the player's own.",
    action: 'Do not offer hints when the game view says `rated: true`.',
  },
  not_seated_in_rated_game: {
    title: 'Not seated at this rated table',
    meaning: 'At a rated table only its players or the player who made it add computer players.',
    action: 'Send the token of a player seated at the table, or of its creator.',
  },
  bots_not_allowed: {
    title: 'Bots not allowed',
    meaning:
      'This rated table does not seat bot accounts and people together (their ratings are kept apart).',
    action: 'Seat the bot account at a table of bots, or at an unrated table.',
  },
  bot_paused: {
    title: 'Bot paused',
    meaning:
      'This bot account missed its clock too often and is paused from the ladder for a while.',
    action:
      'Wait for the pause to end (`detail` says when) and make the bot answer within its clock.',
  },
  not_invited: {
    title: 'Not invited',
    meaning: 'Only the players a challenge invites may answer it.',
    action: 'Answer with the token of an invited player.',
  },
  forbidden: {
    title: 'Forbidden',
    meaning: 'The request was refused for who made it, with no closer code.',
    action: 'Send the credentials of a caller allowed to do this.',
  },
  // 404
  game_not_found: {
    title: 'Game not found',
    meaning: 'There is no game with this id.',
    action: 'Check the id; list games with GET /api/v1/games.',
  },
  proof_not_available: {
    title: 'Proof not available',
    meaning: "A deal's proof is published once the deal, or a game that cut it short, is over.",
    action: 'Ask again once the deal or the game has ended (the stream tells of either).',
  },
  replay_not_available: {
    title: 'Replay not available',
    meaning:
      "A deal's replay is available only once the deal is over, and only for deals the game played.",
    action: 'Ask for a deal that has ended.',
  },
  analysis_not_available: {
    title: 'Analysis not available',
    meaning:
      'This deal has no card play to analyse (it ended in the bidding, or it has not ended).',
    action: 'Ask for a deal that was played out.',
  },
  player_not_found: {
    title: 'Player not found',
    meaning: 'There is no player with this id.',
    action: 'Check the id.',
  },
  queue_entry_not_found: {
    title: 'Queue entry not found',
    meaning: 'The queue entry is gone: withdrawn, expired or never made.',
    action: 'Queue again (POST /api/v1/queue) if the player still wants a table.',
  },
  challenge_not_found: {
    title: 'Challenge not found',
    meaning: 'There is no challenge with this id.',
    action: 'Check the id; the player stream tells of challenges as they are made.',
  },
  route_not_found: {
    title: 'No such route',
    meaning: 'No operation answers this method and path.',
    action:
      'Check the path against openapi.json (GET /openapi.json); every operation is under /api/v1.',
  },
  not_found: {
    title: 'Not found',
    meaning: 'What was asked for does not exist, with no closer code.',
    action: 'Check the path and ids.',
  },
  // 405
  method_not_allowed: {
    title: 'Method not allowed',
    meaning:
      'The path exists but does not answer this method. The `Allow` header lists the ones it does.',
    action: 'Use a method from `Allow`.',
  },
  // 408
  request_timeout: {
    title: 'Request timeout',
    meaning: 'The request took too long to arrive; the connection is closed.',
    action: 'Send the request again over a new connection.',
  },
  // 431
  headers_too_large: {
    title: 'Headers too large',
    meaning:
      'The request line or headers are larger than the service reads; the connection is closed.',
    action: 'Send smaller headers; no operation needs large ones.',
  },
  // 500
  internal_error: {
    title: 'Internal error',
    meaning:
      'The service failed on something of its own; the request may or may not have been applied.',
    action:
      'Retry a write only with the same Idempotency-Key (it is then applied once); read the game to see where it is.',
  },
  // 503
  database_unavailable: {
    title: 'Database unavailable',
    meaning: 'The service cannot reach its database just now.',
    action: LATER,
  },
  shutting_down: {
    title: 'Shutting down',
    meaning:
      'This instance is stopping; another instance (or this one, restarted) takes the request.',
    action: LATER,
  },
  overloaded: {
    title: 'Overloaded',
    meaning: 'This instance handles as many requests at once as it may.',
    action: LATER,
  },
  decision_timed_out: {
    title: 'Decision timed out',
    meaning: 'A computer decision (a hint) took longer than allowed.',
    action: LATER,
  },
  notifications_unavailable: {
    title: 'Notifications unavailable',
    meaning:
      'This instance cannot hear the other instances just now, so its streams could miss moves; it refuses streams until it can.',
    action: LATER,
  },
  service_unavailable: {
    title: 'Service unavailable',
    meaning: 'The service cannot answer just now, with no closer code.',
    action: LATER,
  },
};
