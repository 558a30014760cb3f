// The problem pages of the game: its state, seats and the rules (problem-docs.ts).
import { RELOAD, LEGAL, type ProblemDoc } from './problem-doc-texts.js';

export const GAME_PROBLEM_DOCS: Record<string, ProblemDoc> = {
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
  bot_level_not_rated: {
    title: 'Bot level not rated',
    meaning:
      'A rated table takes computer players of the levels basic, strong and expert only (ratedLevels): random is beaten without skill.',
    action: 'Seat a computer player of one of those levels, or play the table unrated.',
  },
  bots_allowed_not_rated: {
    title: 'botsAllowed on an unrated table',
    meaning:
      '`botsAllowed` lets bot accounts sit with people at a rated table; an unrated table (POST /games, POST /challenges without `rated: true`) seats them together anyway, so the switch would mean nothing there.',
    action: 'Leave `botsAllowed` out, or ask for a rated table (`rated: true`).',
  },
  computer_with_bot_account: {
    title: 'Computer player with a bot account',
    meaning:
      "A rated table's computer players sit only among people: a table with a bot account takes none, and a bot account does not join one holding a computer player.",
    action: 'Play rated among bot accounts (the ladder), or with people only.',
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
};
