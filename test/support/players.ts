import request from 'supertest';
import type { PlayerWithTokenDto } from '../../clients/ts/src/index.js';

/** Routes of the calling player, whose token a guard checks before anything else: /players/me…, /queue…. */
export const playerRoute = (path: string) =>
  /^\/api\/v1\/(players\/me|queue|challenges)\b/.test(path);

export type PlayerWithToken = PlayerWithTokenDto;

/** Player requests of one app (in process or at a base URL). */
export class PlayerClient {
  constructor(readonly server: Parameters<typeof request>[0]) {}

  async create(name: string): Promise<PlayerWithToken> {
    const res = await request(this.server).post('/api/v1/players').send({ name }).expect(201);
    return res.body as PlayerWithToken;
  }

  /** A bot account (a program's player, README "Bots from outside"), owned by a test address. */
  async createBot(name: string): Promise<PlayerWithToken> {
    const res = await request(this.server)
      .post('/api/v1/players')
      .send({ name, kind: 'bot', owner: 'owner@example.org', description: 'A test program' })
      .expect(201);
    return res.body as PlayerWithToken;
  }

  get(path: string, token?: string) {
    const req = request(this.server).get(`/api/v1/${path}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req;
  }

  /** Takes a seat of `gameId` with the player's token (the seat is bound to the player). */
  join(gameId: string, token: string, name = 'Player') {
    return request(this.server)
      .post(`/api/v1/games/${gameId}/players`)
      .set('Authorization', `Bearer ${token}`)
      .send({ name });
  }
}
