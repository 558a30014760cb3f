// The problem pages of the limits, the 429s: a caller's or an address's share (problem-docs.ts).
import { LATER, type ProblemDoc } from './problem-doc-texts.js';

export const LIMIT_PROBLEM_DOCS: Record<string, ProblemDoc> = {
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
    meaning: 'This address made as many games as it may this hour (created, queued, challenged).',
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
    title: 'Too many remembered answers (deprecated)',
    meaning: 'No longer answered: the oldest stored answers of a caller are forgotten instead.',
    action: 'Nothing: a new Idempotency-Key is never refused for how many a caller sent.',
  },
  too_many_analyses: {
    title: 'Too many analyses',
    meaning: 'Another analysis from this caller is under way.',
    action: 'Wait for it to finish. ' + LATER,
  },
  too_many_hints: {
    title: 'Too many hints',
    meaning:
      'This address has as many different hints waiting or being computed as it may (`HINTS_PER_ADDRESS`); the same hint asked again is not refused.',
    action: 'Wait for one of them to be answered. ' + LATER,
  },
  too_many_challenges: {
    title: 'Too many challenges',
    meaning:
      'The challenger has as many open challenges as it may, in all or to this invitee (README, "Security and abuse limits").',
    action: 'Wait until one is answered or expires (`Retry-After`).',
  },
  too_many_bot_games: {
    title: 'Too many bot games',
    meaning: 'This bot account plays as many games at once as it may.',
    action: 'Finish a game first.',
  },
};
