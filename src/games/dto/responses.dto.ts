// The answers about games: a game's view (as one seat or a spectator sees it) and the lobby's pages.
// Cards, suits, seats, legal actions and the status union are named schemas (./components.ts).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ACTION_TYPES, DEAL_PHASES, PLAYER_COUNTS } from '../../engine/index.js';
import { BOT_LEVELS } from '../../bots/index.js';
import { GAME_STATUSES } from '../../table/game-status.js';
import { BOT_PACE_MS, VISIBILITIES } from '../../table/online-rules.js';
import { RulesDto } from './rules.dto.js';
import {
  AMOUNT,
  INT32_MAX,
  SHA256_HEX,
  SEAT,
  SUIT,
  TOTAL_BOUND,
  cardList,
  int,
  orNull,
  perSeat,
  ref,
  refProp,
} from './vocabulary.js';

const NAME = { type: 'string', maxLength: 40 } as const;
const BOT = orNull(
  { type: 'string', enum: [...BOT_LEVELS], maxLength: 10 },
  'Bot level when a computer plays it.',
);
const UUID = { type: 'string', format: 'uuid', maxLength: 36 } as const;
export const COMMITMENT = SHA256_HEX;
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

export class BarrelDto {
  @ApiProperty(int(0, 3, 'Deals still to come in which the player may win from the barrel.'))
  dealsLeft: number;
}

export class SeatSummaryDto {
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
  @ApiProperty({ type: 'boolean', description: 'A stream of this seat is open on any instance.' })
  connected: boolean;
}

export class BidRecordDto {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max, 'null for a pass.'), nullable: true })
  amount: number | null;
}

export class PlayedCardDto {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(refProp('Card')) card: string;
}

export class TrickDto {
  @ApiProperty(refProp('Seat', 'Who led.')) leader: number;
  @ApiProperty({ type: 'array', items: ref('PlayedCardDto'), maxItems: 3 }) cards: PlayedCardDto[];
}

export class CompletedTrickDto extends TrickDto {
  @ApiProperty(refProp('Seat', 'Who took it.')) winner: number;
}

export class MarriageDto {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(orNull(SUIT, 'null for the four-aces marriage.')) suit: string | null;
  @ApiProperty({ ...int(40, 200), example: 100 }) value: number;
}

export class GivenCardDto {
  @ApiProperty(refProp('Seat', 'The opponent who received it.')) toSeat: number;
  @ApiProperty(refProp('Card')) card: string;
}

export class ReceivedCardDto {
  @ApiProperty(refProp('Seat', 'The declarer, who gave it.')) fromSeat: number;
  @ApiProperty(refProp('Card')) card: string;
}

export class NextCutDto {
  @ApiProperty(
    refProp(
      'Seat',
      "Who cuts for the next deal: this deal's dealer, at any time during the deal (POST " +
        '/cuts); not listed in legalActions, which are the moves of a turn.',
    ),
  )
  seat: number;
  @ApiProperty({ description: 'Whether the cut has been made.' }) made: boolean;
  @ApiProperty({
    ...COMMITMENT,
    description: "SHA-256 of the next deal's server seed, which the cut will meet.",
  })
  serverSeedHash: string;
}

export class DealViewDto {
  @ApiProperty(int(1, INT32_MAX, 'Deal number, from 1; a redeal counts as a deal.')) number: number;
  @ApiProperty(refProp('Seat')) dealer: number;
  @ApiProperty(orNull(SEAT, '4 players: the dealer, who sits out.')) sittingOut: number | null;
  @ApiProperty({ enum: DEAL_PHASES }) phase: string;
  @ApiProperty(refProp('Seat', 'The seat to act.')) turn: number;
  @ApiProperty({ type: 'array', items: ref('BidRecordDto'), maxItems: 400 }) bids: BidRecordDto[];
  @ApiProperty(int(AMOUNT.min, AMOUNT.max)) highestBid: number;
  @ApiProperty(refProp('Seat')) highestBidder: number;
  @ApiProperty(orNull(SEAT, 'Who won the bidding; null during it.')) declarer: number | null;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max, 'null until announced.'), nullable: true })
  contract: number | null;
  @ApiProperty(orNull(cardList(3), 'null until turned up.')) talon: string[] | null;
  @ApiPropertyOptional(
    cardList(
      10,
      'Your cards; absent for spectators. During the talon phase the talon is in it: it joins ' +
        "the declarer's hand.",
    ),
  )
  hand?: string[];
  @ApiProperty(perSeat(int(0, 10), 'Cards in each hand.')) handSizes: number[];
  @ApiProperty(orNull(SUIT, 'null until a marriage names one.')) trump: string | null;
  @ApiProperty({ type: 'array', items: ref('MarriageDto'), maxItems: 5 }) marriages: MarriageDto[];
  @ApiProperty(refProp('TrickDto', 'The trick on the table.')) trick: TrickDto;
  @ApiProperty(orNull(ref('CompletedTrickDto'))) lastTrick: CompletedTrickDto | null;
  @ApiProperty(perSeat(int(0, 8), 'Tricks taken per seat.')) tricksTaken: number[];
  @ApiProperty(perSeat(int(0, 120), "Card points in each seat's tricks.")) points: number[];
  @ApiPropertyOptional({
    type: 'array',
    items: ref('GivenCardDto'),
    maxItems: 2,
    description: 'Declarer only: the cards given.',
  })
  given?: GivenCardDto[];
  @ApiPropertyOptional(refProp('ReceivedCardDto', 'The card you were given.'))
  received?: ReceivedCardDto;
  @ApiProperty({
    ...COMMITMENT,
    description: "SHA-256 fairness commitment of this deal's deck and secret.",
  })
  commitment: string;
  @ApiPropertyOptional({
    ...COMMITMENT,
    description:
      'SHA-256 of this deal\'s server seed (docs/rules.md, "Fairness"); absent in games ' +
      'created before the cut.',
  })
  serverSeedHash?: string;
  @ApiPropertyOptional(
    refProp('NextCutDto', 'The cut for the next deal; absent in games created before the cut.'),
  )
  nextCut?: NextCutDto;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    maxLength: 30,
    nullable: true,
    description:
      'When the seat to act must have acted (timed games); null: untimed, or a bot plays it.',
  })
  deadline: string | null;
}

/**
 * The fields of every game view; the document's GameViewDto is the union of these on `status`
 * (./components.ts), so that `deal` is typed non-null exactly while the game is playing.
 */
export class GameViewDto {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: string;
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
  legalActions: unknown[];
  @ApiProperty(orNull(SEAT, 'Who won; null until the game is over.')) winner: number | null;
  @ApiProperty(
    orNull(
      ref('PreviousDealDto'),
      "How the last deal ended, from its end until the next deal's first card; else null.",
    ),
  )
  previousDeal: unknown;
  @ApiProperty(orNull(ref('GameResultDto'), 'How the game ended; null until it is finished.'))
  result: unknown;
  @ApiProperty(orNull(ref('TimeControlDto'), 'The turn clock; null: untimed.'))
  timeControl: unknown;
  @ApiProperty({ enum: VISIBILITIES, description: '`private` games are not listed.' })
  visibility: string;
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
    pattern: '^[A-Za-z0-9_-]{43}$',
    maxLength: 43,
    description: 'Bearer token of the seat (opaque). Shown once; keep it secret.',
  })
  token: string;
  @ApiProperty(refProp('GameViewDto')) game: GameViewDto;
}

export class GameSummaryDto {
  @ApiProperty(UUID) id: string;
  @ApiProperty({ ...NAME, nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: string;
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
