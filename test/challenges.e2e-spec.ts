import { afterEach, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';
import { SseClient } from './support/sse.js';
import { PlayerClient } from './support/players.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Data = { kind: string; challengeId?: string; status?: string; gameId?: string };

// Challenges (issue 49; README "Bots from outside"): a player invites named players, people or
// bots; each hears `challenge` on its player stream; once all accepted they are seated.
describe('challenges', () => {
  const t = useTestApp({ botPaceMs: 0, streamKeepAliveMs: 100 });
  const open: SseClient[] = [];
  const person = (name: string) => new PlayerClient(t.server).create(name);
  const bot = async (name: string) =>
    (
      await request(t.server)
        .post('/api/v1/players')
        .send({ name, kind: 'bot', owner: 'owner@example.org', description: 'Plays' })
        .expect(201)
    ).body as { id: string; name: string; token: string };
  const stream = (token: string) => {
    const s = SseClient.openPath(t.url, '/api/v1/players/me/stream', bearer(token));
    open.push(s);
    return s;
  };
  const data = (s: SseClient) => s.messages.map((m) => m.data as Data);
  const post = (path: string, token: string, body: object = {}) =>
    request(t.server).post(`/api/v1/${path}`).set(bearer(token)).send(body);

  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  it('a person challenges two bots: they hear it, accept, and are seated; the game starts', async () => {
    const anna = await person('Anna');
    const bots = [await bot('AlphaBot'), await bot('BetaBot')];
    const streams = bots.map((b) => stream(b.token));
    const made = await post('challenges', anna.token, {
      invite: bots.map((b) => b.id),
      timeControl: { moveSeconds: 30, onTimeout: 'bot' },
    }).expect(201);
    const id = made.body.id as string;
    expect(made.headers.location).toBe(`/api/v1/challenges/${id}`);
    expect(made.body).toMatchObject({ status: 'open', gameId: null, players: 3 });
    expect(made.body.invitees.map((s: { kind: string }) => s.kind)).toEqual(['bot', 'bot']);
    for (const s of streams) {
      await s.until(() => data(s).some((d) => d.kind === 'challenge' && d.challengeId === id));
    }
    const outsider = await person('Outsider');
    await request(t.server).get(`/api/v1/challenges/${id}`).set(bearer(outsider.token)).expect(404);
    expect((await post(`challenges/${id}/accept`, anna.token).expect(403)).body.code).toBe(
      'not_invited',
    );

    const first = await post(`challenges/${id}/accept`, bots[0].token).expect(200);
    expect(first.body.status).toBe('open');
    const last = await post(`challenges/${id}/accept`, bots[1].token).expect(200);
    expect(last.body.status).toBe('accepted');
    const gameId = last.body.gameId as string;
    const game = await request(t.server).get(`/api/v1/games/${gameId}`).expect(200);
    expect(game.body.status).toBe('playing');
    expect(game.body.seats.map((s: { playerId: string }) => s.playerId)).toEqual([
      anna.id,
      ...bots.map((b) => b.id),
    ]);
    expect(game.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['person', 'bot', 'bot']);
    for (const s of streams) {
      await s.until(() => data(s).some((d) => d.kind === 'game_started' && d.gameId === gameId));
    }
    // Accepting again is harmless; declining now is refused.
    await post(`challenges/${id}/accept`, bots[0].token).expect(200);
    expect((await post(`challenges/${id}/decline`, bots[0].token).expect(409)).body.code).toBe(
      'challenge_closed',
    );
    const stored = await t.prisma.challenge.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: 'accepted', gameId, seated: true });
  });

  it('a bot challenges two people; a decline closes it and the others hear so', async () => {
    const me = await bot('Challenger');
    const [anna, bob] = [await person('Anna'), await person('Bob')];
    const mine = stream(me.token);
    const annas = stream(anna.token);
    const made = await post('challenges', me.token, {
      invite: [anna.id, bob.id],
      timeControl: { moveSeconds: 30, onTimeout: 'bot' },
    }).expect(201);
    const id = made.body.id as string;
    expect(made.body.challenger).toMatchObject({ playerId: me.id, kind: 'bot', seat: 0 });
    await annas.until(() => data(annas).some((d) => d.challengeId === id && d.status === 'open'));
    await post(`challenges/${id}/accept`, anna.token).expect(200);
    const declined = await post(`challenges/${id}/decline`, bob.token).expect(200);
    expect(declined.body.status).toBe('declined');
    expect(declined.body.gameId).toBeNull();
    await mine.until(() => data(mine).some((d) => d.challengeId === id && d.status === 'declined'));
    await annas.until(() =>
      data(annas).some((d) => d.challengeId === id && d.status === 'declined'),
    );
    expect((await post(`challenges/${id}/accept`, bob.token).expect(409)).body.code).toBe(
      'challenge_closed',
    );
  });

  it('a bot challenges a person and a bot to a rated game with bots allowed: all seated, it starts', async () => {
    const me = await bot('Inviter');
    const anna = await person('Anna');
    const other = await bot('OtherBot');
    const mine = stream(me.token);
    const annas = stream(anna.token);
    const made = await post('challenges', me.token, {
      invite: [anna.id, other.id],
      rated: true,
      botsAllowed: true,
    }).expect(201);
    const id = made.body.id as string;
    await annas.until(() => data(annas).some((d) => d.challengeId === id && d.status === 'open'));
    await post(`challenges/${id}/accept`, other.token).expect(200);
    const accepted = await post(`challenges/${id}/accept`, anna.token).expect(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', rated: true, botsAllowed: true });
    const gameId = accepted.body.gameId as string;
    const game = await request(t.server).get(`/api/v1/games/${gameId}`).expect(200);
    expect(game.body).toMatchObject({ status: 'playing', rated: true });
    expect(game.body.seats.map((s: { playerId: string }) => s.playerId)).toEqual([
      me.id,
      anna.id,
      other.id,
    ]);
    expect(game.body.seats.map((s: { kind: string }) => s.kind)).toEqual(['bot', 'person', 'bot']);
    for (const s of [mine, annas]) {
      await s.until(() => data(s).some((d) => d.kind === 'game_started' && d.gameId === gameId));
    }
  });

  it('refuses bad invitees and a rated mix of bots and people not allowed', async () => {
    const [anna, bob] = [await person('Anna'), await person('Bob')];
    const robo = await bot('Robo');
    const code = async (body: object, status: number) =>
      (await post('challenges', anna.token, body).expect(status)).body.code as string;
    expect(await code({ invite: [bob.id, bob.id] }, 422)).toBe('invalid_invitees');
    expect(await code({ invite: [bob.id, anna.id] }, 422)).toBe('invalid_invitees');
    expect(await code({ invite: [bob.id, robo.id], players: 4 }, 422)).toBe('invalid_invitees');
    expect(await code({ invite: [bob.id, robo.id], rated: true }, 403)).toBe('bots_not_allowed');
    await post('challenges', anna.token, {
      invite: [bob.id, robo.id],
      rated: true,
      botsAllowed: true,
    }).expect(201);
  });

  it('refuses botsAllowed on an unrated challenge, where it would mean nothing', async () => {
    const [anna, bob] = [await person('Anna'), await person('Bob')];
    const robo = await bot('Robo');
    const robos = stream(robo.token);
    // A fresh stream starts after the newest message: it must be open before anything is sent.
    await robos.until(() => data(robos).some((d) => d.kind === 'ready'));
    const invite = [bob.id, robo.id];
    const timeControl = { moveSeconds: 30, onTimeout: 'bot' };
    for (const rated of [undefined, false]) {
      const refused = await post('challenges', anna.token, {
        invite,
        timeControl,
        rated,
        botsAllowed: true,
      }).expect(422);
      expect(refused.body.code).toBe('bots_allowed_not_rated');
      expect(refused.body.detail).toContain('rated');
    }
    // Nothing was made: the first challenge the bot hears of is the one made without the flag.
    const made = await post('challenges', anna.token, { invite, timeControl, botsAllowed: false });
    expect([made.status, made.body.botsAllowed]).toEqual([201, false]);
    await robos.until(() => data(robos).some((d) => d.kind === 'challenge'));
    const heard = data(robos).filter((d) => d.kind === 'challenge');
    expect(heard.map((d) => d.challengeId)).toEqual([made.body.id]);
  });
});
