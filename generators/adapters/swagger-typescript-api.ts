// swagger-typescript-api's fetch client. Its streamGame() asks for no response format, so it answers
// the Response unread (its `data`, typed as one message, stays null): the body is read by hand.
import { Api, type Card, type StreamViewDto } from '../api/swagger-typescript-api/api.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';
import { firstEvent } from '../drive/sse.js';

// Its client throws the Response of an answer that is not ok.
const { api } = new Api({ baseUrl });
const auth = (token?: string) => ({ headers: bearer(token) });

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await api.createGame({ name })).data.id;
  },
  async join(gameId, name) {
    return (await api.joinGame(gameId, { name })).data;
  },
  async getView(gameId, token) {
    return (await api.getGame(gameId, auth(token))).data;
  },
  async act(gameId, token, action) {
    return (await api.act(gameId, action, auth(token))).data;
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await api.streamGame(gameId));
    const message: StreamViewDto | undefined = event === 'view' ? Object(data) : undefined;
    return { kind: message?.kind ?? event };
  },
};

await drive(adapter);
