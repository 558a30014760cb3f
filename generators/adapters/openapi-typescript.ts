// openapi-typescript's types with openapi-fetch. The stream is read by hand (drive/sse.ts):
// openapi-fetch answers a body, not a stream of messages.
import createClient from 'openapi-fetch';
import type { components, paths } from '../api/openapi-typescript/schema.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';
import { firstEvent, kindOf, streamUrl } from '../drive/sse.js';

type Card = components['schemas']['Card'];
const client = createClient<paths>({ baseUrl });

function ok<T>(answer: { data?: T; error?: unknown; response: Response }): T {
  if (answer.data === undefined) {
    throw new Error(`${answer.response.status} ${JSON.stringify(answer.error)}`);
  }
  return answer.data;
}

const adapter: Adapter<Card> = {
  async createGame(name) {
    return ok(await client.POST('/api/v1/games', { body: { name } })).id;
  },
  async join(gameId, name) {
    const path = { gameId };
    return ok(
      await client.POST('/api/v1/games/{gameId}/players', { params: { path }, body: { name } }),
    );
  },
  async getView(gameId, token) {
    const params = { path: { gameId } };
    return ok(await client.GET('/api/v1/games/{gameId}', { params, headers: bearer(token) }));
  },
  async scoreTable(gameId) {
    const params = { path: { gameId } };
    return ok(await client.GET('/api/v1/games/{gameId}/score-table', { params }));
  },
  async act(gameId, token, action) {
    const params = { path: { gameId } };
    return ok(
      await client.POST('/api/v1/games/{gameId}/actions', {
        params,
        headers: bearer(token),
        body: action,
      }),
    );
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await fetch(streamUrl(baseUrl, gameId)));
    return { kind: kindOf(event, data) };
  },
};

await drive(adapter);
