import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { QueryInteger } from '../../../platform/common/integers.js';
import { Transform } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INT32_MAX, int, ref, type SameFields } from '../../../features/games/dto/vocabulary.js';
import type { LogEventView } from '../../../core/table/game-record.js';
import type { StreamPresence, StreamUpdate, StreamView } from '../game-stream.js';
import type { StreamTicket } from '../stream-tickets.service.js';

/** What StreamViewDto documents besides the view (the view union is added to it by name). */
type StreamViewFields = Pick<StreamView, 'kind' | 'lastSeq'>;

export class StreamQueryDto {
  @ApiPropertyOptional(
    int(
      0,
      INT32_MAX,
      'Resume after this sequence number, as the Last-Event-ID header does (which wins when both ' +
        "are sent), for EventSource, which cannot send headers; past the game's last event: 400 " +
        '`invalid_resume_point`.',
    ),
  )
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(INT32_MAX)
  lastSeq?: number;

  // lastSeq's former name (version 1.0.0), renamed since pagination plugins (@hey-api/openapi-ts's
  // infinite queries) take a query parameter named `after` for a page's; still read and
  // documented, deprecated, for the clients generated from 1.0.0 (README, "Compatibility").
  @ApiPropertyOptional({
    ...int(
      0,
      INT32_MAX,
      'Deprecated: the former name of `lastSeq` (which wins when both are sent), still read. An ' +
        'answer to a request that sends it carries `Deprecation` and `Sunset` headers.',
    ),
    deprecated: true,
  })
  @IsOptional()
  @QueryInteger()
  @IsInt()
  @Min(0)
  @Max(INT32_MAX)
  after?: number;

  @ApiPropertyOptional({
    type: 'string',
    maxLength: 128,
    description:
      'A single-use stream ticket (POST /api/v1/games/{gameId}/stream-tickets) in place of the ' +
      'Authorization header, for EventSource. Never send the seat token in a URL. A ticket that ' +
      'is unknown, already used, expired or for another game is refused with 401 ' +
      '`invalid_ticket`; a ticket with an Authorization header too with 400 `ambiguous_credentials`.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(128)
  ticket?: string;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'Also send `event: presence` (a StreamPresenceDto, no id) whenever the seats with a stream ' +
      'open change, on any instance: within about a second of a stream opening or closing. Off ' +
      'unless asked, so clients that know only `view` and `update` never receive it.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean()
  presence?: boolean;
}

/** A single-use ticket that opens the seat's stream without an Authorization header. */
export class StreamTicketDto implements StreamTicket {
  @ApiProperty({
    type: 'string',
    maxLength: 128,
    description: 'Send as `?ticket=` on GET /api/v1/games/{gameId}/stream. Secret: shown once.',
    example: 'q3Vt2m9xY0bWJf7kK1sP8dRzA4cN6hLgE5uT0iOaQwB',
  })
  ticket: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    maxLength: 30,
    description: 'After this instant the ticket is refused (401 `invalid_ticket`).',
  })
  expiresAt: string;
}

/**
 * `event: view`: the caller's whole view when the stream opens. Documented as the view union plus
 * these fields (src/features/games/dto/components.ts), so `deal` keeps its per-status typing.
 */
export class StreamViewDto implements StreamViewFields {
  @ApiProperty({
    type: 'string',
    enum: ['view'],
    description: 'What this message is: always `view`.',
  })
  kind: 'view';

  @ApiProperty(int(0, INT32_MAX, 'Sequence number of the newest event the view reflects.'))
  lastSeq: number;
}

/** `event: update`: one accepted action. */
export class StreamUpdateDto implements StreamUpdate {
  @ApiProperty({
    type: 'string',
    enum: ['update'],
    description: 'What this message is: always `update`.',
  })
  kind: 'update';

  @ApiProperty(int(0, INT32_MAX, 'The game version after the action.'))
  version: number;

  @ApiProperty({
    type: 'array',
    items: ref('GameEventDto'),
    maxItems: 1000,
    description: "The action's events, as you may see them.",
  })
  events: LogEventView[];
}

/** `event: presence` (only with `?presence=true`): the seats connected now. */
export class StreamPresenceDto implements StreamPresence {
  @ApiProperty({
    type: 'string',
    enum: ['presence'],
    description: 'What this message is: always `presence`.',
  })
  kind: 'presence';

  @ApiProperty({
    type: 'array',
    items: int(0, 3, 'A seat number.'),
    maxItems: 4,
    description:
      "Every seat with a stream open now, in seat order: the seat lines' `connected` (the others are not).",
  })
  connected: number[];
}

// Fails to compile when a DTO and the type it documents differ by a field (see SameFields).
const sameFields: [
  SameFields<StreamTicketDto, StreamTicket>,
  SameFields<StreamViewDto, StreamViewFields>,
  SameFields<StreamUpdateDto, StreamUpdate>,
  SameFields<StreamPresenceDto, StreamPresence>,
] = [true, true, true, true];
void sameFields;
