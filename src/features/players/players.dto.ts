import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import {
  ACCOUNT_KINDS,
  PLAYER_KINDS,
  type AccountKind,
  type PlayerKind,
} from '../../core/table/player-kinds.js';
import { PLAYER_TOKEN } from '../../platform/common/player-token.js';
import { isBotLikeName, isServiceBotName } from '../../platform/common/bot-like-name.js';
import { IsVisibleName } from '../../platform/common/visible-name.js';
import { BotDescription, OwnerContact } from './bot-account-fields.js';
import { PERSON_NAME_DESCRIPTION, PRINTABLE_NAME } from '../games/dto/requests.dto.js';
import type { PoolRatingDto } from '../ratings/ratings.dto.js';

const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 40 } as const;
const CONTACT = { type: 'string', minLength: 1, maxLength: 200 } as const;
const KIND_TEXT = 'A person, a bot account (a program) or a computer player of the service.';

/**
 * What a player changes of itself (PATCH /players/me; a field left out stays): its name, by a seat
 * name's rules (JoinGameDto), but none may take a computer player's name and PlayersService.update
 * refuses a person a bot-like one; a bot account's owner and description (a person has neither).
 * The schema keeps its first name, under which clients were generated.
 */
export class PlayerNameDto {
  @ApiPropertyOptional({
    ...NAME,
    example: 'Anna',
    description: `${PERSON_NAME_DESCRIPTION} A bot account may call itself a bot ("MyBot").`,
  })
  @ValidateIf((o: PlayerNameDto) => o.name !== undefined)
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  @Matches(PRINTABLE_NAME, { message: 'name must be 1-40 printable characters' })
  @IsVisibleName()
  @IsNotServiceBotName()
  name?: string;

  @ApiPropertyOptional({
    ...CONTACT,
    description:
      "A bot account's new owner contact (shown only to the bot itself); a person's account has none.",
  })
  @ValidateIf((o: PlayerNameDto) => o.owner !== undefined)
  @OwnerContact()
  owner?: string;

  @ApiPropertyOptional({
    ...CONTACT,
    description: "A bot account's new public description; a person's account has none.",
  })
  @ValidateIf((o: PlayerNameDto) => o.description !== undefined)
  @BotDescription()
  description?: string;
}

/** Not one of the service's computer players' names, `Bot (<level>)`: nobody's, a bot's neither. */
function IsNotServiceBotName(): PropertyDecorator {
  return ValidateBy({
    name: 'isNotServiceBotName',
    validator: {
      validate: (value) => !isServiceBotName(value),
      defaultMessage: () => BOT_NAME_MESSAGE,
    },
  });
}

const BOT_NAME_MESSAGE =
  '$property must not read as a computer player\'s name ("Bot (<level>)"): those are the service\'s';

/** An honest name: a person's reads as no bot's; a bot account's as none of the service's. */
function IsHonestName(): PropertyDecorator {
  return ValidateBy({
    name: 'isHonestName',
    validator: {
      validate: (value, args) =>
        (args?.object as { kind?: string }).kind === 'bot'
          ? !isServiceBotName(value)
          : !isBotLikeName(value),
      defaultMessage: () => BOT_NAME_MESSAGE,
    },
  });
}

/** A new player: a person, or a bot account (a program playing through the API, issue 49). */
export class CreatePlayerDto {
  @ApiProperty({
    ...NAME,
    example: 'Anna',
    description: `${PERSON_NAME_DESCRIPTION} A bot account may call itself a bot ("MyBot").`,
  })
  @IsString()
  @MinLength(1)
  @MaxLength(40)
  @Matches(PRINTABLE_NAME, { message: 'name must be 1-40 printable characters' })
  @IsVisibleName()
  @IsHonestName()
  name: string;

  @ApiPropertyOptional({
    type: 'string',
    enum: [...ACCOUNT_KINDS],
    description: '`bot`: a program\'s account (README, "Bots from outside"). Default `person`.',
  })
  @IsOptional()
  @IsIn(ACCOUNT_KINDS)
  @BotAccountComplete()
  kind?: AccountKind;

  @ApiPropertyOptional({
    ...CONTACT,
    description:
      "A bot's owner's contact (required for a bot; shown only to the bot itself). Refused without " +
      '`kind: "bot"`.',
  })
  @ValidateIf((o: CreatePlayerDto) => o.owner !== undefined)
  @BotsOnly()
  @OwnerContact()
  owner?: string;

  @ApiPropertyOptional({
    ...CONTACT,
    description: 'What the bot is (public). Refused without `kind: "bot"`.',
  })
  @ValidateIf((o: CreatePlayerDto) => o.description !== undefined)
  @BotsOnly()
  @BotDescription()
  description?: string;
}

/**
 * A bot account's field: a person's account sent with it is refused rather than created without
 * it, so a client that forgot `kind: "bot"` hears so instead of making a person.
 */
function BotsOnly(): PropertyDecorator {
  return ValidateBy({
    name: 'botsOnly',
    validator: {
      validate: (_value, args) => (args?.object as { kind?: string }).kind === 'bot',
      defaultMessage: () =>
        '$property is a bot account\'s field: send kind "bot" with it, or leave it out',
    },
  });
}

/**
 * A bot account is made with both: said once, of `kind`, rather than as each missing field's type
 * ("owner must be a string; description must be a string" told a bot author nothing).
 */
function BotAccountComplete(): PropertyDecorator {
  return ValidateBy({
    name: 'botAccountComplete',
    validator: {
      validate: (kind, args) => {
        const o = args?.object as { owner?: unknown; description?: unknown };
        return kind !== 'bot' || (o.owner !== undefined && o.description !== undefined);
      },
      defaultMessage: () => 'a bot account needs an owner (a contact) and a description',
    },
  });
}

/** Why the ladder paused a bot, and until when (src/core/table/ladder-pause.ts). */
export class LadderPauseDto {
  @ApiProperty({ type: 'string', maxLength: 200 }) reason: string;
  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 30 }) at: string;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    maxLength: 30,
    description:
      'The ladder takes the bot again from then (POST /queue answers 403 `bot_paused` before).',
  })
  until: string;
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
  @ApiProperty({ type: 'string', enum: [...PLAYER_KINDS], description: KIND_TEXT })
  kind: PlayerKind;
  @ApiProperty({ type: 'string', maxLength: 200, nullable: true })
  description: string | null;
  @ApiProperty({
    type: 'string',
    maxLength: 200,
    nullable: true,
    description: "A bot's owner's contact: to the bot itself only (GET /players/me), else null.",
  })
  owner: string | null;
  @ApiProperty({
    type: LadderPauseDto,
    nullable: true,
    description:
      'The bot is paused from the ladder: why, since when and until when; null: not paused.',
  })
  ladderPause: LadderPauseDto | null;
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
