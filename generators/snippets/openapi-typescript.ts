// openapi-typescript + openapi-fetch: `npx openapi-typescript openapi.json -o api/schema.ts`.
import createClient from 'openapi-fetch';
import type { paths } from '../api/openapi-typescript/schema.js';

const client = createClient<paths>({ baseUrl: process.env.BASE_URL ?? 'http://localhost:3000' });

const { data: game } = await client.POST('/api/v1/games', { body: { name: 'Friday table' } });
if (!game) throw new Error('no game');
const params = { path: { gameId: game.id } };
const tokens = new Map<number, string>();
for (const name of ['Anna', 'Boris', 'Vera']) {
  const { data: joined } = await client.POST('/api/v1/games/{gameId}/players', {
    params,
    body: { name },
  });
  if (!joined) throw new Error('no seat');
  tokens.set(joined.seat, joined.token);
}

// The third seat starts the deal; the seat named by deal.turn acts, with its token.
const { data: table } = await client.GET('/api/v1/games/{gameId}', { params });
if (table?.status !== 'playing') throw new Error('the game did not start');
const headers = { Authorization: `Bearer ${tokens.get(table.deal.turn)}` };
const { data: view } = await client.GET('/api/v1/games/{gameId}', { params, headers });
const bid = view?.legalActions.find((offered) => offered.type === 'bid');
if (!bid) throw new Error('no bid offered');

const { data: after, error } = await client.POST('/api/v1/games/{gameId}/actions', {
  params,
  headers,
  body: { type: 'bid', amount: bid.min },
});
if (error) throw new Error(`${error.status} ${error.code}`);
console.log(`seat ${table.deal.turn} bid ${bid.min}; the game is at version ${after.version}`);
