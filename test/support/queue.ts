// The queue's and the player stream's e2e helpers: players, entries, and waiting for a match.
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { QueueService } from '../../src/features/queue/queue.service.js';

export interface TestPlayer {
  id: string;
  name: string;
  token: string;
}

type Server = ReturnType<INestApplication['getHttpServer']> | string;

let made = 0;

/** A new player (POST /api/v1/players). */
export async function newPlayer(server: Server, name = `Q${++made}`): Promise<TestPlayer> {
  const res = await request(server).post('/api/v1/players').send({ name }).expect(201);
  return res.body as TestPlayer;
}

let bucket = 1000 + Math.floor(Math.random() * 50_000);

/**
 * A request in a bucket of its own (a turn clock of a length no other request asks for), so the
 * entries of one test never match those of another, nor of another spec on the same database.
 */
export function queueBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    players: 3,
    fillWithBotsAfterSeconds: null,
    timeControl: { moveSeconds: ++bucket, onTimeout: 'bot' },
    ...extra,
  };
}

export function enqueue(server: Server, player: TestPlayer, body: Record<string, unknown>) {
  return request(server)
    .post('/api/v1/queue')
    .set('Authorization', `Bearer ${player.token}`)
    .send(body);
}

export async function entryOf(server: Server, player: TestPlayer, id: string) {
  const res = await request(server)
    .get(`/api/v1/queue/${id}`)
    .set('Authorization', `Bearer ${player.token}`)
    .expect(200);
  return res.body as {
    id: string;
    status: 'waiting' | 'matched';
    gameId: string | null;
    seat: number | null;
  };
}

/** One sweep of the app's queue. */
export function sweepQueue(app: INestApplication): Promise<number> {
  return app.get(QueueService).sweep();
}
