// What each problem `code` means and what a client should do about it: the text of the pages its
// `type` names (GET /problems/{code}, src/platform/problems). Every code the service answers has an
// entry (src/platform/problems/problem-docs.spec.ts checks it against the codes' list); a code with
// none would be answered with the type `about:blank` (problem.ts), never a link to no page.

/** One code's page: a short title, what happened, and what a client (a program or a person) does. */
export interface ProblemDoc {
  title: string;
  meaning: string;
  action: string;
}

const RELOAD =
  'Read the game again (GET /api/v1/games/{gameId}, or the event stream) and act on the state it answers now.';
const LEGAL =
  "Choose a move from the seat's view: `legalActions` lists every move the rules allow now. Sending the same move again is refused again.";
const FIX = 'Correct the request as `detail` says; sent again unchanged it is refused again.';
const LATER =
  'Wait and try again: honour `Retry-After` when the answer has one, and back off (doubling the wait) if it is refused again.';
const RECONNECT =
  'Open the stream again without the bad resume point (or with a fresh ticket); the first message is the whole view.';
const NEW_TOKEN =
  'Use the token this seat or player was given (a join, a player creation or a token renewal answer); a page without one may watch as a spectator.';

export const PROBLEM_DOCS: Record<string, ProblemDoc> = {
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
      'The request carries two different credentials (an Authorization header and a stream ticket that name different callers).',
    action: 'Send one credential: a bearer token, or for an EventSource a ticket alone.',
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
    meaning: "A deal's proof (its seed and deck order) is published only once the deal is over.",
    action: 'Ask again once the deal has ended (the stream tells of `deal_over`).',
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
  // 409
  game_over: {
    title: 'Game over',
    meaning: 'The game has ended: it takes no more moves.',
    action: "Show the result (the game view's `winner` and totals); a rematch starts a new game.",
  },
  not_your_turn: {
    title: 'Not your turn',
    meaning: "It is another seat's turn (or nobody's, between deals).",
    action: RELOAD + " Wait for the stream to say it is this seat's turn.",
  },
  wrong_phase: {
    title: 'Wrong phase',
    meaning:
      'That move belongs to another part of the deal (bidding, the talon, giving cards, play).',
    action: RELOAD,
  },
  seat_sits_out: {
    title: 'Seat sits out',
    meaning: 'At a table of four the dealer sits this deal out and makes no move in it.',
    action: 'Wait for the next deal.',
  },
  not_the_cutter: {
    title: 'Not the cutter',
    meaning: "Only this deal's dealer cuts the next deck.",
    action: RELOAD,
  },
  already_cut: {
    title: 'Already cut',
    meaning: 'The next deck is already cut.',
    action: RELOAD,
  },
  game_not_running: {
    title: 'Game not running',
    meaning: 'The game is not in play: it is still waiting for players, or it has ended.',
    action: RELOAD,
  },
  concurrent_update: {
    title: 'Concurrent update',
    meaning:
      'Another write changed the game at the same moment and this one could not be applied on top of it.',
    action:
      'Read the game again and, if the move is still wanted and legal, send it again (with the same Idempotency-Key).',
  },
  game_full: {
    title: 'Game full',
    meaning: 'Every seat at this table is taken.',
    action: 'Join another table, or create one.',
  },
  seat_taken: {
    title: 'Seat taken',
    meaning: 'The seat asked for is taken.',
    action: 'Ask for another seat, or for none (the first free one is given).',
  },
  seat_reserved: {
    title: 'Seat reserved',
    meaning: "A rematch keeps its seats for the last game's players for a few minutes.",
    action: 'Wait until the reservation ends (`detail` says when), or join another table.',
  },
  person_required: {
    title: 'Person required',
    meaning: 'A table needs at least one person: this would leave computer players only.',
    action: 'Keep a seat for a person.',
  },
  seat_left: {
    title: 'Seat left',
    meaning:
      "This seat's player left the table: a computer plays it now, and the token no longer moves for it.",
    action: 'Stop sending moves for this seat; watch the game as a spectator if wanted.',
  },
  turn_timed_out: {
    title: 'Turn timed out',
    meaning:
      "The seat's clock ran out before this move arrived: the computer made a move for it (the log's `turn_timed_out` event).",
    action: RELOAD,
  },
  game_not_finished: {
    title: 'Game not finished',
    meaning: 'This needs a finished game (a rematch, say).',
    action: 'Ask again once the game is over.',
  },
  already_seated: {
    title: 'Already seated',
    meaning: 'This caller (player) already has a seat at this table.',
    action: "Use the seat already held; the player's games list it.",
  },
  already_queued: {
    title: 'Already queued',
    meaning: 'The player is already waiting in the queue.',
    action: 'Wait for the `matched` message on the player stream, or withdraw the entry first.',
  },
  queue_entry_matched: {
    title: 'Queue entry matched',
    meaning:
      'The queue entry was already matched: the player was seated, so it cannot be withdrawn.',
    action: 'Go to the game named in the `matched` message; leave it there if need be.',
  },
  challenge_closed: {
    title: 'Challenge closed',
    meaning:
      'This challenge takes no more answers: it was accepted by all, declined or it expired.',
    action: 'Read the challenge again for its outcome.',
  },
  conflict: {
    title: 'Conflict',
    meaning: "The request conflicts with the resource's state, with no closer code.",
    action: RELOAD,
  },
  // 410
  game_closed: {
    title: 'Game closed',
    meaning: 'This table was closed (it waited too long for players, or every person left it).',
    action: 'Create or join another table.',
  },
  // 412
  version_mismatch: {
    title: 'Version mismatch',
    meaning:
      'If-Match named a version the game is no longer at: it changed since the view the move was decided on. `currentVersion` says where it is.',
    action: 'Read the game again, decide again, and send the move with the new ETag.',
  },
  // 413
  body_too_large: {
    title: 'Body too large',
    meaning: 'The request body is larger than the service accepts.',
    action: 'Send a smaller body; no operation needs a large one.',
  },
  // 414
  uri_too_long: {
    title: 'URI too long',
    meaning: 'A path segment is longer than the router accepts.',
    action: 'Check the ids in the path.',
  },
  // 415
  unsupported_media_type: {
    title: 'Unsupported media type',
    meaning: 'The body is not sent as `application/json` (or is compressed).',
    action: 'Send `Content-Type: application/json` with an uncompressed body.',
  },
  // 422: the rules
  invalid_action: {
    title: 'Invalid action',
    meaning: 'The move is not one the game knows, or not possible in this state.',
    action: LEGAL,
  },
  invalid_seat: {
    title: 'Invalid seat',
    meaning: 'The move names a seat that does not exist or cannot be named there.',
    action: LEGAL,
  },
  bid_too_low: {
    title: 'Bid too low',
    meaning: 'A bid must be above the highest bid so far (and at least the opening bid).',
    action: LEGAL,
  },
  bid_not_multiple_of_step: {
    title: 'Bid not a multiple of the step',
    meaning: "Bids go up in steps of the table's bid step.",
    action: LEGAL,
  },
  bid_above_120_needs_marriage: {
    title: 'Bid above 120 needs a marriage',
    meaning:
      "A bid above 120 needs a marriage (a king and queen of one suit) in the bidder's hand (docs/rules.md).",
    action: LEGAL + ' Without a marriage, pass.',
  },
  bid_above_cap: {
    title: 'Bid above the cap',
    meaning: "The bid is above 120 plus the marriages in the bidder's hand.",
    action: LEGAL,
  },
  redeal_not_allowed: {
    title: 'Redeal not allowed',
    meaning: "A redeal needs the hand the rules name (all four nines, or the table's redeal rule).",
    action: LEGAL,
  },
  invalid_transfer: {
    title: 'Invalid transfer',
    meaning:
      'After taking the talon the declarer gives one card to each opponent: two cards, to two different seats.',
    action: LEGAL,
  },
  card_not_in_hand: {
    title: 'Card not in hand',
    meaning: "The card named is not in the seat's hand.",
    action: RELOAD,
  },
  contract_too_low: {
    title: 'Contract too low',
    meaning: 'The contract cannot be below the winning bid.',
    action: LEGAL,
  },
  contract_not_multiple_of_step: {
    title: 'Contract not a multiple of the step',
    meaning: "The contract goes up in steps of the table's bid step.",
    action: LEGAL,
  },
  contract_above_120_needs_marriage: {
    title: 'Contract above 120 needs a marriage',
    meaning: "A contract above 120 needs a marriage in the declarer's hand.",
    action: LEGAL,
  },
  contract_above_cap: {
    title: 'Contract above the cap',
    meaning: "The contract is above 120 plus the marriages in the declarer's hand.",
    action: LEGAL,
  },
  surrender_too_late: {
    title: 'Too late to surrender',
    meaning: 'The declarer may surrender only before the first card of the deal is played.',
    action: 'Play the deal out.',
  },
  must_follow_suit: {
    title: 'Must follow suit',
    meaning: 'A seat holding the suit led must play it (docs/rules.md).',
    action: LEGAL,
  },
  must_play_trump: {
    title: 'Must play a trump',
    meaning: 'A seat that cannot follow suit must play a trump when it holds one.',
    action: LEGAL,
  },
  must_beat: {
    title: 'Must beat',
    meaning:
      "Under this table's follow rule a seat following suit must play higher than the trick's highest card of that suit when it can.",
    action: LEGAL,
  },
  must_overtrump: {
    title: 'Must overtrump',
    meaning:
      "Under this table's follow rule a seat that trumps must play higher than the trumps already in the trick when it can.",
    action: LEGAL,
  },
  marriage_not_allowed_on_first_trick: {
    title: 'No marriage on the first trick',
    meaning: 'A marriage cannot be declared on the first trick of a deal.',
    action: 'Play the card without declaring the marriage.',
  },
  marriage_only_when_leading: {
    title: 'Marriage only when leading',
    meaning:
      'A marriage is declared by leading its king or queen, never on a trick someone else led.',
    action: 'Play the card without declaring the marriage.',
  },
  no_marriage_partner: {
    title: 'No marriage partner',
    meaning: 'Declaring a marriage needs both the king and the queen of its suit in hand.',
    action: 'Play the card without declaring the marriage.',
  },
  not_a_marriage_card: {
    title: 'Not a marriage card',
    meaning: 'Only a king or a queen declares a marriage.',
    action: 'Play the card without declaring the marriage.',
  },
  no_such_seat: {
    title: 'No such seat',
    meaning: 'The seat number is not one of this table.',
    action: "Use a seat number below the table's `players`.",
  },
  idempotency_key_reused: {
    title: 'Idempotency-Key reused',
    meaning: 'This Idempotency-Key was already used for a different request.',
    action: 'Use a new key per intended action; the same key only to retry the same request.',
  },
  invalid_invitees: {
    title: 'Invalid invitees',
    meaning: 'A challenge invites each other player once, one per free seat.',
    action: FIX,
  },
  // 429
  rate_limited: {
    title: 'Rate limited',
    meaning:
      'Too many requests from this caller in the last minute. `RateLimit-*` headers say the limit and when it resets.',
    action: LATER,
  },
  too_many_requests_in_flight: {
    title: 'Too many requests in flight',
    meaning: 'This caller has too many requests being handled at once.',
    action: 'Wait for the answers of earlier requests before sending more. ' + LATER,
  },
  too_many_streams: {
    title: 'Too many streams',
    meaning: 'Too many event streams are open for this token (or, for spectators, this address).',
    action: 'Close streams you no longer read (one per game and token is enough), then try again.',
  },
  too_many_games: {
    title: 'Too many games',
    meaning: 'This address created as many games as it may this hour.',
    action: LATER,
  },
  too_many_players: {
    title: 'Too many players',
    meaning: 'This address created as many players as it may this hour.',
    action: 'Keep and reuse the players already made. ' + LATER,
  },
  too_many_queue_entries: {
    title: 'Too many queue entries',
    meaning: 'As many queue entries from this address are already waiting as may.',
    action: 'Wait for an entry to be matched or withdrawn.',
  },
  too_many_idempotent_answers: {
    title: 'Too many remembered answers',
    meaning: 'This caller has as many remembered Idempotency-Key answers as it may keep for a day.',
    action: 'Send keys only with writes that need retry safety. ' + LATER,
  },
  too_many_analyses: {
    title: 'Too many analyses',
    meaning: 'Another analysis from this caller is under way.',
    action: 'Wait for it to finish. ' + LATER,
  },
  too_many_bot_games: {
    title: 'Too many bot games',
    meaning: 'This bot account plays as many games at once as it may.',
    action: 'Finish a game first.',
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

/** The path segment of a code's page: its words joined by `-` (`not_your_turn` -> `not-your-turn`). */
export function problemSlug(code: string): string {
  return code.replace(/_/g, '-');
}
