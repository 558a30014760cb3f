import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { PLAYER_TOKEN } from '../../platform/common/player-token.js';
import { IsNotBotLikeName } from '../../platform/common/bot-like-name.js';
import { IsVisibleName } from '../../platform/common/visible-name.js';
import { PERSON_NAME_DESCRIPTION, PRINTABLE_NAME } from '../games/dto/requests.dto.js';
import type { PoolRatingDto } from '../ratings/ratings.dto.js';

const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 40 } as const;

/** A player's name: the rules of a seat's name (JoinGameDto). */
export class PlayerNameDto {
  @ApiProperty({ ...NAME, example: 'Anna', description: PERSON_NAME_DESCRIPTION })
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  @Matches(PRINTABLE_NAME, { message: 'name must be 1-40 printable characters' })
  @IsVisibleName()
  @IsNotBotLikeName()
  name: string;
}

/** A player as everyone may see it. */
export class PlayerDto {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, example: 'Anna' }) name: string;
  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: 16,
    description: "A computer player's bot level (one rated player per level); null for a person.",
  })
  bot: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 30 }) createdAt: string;
  @ApiProperty({
    type: 'array',
    items: { $ref: '#/components/schemas/PoolRatingDto' },
    maxItems: 2,
    description: 'The rating in each pool the player has played a rated game in.',
  })
  ratings: PoolRatingDto[];
}

/** A player with its token: answered only by creating a player and by a new token. */
export class PlayerWithTokenDto {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, example: 'Anna' }) name: string;
  @ApiProperty({
    type: 'string',
    pattern: PLAYER_TOKEN.source,
    maxLength: 50,
    description:
      'Bearer token of the player (opaque; `player.` and 43 base64url characters). Shown once; ' +
      'keep it secret. It also stands for every seat the player holds.',
  })
  token: string;
}

/** What a replaced player token took with it (POST /players/me/tokens). */
export class RevokedDto {
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 2147483647,
    description:
      'Seats bound to the player (joined, rematched or queued with its token) whose seat tokens ' +
      'stopped working; the player token stands for them as before.',
  })
  seatTokens: number;
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 1,
    description: 'Waiting queue entries deleted (0 or 1); a matched one stays, its game is made.',
  })
  queueEntries: number;
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 0,
    maximum: 2147483647,
    description: "Unused stream tickets refused from now on (the player stream's and the seats').",
  })
  streamTickets: number;
}

/** A new player token, and what the old one took with it. */
export class NewPlayerTokenDto extends PlayerWithTokenDto {
  @ApiProperty({
    type: RevokedDto,
    description:
      'What stopped working with the old token, besides the token itself and the streams it ' +
      'opened (they end, on every instance).',
  })
  revoked: RevokedDto;
}
