// openapi-zod-client's Zodios client (axios; zod 3), which checks every answer with its zod
// schemas. Zodios reads a whole body through axios: the stream is read by hand.
import { createApiClient, schemas } from '../api/openapi-zod-client/api.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';
import { firstEvent, kindOf, streamUrl } from '../drive/sse.js';

type Card = (typeof schemas.Card)['_output'];
const client = createApiClient(baseUrl);
const auth = (token?: string) => ({ headers: bearer(token) });

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await client.createGame({ name })).id;
  },
  async join(gameId, name) {
    return client.joinGame({ name }, { params: { gameId } });
  },
  async getView(gameId, token) {
    return client.getGame({ params: { gameId }, ...auth(token) });
  },
  async scoreTable(gameId) {
    return client.getScoreTable({ params: { gameId } });
  },
  async act(gameId, token, action) {
    return client.act(action, { params: { gameId }, ...auth(token) });
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await fetch(streamUrl(baseUrl, gameId)));
    // openapi-zod-client makes no schema of the stream's messages (text/event-stream).
    return { kind: kindOf(event, data) };
  },
};

await drive(adapter);
