// @hey-api/openapi-ts (generators/config/hey-api.config.mjs: the fetch client, zod schemas that
// the SDK checks every answer with, TanStack Query; `throwOnError: true` for the client plugin, so
// a refusal throws its problem).
import { client } from '../api/hey-api/client.gen.js';
import { act, createGame, getGame, joinGame } from '../api/hey-api/sdk.gen.js';

client.setConfig({ baseUrl: process.env.BASE_URL ?? 'http://localhost:3000' });

const { data: game } = await createGame({ body: { name: 'Friday table' } });
const path = { gameId: game.id };
const tokens = new Map<number, string>();
for (const name of ['Anna', 'Boris', 'Vera']) {
  const { data: joined } = await joinGame({ path, body: { name } });
  tokens.set(joined.seat, joined.token);
}

// The third seat starts the deal; the seat named by deal.turn acts, with its token.
const { data: table } = await getGame({ path });
if (table.status !== 'playing') throw new Error('the game did not start');
const headers = { Authorization: `Bearer ${tokens.get(table.deal.turn)}` };
const { data: view } = await getGame({ path, headers });
const bid = view.legalActions.find((offered) => offered.type === 'bid');
if (!bid) throw new Error('no bid offered');

const { data: after } = await act({ path, headers, body: { type: 'bid', amount: bid.min } });
console.log(`seat ${table.deal.turn} bid ${bid.min}; the game is at version ${after.version}`);
