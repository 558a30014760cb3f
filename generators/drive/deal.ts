// The one deal every generated client plays (issue 27): create a game, take three seats, read the
// first stream message, then play until the deal is over, each move chosen from the acting seat's
// `legalActions` and sent to POST /actions. Each generator's adapter (../adapters) only maps these
// calls onto its client; the shapes below are what the game needs, so a generated type that does
// not fit them (an untyped union, a missing field) fails the strict compile of that adapter.

import { updatesToScore } from './sse.js';

/** An offered move as the loop reads it; C is the generator's card type. */
export interface LegalLike<C> {
  readonly type: string;
  readonly min?: number | null;
  readonly cards?: readonly C[] | null;
  readonly toSeats?: readonly number[] | null;
}

interface Transfer<C> {
  toSeat: number;
  card: C;
}

/** The moves this loop makes: the generator's action type must accept each. */
export type ActionLike<C> =
  | { type: 'pass' }
  | { type: 'bid'; amount: number }
  | { type: 'contract'; amount: number }
  | { type: 'give'; transfers: [Transfer<C>, Transfer<C>] }
  | { type: 'play'; card: C };

export interface ViewLike<C> {
  readonly status: string;
  readonly deal?: { readonly number: number; readonly turn: number } | null;
  readonly legalActions: readonly LegalLike<C>[];
}

export interface Adapter<C> {
  createGame(name: string): Promise<string>;
  join(gameId: string, name: string): Promise<{ seat: number; token: string }>;
  /** The view of a seat (with its token) or of a spectator. */
  getView(gameId: string, token?: string): Promise<ViewLike<C>>;
  act(gameId: string, token: string, action: ActionLike<C>): Promise<ViewLike<C>>;
  /** The first message of a spectator's stream (event: view), validated where the client can. */
  firstStreamMessage(gameId: string): Promise<{ kind: string }>;
  /** The game's score table (GET /score-table), validated where the client can. */
  scoreTable(gameId: string): Promise<{ readonly rows: readonly { readonly deal: number }[] }>;
}

function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`no ${what}`);
  return value;
}

function pick<T>(items: readonly T[] | null | undefined, what: string): T {
  const list = present(items, what);
  return present(list[Math.floor(Math.random() * list.length)], what);
}

/** The concrete move for an offered one; passing first keeps the deal short. */
export function choose<C>(offered: LegalLike<C>): ActionLike<C> {
  switch (offered.type) {
    case 'pass':
      return { type: 'pass' };
    case 'bid':
    case 'contract':
      return { type: offered.type, amount: present(offered.min, 'minimum') };
    case 'give': {
      const [first, second] = present(offered.cards, 'cards to give');
      const [a, b] = present(offered.toSeats, 'seats to give to');
      return {
        type: 'give',
        transfers: [
          { toSeat: present(a, 'seat'), card: present(first, 'card') },
          { toSeat: present(b, 'seat'), card: present(second, 'card') },
        ],
      };
    }
    case 'play':
      return { type: 'play', card: pick(offered.cards, 'card to play') };
    default:
      throw new Error(`unexpected offer ${offered.type}`);
  }
}

/**
 * Plays the first deal of a new game, reads its score table and follows the first seat's stream
 * from its start to the deal's score; answers the moves made, the stream's first kind, the table's
 * rows and the stream's updates up to `deal_scored`.
 */
export async function playDeal<C>(
  adapter: Adapter<C>,
): Promise<{ actions: number; stream: string; rows: number; updates: number }> {
  const gameId = await adapter.createGame('generators');
  const tokens = new Map<number, string>();
  for (const name of ['Ann', 'Bob', 'Cid']) {
    const { seat, token } = await adapter.join(gameId, name);
    tokens.set(seat, token);
  }
  const stream = await adapter.firstStreamMessage(gameId);
  if (stream.kind !== 'view') throw new Error(`the stream opened with ${stream.kind}`);
  let view = await adapter.getView(gameId);
  const deal = present(view.deal, 'deal').number;
  let actions = 0;
  while (view.status === 'playing' && view.deal && view.deal.number === deal) {
    const token = present(tokens.get(view.deal.turn), 'token of the seat to act');
    const mine = await adapter.getView(gameId, token);
    const offered =
      mine.legalActions.find((a) => a.type === 'pass') ??
      present(
        mine.legalActions.find((a) => a.type !== 'surrender' && a.type !== 'redeal'),
        'legal action',
      );
    view = await adapter.act(gameId, token, choose(offered));
    actions += 1;
  }
  const table = await adapter.scoreTable(gameId);
  if (table.rows[0]?.deal !== deal) throw new Error(`the score table has no row of deal ${deal}`);
  const updates = await updatesToScore(baseUrl, gameId, present(tokens.get(0), 'token of seat 0'));
  return { actions, stream: stream.kind, rows: table.rows.length, updates };
}

/** The Authorization header of a seat, or none for a spectator. */
export function bearer(token?: string): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The service's address (generators/run.mjs passes it). */
export const baseUrl = present(process.env.BASE_URL, 'BASE_URL');

/** Runs one adapter and prints the line generators/run.mjs reads. */
export async function drive<C>(adapter: Adapter<C>): Promise<void> {
  try {
    console.log(`RESULT ${JSON.stringify(await playDeal(adapter))}`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  }
}
