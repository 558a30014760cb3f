import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { Absentable, NestedObject } from '../../../platform/common/nested-object.js';
import { PLAYER_COUNTS } from '../../../core/engine/index.js';
import { TimeControlDto } from '../../games/dto/online.dto.js';
import { RulesDto, RulesInputDto } from '../../games/dto/rules.dto.js';
import { int, orNull, ref, SEAT, type SameFields } from '../../games/dto/vocabulary.js';
import type { TimeControl } from '../../../core/table/online-rules.js';
import { DEFAULT_FILL_SECONDS } from '../queue.service.js';

/** The longest fill delay one may ask for: an hour (null waits for people for good). */
export const MAX_FILL_SECONDS = 3600;

const UUID_STRING = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const INSTANT = { type: 'string', format: 'date-time', maxLength: 30 } as const;

export class QueueRequestDto {
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    enum: PLAYER_COUNTS,
    minimum: Math.min(...PLAYER_COUNTS),
    maximum: Math.max(...PLAYER_COUNTS),
    description: 'The pool: a table of 3 or of 4.',
    example: 3,
  })
  @IsIn(PLAYER_COUNTS)
  players: 3 | 4;

  @ApiPropertyOptional({
    type: () => RulesInputDto,
    description:
      'Any subset of the rule set; the rest takes the defaults. Only entries whose full rule ' +
      'sets are equal play together.',
  })
  @Absentable()
  @IsObject()
  rules?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: () => TimeControlDto,
    nullable: true,
    description:
      'The turn clock; null or absent: 60 s a move, a bot moving on timeout (every queue game is timed, so a player who stops moving cannot hold the others for ever). Only equal time controls match.',
  })
  @Absentable({ nullable: true })
  @NestedObject(() => TimeControlDto)
  timeControl?: TimeControlDto | null;

  @ApiPropertyOptional({
    type: 'boolean',
    description: 'A rated game (default false); rated and unrated entries never match.',
  })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    ...orNull(
      int(
        0,
        MAX_FILL_SECONDS,
        `Seconds after which computer players (level basic) take the empty seats; default ${DEFAULT_FILL_SECONDS}.`,
      ),
      'null: wait for people only. Absent: the default.',
    ),
    example: 30,
  })
  @Absentable({ nullable: true })
  @IsInt()
  @Min(0)
  @Max(MAX_FILL_SECONDS)
  fillWithBotsAfterSeconds?: number | null;
}

/** What a queue entry answers (GET /api/v1/queue/{id}). */
export interface QueueEntryView {
  id: string;
  status: 'waiting' | 'matched';
  players: 3 | 4;
  rules: Record<string, unknown>;
  timeControl: TimeControl | null;
  rated: boolean;
  fillWithBotsAfterSeconds: number | null;
  createdAt: string;
  gameId: string | null;
  seat: number | null;
  matchedAt: string | null;
}

export class QueueEntryDto implements QueueEntryView {
  @ApiProperty({ ...UUID_STRING, description: 'The entry.' })
  id: string;

  @ApiProperty({
    enum: ['waiting', 'matched'],
    description: '`waiting` for a table; `matched`: seated in `gameId` at `seat`.',
  })
  status: 'waiting' | 'matched';

  @ApiProperty({ ...int(3, 4), description: 'The pool.' })
  players: 3 | 4;

  @ApiProperty({ type: () => RulesDto, description: 'The full rule set the entry plays by.' })
  rules: Record<string, unknown>;

  @ApiProperty(orNull(ref('TimeControlDto'), 'The turn clock; null: untimed.'))
  timeControl: TimeControl | null;

  @ApiProperty({ type: 'boolean' })
  rated: boolean;

  @ApiProperty(orNull(int(0, MAX_FILL_SECONDS), 'null: people only.'))
  fillWithBotsAfterSeconds: number | null;

  @ApiProperty({ ...INSTANT, description: 'When the entry was made.' })
  createdAt: string;

  @ApiProperty(orNull(UUID_STRING, 'The game it was seated in; null while waiting.'))
  gameId: string | null;

  @ApiProperty(orNull(SEAT, 'Your seat there; null while waiting.'))
  seat: number | null;

  @ApiProperty(orNull(INSTANT, 'When it was matched; null while waiting.'))
  matchedAt: string | null;
}

// Fails to compile when the DTO and the type it documents differ by a field (see SameFields).
const sameFields: [SameFields<QueueEntryDto, QueueEntryView>] = [true];
void sameFields;
