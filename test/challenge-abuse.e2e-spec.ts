import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { BOT_OPEN_GAMES } from '../src/core/table/player-kinds.js';
import {
  OPEN_CHALLENGES,
  OPEN_CHALLENGES_PER_INVITEE,
} from '../src/features/challenges/challenge-bounds.js';
import { useTestApp, type AppFixture } from './support/app-fixture.js';
import { freshLoopbackAddress, fromAddress } from './support/from-address.js';
import { PlayerClient } from './support/players.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const CLOCK = { moveSeconds: 30, onTimeout: 'bot' } as const;
type Player = { id: string; name: string; token: string };

let made = 0;

function helpers(t: AppFixture) {
  const person = (name: string): Promise<Player> => new PlayerClient(t.server).create(name);
  const bot = async (): Promise<Player> =>
    (
      await request(t.server)
        .post('/api/v1/players')
        .send({ name: `AbuseBot${++made}`, kind: 'bot', owner: 'o@example.org', description: 'x' })
        .expect(201)
    ).body as Player;
  const post = (path: string, token: string, body: object = {}) =>
    request(t.server).post(`/api/v1/${path}`).set(bearer(token)).send(body);
  const challenge = async (by: Player, invite: Player[], extra: object = {}) =>
    (
      await post('challenges', by.token, {
        invite: invite.map((p) => p.id),
        timeControl: CLOCK,
        ...extra,
      }).expect(201)
    ).body.id as string;
  /** Unfinished games `p` holds a seat of and has not left, as stored. */
  const held = (p: Player) =>
    t.prisma.seat.count({
      where: { playerId: p.id, leftGame: false, game: { status: { in: ['waiting', 'playing'] } } },
    });
  return { person, bot, post, challenge, held };
}

// The attack report's challenge and bot-bound findings (docs/api-changes.md): a bot account's
// bound of unfinished games holds on every path and under concurrency, seats it left do not
// count, untimed challenges to bots are refused; challenges are bounded and idempotent.
describe('challenges and the bot bound, attacked', () => {
  const t = useTestApp({ botPaceMs: 0 });
  const h = helpers(t);

  /** A playing game of `b`, `v` and `bot`, made by b's challenge. */
  async function playing(b: Player, v: Player, bot: Player): Promise<string> {
    const id = await h.challenge(b, [v, bot]);
    await h.post(`challenges/${id}/accept`, v.token).expect(200);
    const done = await h.post(`challenges/${id}/accept`, bot.token).expect(200);
    expect(done.body.status).toBe('accepted');
    return done.body.gameId as string;
  }

  it('refuses an untimed challenge to a bot; a seat the bot left frees its place', async () => {
    const [b, v] = [await h.person('Boris'), await h.person('Vera')];
    const bot = await h.bot();
    const untimed = await h.post('challenges', b.token, { invite: [v.id, bot.id] }).expect(422);
    expect(untimed.body.code).toBe('time_control_required');
    // A bot challenging people untimed would hold its own place for good just the same.
    const fromBot = await h.post('challenges', bot.token, { invite: [b.id, v.id] }).expect(422);
    expect(fromBot.body.code).toBe('time_control_required');
    const games = [];
    for (let i = 0; i < BOT_OPEN_GAMES; i++) games.push(await playing(b, v, bot));
    expect(await h.held(bot)).toBe(BOT_OPEN_GAMES);
    const more = await h.challenge(b, [v, bot]);
    await h.post(`challenges/${more}/accept`, v.token).expect(200);
    expect((await h.post(`challenges/${more}/accept`, bot.token).expect(429)).body.code).toBe(
      'too_many_bot_games',
    );
    // The bot leaves one game (it stays `playing` for the others): that seat no longer counts.
    await h.post(`games/${games[0]}/leave`, bot.token).expect(200);
    const left = await request(t.server).get(`/api/v1/games/${games[0]}`).expect(200);
    expect(left.body.status).toBe('playing');
    const seated = await h.post(`challenges/${more}/accept`, bot.token).expect(200);
    expect(seated.body.status).toBe('accepted');
    expect(await h.held(bot)).toBe(BOT_OPEN_GAMES);
  });

  it('holds the bound under concurrent accepts: exactly BOT_OPEN_GAMES games seat the bot', async () => {
    const v = await h.person('Vera');
    const bot = await h.bot();
    const ids = [];
    for (let i = 0; i < 7; i++) {
      // A challenger each: one may invite a player to at most 3 open challenges.
      ids.push(await h.challenge(await h.person(`Challenger${i}`), [v, bot]));
    }
    for (const id of ids) await h.post(`challenges/${id}/accept`, v.token).expect(200);
    const answers = await Promise.all(
      ids.map((id) => h.post(`challenges/${id}/accept`, bot.token)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(BOT_OPEN_GAMES);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(['too_many_bot_games', 'player_at_game_limit']).toContain(a.body.code);
    }
    expect(await h.held(bot)).toBe(BOT_OPEN_GAMES);
  });

  it('checks an early acceptance again at the last one, and direct joins, against the bound', async () => {
    const [b, v, z] = [await h.person('Boris'), await h.person('Vera'), await h.person('Zed')];
    const bot = await h.bot();
    const early = await h.challenge(z, [bot, v]);
    await h.post(`challenges/${early}/accept`, bot.token).expect(200);
    for (let i = 0; i < BOT_OPEN_GAMES; i++) await playing(b, v, bot);
    const refused = await h.post(`challenges/${early}/accept`, v.token).expect(409);
    expect(refused.body).toMatchObject({ code: 'player_at_game_limit', playerId: bot.id });
    expect(refused.body.detail).toContain(bot.id);
    const stored = await t.prisma.challenge.findUniqueOrThrow({
      where: { id: early },
      include: { invitees: true },
    });
    expect(stored).toMatchObject({ status: 'open', gameId: null });
    expect(stored.invitees.find((i) => i.playerId === v.id)?.answer).toBe('pending');
    // A direct join of a table made by anyone is the same seat decision.
    const table = (await request(t.server).post('/api/v1/games').send({}).expect(201)).body.id;
    const join = await h.post(`games/${table}/players`, bot.token, { name: bot.name }).expect(429);
    expect(join.body.code).toBe('too_many_bot_games');
    expect(await h.held(bot)).toBe(BOT_OPEN_GAMES);
    // A bot that is not invited learns nothing of a challenge, its own bound included.
    const others = await h.challenge(b, [v, z]);
    expect((await h.post(`challenges/${others}/accept`, bot.token).expect(404)).body.code).toBe(
      'challenge_not_found',
    );
  });

  it('refuses a decline after an accept; reads invitees in any case; honours Idempotency-Key', async () => {
    const [a, v, z] = [await h.person('Anna'), await h.person('Vera'), await h.person('Zed')];
    const key = randomUUID();
    const body = { invite: [v.id.toUpperCase(), z.id] };
    const first = await h.post('challenges', a.token, body).set('Idempotency-Key', key).expect(201);
    const again = await h.post('challenges', a.token, body).set('Idempotency-Key', key).expect(201);
    expect(again.body.id).toBe(first.body.id);
    expect(first.body.invitees[0].playerId).toBe(v.id);
    expect(await t.prisma.challenge.count({ where: { challengerId: a.id } })).toBe(1);
    const id = first.body.id as string;
    const acceptKey = randomUUID();
    await h.post(`challenges/${id}/accept`, v.token).set('Idempotency-Key', acceptKey).expect(200);
    const declined = await h.post(`challenges/${id}/decline`, v.token).expect(409);
    expect(declined.body.code).toBe('challenge_answered');
    const stored = await t.prisma.challengeInvitee.findUniqueOrThrow({
      where: { challengeId_playerId: { challengeId: id, playerId: v.id } },
    });
    expect(stored.answer).toBe('accepted');
    const done = await h.post(`challenges/${id}/accept`, z.token).expect(200);
    expect(done.body.status).toBe('accepted');
    const replay = await h
      .post(`challenges/${id}/accept`, v.token)
      .set('Idempotency-Key', acceptKey);
    expect([replay.status, replay.body.status]).toEqual([200, 'open']);
  });

  it('bounds open challenges per challenger and per invitee, with Retry-After', async () => {
    const a = await h.person('Anna');
    const pool = [];
    for (let i = 0; i < OPEN_CHALLENGES; i++) pool.push(await h.person(`Invitee${i}`));
    for (let i = 0; i < OPEN_CHALLENGES_PER_INVITEE; i++)
      await h.challenge(a, [pool[0]!, pool[1]!]);
    const toOne = await h.post('challenges', a.token, { invite: [pool[0]!.id, pool[2]!.id] });
    expect([toOne.status, toOne.body.code]).toEqual([429, 'too_many_challenges']);
    expect(Number(toOne.headers['retry-after'])).toBeGreaterThan(500);
    for (let i = OPEN_CHALLENGES_PER_INVITEE; i < OPEN_CHALLENGES; i++) {
      await h.challenge(a, [pool[(i % (OPEN_CHALLENGES - 2)) + 2]!, pool[((i + 1) % 8) + 2]!]);
    }
    const over = await h.post('challenges', a.token, { invite: [pool[4]!.id, pool[5]!.id] });
    expect([over.status, over.body.code]).toEqual([429, 'too_many_challenges']);
    expect(await t.prisma.challenge.count({ where: { challengerId: a.id } })).toBe(OPEN_CHALLENGES);
  });
});

describe('challenges against GAMES_PER_ADDRESS_PER_HOUR', () => {
  const t = useTestApp({ botPaceMs: 0, gamesPerAddressPerHour: 3 }, { listen: true });
  const h = helpers(t);

  it("counts a challenge's game against the challenger's address, as POST /games", async () => {
    const me = freshLoopbackAddress();
    const [a, v, z] = [await h.person('Anna'), await h.person('Vera'), await h.person('Zed')];
    const send = (path: string, body: object, token?: string) =>
      fromAddress(me, `${t.url}/api/v1/${path}`, 'POST', body, token ? bearer(token) : {});
    const invite = { invite: [v.id, z.id], timeControl: CLOCK };
    const made = await send('challenges', invite, a.token);
    expect(made.status).toBe(201);
    const id = made.body.id as string;
    // The invitees answer from elsewhere: the game is the challenger's address's.
    await h.post(`challenges/${id}/accept`, v.token).expect(200);
    const game = (await h.post(`challenges/${id}/accept`, z.token).expect(200)).body.gameId;
    // An open challenge holds a place too: it may become a game without asking again.
    expect((await send('challenges', invite, a.token)).status).toBe(201);
    expect((await send('games', {})).status).toBe(201);
    const refused = await send('games', {});
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_games']);
    const more = await send('challenges', invite, a.token);
    expect([more.status, more.body.code]).toEqual([429, 'too_many_games']);
    expect(more.body.detail).toMatch(/^No new challenge from this address for now/);
    expect(Number(more.headers['retry-after'])).toBeGreaterThan(3000);
    const stored = await t.prisma.game.findUniqueOrThrow({ where: { id: game } });
    expect(stored.creator).not.toBeNull();
  });
});
