import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import request from 'supertest';
import { chooseMove, testRng, type JoinedGame } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { PlayerClient } from './support/players.js';
import { SseClient } from './support/sse.js';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const STRANGER_PLAYER = 'player.' + 'A'.repeat(43);

describe('players (issue 28): creating, reading, renaming, new tokens', () => {
  const t = useTestApp();
  const players = () => new PlayerClient(t.server);

  it('creates a player: 201 {id, name, token}; only the hash of the token is stored', async () => {
    const created = await players().create('Anna');
    expect(created).toEqual({ id: expect.any(String), name: 'Anna', token: expect.any(String) });
    expect(created.token).toMatch(/^player\.[A-Za-z0-9_-]{43}$/);
    const row = await t.prisma.player.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.tokenHash).toBe(sha256(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token.slice(7));
    const me = await players().get('players/me', created.token).expect(200);
    expect(me.body).toEqual({
      id: created.id,
      name: 'Anna',
      bot: null,
      kind: 'person',
      description: null,
      owner: null,
      ladderPause: null,
      createdAt: expect.any(String),
      ratings: [],
    });
  });

  it('refuses a bad name as a seat name is refused, and a missing or unknown token', async () => {
    const blank = await request(t.server).post('/api/v1/players').send({ name: '\u3164' });
    expect([blank.status, blank.body.code]).toEqual([400, 'validation_failed']);
    const bot = await request(t.server).post('/api/v1/players').send({ name: 'Bot (strong)' });
    expect([bot.status, bot.body.code]).toEqual([400, 'validation_failed']);
    expect(JSON.stringify(bot.body)).toContain("computer player's name");
    const none = await players().get('players/me');
    expect([none.status, none.body.code]).toEqual([401, 'missing_token']);
    const unknown = await players().get('players/me', STRANGER_PLAYER);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'invalid_token']);
    const seatToken = await players().get('players/me', 'B'.repeat(43));
    expect([seatToken.status, seatToken.body.code]).toEqual([401, 'invalid_token']);
  });

  it('renames the player (PATCH /players/me)', async () => {
    const { token, id } = await players().create('Boris');
    const renamed = await request(t.server)
      .patch('/api/v1/players/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'Борис' })
      .expect(200);
    expect(renamed.body).toMatchObject({ id, name: 'Борис' });
    expect(JSON.stringify(renamed.body)).not.toContain(token);
    const bad = await request(t.server)
      .patch('/api/v1/players/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: '' });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation_failed']);
    const botLike = await request(t.server)
      .patch('/api/v1/players/me')
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'BOT (Expert)' });
    expect([botLike.status, botLike.body.code]).toEqual([400, 'validation_failed']);
    expect((await t.prisma.player.findUniqueOrThrow({ where: { id } })).name).toBe('Борис');
  });

  it('a new token works at once and the old one stops at once, seats included', async () => {
    const old = await players().create('Vera');
    const game = await t.api.create();
    const seat = (await players().join(game.id, old.token, 'Vera').expect(201)).body as JoinedGame;
    const fresh = await request(t.server)
      .post('/api/v1/players/me/tokens')
      .set('Authorization', `Bearer ${old.token}`)
      .expect(201);
    expect(fresh.body).toEqual({
      id: old.id,
      name: 'Vera',
      token: expect.any(String),
      revoked: { seatTokens: 1, queueEntries: 0, streamTickets: 0 },
    });
    expect(fresh.body.token).not.toBe(old.token);
    const stale = await players().get('players/me', old.token);
    expect([stale.status, stale.body.code]).toEqual([401, 'invalid_token']);
    const staleSeat = await players().get(`games/${game.id}`, old.token);
    expect([staleSeat.status, staleSeat.body.code]).toEqual([401, 'invalid_token']);
    expect((await t.api.view(game.id, fresh.body.token)).you).toBe(seat.seat);
    // The seat token its join answered went with the old player token (issue 42).
    const staleSeatToken = await players().get(`games/${game.id}`, seat.token);
    expect([staleSeatToken.status, staleSeatToken.body.code]).toEqual([401, 'invalid_token']);
    await players().get('players/me', fresh.body.token).expect(200);
    const again = await request(t.server)
      .post('/api/v1/players/me/tokens')
      .set('Authorization', `Bearer ${old.token}`);
    expect([again.status, again.body.code]).toEqual([401, 'invalid_token']);
  });

  it('never logs a player token', async () => {
    const { token } = await players().create('Quiet');
    await players().get('players/me', token).expect(200);
    const secret = token.slice('player.'.length);
    expect(t.logs.filter((line) => line.includes(secret))).toEqual([]);
  });
});

describe('players: creation bounded per address (PLAYERS_PER_ADDRESS_PER_HOUR)', () => {
  const t = useTestApp({ playersPerAddressPerHour: 2 }, { listen: true });

  it('answers 429 too_many_players with Retry-After past the limit; other addresses go on', async () => {
    const address = freshLoopbackAddress();
    const create = (from: string) =>
      fromAddress(from, `${t.url}/api/v1/players`, 'POST', { name: 'Many' });
    expect((await create(address)).status).toBe(201);
    expect((await create(address)).status).toBe(201);
    const refused = await create(address);
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_players']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await create(freshLoopbackAddress())).status).toBe(201);
  });
});

describe('seats bound to players (issue 28)', () => {
  const t = useTestApp({}, { listen: true });
  const players = () => new PlayerClient(t.server);

  it("a player's token stands for its seat: view, moves, stream tickets; the seat token too", async () => {
    const anna = await players().create('Anna');
    const game = await t.api.create();
    const joined = await players().join(game.id, anna.token, 'Anna').expect(201);
    const seat = joined.body as JoinedGame;
    expect(seat.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(seat.game.seats[seat.seat].playerId).toBe(anna.id);
    expect(JSON.stringify(joined.body)).not.toContain(anna.token);
    const stored = await t.prisma.seat.findUniqueOrThrow({
      where: { gameId_seat: { gameId: game.id, seat: seat.seat } },
    });
    expect(stored.playerId).toBe(anna.id);
    // Anonymous seats fill the rest, as before.
    const boris = await t.api.join(game.id, 'Boris');
    const vera = await t.api.join(game.id, 'Vera');
    expect((await t.api.view(game.id, boris.token)).seats[boris.seat].playerId).toBeNull();
    const view = await t.api.view(game.id, anna.token);
    expect(view.you).toBe(seat.seat);
    expect(view.deal!.hand!.length).toBeGreaterThan(0);
    expect((await t.api.view(game.id, seat.token)).you).toBe(seat.seat);
    const tokens: Record<number, string> = {
      [seat.seat]: anna.token,
      [boris.seat]: boris.token,
      [vera.seat]: vera.token,
    };
    // Moves until the player's token has made one of its seat's.
    const rng = testRng(28);
    for (let mine = false; !mine;) {
      const now = await t.api.view(game.id, tokens[(await t.api.view(game.id)).deal!.turn!]);
      mine = now.you === seat.seat;
      const move = chooseMove(now.legalActions, rng);
      const moved = await t.api.post(game.id, move.path, tokens[now.you!], move.body);
      expect(moved.status).toBe(200);
    }
    expect(await t.prisma.gameAction.count({ where: { gameId: game.id, seat: seat.seat } })).toBe(
      1,
    );
    const ticket = await t.api.post(game.id, 'stream-tickets', anna.token);
    expect(ticket.status).toBe(201);
    const hint = await request(t.server)
      .get(`/api/v1/games/${game.id}/hint`)
      .set('Authorization', `Bearer ${anna.token}`);
    expect(hint.status).not.toBe(401);
  });

  it('a player token that holds no seat of the game is refused as an unknown token is', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const outsider = await players().create('Outsider');
    const turnOf = (await t.api.view(gameId)).deal!.turn!;
    for (const token of [outsider.token, STRANGER_PLAYER, 'C'.repeat(43)]) {
      const read = await players().get(`games/${gameId}`, token);
      expect([read.status, read.body.code]).toEqual([401, 'invalid_token']);
      const move = await t.api.post(gameId, 'passes', token);
      expect([move.status, move.body.code]).toEqual([401, 'invalid_token']);
    }
    expect((await t.api.post(gameId, 'passes', tokens[turnOf])).status).toBe(200);
  });

  it('a player holds at most one seat of a game: 409 already_seated', async () => {
    const dmitri = await players().create('Dmitri');
    const game = await t.api.create();
    await players().join(game.id, dmitri.token).expect(201);
    const again = await players().join(game.id, dmitri.token);
    expect([again.status, again.body.code]).toEqual([409, 'already_seated']);
    const dead = await players().join(game.id, STRANGER_PLAYER);
    expect([dead.status, dead.body.code]).toEqual([401, 'invalid_token']);
  });

  it('a rematch asked with the player token binds the new seat to the player; bots to theirs', async () => {
    const elena = await players().create('Elena');
    const game = await t.api.create({ timeControl: { moveSeconds: 30, onTimeout: 'forfeit' } });
    const mine = (await players().join(game.id, elena.token, 'Elena').expect(201))
      .body as JoinedGame;
    expect((await t.api.post(game.id, 'bots', null, { level: 'basic' })).status).toBe(201);
    const other = await t.api.join(game.id, 'Fedor');
    expect((await t.api.post(game.id, 'leave', other.token)).body.status).toBe('finished');
    const rematch = await t.api.post(game.id, 'rematch', elena.token, {});
    expect(rematch.status).toBe(201);
    const next = rematch.body as JoinedGame;
    expect(next.seat).toBe(mine.seat);
    expect(next.game.seats[next.seat].playerId).toBe(elena.id);
    expect((await t.api.view(next.game.id, elena.token)).you).toBe(mine.seat);
    const bot = next.game.seats.find((s) => s.bot === 'basic')!;
    expect(bot.playerId).toBe('00000000-0000-4000-8000-000000000002');
  });

  it("opens the seat's stream with the player token, and its ticket; the seat shows connected", async () => {
    const zoya = await players().create('Zoya');
    const game = await t.api.create();
    const seat = (await players().join(game.id, zoya.token, 'Zoya').expect(201)).body as JoinedGame;
    const direct = SseClient.open(t.url, game.id, { token: zoya.token });
    const ticket = (await t.api.post(game.id, 'stream-tickets', zoya.token).expect(201)).body;
    const viaTicket = SseClient.open(t.url, game.id, { ticket: ticket.ticket });
    try {
      for (const sse of [direct, viaTicket]) {
        await sse.until(() => sse.messages.length > 0);
        expect(sse.status).toBe(200);
        expect(sse.messages[0].event).toBe('view');
        expect((sse.messages[0].data as { you: number }).you).toBe(seat.seat);
        expect(sse.raw).not.toContain(zoya.token);
      }
      const connected = async () => (await t.api.view(game.id)).seats[seat.seat].connected;
      for (let i = 0; i < 50 && !(await connected()); i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(await connected()).toBe(true);
    } finally {
      direct.close();
      viaTicket.close();
    }
  });
});
