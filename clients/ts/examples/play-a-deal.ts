import { firstChoice, Seat, Thousand } from '../src/index.js';

/** Three players take the seats of a new table and play its first deal; answers its score row. */
export async function playADeal(baseUrl: string) {
  const thousand = new Thousand({ baseUrl });
  const game = await thousand.createGame({ name: 'Friday' });
  const seats = new Map<number, Seat>();
  for (const name of ['Anna', 'Boris', 'Vera']) {
    const seat = await thousand.join(game.id, { name });
    seats.set(seat.seat, seat);
  }
  let view = await thousand.game(game.id);
  while (view.status === 'playing' && view.deal.number === 1) {
    const seat = seats.get(view.deal.turn)!;
    const { legalActions } = await seat.view();
    // Pass whenever allowed (the shortest deal); each move is retried under one Idempotency-Key.
    const offered = legalActions.find((a) => a.type === 'pass') ?? legalActions[0]!;
    view = await seat.act(firstChoice(offered));
  }
  // Anna's stream from its start: her view, then every accepted action (it resumes by itself).
  let updates = 0;
  for await (const message of seats.get(0)!.stream({ lastSeq: 0 })) {
    if (message.kind === 'update') updates += 1;
    if (message.kind === 'update' && message.version === view.version) break;
  }
  const table = await thousand.scoreTable(game.id);
  return { updates, row: table.rows[0] };
}
