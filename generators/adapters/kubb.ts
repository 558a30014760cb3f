// kubb's fetch client, which parses every answer with kubb's zod schemas (`parser: 'zod'`).
// Two of its bugs are worked around: it sends a JSON body without Content-Type (the service
// answers 415), so body-taking calls set it; and it reads every answer with response.json(),
// which never ends on an event stream, so the stream is read by hand and parsed with its schema.
import fetch from '@kubb/plugin-client/clients/fetch';
import { act } from '../api/kubb/clients/act.js';
import { createGame } from '../api/kubb/clients/createGame.js';
import { getGame } from '../api/kubb/clients/getGame.js';
import { getScoreTable } from '../api/kubb/clients/getScoreTable.js';
import { joinGame } from '../api/kubb/clients/joinGame.js';
import type { Card } from '../api/kubb/index.js';
import { streamViewDtoSchema } from '../api/kubb/zod/streamViewDtoSchema.js';
import { type Adapter, baseUrl, bearer, drive } from '../drive/deal.js';
import { firstEvent, streamUrl } from '../drive/sse.js';

fetch.setConfig({ baseURL: baseUrl });
const json = { 'Content-Type': 'application/json' };

const adapter: Adapter<Card> = {
  async createGame(name) {
    return (await createGame({ name }, undefined, { headers: json })).id;
  },
  async join(gameId, name) {
    return joinGame(gameId, { name }, undefined, { headers: json });
  },
  async getView(gameId, token) {
    return getGame(gameId, undefined, { headers: bearer(token) });
  },
  async act(gameId, token, action) {
    return act(gameId, action, undefined, { headers: { ...json, ...bearer(token) } });
  },
  async scoreTable(gameId) {
    return getScoreTable(gameId);
  },
  async firstStreamMessage(gameId) {
    const { event, data } = await firstEvent(await globalThis.fetch(streamUrl(baseUrl, gameId)));
    if (event !== 'view') return { kind: event };
    return streamViewDtoSchema.parse(data);
  },
};

await drive(adapter);
