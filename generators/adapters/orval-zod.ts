// orval's fetch client and its zod 4 schemas of every operation (a second output, `client: 'zod'`),
// each answer parsed with its operation's schema. Its streamGame() awaits `res.text()`, which never
// ends on an event stream: the stream is read by hand from the URL orval builds.
import {
  act,
  createGame,
  getGame,
  getScoreTable,
  getStreamGameUrl,
  joinGame,
} from '../api/orval-zod/api.js';
import type { Card } from '../api/orval-zod/model/index.js';
import {
  ActResponse,
  CreateGameResponse,
  GetGameResponse,
  GetScoreTableResponse,
  JoinGameResponse,
} from '../api/orval-zod/zod.js';
import { type Adapter, bearer, drive } from '../drive/deal.js';
import { firstEvent, kindOf } from '../drive/sse.js';

const auth = (token?: string): RequestInit => ({ headers: bearer(token) });

function expect<T extends { status: number; data: unknown }>(answer: T, status: number): unknown {
  if (answer.status !== status) throw new Error(`${answer.status} ${JSON.stringify(answer.data)}`);
  return answer.data;
}

const adapter: Adapter<Card> = {
  async createGame(name) {
    return CreateGameResponse.parse(expect(await createGame({ name }), 201)).id;
  },
  async join(gameId, name) {
    return JoinGameResponse.parse(expect(await joinGame(gameId, { name }), 201));
  },
  async getView(gameId, token) {
    return GetGameResponse.parse(expect(await getGame(gameId, auth(token)), 200));
  },
  async act(gameId, token, action) {
    return ActResponse.parse(expect(await act(gameId, action, auth(token)), 200));
  },
  async scoreTable(gameId) {
    return GetScoreTableResponse.parse(expect(await getScoreTable(gameId), 200));
  },
  async firstStreamMessage(gameId) {
    // orval's zod output has no schema of one message when the document types the body as text.
    const { event, data } = await firstEvent(await fetch(getStreamGameUrl(gameId)));
    return { kind: kindOf(event, data) };
  },
};

await drive(adapter);
