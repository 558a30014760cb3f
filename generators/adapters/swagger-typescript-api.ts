// swagger-typescript-api's fetch client. Its streamGame() asks for no response format, so it answers
// the Response unread (its `data`, typed as one message, stays null): the body is read by hand.
import { Api, type Card } from '../api/swagger-typescript-api/api.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';
import { firstEvent, kindOf } from '../drive/sse.js';

// Its client throws the Response of an answer that is not ok.
const { api } = new Api({ baseUrl });
// format 'json': for an answer given as a $ref to components/responses, swagger-typescript-api
// 13.13 generates no format, and `data` stays null though typed as the view.
const auth = (token?: string) => ({ headers: bearer(token), format: 'json' as const });

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await api.createGame({ name }, auth())).data.id;
  },
  async join(gameId, name) {
    return (await api.joinGame(gameId, { name }, auth())).data;
  },
  async getView(gameId, token) {
    return (await api.getGame(gameId, auth(token))).data;
  },
  async act(gameId, token, action) {
    return (await api.act(gameId, action, auth(token))).data;
  },
  async scoreTable(gameId) {
    return (await api.getScoreTable(gameId, auth())).data;
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await api.streamGame(gameId));
    return { kind: kindOf(event, data) };
  },
};

await drive(adapter);
