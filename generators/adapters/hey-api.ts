// @hey-api/openapi-ts: the SDK (which checks every request and answer with its zod schemas,
// `validator`), views read through the TanStack Query plugin's options, the stream through the
// SDK's own event-stream reader.
import { QueryClient } from '@tanstack/react-query';
import { getGameOptions } from '../api/hey-api/@tanstack/react-query.gen.js';
import { client } from '../api/hey-api/client.gen.js';
import { act, createGame, getScoreTable, joinGame, streamGame } from '../api/hey-api/sdk.gen.js';
import type { Card } from '../api/hey-api/types.gen.js';
import { zStreamViewDto } from '../api/hey-api/zod.gen.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';

client.setConfig({ baseUrl });
const queries = new QueryClient();

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await createGame({ body: { name }, throwOnError: true })).data.id;
  },
  async join(gameId, name) {
    return (await joinGame({ path: { gameId }, body: { name }, throwOnError: true })).data;
  },
  async getView(gameId, token) {
    // staleTime 0: every read asks the service (the view changes after each move).
    return queries.fetchQuery({
      ...getGameOptions({ path: { gameId }, headers: bearer(token) }),
      staleTime: 0,
    });
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
    const { stream } = await streamGame({
      path: { gameId },
      signal: stop.signal,
      sseMaxRetryAttempts: 0,
      // No responseValidator of our own: the SDK's checks each message against the document's
      // StreamMessage (view or update). A document that typed the stream's body as a string
      // would make that check refuse every message, and the stream end with none.
    });
    const first = await stream.next();
    stop.abort();
    if (first.done) throw new Error('the stream ended before its first message');
    return zStreamViewDto.parse(first.value);
  },
};

await drive(adapter);
