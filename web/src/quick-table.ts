// "Play against the computer": a new table, the person seated under the name last used, and two
// basic computer players; answers the game's id.
import { createGame } from './api/index.js';
import { client, ok } from './api-client.js';
import { addBots, takeSeat } from './seating.js';
import { loadName } from './storage.js';

export async function quickTable(defaultName: string): Promise<string> {
  const game = await ok(createGame({ client, body: {} }));
  await takeSeat(game.id, loadName().trim() || defaultName);
  await addBots(game.id, 2, 'basic');
  return game.id;
}
