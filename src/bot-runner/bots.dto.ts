import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BOT_LEVELS } from '../bots/index.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { LAST_SEAT, int, refProp } from '../games/dto/vocabulary.js';

export class AddBotDto {
  @ApiProperty({
    enum: BOT_LEVELS,
    description: 'random: any legal move; basic: heuristics; strong: search.',
  })
  @IsIn(BOT_LEVELS)
  level: 'random' | 'basic' | 'strong';

  @ApiPropertyOptional(int(0, LAST_SEAT, 'The seat to fill; default the first free one.'))
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(LAST_SEAT)
  seat?: number;
}

export class BotSeatDto {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ enum: BOT_LEVELS }) level: string;
  @ApiProperty(refProp('GameViewDto', 'The spectator view of the game.'))
  game: GameViewDto;
}

export class HintDto {
  @ApiProperty(refProp('Action', 'The move, as POST /actions takes it.'))
  action: Record<string, unknown>;

  @ApiProperty({ type: 'string', maxLength: 200, example: 'lead the ace of hearts' })
  reason: string;
}
