import { Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { DatabasePool } from '../../platform/database/database-pool.js';
import { sql } from '../../platform/database/named-sql.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { ProblemError } from '../../core/table/problem.js';
import { BotLimits } from '../challenges/bot-limits.js';

/** The entry's fill delay: the ladder's bots play bots, so no computer player fills their tables. */
export function fillSecondsOf(
  player: Pick<PlayerRef, 'kind'>,
  input: { fillWithBotsAfterSeconds?: number | null },
  fallback = 30,
): number | null {
  if (player.kind === 'bot') return null;
  return input.fillWithBotsAfterSeconds === undefined ? fallback : input.fillWithBotsAfterSeconds;
}

/** The games looked at, and how many of the bot's turns may time out in them. */
export const LADDER_GAMES = 10;
export const LADDER_TIMEOUTS = 3;
/** How long a pause lasts; games before its end no longer count afterwards. */
export const LADDER_PAUSE_MS = 60 * 60_000;

/**
 * Turns the bot (:playerId) let time out in its last :games games made after :since (the end of
 * its last pause): each `turn_timed_out` event of one of its seats counts.
 */
const TIMEOUTS = sql(
  'ladder_timeouts',
  `
  WITH recent AS (
    SELECT s.game_id, s.seat FROM seats s JOIN games g ON g.id = s.game_id
     WHERE s.player_id = :playerId::uuid AND g.created_at > (:since::timestamptz AT TIME ZONE 'UTC')
     ORDER BY g.created_at DESC LIMIT :games)
  SELECT count(*)::int AS n FROM recent r JOIN game_events e ON e.game_id = r.game_id
   WHERE e.type = 'turn_timed_out' AND (e.payload->>'seat')::int = r.seat`,
).rows<{ n: number }>();

const PAUSE = sql(
  'ladder_pause',
  `
  UPDATE players SET paused_reason = :reason, paused_at = :at::timestamptz
   WHERE id = :playerId::uuid`,
);

const PAUSED = sql(
  'ladder_paused',
  `SELECT paused_at AS "pausedAt" FROM players WHERE id = :playerId::uuid`,
).rows<{ pausedAt: Date | null }>();

/** 403 `bot_paused`: the ladder takes the bot again from `until`. */
export const botPaused = (until: Date) =>
  new ProblemError(
    403,
    'bot_paused',
    'Forbidden',
    `This bot let its clock run out ${LADDER_TIMEOUTS} times in its last ${LADDER_GAMES} games: ` +
      `the ladder takes it again from ${until.toISOString()} (the reason is on its profile).`,
  ).retryAfter(60);

/**
 * The bot ladder's pause (README, "Bots from outside"): a bot account whose turns timed out
 * LADDER_TIMEOUTS times in its last LADDER_GAMES games is kept out of the queue for
 * LADDER_PAUSE_MS, with the reason on its profile (GET /players/{id}, `ladderPause`). Checked when
 * the bot queues, so a bot that never queues again is never paused.
 */
@Injectable()
export class LadderPause {
  constructor(
    private readonly database: DatabasePool,
    private readonly clock: Clock,
    private readonly limits: BotLimits,
  ) {}

  /** A bot account queues unless paused or at its bound of unfinished games; people pass. */
  async admit(player: Pick<PlayerRef, 'id' | 'kind'>): Promise<void> {
    await this.check(player);
    await this.limits.mayTakeAGame(player);
  }

  async check(player: Pick<PlayerRef, 'id' | 'kind'>): Promise<void> {
    if (player.kind !== 'bot') return;
    const now = this.clock.now();
    const [row] = await this.database.run(PAUSED, { playerId: player.id });
    const lifted = row?.pausedAt ? new Date(row.pausedAt.getTime() + LADDER_PAUSE_MS) : null;
    if (lifted && lifted > now) throw botPaused(lifted);
    const since = lifted ?? new Date(0);
    const [{ n }] = await this.database.run(TIMEOUTS, {
      playerId: player.id,
      games: LADDER_GAMES,
      since: since.toISOString(),
    });
    if (n < LADDER_TIMEOUTS) return;
    const reason =
      `Paused from the ladder: ${n} turns timed out in its last ${LADDER_GAMES} games ` +
      `(at most ${LADDER_TIMEOUTS - 1}).`;
    await this.database.run(PAUSE, { playerId: player.id, reason, at: now.toISOString() });
    throw botPaused(new Date(now.getTime() + LADDER_PAUSE_MS));
  }
}
