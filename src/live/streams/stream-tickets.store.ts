import { Injectable } from '@nestjs/common';
import { DatabasePool } from '../../platform/database/database-pool.js';
import { sql } from '../../platform/database/named-sql.js';

// Expiry is set and checked on the database's clock (`now()`), never an instance's, so every
// instance agrees on it.
const ISSUE = sql(
  'issue_stream_ticket',
  `INSERT INTO stream_tickets (ticket_hash, game_id, token_hash, expires_at)
   VALUES (:ticketHash, :gameId::uuid, :tokenHash, now() + :ttlMs::int * interval '1 millisecond')
   RETURNING expires_at`,
);

/** One statement both checks and spends a ticket: two streams racing for it cannot both win. */
const CONSUME = sql(
  'consume_stream_ticket',
  `DELETE FROM stream_tickets
    WHERE ticket_hash = :ticketHash AND game_id = :gameId::uuid AND expires_at > now()
   RETURNING token_hash`,
);

const SWEEP = sql('sweep_stream_tickets', `DELETE FROM stream_tickets WHERE expires_at <= now()`);

/** The one store of stream tickets: every statement on `stream_tickets`. Only hashes are stored. */
@Injectable()
export class StreamTicketsStore {
  constructor(private readonly database: DatabasePool) {}

  /** Stores a ticket for the seat whose token hashes to `tokenHash`; answers when it expires. */
  async issue(ticketHash: string, gameId: string, tokenHash: string, ttlMs: number): Promise<Date> {
    const rows = await this.database.run(ISSUE.rows<{ expires_at: Date }>(), {
      ticketHash,
      gameId,
      tokenHash,
      ttlMs,
    });
    return rows[0].expires_at;
  }

  /**
   * Deletes the ticket if it is for this game and has not expired, answering the seat's token
   * hash; null when there is no such ticket (unknown, used, expired or for another game).
   */
  async consume(ticketHash: string, gameId: string): Promise<string | null> {
    const rows = await this.database.run(CONSUME.rows<{ token_hash: string }>(), {
      ticketHash,
      gameId,
    });
    return rows[0]?.token_hash ?? null;
  }

  /** Deletes expired tickets; answers how many. */
  async sweep(): Promise<number> {
    return this.database.count(SWEEP, {});
  }
}
