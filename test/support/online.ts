import { expect } from '@jest/globals';
import { BotRunner } from '../../src/features/bot-runner/bot-runner.service.js';
import type { AppConfig } from '../../src/platform/config/app-config.js';
import type { TestPrisma } from './prisma.js';
import { TurnClock } from '../../src/features/turn-clock/turn-clock.service.js';
import { GameClient, chooseMove, testRng } from './api.js';
import { ManualTimeOfDay } from './manual-time-of-day.js';
import { useTestApp, type AppFixture, type AppFixtureOptions } from './app-fixture.js';
import { moveBySeatToAct } from './openings.js';

/**
 * The describe block's app whose turn clock sweeps only when the test says so, on a clock the test
 * moves (started before its tests, closed after them).
 */
export function useOnlineApp(
  clock: ManualTimeOfDay,
  options: AppFixtureOptions = {},
  overrides: Partial<AppConfig> = {},
): OnlineApp {
  const t = useTestApp({ turnClockIntervalMs: 60_000, ...overrides }, { ...options, clock });
  return new OnlineApp(t, clock);
}

export const BOT_CLOCK = { moveSeconds: 30, onTimeout: 'bot' } as const;
export const FORFEIT_CLOCK = { moveSeconds: 30, onTimeout: 'forfeit' } as const;

export class OnlineApp {
  private readonly rng = testRng(7);

  constructor(
    readonly t: AppFixture,
    readonly clock: ManualTimeOfDay,
  ) {}

  get api(): GameClient {
    return this.t.api;
  }

  get prisma(): TestPrisma {
    return this.t.prisma;
  }

  /** One sweep of the turn clock at the clock's time. */
  sweep() {
    return this.t.app.get(TurnClock).sweep();
  }

  /**
   * Waits until the bot runner has played the game's due bot moves here (only this game's: at
   * start-up it also plays on the games of earlier tests that have bots).
   */
  async settle(gameId: string): Promise<void> {
    const bots = this.t.app.get(BotRunner);
    for (let i = 0; i < 2000 && bots.busy(gameId); i++) {
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  /**
   * A game on the forfeit clock of Anna, a random bot in seat 1 and Vera, finished by Vera's
   * leaving it: a finished game with a person, a bot and a player gone, as rematches are asked of.
   */
  async finishedByLeaving() {
    const game = await this.api.create({ timeControl: FORFEIT_CLOCK });
    const anna = await this.api.join(game.id, 'Anna');
    const bot = await this.api.post(game.id, 'bots', null, { level: 'random', seat: 1 });
    expect(bot.status).toBe(201);
    const vera = await this.api.join(game.id, 'Vera');
    await this.settle(game.id);
    expect((await this.api.post(game.id, 'leave', vera.token)).body.status).toBe('finished');
    return { game, anna, vera };
  }

  /** The unredacted log, in order. */
  log(gameId: string) {
    return this.prisma.gameEvent.findMany({ where: { gameId }, orderBy: { seq: 'asc' } });
  }

  async eventsOfType(gameId: string, type: string) {
    return (await this.log(gameId)).filter((e) => e.type === type);
  }

  seatRow(gameId: string, seat: number) {
    return this.prisma.seat.findUniqueOrThrow({ where: { gameId_seat: { gameId, seat } } });
  }

  /** A random legal move by the person whose turn it is; answers the seat that moved. */
  async personMove(gameId: string, tokens: string[]): Promise<number> {
    const { seat } = await moveBySeatToAct(this.api, { gameId, tokens }, (_seat, mine) =>
      chooseMove(mine.legalActions, this.rng),
    );
    return seat;
  }

  /**
   * Lets `target` time out whenever it is to act while the others play, until it is away: its
   * timeouts are in a row, since only its own moves would break the row.
   */
  async untilAway(gameId: string, tokens: string[], target: number): Promise<void> {
    for (let i = 0; i < 300; i++) {
      await this.settle(gameId);
      const view = await this.api.view(gameId);
      if (view.seats[target].away) return;
      if (view.status !== 'playing') throw new Error('the game ended first');
      if (view.deal!.turn === target) {
        this.clock.advance(31);
        await this.sweep();
      } else {
        await this.personMove(gameId, tokens);
      }
    }
    throw new Error(`seat ${target} never became away`);
  }
}
