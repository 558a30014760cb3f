import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { Answer } from '../../platform/common/answer.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { Created } from '../../platform/common/created.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import {
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { PlayerCaller } from '../players/player-auth.js';
import { QueueEntryDto, QueueRequestDto, type QueueEntryView } from './dto/queue.dto.js';
import type { QueueEntry } from './queue.store.js';
import { QueueService } from './queue.service.js';

const ENTRY_ID = {
  name: 'entryId',
  description: 'The queue entry (UUID).',
  schema: { type: 'string' as const, format: 'uuid', maxLength: 36 },
  example: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
};

/** "Play now": a queue that seats players at tables of compatible entries. */
@ApiTags('queue')
@Controller('api/v1/queue')
export class QueueController {
  constructor(
    private readonly queue: QueueService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Post()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'joinQueue',
    summary: 'Queue for a game',
    description:
      'Queues you for a table of `players` with equal rules, time control and rated flag; ' +
      'players of close ratings are matched first, the window widening as you wait. When a table ' +
      'is complete any instance creates the game and seats you (in random order), bound to you ' +
      'as a join with your player token does; after `fillWithBotsAfterSeconds` computer players ' +
      'take the empty seats. One waiting entry per player: a second is refused (409 ' +
      '`already_queued`). The answer is the entry after a first round of matching: `waiting`, ' +
      'or already `matched`. Bounded by your address: each game the queue seats you in counts ' +
      'against GAMES_PER_ADDRESS_PER_HOUR as POST /games does, and so does each entry while it ' +
      "waits (429 `too_many_games`); at most QUEUE_ENTRIES_PER_ADDRESS of an address's entries " +
      'wait at once (429 `too_many_queue_entries`). An entry still waiting after QUEUE_ENTRY_TTL ' +
      '(1 h) is withdrawn (the player stream says `queue_expired`). Needs the player token.',
  })
  @Idempotent()
  @Created((entry: QueueEntryDto) => `/api/v1/queue/${entry.id}`, {
    type: QueueEntryDto,
    description: 'The entry.',
  })
  async joinQueue(
    @PlayerCaller() player: PlayerRef,
    @Body() body: QueueRequestDto,
    @ClientNetwork() network: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<QueueEntryDto>> {
    // No game yet, so no version or ETag; a retry with the key answers this entry again. The
    // round of matching inside enqueue seats its tables with no key: their joins are no part of
    // this request's answer.
    const entry = await this.queue.enqueue(player, body, network);
    const answer = new Answer(201, 0, viewOf(entry), '');
    await this.idempotency.remember(keyed, answer);
    return answer;
  }

  @Get(':entryId')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getQueueEntry',
    summary: 'Read a queue entry',
    description: 'Your entry: `waiting`, or `matched` with the game and seat. Only its player.',
  })
  @ApiParam(ENTRY_ID)
  @ApiOkResponse({ type: QueueEntryDto })
  async getQueueEntry(
    @PlayerCaller() player: PlayerRef,
    @Param('entryId') entryId: string,
  ): Promise<QueueEntryDto> {
    return viewOf(await this.queue.entry(player, entryId));
  }

  @Delete(':entryId')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'leaveQueue',
    summary: 'Leave the queue',
    description:
      'Withdraws your waiting entry. A matched entry is refused with 409 `queue_entry_matched` ' +
      '(the answer names the game and seat: leave the game instead).',
  })
  @ApiParam(ENTRY_ID)
  @ApiNoContentResponse({ description: 'Withdrawn.' })
  leaveQueue(@PlayerCaller() player: PlayerRef, @Param('entryId') entryId: string): Promise<void> {
    return this.queue.cancel(player, entryId);
  }
}

function viewOf(e: QueueEntry): QueueEntryView {
  return {
    id: e.id,
    status: e.status,
    players: e.players,
    rules: e.rules,
    timeControl: e.timeControl,
    rated: e.rated,
    fillWithBotsAfterSeconds: e.fillAfterSeconds,
    createdAt: e.createdAt.toISOString(),
    gameId: e.gameId,
    seat: e.seat,
    matchedAt: e.matchedAt?.toISOString() ?? null,
  };
}
