// The request and answer shapes of online play (docs/online-play.md): the turn clock a game is
// created with, a rematch's request, and how a finished game ended.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import {
  MOVE_SECONDS,
  RESULT_REASONS,
  TIMEOUT_POLICIES,
  type GameResult,
  type TimeControl,
  type TimeoutPolicy,
} from '../../../core/table/online-rules.js';
import {
  CLIENT_SEED,
  CLIENT_SEED_PATTERN,
  int,
  orNull,
  SEAT,
  type SameFields,
} from './vocabulary.js';

export class TimeControlDto implements TimeControl {
  @ApiProperty({
    ...int(MOVE_SECONDS.min, MOVE_SECONDS.max, 'Seconds the seat to act has for each move.'),
    example: 60,
  })
  @IsInt()
  @Min(MOVE_SECONDS.min)
  @Max(MOVE_SECONDS.max)
  moveSeconds: number;

  @ApiProperty({
    enum: TIMEOUT_POLICIES,
    description:
      'When the time runs out: `bot` (the stand-in, a cautious bot that never raises the ' +
      'auction, makes that move; after two timeouts in a row ' +
      'the seat is away until its player is back) or `forfeit` (the game ends at once).',
  })
  @IsIn(TIMEOUT_POLICIES)
  onTimeout: TimeoutPolicy;
}

export class RematchDto {
  @ApiPropertyOptional({
    ...CLIENT_SEED,
    description: 'Your part of every deck of the new game, as clientSeed when joining.',
  })
  @IsOptional()
  @IsString()
  @Matches(CLIENT_SEED_PATTERN, { message: 'clientSeed must be 1-64 letters, digits, "-" or "_"' })
  clientSeed?: string;
}

export class GameResultDto implements GameResult {
  @ApiProperty({
    enum: RESULT_REASONS,
    description:
      '`points`: a player reached the winning total; `forfeit`: `seat` forfeited; `abandoned`: ' +
      'every person stayed away for ABANDONED_GAME_TTL (no winner).',
  })
  reason: GameResult['reason'];

  @ApiProperty(orNull(SEAT, 'The seat that forfeited; null for the other reasons.'))
  seat: number | null;
}

// Fails to compile when a DTO and the type it documents differ by a field (see SameFields).
const sameFields: [SameFields<TimeControlDto, TimeControl>, SameFields<GameResultDto, GameResult>] =
  [true, true];
void sameFields;
