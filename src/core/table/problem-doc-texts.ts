// The words shared by the problem pages' texts (problem-docs.ts).

/** One code's page: a short title, what happened, and what a client (a program or a person) does. */
export interface ProblemDoc {
  title: string;
  meaning: string;
  action: string;
}

export const RELOAD =
  'Read the game again (GET /api/v1/games/{gameId}, or the event stream) and act on the state it answers now.';
export const LEGAL =
  "Choose a move from the seat's view: `legalActions` lists every move the rules allow now. Sending the same move again is refused again.";
export const FIX =
  'Correct the request as `detail` says; sent again unchanged it is refused again.';
export const LATER =
  'Wait and try again: honour `Retry-After` when the answer has one, and back off (doubling the wait) if it is refused again.';
export const RECONNECT =
  'Open the stream again without the bad resume point (or with a fresh ticket); the first message is the whole view.';
export const NEW_TOKEN =
  'Use the token this seat or player was given (a join, a player creation or a token renewal answer); a page without one may watch as a spectator.';
