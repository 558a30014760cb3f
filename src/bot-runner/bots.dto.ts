import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { BOT_LEVELS } from '../bots/index.js';
import { GameViewDto } from '../games/dto/responses.dto.js';

export class AddBotDto {
  @ApiProperty({
    enum: BOT_LEVELS,
    description: 'random: any legal move; basic: heuristics; strong: search.',
  })
  @IsIn(BOT_LEVELS)
  level: 'random' | 'basic' | 'strong';

  @ApiPropertyOptional({
    minimum: 0,
    maximum: 3,
    description: 'The seat to fill; default the first free one.',
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(3)
  seat?: number;
}

export class BotSeatDto {
  @ApiProperty() seat: number;
  @ApiProperty({ enum: BOT_LEVELS }) level: string;
  @ApiProperty({ type: () => GameViewDto, description: 'The spectator view of the game.' })
  game: GameViewDto;
}

export class HintDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description:
      'The move, shaped like the body of its endpoint plus `type` (bid, pass, give, contract, surrender, play, redeal).',
    example: { type: 'play', card: 'AH', declareMarriage: false },
  })
  action: Record<string, unknown>;

  @ApiProperty({ example: 'lead the ace of hearts' }) reason: string;
}
