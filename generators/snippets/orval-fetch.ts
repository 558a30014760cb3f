// orval's fetch client (generators/config/orval.config.mjs: `client: 'fetch'`, and a base URL
// read when a request is made: `baseUrl: { runtime: "(process.env.BASE_URL ?? '')" }`).
import { act, createGame, getGame, joinGame } from '../api/orval-fetch/api.js';

const created = await createGame({ name: 'Friday table' });
if (created.status !== 201) throw new Error(`${created.status} ${created.data.code}`);
const gameId = created.data.id;
const tokens = new Map<number, string>();
for (const name of ['Anna', 'Boris', 'Vera']) {
  const joined = await joinGame(gameId, { name });
  if (joined.status !== 201) throw new Error(`${joined.status} ${joined.data.code}`);
  tokens.set(joined.data.seat, joined.data.token);
}

// The third seat starts the deal; the seat named by deal.turn acts, with its token.
const table = await getGame(gameId);
if (table.status !== 200 || table.data.status !== 'playing') throw new Error('not started');
const seat = table.data.deal.turn;
const headers = { Authorization: `Bearer ${tokens.get(seat)}` };
const view = await getGame(gameId, { headers });
if (view.status !== 200) throw new Error(`${view.status}`);
const bid = view.data.legalActions.find((offered) => offered.type === 'bid');
if (!bid) throw new Error('no bid offered');

const after = await act(gameId, { type: 'bid', amount: bid.min }, { headers });
if (after.status !== 200) throw new Error(`${after.status} ${after.data.code}`);
console.log(`seat ${seat} bid ${bid.min}; the game is at version ${after.data.version}`);
