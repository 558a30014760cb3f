import { ApiProperty } from '@nestjs/swagger';
import { GAME_STATUSES, type GameStatus } from '../../core/table/game-status.js';
import { VISIBILITIES, type Visibility } from '../../core/table/online-rules.js';
import { GameResultDto } from '../games/dto/online.dto.js';
import { RatingPointDto } from '../ratings/ratings.dto.js';
import { PLAYER_KINDS, type PlayerKind } from '../../core/table/player-kinds.js';
import type { PlayerGame, SeatedPlayer } from './player-games.js';
import type { RatingChange } from '../ratings/rating-change.js';

const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const SEAT = { type: 'integer', format: 'int32', minimum: 0, maximum: 3 } as const;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const orNull = (schema: object, description: string) => ({
  oneOf: [schema, { type: 'null' }],
  description,
});

export class SeatedPlayerDto implements SeatedPlayer {
  @ApiProperty(SEAT) seat: number;
  @ApiProperty({ type: 'string', maxLength: 40 }) name: string;
  @ApiProperty({ ...UUID, nullable: true, description: 'null: an anonymous seat.' })
  playerId: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    maxLength: 16,
    description: 'Bot level, or null.',
  })
  bot: string | null;
  @ApiProperty({
    type: 'string',
    enum: [...PLAYER_KINDS],
    description: 'A person, a bot account or a computer player.',
  })
  kind: PlayerKind;
}

export class RatingChangeDto implements RatingChange {
  @ApiProperty({ type: 'integer', format: 'int32', enum: [3, 4], minimum: 3, maximum: 4 })
  pool: number;
  @ApiProperty({
    type: 'integer',
    format: 'int32',
    minimum: 1,
    maximum: 4,
    description: 'The finishing place (equal totals share one; a forfeit or leaving is last).',
  })
  place: number;
  @ApiProperty({ type: () => RatingPointDto }) before: RatingPointDto;
  @ApiProperty({ type: () => RatingPointDto }) after: RatingPointDto;
  @ApiProperty({
    type: 'number',
    format: 'double',
    minimum: 0,
    maximum: 1,
    description:
      'How much the game counted for the rating: 1 fully; 1/2, 1/3 for a repeat with the same people or from one address; 0 not at all (a game nobody really played, a repeat past the bound). README, "Players and ratings".',
  })
  weight: number;
}

/** One of a player's games, as its list shows it. */
export class PlayerGameDto implements PlayerGame {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ type: 'string', maxLength: 40, nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: GameStatus;
  @ApiProperty({ type: 'integer', format: 'int32', enum: [3, 4], minimum: 3, maximum: 4 })
  players: number;
  @ApiProperty({ type: 'boolean' }) rated: boolean;
  @ApiProperty({ enum: VISIBILITIES }) visibility: Visibility;
  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 30 }) createdAt: string;
  @ApiProperty({
    ...SEAT,
    description:
      "The player's seat (a game is listed once: a computer player holding two seats is listed by its first).",
  })
  seat: number;
  @ApiProperty({ type: 'boolean', description: 'The player left the game (a bot finished it).' })
  left: boolean;
  @ApiProperty({
    type: 'boolean',
    description:
      'Your seat is away: a stand-in plays its turns until you come back (POST /api/v1/games/{gameId}/back).',
  })
  away: boolean;
  @ApiProperty({ type: 'array', items: ref('SeatedPlayerDto'), maxItems: 3 })
  opponents: SeatedPlayerDto[];
  @ApiProperty({ ...SEAT, nullable: true, description: 'Whose turn it is; null unless playing.' })
  turn: number | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    maxLength: 30,
    nullable: true,
    description: "By when the person to act must act (as the game's view shows it), or null.",
  })
  deadline: string | null;
  @ApiProperty({ ...SEAT, nullable: true, description: 'Who won; null unless finished.' })
  winner: number | null;
  @ApiProperty(orNull(ref('GameResultDto'), 'How the game ended; null until it is finished.'))
  result: GameResultDto | null;
  @ApiProperty(
    orNull(ref('RatingChangeDto'), "What a finished rated game did to the player's rating."),
  )
  ratingChange: RatingChangeDto | null;
}

export class PlayerGamePageDto {
  @ApiProperty({ type: 'array', items: ref('PlayerGameDto'), maxItems: 100 })
  games: PlayerGameDto[];
  @ApiProperty({
    type: 'string',
    maxLength: 200,
    nullable: true,
    description: 'Pass as `cursor` for the next page.',
  })
  nextCursor: string | null;
}

export const PLAYER_MODELS = [SeatedPlayerDto, RatingChangeDto, PlayerGameDto, PlayerGamePageDto];
