import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsUUID,
} from 'class-validator';
import { Absentable, NestedObject } from '../../platform/common/nested-object.js';
import { PLAYER_COUNTS } from '../../core/engine/index.js';
import { ACCOUNT_KINDS, type AccountKind } from '../../core/table/player-kinds.js';
import type { TimeControl } from '../../core/table/online-rules.js';
import { TimeControlDto } from '../games/dto/online.dto.js';
import { RulesDto, RulesInputDto } from '../games/dto/rules.dto.js';
import { int, orNull, ref, refProp, type SameFields } from '../games/dto/vocabulary.js';
import type { ChallengeStatus, ChallengeView } from './challenges.service.js';
import type { ChallengeSeat } from './challenges.store.js';

const UUID_STRING = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const INSTANT = { type: 'string', format: 'date-time', maxLength: 30 } as const;
const STATUSES = ['open', 'accepted', 'declined', 'expired'] as const;

export class CreateChallengeDto {
  @ApiProperty({
    type: 'array',
    items: UUID_STRING,
    minItems: 2,
    maxItems: 3,
    description: 'The players invited (people or bot accounts), one per other seat.',
  })
  @IsArray()
  @ArrayMinSize(2)
  @ArrayMaxSize(3)
  @IsUUID('all', { each: true })
  invite: string[];

  @ApiPropertyOptional({ ...int(3, 4), description: 'Seats (default: invitees + 1).' })
  @IsOptional()
  @IsIn(PLAYER_COUNTS)
  players?: 3 | 4;

  @ApiPropertyOptional({ type: () => RulesInputDto, description: 'As POST /games takes it.' })
  @Absentable()
  @IsObject()
  rules?: Record<string, unknown>;

  @ApiPropertyOptional({
    type: () => TimeControlDto,
    nullable: true,
    description: 'As POST /games takes it.',
  })
  @Absentable({ nullable: true })
  @NestedObject(() => TimeControlDto)
  timeControl?: TimeControlDto | null;

  @ApiPropertyOptional({ type: 'boolean', description: 'A rated game (default false).' })
  @IsOptional()
  @IsBoolean()
  rated?: boolean;

  @ApiPropertyOptional({
    type: 'boolean',
    description:
      'A rated game: bot accounts may sit with people (default false). Rated challenges only: ' +
      '`true` without `rated: true` answers 422 `bots_allowed_not_rated`.',
  })
  @IsOptional()
  @IsBoolean()
  botsAllowed?: boolean;
}

export class ChallengeSeatDto implements ChallengeSeat {
  @ApiProperty(UUID_STRING) playerId: string;
  @ApiProperty({ type: 'string', maxLength: 40 }) name: string;
  @ApiProperty({ type: 'string', enum: [...ACCOUNT_KINDS] }) kind: AccountKind;
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ type: 'string', enum: ['pending', 'accepted', 'declined'] })
  answer: 'pending' | 'accepted' | 'declined';
}

/** A challenge, as its challenger and invitees read it. */
export class ChallengeDto implements ChallengeView {
  @ApiProperty(UUID_STRING) id: string;
  @ApiProperty(int(3, 4)) players: number;
  @ApiProperty({ type: () => RulesDto }) rules: Record<string, unknown>;
  @ApiProperty(orNull(ref('TimeControlDto'), 'null: as POST /games without one.'))
  timeControl: TimeControl | null;
  @ApiProperty({ type: 'boolean' }) rated: boolean;
  @ApiProperty({ type: 'boolean' }) botsAllowed: boolean;
  @ApiProperty({
    type: 'string',
    enum: [...STATUSES],
    description: '`accepted`: by every invitee; `gameId` is the table, every seat taken.',
  })
  status: ChallengeStatus;
  @ApiProperty(orNull(UUID_STRING, 'The game; null until accepted by all.'))
  gameId: string | null;
  @ApiProperty(INSTANT) createdAt: string;
  @ApiProperty({ ...INSTANT, description: 'Unanswered by then: `expired`.' }) expiresAt: string;
  @ApiProperty({ type: () => ChallengeSeatDto, description: 'Seat 0.' })
  challenger: ChallengeSeatDto;
  @ApiProperty({ type: () => ChallengeSeatDto, isArray: true, maxItems: 3 })
  invitees: ChallengeSeatDto[];
}

// Fails to compile when the DTO and the type it documents differ by a field (see SameFields).
const sameFields: [SameFields<ChallengeDto, ChallengeView>] = [true];
void sameFields;
