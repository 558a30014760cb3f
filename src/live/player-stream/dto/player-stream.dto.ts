import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { QueryInteger } from '../../../platform/common/integers.js';
import { GameResultDto } from '../../../features/games/dto/online.dto.js';
import {
  INT32_MAX,
  int,
  orNull,
  ref,
  refProp,
  SEAT,
} from '../../../features/games/dto/vocabulary.js';
import type { GameResult } from '../../../core/table/online-rules.js';
import type { StreamRatingChange } from '../../../features/messages/stream-rating-change.js';
import { RatingChangeDto } from '../../../features/players/player-games.dto.js';

const UUID_STRING = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const AT = {
  type: 'string',
  format: 'date-time',
  maxLength: 30,
  description: 'When the message was written.',
} as const;

export class PlayerStreamQueryDto {
  @ApiPropertyOptional(
    int(
      0,
      INT32_MAX,
      'Resume after this sequence number, as the Last-Event-ID header does (which wins when both ' +
        "are sent); past the stream's last message: 400 `invalid_resume_point`.",
    ),
  )
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(INT32_MAX)
  lastSeq?: number;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: 128,
    description:
      'A single-use ticket (POST /api/v1/players/me/stream-tickets) in place of the ' +
      'Authorization header, for EventSource. Never send the player token in a URL. An unknown, ' +
      'used or expired ticket: 401 `invalid_ticket`; a ticket and an Authorization header: 400 ' +
      '`ambiguous_credentials`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  ticket?: string;
}

const kind = (value: string) => ({
  type: 'string' as const,
  enum: [value],
  description: `What this message is: always \`${value}\`.`,
});

/** Fields every message of a game has. */
class GameMessageDto {
  @ApiProperty(int(1, INT32_MAX, "The message's sequence number in your stream (its `id:`)."))
  seq: number;

  @ApiProperty({ ...UUID_STRING, description: 'The game.' })
  gameId: string;

  @ApiProperty(refProp('Seat', 'Your seat in it.'))
  seat: number;

  @ApiProperty(AT)
  at: string;
}

/** `event: ready`: the first message, with no id: the stream's newest sequence number. */
export class PlayerStreamReadyDto {
  @ApiProperty(kind('ready'))
  kind: 'ready';

  @ApiProperty(int(0, INT32_MAX, 'Your stream resumes after this sequence number.'))
  lastSeq: number;
}

/** `event: matched`: the queue seated your entry (GET /api/v1/queue/{id} says the same). */
export class MatchedMessageDto extends GameMessageDto {
  @ApiProperty(kind('matched'))
  kind: 'matched';

  @ApiProperty({ ...UUID_STRING, description: 'Your queue entry.' })
  queueId: string;
}

/** `event: queue_expired`: your entry waited QUEUE_ENTRY_TTL without a table and was withdrawn. */
export class QueueExpiredMessageDto {
  @ApiProperty(kind('queue_expired'))
  kind: 'queue_expired';

  @ApiProperty(int(1, INT32_MAX, "The message's sequence number in your stream (its `id:`)."))
  seq: number;

  @ApiProperty({
    ...UUID_STRING,
    description: 'Your queue entry (GET /api/v1/queue/{id} now answers 404).',
  })
  queueId: string;

  @ApiProperty(AT)
  at: string;
}

/** `event: game_started`: every seat of a game of yours is taken and the first deal dealt. */
export class GameStartedMessageDto extends GameMessageDto {
  @ApiProperty(kind('game_started'))
  kind: 'game_started';

  @ApiProperty({ ...int(3, 4), description: 'Seats at the table.' })
  players: number;
}

/** `event: your_turn`: you are to act in a game (once per version of it). */
export class YourTurnMessageDto extends GameMessageDto {
  @ApiProperty(kind('your_turn'))
  kind: 'your_turn';

  @ApiProperty(int(0, INT32_MAX, 'The game version at which you are to act (If-Match).'))
  version: number;

  @ApiProperty(
    orNull(
      { type: 'string', format: 'date-time', maxLength: 30 },
      'When the turn clock runs out; null: the game is untimed.',
    ),
  )
  deadline: string | null;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'true: your seat is away (its turns timed out twice in a row): a stand-in plays this turn ' +
      'at `deadline` unless you come back first: POST /api/v1/games/{gameId}/back (or make a ' +
      'move). When every person is away as a deal begins, the game waits for one of you instead, ' +
      'and ends as abandoned at `deadline`. Absent: false (a message written before this field).',
  })
  away?: boolean;
}

/** A deprecated flat field of the stream's rating change: `before`/`after` carry the same. */
const flat = (min: number, description: string, instead: string) => ({
  type: 'number' as const,
  format: 'double',
  minimum: min,
  maximum: 10_000,
  deprecated: true,
  description: `${description} Deprecated: read \`${instead}\` (the same value).`,
});

/**
 * The my-games item's RatingChangeDto (pool, place, before, after, weight), the same fields from
 * the same game_ratings row, and the stream's first flat fields beside them, deprecated: clients
 * of the unreleased 1.1.0 document may read them (docs/api-changes.md). A whole schema rather than
 * an allOf, as generators read it (src/app/openapi/portable-schemas.ts).
 */
export class StreamRatingChangeDto extends RatingChangeDto implements StreamRatingChange {
  @ApiProperty(flat(-10_000, 'mu before the game.', 'before.mu'))
  muBefore: number;
  @ApiProperty(flat(-10_000, 'sigma before the game.', 'before.sigma'))
  sigmaBefore: number;
  @ApiProperty(flat(-10_000, 'mu after the game.', 'after.mu'))
  muAfter: number;
  @ApiProperty(flat(-10_000, 'sigma after the game.', 'after.sigma'))
  sigmaAfter: number;
  @ApiProperty(flat(-40_000, 'The ordinal (mu - 3 sigma) before.', 'before.ordinal'))
  ordinalBefore: number;
  @ApiProperty(flat(-40_000, 'The ordinal (mu - 3 sigma) after.', 'after.ordinal'))
  ordinalAfter: number;
}

/** `event: game_finished`: a game of yours ended. */
export class GameFinishedMessageDto extends GameMessageDto {
  @ApiProperty(kind('game_finished'))
  kind: 'game_finished';

  @ApiProperty(orNull(SEAT, 'The winning seat; null when nobody won (abandoned).'))
  winner: number | null;

  @ApiProperty(orNull(ref('GameResultDto'), 'How the game ended.'))
  result: GameResult | null;

  @ApiProperty(
    orNull(
      ref('StreamRatingChangeDto'),
      'What the game did to your rating; null: an unrated game.',
    ),
  )
  ratingChange: StreamRatingChange | null;
}

/** `event: challenge`: a challenge invites you, or one you are in was declined. */
export class ChallengeMessageDto {
  @ApiProperty(kind('challenge'))
  kind: 'challenge';

  @ApiProperty(int(1, INT32_MAX, "The message's sequence number in your stream (its `id:`)."))
  seq: number;

  @ApiProperty({ ...UUID_STRING, description: 'The challenge (GET /api/v1/challenges/{id}).' })
  challengeId: string;

  @ApiProperty({ ...UUID_STRING, description: 'Who made it.' })
  challengerId: string;

  @ApiProperty({ type: 'string', enum: ['open', 'declined'], description: 'Made, or declined.' })
  status: 'open' | 'declined';

  @ApiProperty(AT)
  at: string;
}

export const PLAYER_STREAM_MODELS = [
  ChallengeMessageDto,
  PlayerStreamReadyDto,
  MatchedMessageDto,
  QueueExpiredMessageDto,
  GameStartedMessageDto,
  YourTurnMessageDto,
  GameFinishedMessageDto,
  StreamRatingChangeDto,
  GameResultDto,
];

const KINDS = {
  ready: 'PlayerStreamReadyDto',
  matched: 'MatchedMessageDto',
  queue_expired: 'QueueExpiredMessageDto',
  game_started: 'GameStartedMessageDto',
  your_turn: 'YourTurnMessageDto',
  game_finished: 'GameFinishedMessageDto',
  challenge: 'ChallengeMessageDto',
};

/** One message's `data`, a union on `kind`. */
export const PLAYER_STREAM_MESSAGE = {
  oneOf: Object.values(KINDS).map(ref),
  discriminator: {
    propertyName: 'kind',
    mapping: Object.fromEntries(Object.entries(KINDS).map(([k, name]) => [k, ref(name).$ref])),
  },
};

/** The union under a name of its own in the document, so generated clients name its type. */
export const PLAYER_STREAM_SCHEMAS = {
  PlayerStreamMessage: {
    description: "One message of a player's event stream (its `data`); `kind` says which.",
    ...PLAYER_STREAM_MESSAGE,
  },
};
