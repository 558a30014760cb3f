import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import { useTestApp } from './support/app-fixture.js';
import { chooseMove, moveOf, testRng, type GameView } from './support/api.js';
import { SseClient } from './support/sse.js';
import { PlayerClient } from './support/players.js';

const CLOCK = { moveSeconds: 60, onTimeout: 'forfeit' } as const;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// Bot accounts (issue 49; README "Bots from outside"): a program's player, shown as a bot
// everywhere a player is shown, rated among bots, never on the people's leaderboard.
describe('bot accounts', () => {
  const t = useTestApp({ botPaceMs: 0, streamKeepAliveMs: 100 });
  const people = () => new PlayerClient(t.server);

  const newBot = (name: string) => people().createBot(name);

  async function ratedGame(creatorToken: string, body: Record<string, unknown> = {}) {
    const res = await request(t.server)
      .post('/api/v1/games')
      .set(bearer(creatorToken))
      .send({ rated: true, timeControl: CLOCK, ...body })
      .expect(201);
    return (res.body as { id: string }).id;
  }

  it('is made with kind, owner and description; shows as a bot; its owner only to itself', async () => {
    const bot = await newBot('MyBot expert');
    const seen = await request(t.server).get(`/api/v1/players/${bot.id}`).expect(200);
    expect(seen.body).toMatchObject({
      kind: 'bot',
      description: 'A test program',
      owner: null,
      ladderPause: null,
    });
    const me = await request(t.server).get('/api/v1/players/me').set(bearer(bot.token));
    expect(me.body).toMatchObject({ kind: 'bot', owner: 'owner@example.org' });
    const person = await people().create('Anna');
    const anna = await request(t.server).get(`/api/v1/players/${person.id}`).expect(200);
    expect(anna.body).toMatchObject({ kind: 'person', owner: null, description: null });
    const stored = await t.prisma.player.findUnique({ where: { id: bot.id } });
    expect(stored).toMatchObject({ kind: 'bot', owner: 'owner@example.org' });
  });

  it("refuses a bot without an owner, a person's bot-like name, and a service bot's name", async () => {
    const post = (body: object) => request(t.server).post('/api/v1/players').send(body);
    const about = { kind: 'bot', owner: 'me@example.org', description: 'Plays' };
    // Said once, as what a bot account needs, not as the missing fields' types.
    const needs = 'kind: a bot account needs an owner (a contact) and a description';
    for (const body of [
      { name: 'NoOwner', kind: 'bot', description: 'Plays' },
      { name: 'NoDescription', kind: 'bot', owner: 'me@example.org' },
      { name: 'NoneOfThem', kind: 'bot' },
    ]) {
      const refused = await post(body).expect(400);
      expect([refused.body.code, refused.body.detail]).toEqual(['validation_failed', needs]);
    }
    await post({ name: 'Bot expert' }).expect(400);
    await post({ name: 'Bot (expert)', ...about }).expect(400);
    await post({ name: 'Bot expert', ...about }).expect(201);
    // A person's account has no owner nor description: refused, not made without them.
    for (const field of [{ owner: 'me@example.org' }, { description: 'Plays' }]) {
      const person = await post({ name: 'Anna', ...field });
      expect([person.status, person.body.code]).toEqual([400, 'validation_failed']);
      expect(JSON.stringify(person.body)).toContain(
        `${Object.keys(field)[0]} is a bot account's field`,
      );
    }
    await post({ name: 'Anna', kind: 'person', owner: 'me@example.org' }).expect(400);
    await post({ name: 'Anna' }).expect(201);
    // Too long is said once, as too long (a user trial was told 'must be printable' of 10,000 a's).
    const long = await post({ name: 'Longwinded', ...about, owner: 'a'.repeat(10_000) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('owner must be shorter than or equal to 200');
    expect(JSON.stringify(long.body)).not.toContain('printable');
    const hidden = await post({ name: 'Hidden', ...about, description: 'plays\u0000' });
    expect(JSON.stringify(hidden.body)).toContain('description must be printable characters');
  });

  it("renames a bot by the bots' rule and a person by the people's (PATCH /players/me)", async () => {
    const rename = (token: string, name: string) =>
      request(t.server).patch('/api/v1/players/me').set(bearer(token)).send({ name });
    const bot = await newBot('Renamed');
    expect((await rename(bot.token, 'Bot expert').expect(200)).body.name).toBe('Bot expert');
    const service = await rename(bot.token, 'Bot (expert)').expect(400);
    expect(service.body.code).toBe('validation_failed');
    const stored = await t.prisma.player.findUniqueOrThrow({ where: { id: bot.id } });
    expect(stored.name).toBe('Bot expert');
    const anna = await people().create('Anna');
    const refused = await rename(anna.token, 'Bot expert').expect(400);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'name', message: expect.stringMatching(/computer player/) }],
    });
    await rename(anna.token, 'MyBot').expect(200);
  });

  it("changes a bot's owner and description (PATCH /players/me); a person's account has neither", async () => {
    const patch = (token: string, body: Record<string, unknown>) =>
      request(t.server).patch('/api/v1/players/me').set(bearer(token)).send(body);
    const bot = await newBot('Describable');
    const changed = await patch(bot.token, { description: 'Plays the talon well' }).expect(200);
    expect(changed.body).toMatchObject({
      name: 'Describable',
      description: 'Plays the talon well',
      owner: 'owner@example.org',
    });
    await patch(bot.token, { owner: 'new@example.org', name: 'Described' }).expect(200);
    const seen = await request(t.server).get(`/api/v1/players/${bot.id}`).expect(200);
    expect(seen.body).toMatchObject({ name: 'Described', description: 'Plays the talon well' });
    expect(seen.body.owner).toBeNull();
    const stored = await t.prisma.player.findUniqueOrThrow({ where: { id: bot.id } });
    expect(stored.owner).toBe('new@example.org');

    const blank = await patch(bot.token, { description: '   ' }).expect(400);
    expect(blank.body.errors.map((e: { field: string }) => e.field)).toEqual(['description']);
    // A patch of nothing changes nothing.
    const nothing = await patch(bot.token, {}).expect(200);
    expect(nothing.body).toMatchObject({ name: 'Described', description: 'Plays the talon well' });

    const anna = await people().create('Anna');
    const refused = await patch(anna.token, { name: 'Anya', description: 'x' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'description', message: expect.stringMatching(/bot account/) }],
    });
    const kept = await t.prisma.player.findUniqueOrThrow({ where: { id: anna.id } });
    expect({ name: kept.name, description: kept.description }).toEqual({
      name: 'Anna',
      description: null,
    });
  });

  it('keeps a rated table to people or bots unless its creator allows bots', async () => {
    const [anna, bob] = [await people().create('Anna'), await people().create('Bob')];
    const bot = await newBot('Mixer');
    const closed = await ratedGame(anna.token);
    await people().join(closed, anna.token, 'Anna').expect(201);
    const refused = await people().join(closed, bot.token, 'Mixer').expect(403);
    expect(refused.body.code).toBe('bots_not_allowed');
    const botTable = await ratedGame(bot.token);
    await people().join(botTable, bot.token, 'Mixer').expect(201);
    expect((await people().join(botTable, bob.token, 'Bob').expect(403)).body.code).toBe(
      'bots_not_allowed',
    );

    // An unrated table seats bot accounts with people anyway: the switch there is refused, not
    // ignored; false, the default, is taken.
    for (const rated of [undefined, false]) {
      const unrated = await request(t.server)
        .post('/api/v1/games')
        .set(bearer(anna.token))
        .send({ rated, botsAllowed: true, timeControl: CLOCK })
        .expect(422);
      expect(unrated.body.code).toBe('bots_allowed_not_rated');
    }
    await request(t.server).post('/api/v1/games').send({ botsAllowed: false }).expect(201);
    const open = await ratedGame(anna.token, { botsAllowed: true });
    await people().join(open, anna.token, 'Anna').expect(201);
    const seated = await people().join(open, bot.token, 'Mixer').expect(201);
    const kinds = (seated.body.game as GameView).seats.map((s) => s.kind);
    expect(kinds).toEqual(['person', 'bot', null]);
    // Computer players sit at rated tables only among people (rated-computers.e2e-spec.ts).
    const computer = await request(t.server)
      .post(`/api/v1/games/${open}/bots`)
      .set(bearer(anna.token))
      .send({ level: 'basic' })
      .expect(409);
    expect(computer.body.code).toBe('computer_with_bot_account');
    await people().join(open, bob.token, 'Bob').expect(201);
    const mine = await people().get('players/me/games', anna.token).expect(200);
    const line = mine.body.games.find((g: { id: string }) => g.id === open);
    expect(line.opponents.map((o: { kind: string }) => o.kind)).toEqual(['bot', 'person']);
  });

  it('plays a rated bot-pool game through its stream and /actions, rated among bots', async () => {
    const bots = await Promise.all(['Alpha', 'Beta', 'Gamma'].map((n) => newBot(`${n}Bot`)));
    const streams = bots.map((b) =>
      SseClient.openPath(t.url, '/api/v1/players/me/stream', bearer(b.token)),
    );
    try {
      const id = await ratedGame(bots[0].token);
      for (const b of bots) await people().join(id, b.token, b.name).expect(201);
      const rng = testRng(49);
      const kindsOf = (s: SseClient) => s.messages.map((m) => (m.data as { kind: string }).kind);
      await streams[0].until(() => kindsOf(streams[0]).includes('game_started'));
      // Each bot acts when its stream says so, from its view's legalActions, until a deal is
      // scored; then the first bot leaves, which forfeits the game and rates it.
      let moves = 0;
      const dealt = async () =>
        (await t.prisma.gameEvent.count({ where: { gameId: id, type: 'deal_scored' } })) > 0;
      while (!(await dealt()) && moves < 400) {
        const who = await Promise.all(
          bots.map((b) => request(t.server).get(`/api/v1/games/${id}`).set(bearer(b.token))),
        );
        const i = who.findIndex((v) => (v.body as GameView).legalActions.length > 0);
        const view = who[i].body as GameView;
        // The bot's own stream told it: `your_turn` at this version.
        await streams[i].until(() =>
          streams[i].messages.some((m) => {
            const d = m.data as { kind: string; gameId?: string; version?: number };
            return d.kind === 'your_turn' && d.gameId === id && d.version === view.version;
          }),
        );
        const move = chooseMove(view.legalActions, rng);
        await request(t.server)
          .post(`/api/v1/games/${id}/actions`)
          .set(bearer(bots[i].token))
          .send(toAction(move))
          .expect(200);
        moves++;
      }
      expect(await dealt()).toBe(true);
      await request(t.server).post(`/api/v1/games/${id}/leave`).set(bearer(bots[0].token));
      const rated = await t.prisma.gameRating.findMany({ where: { gameId: id } });
      expect(rated.map((r) => r.playerId).sort()).toEqual(bots.map((b) => b.id).sort());
      const view = await request(t.server).get(`/api/v1/games/${id}`).expect(200);
      expect((view.body as GameView).seats.map((s) => s.kind)).toEqual(['bot', 'bot', 'bot']);
    } finally {
      for (const s of streams) s.close();
    }
  });

  it("ranks bots on the bots' board and never on the people's", async () => {
    const bot = await newBot('Ranked');
    const person = await people().create('Ranked person');
    for (const id of [bot.id, person.id]) {
      await t.prisma.playerRating.create({
        data: { playerId: id, pool: 3, mu: 90, sigma: 1, games: 40 },
      });
    }
    const board = await request(t.server).get('/api/v1/leaderboard?limit=100').expect(200);
    const ids = board.body.players.map((p: { id: string }) => p.id);
    expect(ids).toContain(person.id);
    expect(ids).not.toContain(bot.id);
    expect(board.body.kind).toBe('person');
    const bots = await request(t.server).get('/api/v1/leaderboard?kind=bot').expect(200);
    expect(bots.body.players.map((p: { id: string }) => p.id)).toContain(bot.id);
    expect(bots.body.players.every((p: { kind: string }) => p.kind === 'bot')).toBe(true);
    await request(t.server).get(`/api/v1/leaderboard?kind=${randomUUID()}`).expect(400);
  });
});

/** The body of POST /actions for a move chosen as the named endpoints take it. */
function toAction(move: ReturnType<typeof moveOf>): object {
  const type = {
    bids: 'bid',
    contract: 'contract',
    passes: 'pass',
    redeals: 'redeal',
    surrender: 'surrender',
    'card-transfers': 'give',
    cuts: 'cut',
    plays: 'play',
  }[move.path];
  return { type, ...(move.body as object) };
}
