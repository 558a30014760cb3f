import { describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { DatabasePool } from '../src/platform/database/database-pool.js';
import { StreamTicketsService } from '../src/live/streams/stream-tickets.service.js';
import type {
  StreamTicketDto as StreamTicket,
  StreamUpdateDto as StreamUpdate,
  StreamViewDto as StreamView,
} from '../clients/ts/src/index.js';
import { GameClient } from './support/api.js';
import { SseClient } from './support/sse.js';
import { useTestApp } from './support/app-fixture.js';
import type { TestApp } from './support/test-app.js';
import { seatToAct } from './support/openings.js';

const SHORT_TTL_MS = 300;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('stream tickets: a browser follows a seat stream without an Authorization header', () => {
  const a = useTestApp({}, { listen: true });
  /** A second instance on the same database, whose tickets expire after SHORT_TTL_MS. */
  const b = useTestApp({ streamTicketTtlMs: SHORT_TTL_MS }, { listen: true });
  /** Every ticket any test was given (and a seat token sent as one), to prove none was logged. */
  const issued: string[] = [];

  async function ticketFor(url: string, gameId: string, token: string) {
    const res = await request(url)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(201);
    const body: StreamTicket = res.body;
    issued.push(body.ticket);
    return res;
  }

  /** The problem answered to a stream request that must be refused before it opens. */
  async function refusedStream(url: string, gameId: string, ticket: string) {
    const res = await request(url).get(`/api/v1/games/${gameId}/stream`).query({ ticket });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    // The ticket is a secret: not even a refusal echoes it.
    if (ticket !== '') expect(JSON.stringify(res.body)).not.toContain(ticket);
    return res;
  }

  const storedTickets = (t: TestApp, gameId: string) =>
    t.app
      .get(DatabasePool)
      .pool.query(`SELECT * FROM stream_tickets WHERE game_id = $1`, [gameId])
      .then((r) => r.rows as Record<string, unknown>[]);

  it("issues a single-use ticket that opens the seat's own stream, its hand included", async () => {
    const api = new GameClient(a.url);
    const { gameId, tokens } = await api.startGame();
    const before = Date.now();
    const res = await ticketFor(a.url, gameId, tokens[1]);
    expect(Object.keys(res.body).sort()).toEqual(['expiresAt', 'ticket']);
    expect(res.body.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.ticket).not.toBe(tokens[1]);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(new Date(expiresAt).toISOString()).toBe(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThan(before + 55_000);
    expect(expiresAt).toBeLessThan(Date.now() + 65_000);

    // Stored as hashes only: the ticket's, and the seat token's it stands for.
    const rows = await storedTickets(a, gameId);
    expect(rows).toHaveLength(1);
    expect(rows[0].ticket_hash).toBe(sha256(res.body.ticket));
    expect(rows[0].token_hash).toBe(sha256(tokens[1]));
    expect(JSON.stringify(rows)).not.toContain(res.body.ticket);
    expect(JSON.stringify(rows)).not.toContain(tokens[1]);

    const sse = SseClient.open(a.url, gameId, { ticket: res.body.ticket });
    try {
      await sse.until(() => sse.messages.length >= 1);
      expect(sse.status).toBe(200);
      const view = sse.messages[0].data as StreamView;
      expect(sse.messages[0].event).toBe('view');
      expect(view.kind).toBe('view');
      expect(view.you).toBe(1);
      const hand = (await api.view(gameId, tokens[1])).deal!.hand!;
      expect(hand.length).toBeGreaterThan(0);
      expect(view.deal?.hand).toEqual(hand);
      // Spent as it was used.
      expect(await storedTickets(a, gameId)).toEqual([]);

      // The stream follows the game, each message saying what it is.
      const { token } = await seatToAct(api, { gameId, tokens });
      expect((await api.post(gameId, 'passes', token)).status).toBe(200);
      await sse.until(() => sse.updates.length >= 1);
      expect((sse.updates[0].data as StreamUpdate).kind).toBe('update');
    } finally {
      sse.close();
    }

    const again = await refusedStream(a.url, gameId, res.body.ticket);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('invalid_ticket');
  });

  it('lets exactly one of two streams racing with one ticket open', async () => {
    const { gameId, tokens } = await new GameClient(a.url).startGame();
    const { ticket } = (await ticketFor(a.url, gameId, tokens[0])).body;
    const racers = [
      SseClient.open(a.url, gameId, { ticket }),
      SseClient.open(b.url, gameId, { ticket }),
    ];
    try {
      await Promise.all(racers.map((s) => s.until(() => s.status !== 0)));
      expect(racers.map((s) => s.status).sort()).toEqual([200, 401]);
    } finally {
      for (const s of racers) s.close();
    }
  });

  it('works across instances: issued by one, spent on another', async () => {
    const { gameId, tokens } = await new GameClient(a.url).startGame();
    const { ticket } = (await ticketFor(a.url, gameId, tokens[2])).body;
    const sse = SseClient.open(b.url, gameId, { ticket });
    try {
      await sse.until(() => sse.messages.length >= 1);
      expect(sse.status).toBe(200);
      expect((sse.messages[0].data as StreamView).you).toBe(2);
    } finally {
      sse.close();
    }
  });

  it('refuses a ticket on another game, and that does not spend it on its own', async () => {
    const api = new GameClient(a.url);
    const first = await api.startGame();
    const second = await api.startGame();
    const { ticket } = (await ticketFor(a.url, first.gameId, first.tokens[0])).body;
    const elsewhere = await refusedStream(a.url, second.gameId, ticket);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.code).toBe('invalid_ticket');
    const unknownGame = await refusedStream(a.url, '00000000-0000-4000-8000-000000000000', ticket);
    expect(unknownGame.status).toBe(401);
    expect(unknownGame.body.code).toBe('invalid_ticket');
    const sse = SseClient.open(a.url, first.gameId, { ticket });
    try {
      await sse.until(() => sse.messages.length >= 1);
      expect(sse.status).toBe(200);
      expect((sse.messages[0].data as StreamView).you).toBe(0);
    } finally {
      sse.close();
    }
  });

  it('refuses an expired ticket, and the sweep deletes it', async () => {
    const { gameId, tokens } = await new GameClient(b.url).startGame();
    const res = await ticketFor(b.url, gameId, tokens[0]);
    expect(Date.parse(res.body.expiresAt) - Date.now()).toBeLessThanOrEqual(SHORT_TTL_MS);
    // Expiry is on the database's clock (stream-tickets.store.ts): the ticket's time is moved past
    // there, instead of waiting for it.
    await b.app
      .get(DatabasePool)
      .pool.query(
        `UPDATE stream_tickets SET expires_at = now() - interval '1 millisecond' WHERE game_id = $1`,
        [gameId],
      );
    const late = await refusedStream(b.url, gameId, res.body.ticket);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe('invalid_ticket');
    expect(await storedTickets(b, gameId)).toHaveLength(1);
    expect(await b.app.get(StreamTicketsService).sweep()).toBeGreaterThanOrEqual(1);
    expect(await storedTickets(b, gameId)).toEqual([]);
  });

  it('never takes a seat token in the URL, nor a ticket with a header, nor a malformed one', async () => {
    const { gameId, tokens } = await new GameClient(a.url).startGame();
    issued.push(tokens[0]);
    const token = await refusedStream(a.url, gameId, tokens[0]);
    expect(token.status).toBe(401);
    expect(token.body.code).toBe('invalid_ticket');
    for (const bad of ['short', 'x'.repeat(43) + '!', '']) {
      const res = await refusedStream(a.url, gameId, bad);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_ticket');
    }
    const { ticket } = (await ticketFor(a.url, gameId, tokens[0])).body;
    const both = await request(a.url)
      .get(`/api/v1/games/${gameId}/stream`)
      .query({ ticket })
      .set('Authorization', `Bearer ${tokens[0]}`);
    expect(both.status).toBe(400);
    expect(both.body.code).toBe('ambiguous_credentials');
    expect(JSON.stringify(both.body)).not.toContain(ticket);
  });

  it('needs no ticket for a spectator, and gives one only to a seat of the game', async () => {
    const api = new GameClient(a.url);
    const { gameId } = await api.startGame();
    const other = await api.startGame();
    const sse = SseClient.open(a.url, gameId);
    try {
      await sse.until(() => sse.messages.length >= 1);
      expect(sse.status).toBe(200);
      const view = sse.messages[0].data as StreamView;
      expect(view.you).toBeNull();
      expect(view.deal).not.toBeNull();
      expect(view.deal?.hand).toBeUndefined();
    } finally {
      sse.close();
    }
    const anonymous = await request(a.url).post(`/api/v1/games/${gameId}/stream-tickets`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('missing_token');
    const foreign = await request(a.url)
      .post(`/api/v1/games/${gameId}/stream-tickets`)
      .set('Authorization', `Bearer ${other.tokens[0]}`);
    expect(foreign.status).toBe(401);
    expect(foreign.body.code).toBe('invalid_token');
    const missing = await request(a.url)
      .post('/api/v1/games/00000000-0000-4000-8000-000000000000/stream-tickets')
      .set('Authorization', `Bearer ${other.tokens[0]}`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('game_not_found');
  });

  it('never writes a ticket in a log line: stream URLs are logged with the ticket redacted', async () => {
    expect(issued.length).toBeGreaterThanOrEqual(7);
    // The request log lines are written as each response finishes: once this last request's line
    // is there, so are the lines of every request answered before it.
    // (Not a game's id: ids are logged hashed.)
    const last = `/api/v1/log-marker-${randomBytes(8).toString('hex')}`;
    await request(a.url).get(last).expect(404);
    for (let i = 0; i < 500 && !a.logs.some((line) => line.includes(last)); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(a.logs.some((line) => line.includes(last))).toBe(true);
    const logs = [...a.logs, ...b.logs].join('');
    for (const ticket of issued) expect(logs).not.toContain(ticket);
    const streamLines = [...a.logs, ...b.logs].filter((line) => line.includes('/stream?'));
    expect(streamLines.length).toBeGreaterThan(0);
    expect(streamLines.filter((line) => line.includes('ticket=REDACTED')).length).toBeGreaterThan(
      0,
    );
  });
});
