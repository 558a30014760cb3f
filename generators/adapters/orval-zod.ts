// orval's fetch client with zod 4 schemas: it parses every answer itself (runtimeValidation). Its
// streamGame() awaits `res.text()`, which never ends on an event stream: the stream is read by
// hand from the URL orval builds and its first message parsed with orval's schema.
import { act, createGame, getGame, getStreamGameUrl, joinGame } from '../api/orval-zod/api.js';
import { type Card, StreamViewDto } from '../api/orval-zod/schemas/index.js';
import { type Adapter, bearer, drive } from '../drive/deal.js';
import { firstEvent } from '../drive/sse.js';

const auth = (token?: string): RequestInit => ({ headers: bearer(token) });

const adapter: Adapter<Card> = {
  async createGame(name) {
    const answer = await createGame({ name });
    if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
    return answer.data.id;
  },
  async join(gameId, name) {
    const answer = await joinGame(gameId, { name });
    if (answer.status !== 201) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
    return answer.data;
  },
  async getView(gameId, token) {
    const answer = await getGame(gameId, auth(token));
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
    return answer.data;
  },
  async act(gameId, token, action) {
    const answer = await act(gameId, action, auth(token));
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
    return answer.data;
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await fetch(getStreamGameUrl(gameId)));
    if (event !== 'view') return { kind: event };
    return StreamViewDto.parse(data);
  },
};

await drive(adapter);
