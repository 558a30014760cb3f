import type { INestApplication } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  randomLegalAction,
  type Action,
  type LegalAction as EngineLegalAction,
} from '../../src/core/engine/index.js';
import type { GameViewDto, JoinedGameDto, LegalActionDto } from '../../clients/ts/src/index.js';
import { moveBySeatToAct } from './openings.js';

/** The engine's test PRNG (mulberry32): deterministic random choices for e2e tests. */
export { rng as testRng } from '../../src/core/engine/testing.js';

/** The API's types, from the official SDK (clients/ts, generated from openapi.json). */
export type LegalAction = LegalActionDto;
export type GameView = GameViewDto;
export type JoinedGame = JoinedGameDto;

/** The offered legal action of one type, typed as that member of the union; undefined if none. */
export function offered<T extends LegalAction['type']>(
  actions: readonly LegalAction[],
  type: T,
): Extract<LegalAction, { type: T }> | undefined {
  return actions.find((a): a is Extract<LegalAction, { type: T }> => a.type === type);
}

export interface Move {
  path: string;
  body?: unknown;
}

/** The HTTP request that makes `action`. */
export function moveOf(action: Action): Move {
  switch (action.type) {
    case 'bid':
      return { path: 'bids', body: { amount: action.amount } };
    case 'contract':
      return { path: 'contract', body: { amount: action.amount } };
    case 'pass':
      return { path: 'passes' };
    case 'redeal':
      return { path: 'redeals' };
    case 'surrender':
      return { path: 'surrender' };
    case 'give':
      return { path: 'card-transfers', body: { transfers: action.transfers } };
    case 'cut':
      return { path: 'cuts', body: { seed: action.seed } };
    case 'play':
      return {
        path: 'plays',
        body: { card: action.card, declareMarriage: action.declareMarriage === true },
      };
  }
}

/**
 * One random legal move among `actions`: the engine's random player in its flowing style (mostly
 * passes and low amounts, so deals and games end).
 */
export function chooseMove(actions: LegalAction[], rng: () => number): Move {
  return moveOf(randomLegalAction(rng, actions as EngineLegalAction[], 'flowing'));
}

/** A random concrete move for one legal action (its amount or cards chosen as chooseMove does). */
export function moveFor(action: LegalAction, rng: () => number): Move {
  return chooseMove([action], rng);
}

export interface GameClientOptions {
  /**
   * The seed a player of this name sends when joining (docs/rules.md, "Fairness"); by default a
   * random one, as a reference client does. Tests that must know the decks fix them.
   */
  clientSeedFor?: (name: string) => string;
}

export class GameClient {
  /** Talks to an app in this process, or to a service at a base URL. */
  constructor(
    readonly target: INestApplication | string,
    private readonly options: GameClientOptions = {},
  ) {}

  get server() {
    return typeof this.target === 'string' ? this.target : this.target.getHttpServer();
  }

  /**
   * Creates a game. Its bots move at once (`botPaceMs` 0) unless the body sets a pace: a test
   * waits for no person's reading time. A rated game needs a player's token.
   */
  async create(body: Record<string, unknown> = {}, playerToken?: string) {
    const req = request(this.server).post('/api/v1/games');
    if (playerToken) req.set('Authorization', `Bearer ${playerToken}`);
    const res = await req.send({ botPaceMs: 0, ...body }).expect(201);
    return res.body as GameView;
  }

  private clientSeedFor(name: string): string {
    return this.options.clientSeedFor?.(name) ?? randomBytes(16).toString('hex');
  }

  /** Takes a seat with a seed for the decks (random unless the options fix it). */
  async join(gameId: string, name: string) {
    const res = await request(this.server)
      .post(`/api/v1/games/${gameId}/players`)
      .send({ name, clientSeed: this.clientSeedFor(name) })
      .expect(201);
    return res.body as JoinedGame;
  }

  /**
   * Creates a game and fills every seat, the i-th to join named names[i] (else "Player i");
   * tokens[i] is seat i's token.
   */
  async startGame(
    body: Record<string, unknown> = {},
    names: string[] = [],
  ): Promise<{ gameId: string; tokens: string[] }> {
    const game = await this.create(body);
    const players = (body.players as number | undefined) ?? 3;
    const tokens: string[] = [];
    for (let i = 0; i < players; i++) {
      const joined = await this.join(game.id, names[i] ?? `Player ${i}`);
      tokens[joined.seat] = joined.token;
    }
    return { gameId: game.id, tokens };
  }

  async view(gameId: string, token?: string): Promise<GameView> {
    const req = request(this.server).get(`/api/v1/games/${gameId}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    const res = await req.expect(200);
    return res.body as GameView;
  }

  post(
    gameId: string,
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const req = request(this.server).post(`/api/v1/games/${gameId}/${path}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return body === undefined ? req.send() : req.send(body as object);
  }

  /** Plays one random legal move for whoever is to act; returns the response. */
  step(gameId: string, tokens: string[], rng: () => number) {
    return moveBySeatToAct(this, { gameId, tokens }, (_seat, mine) =>
      chooseMove(mine.legalActions, rng),
    );
  }
}
