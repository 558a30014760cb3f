// A 201 names what it made in `Location` (RFC 9110, section 15.3.2), the same on a replay of its
// Idempotency-Key, and a page on another origin may read it (README, "Using the API well").
import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from './support/app-fixture.js';
import { enqueue, newPlayer, queueBody } from './support/queue.js';

describe('Location on the answers that make a resource', () => {
  const t = useTestApp();
  const key = () => randomBytes(16).toString('base64url');

  it('POST /games, /players and /queue name the made game, player and entry, also on a replay', async () => {
    const made = [
      ['/api/v1/games', {}],
      ['/api/v1/players', { name: `Loc${randomBytes(3).toString('hex')}` }],
    ] as const;
    for (const [path, body] of made) {
      const k = key();
      const post = () => request(t.server).post(path).set('Idempotency-Key', k).send(body);
      const first = await post().expect(201);
      expect([path, first.headers.location]).toEqual([path, `${path}/${first.body.id}`]);
      const again = await post().expect(201);
      expect([path, again.headers.location]).toEqual([path, first.headers.location]);
      const read = await request(t.server).get(first.headers.location).expect(200);
      expect(read.body.id).toBe(first.body.id);
    }
    const player = await newPlayer(t.server);
    const entry = await enqueue(t.server, player, queueBody()).expect(201);
    expect(entry.headers.location).toBe(`/api/v1/queue/${entry.body.id}`);
    await request(t.server)
      .get(entry.headers.location)
      .set('Authorization', `Bearer ${player.token}`)
      .expect(200);
  });

  it('sends none where nothing with a path of its own is made, and exposes it to other origins', async () => {
    const game = (await request(t.server).post('/api/v1/games').send({}).expect(201)).body;
    const joined = await request(t.server)
      .post(`/api/v1/games/${game.id}/players`)
      .send({ name: 'Anna' })
      .expect(201);
    expect(joined.headers.location).toBeUndefined();
    const cross = await request(t.server)
      .post('/api/v1/games')
      .set('Origin', 'https://table.example')
      .send({})
      .expect(201);
    expect(cross.headers['access-control-expose-headers']).toContain('Location');
  });
});
