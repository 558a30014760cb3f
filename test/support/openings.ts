// The opening moves the e2e specs make again and again: a game with its three seats taken, the
// seat to act and its own view, that seat's move, and an auction passed out to the talon.
import { expect } from '@jest/globals';
import type { GameClient, GameView, Move } from './api.js';

/** A started game: tokens[i] is seat i's token. */
export interface Table {
  gameId: string;
  tokens: string[];
}

/** The seat to act (the spectator view's deal.turn), its token, and its own view. */
export async function seatToAct(api: GameClient, { gameId, tokens }: Table) {
  const seat = (await api.view(gameId)).deal!.turn;
  const view = await api.view(gameId, tokens[seat]);
  return { seat, token: tokens[seat], view };
}

/**
 * The seat to act makes the move `choose` picks from its own view, through `api`; the move must be
 * accepted. Answers the seat, the move, the answer and the new view.
 */
export async function moveBySeatToAct(
  api: GameClient,
  table: Table,
  choose: (seat: number, view: GameView) => Move,
  via: GameClient = api,
) {
  const { seat, token, view } = await seatToAct(api, table);
  const move = choose(seat, view);
  const res = await via.post(table.gameId, move.path, token, move.body);
  if (res.status !== 200)
    throw new Error(`move ${JSON.stringify(move)} refused: ${JSON.stringify(res.body)}`);
  return { seat, move, res, view: res.body as GameView };
}

/**
 * A new game's auction passed out: the two seats after the opener pass, the opener's 100 stands
 * and the talon is turned up for it. Answers the opener (the declarer) and its view.
 */
export async function passToTalon(api: GameClient, table: Table) {
  for (let i = 0; i < 2; i++) {
    const { token } = await seatToAct(api, table);
    expect((await api.post(table.gameId, 'passes', token)).status).toBe(200);
  }
  const { seat, view } = await seatToAct(api, table);
  expect(view.deal!.phase).toBe('talon');
  return { declarer: seat, view };
}

/**
 * Ends the current deal as fast as the rules allow: everyone passes, and the declarer surrenders.
 * Answers the spectator's view after it (the next deal's, or the finished game's).
 */
export async function surrenderDeal(api: GameClient, table: Table): Promise<GameView> {
  let view = await api.view(table.gameId);
  const deal = view.deal!.number;
  while (view.status === 'playing' && view.deal!.number === deal) {
    await moveBySeatToAct(api, table, (_seat, mine) => ({
      path: mine.legalActions.some((a) => a.type === 'surrender') ? 'surrender' : 'passes',
    }));
    view = await api.view(table.gameId);
  }
  return view;
}
