import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BOT_LEVELS, type BotLevel } from '../../core/computer/index.js';
import type { BotSeat } from './lobby-types.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { LAST_SEAT, int, refProp } from '../games/dto/vocabulary.js';
export class AddBotDto {
  @ApiProperty({
    enum: BOT_LEVELS,
    description:
      'random: any legal move; basic: heuristics; strong: search; expert: search with each sampled deal solved exactly.',
  })
  @IsIn(BOT_LEVELS)
  level: BotLevel;

  @ApiPropertyOptional(
    int(0, LAST_SEAT, 'The seat to fill (3 only at a table of four); default the first free one.'),
  )
  @IsOptional()
  @IsInt()
  @Min(0)
  // The bound of a table of four: a table of three says its own (422 no_such_seat).
  @Max(LAST_SEAT, {
    message: `seat must be 0-${LAST_SEAT} (0-${LAST_SEAT - 1} at a table of three)`,
  })
  seat?: number;
}

export class BotSeatDto implements BotSeat {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ enum: BOT_LEVELS }) level: string;
  @ApiProperty(refProp('GameViewDto', 'The spectator view of the game.'))
  game: GameViewDto;
}
