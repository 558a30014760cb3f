import { describe, expect, it } from '@jest/globals';
import createClient from 'openapi-fetch';
import type { paths } from './client/schema.js';
import { testRng } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

describe('a client generated from the committed openapi.json', () => {
  const t = useTestApp({}, { listen: true });

  it('plays a whole deal', async () => {
    const client = createClient<paths>({ baseUrl: t.url });
    const created = await client.POST('/api/v1/games', { body: { name: 'typed' } });
    expect(created.response.status).toBe(201);
    const gameId = created.data!.id;
    const tokens: string[] = [];
    for (const name of ['Ann', 'Bob', 'Cid']) {
      const joined = await client.POST('/api/v1/games/{gameId}/players', {
        params: { path: { gameId } },
        body: { name },
      });
      tokens[joined.data!.seat] = joined.data!.token;
    }
    const rng = testRng(5);
    const auth = (seat: number) => ({ headers: { Authorization: `Bearer ${tokens[seat]}` } });
    const path = { path: { gameId } };
    let view = (await client.GET('/api/v1/games/{gameId}', { params: path })).data!;
    const deal = view.deal!.number;
    while (view.deal && view.deal.number === deal) {
      const seat = view.deal.turn;
      const mine = (await client.GET('/api/v1/games/{gameId}', { params: path, ...auth(seat) }))
        .data!;
      const actions = mine.legalActions;
      const pass = actions.find((a) => a.type === 'pass');
      const give = actions.find((a) => a.type === 'give');
      const contract = actions.find((a) => a.type === 'contract');
      const play = actions.find((a) => a.type === 'play');
      let res;
      if (pass)
        res = await client.POST('/api/v1/games/{gameId}/passes', { params: path, ...auth(seat) });
      else if (give) {
        const [a, b] = give.toSeats!;
        res = await client.POST('/api/v1/games/{gameId}/card-transfers', {
          params: path,
          ...auth(seat),
          body: {
            transfers: [
              { toSeat: a, card: give.cards![0] },
              { toSeat: b, card: give.cards![1] },
            ],
          },
        });
      } else if (contract) {
        res = await client.POST('/api/v1/games/{gameId}/contract', {
          params: path,
          ...auth(seat),
          body: { amount: contract.min! },
        });
      } else {
        const cards = play!.cards!;
        res = await client.POST('/api/v1/games/{gameId}/plays', {
          params: path,
          ...auth(seat),
          body: { card: cards[Math.floor(rng() * cards.length)] },
        });
      }
      expect(res.response.status).toBe(200);
      view = res.data!;
    }
    const table = await client.GET('/api/v1/games/{gameId}/score-table', { params: path });
    expect(table.data!.rows[0].declarer).not.toBeNull();
    expect(['made', 'failed']).toContain(table.data!.rows[0].result);
    const proof = await client.GET('/api/v1/games/{gameId}/deals/{deal}/proof', {
      params: { path: { gameId, deal } },
    });
    expect(proof.data!.deck).toHaveLength(24);
    const refused = await client.POST('/api/v1/games/{gameId}/passes', { params: path });
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'missing_token' });
  });
});
