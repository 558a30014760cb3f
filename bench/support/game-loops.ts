// The load of bench:http: one client loop per game, each playing random legal moves over HTTP. A
// cycle is the acting seat's view (GET, to learn the legal actions) then a move (POST) chosen from
// them. Unpaced, a loop starts its next cycle as soon as the last one ends (the most the service
// can take); paced, each loop starts cycles on a fixed schedule, so the offered load does not
// depend on how fast the service answers.
import { randomUUID } from 'node:crypto';
import { randomMove, rng, type SeatViewLite } from './games.js';
import type { HttpClient, JsonResponse } from './http-client.js';

export const API = '/api/v1/games';

export interface Game {
  id: string;
  tokens: string[];
  turn: number;
}

export interface LoopErrors {
  move: number;
  view: number;
  setup: number;
  network: number;
  first: string[];
}

export interface LoopTally {
  gamesCreated: number;
  gamesFinished: number;
  gamesCapped: number;
  /** Views where the seat the last answer named was not to act (not expected). */
  noActions: number;
  /** Paced cycles that started more than 1 ms after their scheduled time (the service fell behind). */
  lateCycles: number;
  cycles: number;
}

export const newErrors = (): LoopErrors => ({ move: 0, view: 0, setup: 0, network: 0, first: [] });
export const errorTotal = (e: LoopErrors) => e.move + e.view + e.setup + e.network;

function noteError(errors: LoopErrors, kind: Exclude<keyof LoopErrors, 'first'>, what: string) {
  errors[kind]++;
  if (errors.first.length < 5) errors.first.push(`${kind}: ${what}`);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function expectStatus(res: JsonResponse, status: number, what: string): JsonResponse {
  if (res.status !== status) {
    throw new Error(`${what} answered ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`);
  }
  return res;
}

/** Creates a game and takes its three seats; the third join deals. */
export async function newGame(http: HttpClient): Promise<Game> {
  const created = expectStatus(
    await http.request('POST', API, { body: { name: 'bench' } }),
    201,
    'POST /games',
  ).body;
  const tokens: string[] = [];
  let view: SeatViewLite = created;
  for (let i = 0; i < 3; i++) {
    const joined = expectStatus(
      await http.request('POST', `${API}/${created.id}/players`, { body: { name: `p${i}` } }),
      201,
      'POST /players',
    ).body;
    tokens[joined.seat] = joined.token;
    view = joined.game;
  }
  if (!view.deal) throw new Error('the third join did not start the game');
  return { id: created.id, tokens, turn: view.deal.turn };
}

export interface LoopOptions {
  http: HttpClient;
  /** One game per loop, set up before the clock starts; replaced as they end. */
  games: Game[];
  /** Loops stop starting cycles at this performance.now() time. */
  until: number;
  /** A game past this many deals is left for a new one (0: never). */
  maxDeals: number;
  /** Paced: milliseconds between the starts of one loop's cycles; null: unpaced. */
  intervalMs: number | null;
  /**
   * `ms`: a view from its scheduled start when paced (so a late start counts), else from its send;
   * `sentMs`: from its send either way.
   */
  onView: (ms: number, at: number, sentMs: number) => void;
  onMove: (ms: number, at: number) => void;
  errors: LoopErrors;
  /** First seed of the loops' random move choices (loop i uses seed + i). */
  seed: number;
  /** Each move sent with an Idempotency-Key of its own, as the SDK sends every write. */
  keyed?: boolean;
}

/** Runs one loop per game until `until`; `games` is updated in place with each loop's current game. */
export async function playLoops(o: LoopOptions): Promise<LoopTally> {
  const tally: LoopTally = {
    gamesCreated: 0,
    gamesFinished: 0,
    gamesCapped: 0,
    noActions: 0,
    lateCycles: 0,
    cycles: 0,
  };
  const loop = async (index: number) => {
    const r = rng(o.seed + index);
    let game: Game | null = o.games[index];
    // Loops start spread over one interval, so paced requests do not arrive in bursts.
    const interval = o.intervalMs;
    let scheduled =
      performance.now() + (interval === null ? 0 : (interval * index) / o.games.length);
    while (performance.now() < o.until) {
      if (interval !== null) {
        const wait = scheduled - performance.now();
        if (wait > 0) await sleep(wait);
        if (performance.now() >= o.until) break;
      }
      const cycleStart = interval === null ? performance.now() : scheduled;
      if (interval !== null) scheduled += interval;
      try {
        if (!game) {
          try {
            game = await newGame(o.http);
          } catch (error) {
            noteError(o.errors, 'setup', (error as Error).message);
            await sleep(100);
            continue;
          }
          tally.gamesCreated++;
          o.games[index] = game;
        }
        tally.cycles++;
        const token = game.tokens[game.turn];
        const sentAt = performance.now();
        if (interval !== null && sentAt - cycleStart > 1) tally.lateCycles++;
        const view = await o.http.request('GET', `${API}/${game.id}`, { token });
        if (view.status !== 200) {
          noteError(o.errors, 'view', `${view.status} ${JSON.stringify(view.body).slice(0, 300)}`);
          await sleep(20);
          continue;
        }
        // A timer may fire a little early: a view sent before its schedule is counted from its send.
        o.onView(view.ms + Math.max(0, sentAt - cycleStart), performance.now(), view.ms);
        const seen = view.body as SeatViewLite;
        if (seen.status !== 'playing' || !seen.deal) {
          tally.gamesFinished++;
          game = null;
          continue;
        }
        if (o.maxDeals && seen.deal.number > o.maxDeals) {
          tally.gamesCapped++;
          game = null;
          continue;
        }
        if (seen.deal.turn !== game.turn || !seen.legalActions.length) {
          tally.noActions++;
          game.turn = seen.deal.turn;
          continue;
        }
        const move = randomMove(seen.legalActions, r);
        const res = await o.http.request('POST', `${API}/${game.id}/${move.path}`, {
          token,
          body: move.body,
          idempotencyKey: o.keyed ? randomUUID() : undefined,
        });
        if (res.status !== 200) {
          noteError(
            o.errors,
            'move',
            `${move.path} ${JSON.stringify(move.body ?? null)} -> ${res.status} ` +
              JSON.stringify(res.body).slice(0, 300),
          );
          continue;
        }
        o.onMove(res.ms, performance.now());
        const after = res.body as SeatViewLite;
        if (after.status !== 'playing' || !after.deal) {
          tally.gamesFinished++;
          game = null;
        } else {
          game.turn = after.deal.turn;
        }
      } catch (error) {
        noteError(o.errors, 'network', (error as Error).message);
        await sleep(20);
      }
    }
  };
  await Promise.all(o.games.map((_, i) => loop(i)));
  return tally;
}
