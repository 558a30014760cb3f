import { Injectable } from '@nestjs/common';
import {
  redactEvent,
  type GameEvent,
  type ScoreTable,
  type VisibleEvent,
} from '../../core/engine/index.js';
import { ProblemError } from '../../core/table/problem.js';
import {
  interruptedProof,
  proofAnswer,
  revealedMaster,
  type DealProofView,
} from '../../core/table/deal-proof.js';
import { isOver } from '../../core/table/game-status.js';
import { dealReplay, type DealReplay } from '../../core/table/deal-replay.js';
import { GameQueries } from '../games/game-queries.service.js';
import type { Caller } from '../players/seat-auth.js';
import { MissedEvents } from '../../platform/realtime/missed-events.js';
import { GameStore } from '../games/store/game-store.js';
import {
  ONLINE_EVENT_TYPES,
  type LogEventView,
  type ServiceEvent,
  type TableEvent,
} from '../../core/table/game-record.js';

/** Events the service records itself; they hold nothing secret. */
const SERVICE_EVENTS = new Set<string>(['player_joined', ...ONLINE_EVENT_TYPES]);

const isTableEvent = (event: ServiceEvent): event is TableEvent => SERVICE_EVENTS.has(event.type);

/** A page of the log as one caller may see it. */
export interface EventPage {
  events: LogEventView[];
  /** The game's last sequence number. */
  lastSeq: number;
}

/**
 * What happened in a game, read from its event log: the log as one caller may see it, the score
 * table (the `deal_scored` events) and finished deals' proofs (the `deal_revealed` events).
 */
@Injectable()
export class GameHistoryService {
  constructor(
    private readonly queries: GameQueries,
    private readonly store: GameStore,
    private readonly missed: MissedEvents,
  ) {}

  async scoreTable(gameId: string): Promise<ScoreTable> {
    const { game } = await this.queries.snapshot(gameId, { tokenHash: null });
    const rows = await this.store.eventsOfType(gameId, 'deal_scored');
    const totals = game.state ? game.state.totals : Array(game.players).fill(0);
    return { rows: rows.map((e) => e.row), totals, winner: game.winner };
  }

  /**
   * A page of the log as the caller may see it, up to the snapshot that named the caller's seat:
   * events committed after it (the caller's player may have left meanwhile, and a new occupant of
   * the seat been dealt) wait for the next page, read on a snapshot of its own.
   */
  async events(gameId: string, caller: Caller, after: number, limit: number): Promise<EventPage> {
    const { game, seat } = await this.queries.snapshot(gameId, caller);
    const page = await this.visibleEvents(gameId, seat, after, limit);
    return { events: page.events.filter((e) => e.seq <= game.eventSeq), lastSeq: game.eventSeq };
  }

  /**
   * Events after `after`, redacted for `seat` (null: spectator); the caller is already known.
   * `upTo` is the last sequence number read, visible or not, to continue from. Streams of one game
   * notified together share one read; `atLeast` is the newest sequence number the caller was told
   * of (see MissedEvents).
   */
  async visibleEvents(
    gameId: string,
    seat: number | null,
    after: number,
    limit: number,
    atLeast: number | null = null,
  ): Promise<{ events: LogEventView[]; upTo: number }> {
    const stored = await this.missed.events(gameId, after, limit, atLeast);
    const events = stored.flatMap((e): LogEventView[] => {
      const data = isTableEvent(e.payload) ? e.payload : redactEvent(e.payload, seat);
      return data === null ? [] : [{ seq: e.seq, version: e.version, type: e.type, data }];
    });
    return { events, upTo: stored.length ? stored[stored.length - 1].seq : after };
  }

  /** The current deal's engine events as `seat` saw them (what a bot decides from). */
  async dealEvents(gameId: string, seat: number, limit: number): Promise<VisibleEvent[]> {
    const from = Math.max(0, (await this.store.dealStartSeq(gameId)) - 1);
    const page = await this.visibleEvents(gameId, seat, from, limit);
    return page.events
      .filter((e) => !SERVICE_EVENTS.has(e.type))
      .map((e) => e.data as VisibleEvent);
  }

  /**
   * A finished deal step by step (see deal-replay.ts), read from its events and its proof; anyone
   * may read it once the deal is over, as its proof.
   */
  async replay(gameId: string, deal: number): Promise<DealReplay> {
    await this.queries.snapshot(gameId, { tokenHash: null });
    const events = await this.store.dealLog(gameId, deal);
    const replay = dealReplay(events.filter((e): e is GameEvent => !SERVICE_EVENTS.has(e.type)));
    if (!replay) {
      throw new ProblemError(
        404,
        'replay_not_available',
        'Not Found',
        `Deal ${deal} has not been played to its end in this game.`,
      );
    }
    return replay;
  }

  /**
   * A finished deal's proof (docs/rules.md, "Fairness"): deck, server seed, commitment, and with
   * the cut the seeds and the cut; once the game is over, however it ended, its master secret too,
   * and the proof of the deal its end interrupted (deal-proof.ts).
   */
  async proof(gameId: string, deal: number): Promise<DealProofView> {
    const { game } = await this.queries.snapshot(gameId, { tokenHash: null });
    const revealed = await this.store.eventsOfType(gameId, 'deal_revealed', deal);
    const proof = revealed[0] ?? interruptedProof(game, deal);
    if (!proof) {
      // Once the game is over every deal it dealt has a proof: the others were never dealt.
      const detail = isOver(game)
        ? `Deal ${deal} was never dealt in this game.`
        : `Deal ${deal} has not been played to its end in this game.`;
      throw new ProblemError(404, 'proof_not_available', 'Not Found', detail);
    }
    return proofAnswer(proof, revealedMaster(game), game.serverCommitment);
  }
}
