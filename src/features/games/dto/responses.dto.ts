// The answers about games: a game's view (as one seat or a spectator sees it) and the lobby's pages.
// The deal a view shows is in ./deal-view.dto.ts; cards, suits, seats, legal actions and the
// status union are named schemas (./components.ts).
import { ApiProperty } from '@nestjs/swagger';
import {
  ACTION_TYPES,
  PLAYER_COUNTS,
  type BarrelState,
  type LegalAction,
} from '../../../core/engine/index.js';
import { BOT_LEVELS } from '../../../core/computer/index.js';
import { RANDOM_TOKEN } from '../../../platform/http/seat-token.js';
import type { GameView, SeatLine } from '../../../core/table/game-view.js';
import type { DealViewDto } from './deal-view.dto.js';
import { GAME_STATUSES, type GameStatus } from '../../../core/table/game-status.js';
import { BOT_PACE_MS, VISIBILITIES, type Visibility } from '../../../core/table/online-rules.js';
import type { PreviousDealDto } from './history.dto.js';
import { PLAYER_KINDS, type PlayerKind } from '../../../core/table/player-kinds.js';
import type { GameResultDto, TimeControlDto } from './online.dto.js';
import { RulesDto } from './rules.dto.js';
import {
  COMMITMENT,
  INT32_MAX,
  SEAT,
  TOTAL_BOUND,
  int,
  orNull,
  perSeat,
  ref,
  refProp,
  type SameFields,
} from './vocabulary.js';

const NAME = { type: 'string', maxLength: 40 } as const;
const BOT = orNull(
  { type: 'string', enum: [...BOT_LEVELS], maxLength: 10 },
  'Bot level when a computer plays it.',
);
const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
const KIND = orNull(
  { type: 'string', enum: [...PLAYER_KINDS], maxLength: 8 },
  'Who plays it: a person, a bot account or a computer player; null: free.',
);
const VERSION = int(
  0,
  INT32_MAX,
  'Grows by one with every accepted change; the ETag begins with it.',
);
const PLAYERS = {
  type: 'integer',
  format: 'int32',
  enum: PLAYER_COUNTS,
  minimum: Math.min(...PLAYER_COUNTS),
  maximum: Math.max(...PLAYER_COUNTS),
} as const;

export class BarrelDto implements BarrelState {
  @ApiProperty(int(0, 3, 'Deals still to come in which the player may win from the barrel.'))
  dealsLeft: number;
}

export class SeatSummaryDto implements SeatLine {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ ...NAME, nullable: true, description: 'null while the seat is free.' })
  name: string | null;
  @ApiProperty(BOT) bot: string | null;
  @ApiProperty(int(-TOTAL_BOUND, TOTAL_BOUND, 'Game total.')) total: number;
  @ApiProperty(int(0, 3, 'Bolts since the last third-bolt penalty.')) bolts: number;
  @ApiProperty(orNull(ref('BarrelDto'), 'null unless on the barrel.')) barrel: BarrelDto | null;
  @ApiProperty({
    type: 'boolean',
    description:
      "The stand-in (a cautious bot: it never raises the auction) plays this seat's turns at the " +
      "table's pace until its player is back (a move, POST /back, or the seat's stream).",
  })
  away: boolean;
  @ApiProperty({
    type: 'boolean',
    description:
      'Its player left the running game (POST /leave): the stand-in plays the seat to the end, and ' +
      'the seat cannot be taken back (`away` stays true).',
  })
  left: boolean;
  @ApiProperty({ type: 'boolean', description: 'A stream of this seat is open on any instance.' })
  connected: boolean;
  @ApiProperty({
    ...UUID,
    nullable: true,
    description:
      "The player the seat is bound to (GET /players/{id}); a bot's is its level's computer " +
      'player. null: an anonymous or free seat.',
  })
  playerId: string | null;
  @ApiProperty(KIND) kind: PlayerKind | null;
}

/**
 * The fields of every game view; the document's GameViewDto is the union of these on `status`
 * (./components.ts), so that `deal` is typed non-null exactly while the game is playing.
 */
export class GameViewDto implements GameView {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: GameStatus;
  @ApiProperty(VERSION) version: number;
  @ApiProperty(PLAYERS) players: number;
  @ApiProperty({ type: () => RulesDto }) rules: RulesDto;
  @ApiProperty(
    orNull(
      COMMITMENT,
      "SHA-256 of the game's master secret, published when the game was created, before any " +
        'seed was sent (docs/rules.md, "Fairness"); null for games created before the cut.',
    ),
  )
  serverCommitment: string | null;
  @ApiProperty(orNull(SEAT, 'Your seat; null for spectators.')) you: number | null;
  @ApiProperty(perSeat(ref('SeatSummaryDto'))) seats: SeatSummaryDto[];
  @ApiProperty(orNull(ref('DealViewDto'), 'null until the game starts and after it ends.'))
  deal: DealViewDto | null;
  @ApiProperty({
    type: 'array',
    items: ref('LegalActionDto'),
    maxItems: ACTION_TYPES.length,
    description: 'What your seat may do now; send one back, its choices made, to POST /actions.',
  })
  legalActions: LegalAction[];
  @ApiProperty(orNull(SEAT, 'Who won; null until the game is over.')) winner: number | null;
  @ApiProperty(
    orNull(
      ref('PreviousDealDto'),
      "How the last deal ended, from its end until the next deal's first card; else null.",
    ),
  )
  previousDeal: PreviousDealDto | null;
  @ApiProperty(orNull(ref('GameResultDto'), 'How the game ended; null until it is finished.'))
  result: GameResultDto | null;
  @ApiProperty(orNull(ref('TimeControlDto'), 'The turn clock; null: untimed.'))
  timeControl: TimeControlDto | null;
  @ApiProperty({ enum: VISIBILITIES, description: '`private` games are not listed.' })
  visibility: Visibility;
  @ApiProperty({
    type: 'boolean',
    description:
      "Finishing the game updates its players' ratings (every seat is a player's or a bot's).",
  })
  rated: boolean;
  @ApiProperty({
    ...UUID,
    nullable: true,
    description: 'The rematch of this finished game, once a seat asked for one.',
  })
  rematch: string | null;
  @ApiProperty(
    int(
      BOT_PACE_MS.min,
      BOT_PACE_MS.max,
      "Milliseconds a computer player (or an away seat's stand-in) waits before its move.",
    ),
  )
  botPaceMs: number;
}

export class JoinedGameDto {
  @ApiProperty(refProp('Seat', 'Your seat.')) seat: number;
  @ApiProperty({
    type: 'string',
    pattern: RANDOM_TOKEN.source,
    maxLength: 43,
    description: 'Bearer token of the seat (opaque). Shown once; keep it secret.',
  })
  token: string;
  @ApiProperty(refProp('GameViewDto')) game: GameViewDto;
}

export class GameSummaryDto {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: GameStatus;
  @ApiProperty(PLAYERS) players: number;
  @ApiProperty(int(0, 4, 'Seats taken.')) seatsTaken: number;
  @ApiProperty(VERSION) version: number;
  @ApiProperty(orNull(SEAT)) winner: number | null;
  @ApiProperty({ type: 'string', format: 'date-time', maxLength: 30 }) createdAt: string;
}

export class GamePageDto {
  @ApiProperty({ type: 'array', items: ref('GameSummaryDto'), maxItems: 100 })
  games: GameSummaryDto[];
  @ApiProperty({
    type: 'string',
    maxLength: 200,
    nullable: true,
    description: 'Pass as `cursor` for the next page.',
  })
  nextCursor: string | null;
}

// Fails to compile when a DTO and the type it documents differ by a field, optional ones included
// (`implements` checks the fields a DTO declares, not that it declares every optional one).
const sameFields: [
  SameFields<BarrelDto, BarrelState>,
  SameFields<SeatSummaryDto, SeatLine>,
  SameFields<GameViewDto, GameView>,
] = [true, true, true];
void sameFields;
