// @hey-api/openapi-ts with valibot: the SDK checks every request and answer with its valibot
// schemas (`validator`), each message of the stream too (the union of the view and update
// messages, as the document types the stream's body), through the SDK's own event-stream reader.
import * as v from 'valibot';
import { client } from '../api/hey-api-valibot/client.gen.js';
import {
  act,
  createGame,
  getGame,
  getScoreTable,
  joinGame,
  streamGame,
} from '../api/hey-api-valibot/sdk.gen.js';
import type { Card } from '../api/hey-api-valibot/types.gen.js';
import { vStreamViewDto } from '../api/hey-api-valibot/valibot.gen.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';

client.setConfig({ baseUrl });

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await createGame({ body: { name }, throwOnError: true })).data.id;
  },
  async join(gameId, name) {
    return (await joinGame({ path: { gameId }, body: { name }, throwOnError: true })).data;
  },
  async getView(gameId, token) {
    return (await getGame({ path: { gameId }, headers: bearer(token), throwOnError: true })).data;
  },
  async act(gameId, token, action) {
    const path = { gameId };
    return (await act({ path, headers: bearer(token), body: action, throwOnError: true })).data;
  },
  async scoreTable(gameId) {
    return (await getScoreTable({ path: { gameId }, throwOnError: true })).data;
  },
  async firstStreamMessage(gameId) {
    const stop = new AbortController();
    // No responseValidator of our own: the SDK's (the document's StreamMessage) checks each one.
    const { stream } = await streamGame({
      path: { gameId },
      signal: stop.signal,
      sseMaxRetryAttempts: 0,
    });
    const first = await stream.next();
    stop.abort();
    if (first.done) throw new Error('the stream ended before its first message');
    return v.parse(vStreamViewDto, first.value);
  },
};

await drive(adapter);
