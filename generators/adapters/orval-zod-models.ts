// orval's fetch client with zod models (`schemas: { type: 'zod' }`) and `runtimeValidation`: the
// client parses every answer with its operation's schema itself. Its streamGame() awaits
// `res.text()`, which never ends on an event stream: the first message is read by hand from the
// URL orval builds and parsed with the StreamMessage model.
import {
  act,
  createGame,
  getGame,
  getScoreTable,
  getStreamGameUrl,
  joinGame,
} from '../api/orval-zod-models/api.js';
import { type Card, StreamMessage } from '../api/orval-zod-models/model/index.js';
import { type Adapter, bearer, drive } from '../drive/deal.js';
import { firstEvent } from '../drive/sse.js';

const auth = (token?: string): RequestInit => ({ headers: bearer(token) });

function refused(answer: { status: number; data: unknown }): Error {
  return new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
}

const adapter: Adapter<Card> = {
  async createGame(name) {
    const answer = await createGame({ name });
    if (answer.status !== 201) throw refused(answer);
    return answer.data.id;
  },
  async join(gameId, name) {
    const answer = await joinGame(gameId, { name });
    if (answer.status !== 201) throw refused(answer);
    return answer.data;
  },
  async getView(gameId, token) {
    const answer = await getGame(gameId, auth(token));
    if (answer.status !== 200) throw refused(answer);
    return answer.data;
  },
  async act(gameId, token, action) {
    const answer = await act(gameId, action, auth(token));
    if (answer.status !== 200) throw refused(answer);
    return answer.data;
  },
  async scoreTable(gameId) {
    const answer = await getScoreTable(gameId);
    if (answer.status !== 200) throw refused(answer);
    return answer.data;
  },
  async firstStreamMessage(gameId) {
    const { data } = await firstEvent(await fetch(getStreamGameUrl(gameId)));
    return { kind: StreamMessage.parse(data).kind };
  },
};

await drive(adapter);
