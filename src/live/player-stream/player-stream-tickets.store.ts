import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import type { PlayerCall } from '../../features/players/player-auth.js';
import * as SQL from '../../features/messages/player-message-statements.js';

/** The statements on player_stream_tickets (PlayerStreamTickets says what a ticket is). */
@Injectable()
export class PlayerStreamTicketsStore {
  constructor(private readonly database: DatabasePool) {}

  /** A ticket while the player holds the token of hash `tokenHash`; null once it was replaced. */
  async issue(
    ticketHash: string,
    playerId: string,
    ttlMs: number,
    tokenHash: string,
  ): Promise<Date | null> {
    const rows = await this.database.run(SQL.ISSUE_TICKET.rows<{ expires_at: Date }>(), {
      ticketHash,
      playerId,
      ttlMs,
      tokenHash,
    });
    return rows.length ? rows[0].expires_at : null;
  }

  /** Spends a ticket: the player it stands for, or null (unknown, spent, expired, replaced). */
  async consume(ticketHash: string): Promise<PlayerCall | null> {
    const rows = await this.database.run(SQL.CONSUME_TICKET.rows<PlayerCall>(), { ticketHash });
    return rows.length ? rows[0] : null;
  }

  async holdsToken(playerId: string, tokenHash: string): Promise<boolean> {
    return (await this.database.run(SQL.HOLDS_TOKEN, { playerId, tokenHash })).length > 0;
  }

  /** Deletes expired tickets; answers how many. */
  sweep(): Promise<number> {
    return this.database.count(SQL.SWEEP_TICKETS, {});
  }
}
