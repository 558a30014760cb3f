import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';
import { GameEventDto, GameViewDto } from '../../games/dto/responses.dto.js';

export class StreamQueryDto {
  @ApiPropertyOptional({
    minimum: 0,
    description: 'Resume after this sequence number (as Last-Event-ID).',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  after?: number;
}

/** `event: view`: the caller's whole view when the stream opens. */
export class StreamViewDto extends GameViewDto {
  @ApiProperty({ description: 'Sequence number of the newest event the view reflects.' })
  lastSeq: number;
}

/** `event: update`: one accepted action. */
export class StreamUpdateDto {
  @ApiProperty({ description: 'The game version after the action.' })
  version: number;

  @ApiProperty({
    type: () => [GameEventDto],
    description: "The action's events, as you may see them.",
  })
  events: GameEventDto[];
}
