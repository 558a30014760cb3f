// orval's fetch client. Its streamGame() awaits `res.text()`, which never ends on an event stream:
// the stream is read by hand from the URL orval builds (getStreamGameUrl).
import {
  act,
  createGame,
  getGame,
  getScoreTable,
  getStreamGameUrl,
  joinGame,
} from '../api/orval-fetch/api.js';
import type { Card } from '../api/orval-fetch/model/index.js';
import { type Adapter, bearer, drive } from '../drive/deal.js';
import { firstEvent, kindOf } from '../drive/sse.js';

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
  async scoreTable(gameId) {
    const answer = await getScoreTable(gameId);
    if (answer.status !== 200) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
    return answer.data;
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await fetch(getStreamGameUrl(gameId)));
    return { kind: kindOf(event, data) };
  },
};

await drive(adapter);
