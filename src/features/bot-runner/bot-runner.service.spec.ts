import { describe, expect, it } from '@jest/globals';
import type { Logger } from 'pino';
import { GameAnnouncements } from '../../platform/realtime/game-announcements.js';
import { Channels } from '../../platform/realtime/channels.js';
import type { NoticeListener } from '../../platform/realtime/notice-listener.js';
import type { NoticeSender } from '../../platform/realtime/notice-sender.js';
import type { OutboxDeliveries } from '../../platform/realtime/outbox-deliveries.js';
import { RecentEvents } from '../../platform/realtime/recent-events.js';
import type { SeatRecord } from '../../core/table/game-record.js';
import type { GameQueries } from '../games/game-queries.service.js';
import type { MovesService } from '../play/moves.service.js';
import type { AbsencesService } from '../play/absences.service.js';
import { ManualClock } from '../../platform/clock/manual-clock.js';
import type { Clock } from '../../platform/clock/clock.js';
import { gameNotFound } from '../../core/table/game-problems.js';
import { ProblemError } from '../../core/table/problem.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import type { BotDecisions } from './bot-decisions.service.js';
import { BotRunner, CLAIM_MS } from './bot-runner.service.js';
import type { AddressHash } from '../../platform/http/address-hash.js';

const online = {
  away: false,
  left: false,
  timeouts: 0,
  connected: false,
  playerId: null,
  botAccount: false,
};
const person = (seat: number) => ({ seat, name: `p${seat}`, botLevel: null, ...online });
const bot = (seat: number) => ({ seat, name: `b${seat}`, botLevel: 'basic', ...online });

/** The announcements of this instance alone: nothing is sent to or heard from other instances. */
function localAnnouncements() {
  const announcements = new GameAnnouncements(
    new RecentEvents(),
    { send: () => new Promise(() => undefined) } as unknown as NoticeSender,
    new Channels(),
    {} as unknown as NoticeListener,
    {} as unknown as OutboxDeliveries,
  );
  const emit = (gameId: string, seats: SeatRecord[]) =>
    announcements.announce({ gameId, seats, lastSeq: 0 });
  return Object.assign(announcements, { emit });
}

/** A runner whose game reads are counted; no game exists, so a read ends the runner's look. */
async function runner() {
  const commits = localAnnouncements();
  const reads: string[] = [];
  const queries = {
    fresh: async (gameId: string) => {
      reads.push(gameId);
      throw gameNotFound(gameId);
    },
    playingGamesWithBots: async () => [],
  } as unknown as GameQueries;
  const logger = { warn: () => undefined, error: () => undefined } as unknown as Logger;
  const bots = new BotRunner(
    {} as MovesService,
    {} as AbsencesService,
    queries,
    {} as BotDecisions,
    commits,
    new ShutdownState(),
    new ManualClock(),
    logger,
    { logId: (id: string) => id } as AddressHash,
  );
  await bots.onApplicationBootstrap();
  const settled = async () => {
    while (bots.busy()) await new Promise((r) => setImmediate(r));
  };
  return { commits, reads, settled, bots };
}

describe('BotRunner', () => {
  it('does not look at a game with no bot seat when it changes', async () => {
    const { commits, reads, settled, bots } = await runner();
    commits.emit('people-only', [person(0), person(1), person(2)]);
    await settled();
    expect(reads).toEqual([]);
    bots.onModuleDestroy();
  });

  it('looks for a due bot move when a seat of a game is away', async () => {
    const { commits, reads, settled, bots } = await runner();
    commits.emit('with-away', [person(0), { ...person(1), away: true }, person(2)]);
    await settled();
    expect(reads).toEqual(['with-away']);
    bots.onModuleDestroy();
  });

  it('does not look at a game of bots alone when it changes', async () => {
    const { commits, reads, settled, bots } = await runner();
    commits.emit('bots-only', [bot(0), bot(1), bot(2)]);
    await settled();
    expect(reads).toEqual([]);
    bots.onModuleDestroy();
  });

  it('looks for a due bot move when a game with a bot seat changes', async () => {
    const { commits, reads, settled, bots } = await runner();
    commits.emit('with-bot', [person(0), bot(1), person(2)]);
    await settled();
    expect(reads).toEqual(['with-bot']);
    bots.onModuleDestroy();
  });

  it("plays a random move when the bot's own decision timed out, rather than asking it again", async () => {
    const commits = localAnnouncements();
    const seats = [person(0), bot(1), person(2)];
    const game = { id: 'stuck', version: 7, status: 'playing' };
    let reads = 0;
    const queries = {
      // The game once, with seat 1 to act; then gone, which ends the runner's look.
      fresh: async (gameId: string) => {
        if (reads++ > 0) throw gameNotFound(gameId);
        return { game, seats };
      },
      playingGamesWithBots: async () => [],
    } as unknown as GameQueries;
    const asked: string[] = [];
    const decisions = {
      turnOf: () => 1,
      decide: async (_game: unknown, _seat: number, level: string) => {
        asked.push(level);
        if (level !== 'random') {
          throw new ProblemError(503, 'decision_timed_out', 'Service Unavailable', 'too long');
        }
        return { action: { type: 'pass' }, reason: 'random' };
      },
    } as unknown as BotDecisions;
    const played: unknown[] = [];
    const moves = {
      moveAsSeat: async (...args: unknown[]) => void played.push(args),
    } as unknown as MovesService;
    const logger = { warn: () => undefined, error: () => undefined } as unknown as Logger;
    const bots = new BotRunner(
      moves,
      {} as AbsencesService,
      queries,
      decisions,
      commits,
      new ShutdownState(),
      new ManualClock(),
      logger,
      { logId: (id: string) => id } as AddressHash,
    );
    await bots.onApplicationBootstrap();
    commits.emit('stuck', seats);
    while (bots.busy()) await new Promise((r) => setImmediate(r));
    expect(asked).toEqual(['basic', 'random']);
    expect(played).toEqual([['stuck', 1, { type: 'pass' }, 7]]);
    bots.onModuleDestroy();
  });

  it("waits for the game's pace, then moves under its own claim", async () => {
    const clock = new ManualClock();
    const due = new Date(clock.now().getTime() + 60);
    const t = await botTurn({ botPaceMs: 800, deadline: due }, clock);
    t.commits.emit('paced', t.seats);
    await t.settled();
    // Not yet: a timer holds the game, nothing runs, no request waits.
    expect([t.moved(), t.bots.pending('paced'), t.claims.length]).toEqual([false, true, 0]);
    expect(clock.nextIn()).toBe(60);
    // 1 ms before its time the move is still not made; at its time it is, under a claim from then.
    await clock.advance(59);
    await t.settled();
    expect([t.moved(), t.bots.pending('paced'), t.claims.length]).toEqual([false, true, 0]);
    await clock.advance(1);
    await t.settled();
    expect([t.moved(), t.bots.pending('paced')]).toEqual([true, false]);
    expect(t.claims).toEqual([['paced', 3, due, new Date(due.getTime() + CLAIM_MS)]]);
    t.bots.onModuleDestroy();
  });

  it.each([
    { when: 'moves at once, unclaimed, while its commit holds it', inMs: 1_000, claims: 0 },
    { when: 'claims the move once the hold passed (its instance died)', inMs: -1, claims: 1 },
  ])('at pace 0 $when', async ({ inMs, claims }) => {
    const clock = new ManualClock();
    const deadline = new Date(clock.now().getTime() + inMs);
    const t = await botTurn({ botPaceMs: 0, deadline }, clock);
    t.commits.emit('paced', t.seats);
    await t.settled();
    expect([t.moved(), t.bots.pending('paced'), t.claims.length]).toEqual([true, false, claims]);
    t.bots.onModuleDestroy();
  });
});

/** A runner over one game where seat 1, a bot, is to act, until its move is written. */
async function botTurn(more: { botPaceMs: number; deadline: Date }, clock: Clock) {
  const commits = localAnnouncements();
  const seats = [person(0), bot(1), person(2)];
  const game = { id: 'paced', version: 3, status: 'playing', ...more };
  let moved = false;
  const queries = {
    // Seat 1 to act until its move is written; then the game is gone, which ends the look.
    fresh: async (gameId: string) => {
      if (moved) throw gameNotFound(gameId);
      return { game, seats };
    },
    playingGamesWithBots: async () => [],
  } as unknown as GameQueries;
  const decisions = {
    turnOf: () => 1,
    decide: async () => ({ action: { type: 'pass' }, reason: 'pass' }),
  } as unknown as BotDecisions;
  const claims: unknown[] = [];
  const online = {
    claimDeadline: async (...args: unknown[]) => claims.push(args) > 0,
  } as unknown as AbsencesService;
  const moves = {
    moveAsSeat: async () => void (moved = true),
  } as unknown as MovesService;
  const logger = { warn: () => undefined, error: () => undefined } as unknown as Logger;
  const bots = new BotRunner(
    moves,
    online,
    queries,
    decisions,
    commits,
    new ShutdownState(),
    clock,
    logger,
    { logId: (id: string) => id } as AddressHash,
  );
  await bots.onApplicationBootstrap();
  const settled = async () => {
    while (bots.busy()) await new Promise((r) => setImmediate(r));
  };
  return { commits, seats, claims, bots, settled, moved: () => moved };
}
