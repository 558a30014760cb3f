import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Logger } from 'pino';
import { botPaused } from '../../core/table/ladder-pause.js';
import { Clock } from '../../platform/clock/clock.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { AddressHash } from '../../platform/http/address-hash.js';
import { PINO_LOGGER } from '../../platform/logging/logger.js';
import { GameAnnouncements, type Commit } from '../../platform/realtime/game-announcements.js';
import { BotLimits } from '../challenges/bot-limits.js';
import { LadderPauseStore } from './ladder-pause.store.js';

/** The bot accounts whose turn a commit timed out (the turn clock's `turn_timed_out`). */
export function timedOutBots(commit: Commit): string[] {
  const bots = new Set<string>();
  for (const event of commit.written?.events ?? []) {
    if (event.type !== 'turn_timed_out') continue;
    const seat = commit.seats.find((s) => s.seat === event.seat);
    if (seat?.botAccount && seat.playerId) bots.add(seat.playerId);
  }
  return [...bots];
}

/**
 * The bot ladder's pause where it matters (README, "Bots from outside"; the policy is
 * src/core/table/ladder-pause.ts): looked at when a bot's turn times out, so a bot is paused in
 * the game that made it miss its clock and its waiting queue entry withdrawn at once; looked at
 * again when it queues (a commit whose announcement was taken over by another instance carries no
 * events to look at); and a matching round passes over a paused bot's entry made meanwhile
 * (queue-statements.ts, CLAIM_BUCKET). A table already matched is played: its other players were
 * matched with it.
 */
@Injectable()
export class LadderPauses implements OnApplicationBootstrap, OnModuleDestroy {
  private unlisten: (() => void) | null = null;

  constructor(
    private readonly store: LadderPauseStore,
    private readonly clock: Clock,
    private readonly limits: BotLimits,
    private readonly announcements: GameAnnouncements,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
    private readonly hash: AddressHash,
  ) {}

  onApplicationBootstrap(): void {
    this.unlisten = this.announcements.onCommit((commit) => this.afterCommit(commit));
  }

  onModuleDestroy(): void {
    this.unlisten?.();
  }

  /** A bot account queues unless paused or at its bound of unfinished games; people pass. */
  async admit(player: Pick<PlayerRef, 'id' | 'kind'>): Promise<void> {
    if (player.kind !== 'bot') return;
    const now = this.clock.now();
    const look = await this.store.look(player.id, now);
    if (look) throw botPaused(look.pause, now);
    await this.limits.mayTakeAGame(player);
  }

  private async afterCommit(commit: Commit): Promise<void> {
    for (const playerId of timedOutBots(commit)) {
      try {
        const look = await this.store.look(playerId, this.clock.now());
        if (look?.fresh) {
          this.logger.info(
            { playerId: this.hash.logId(playerId), until: look.pause.until.toISOString() },
            'bot paused from the ladder',
          );
        }
      } catch (error) {
        // Not a part of telling the commit: the next queue join looks again.
        this.logger.warn({ err: error }, 'ladder pause look failed');
      }
    }
  }
}
