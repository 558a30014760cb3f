import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ACTION_TYPES,
  DEAL_PHASES,
  DEAL_RESULTS,
  PLAYER_COUNTS,
  SCORE_EVENT_TYPES,
} from '../../engine/index.js';
import { GAME_STATUSES } from '../game-status.js';
import { RulesDto } from './rules.dto.js';
import { CARD, SUIT } from './vocabulary.js';

export class BarrelDto {
  @ApiProperty({ description: 'Deals still to come in which the player may win from the barrel.' })
  dealsLeft: number;
}

export class SeatSummaryDto {
  @ApiProperty() seat: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'null while the seat is free.' })
  name: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Bot level when a computer plays it.',
  })
  bot: string | null;
  @ApiProperty() total: number;
  @ApiProperty({ description: 'Bolts since the last third-bolt penalty.' }) bolts: number;
  @ApiProperty({ type: () => BarrelDto, nullable: true }) barrel: BarrelDto | null;
}

export class BidRecordDto {
  @ApiProperty() seat: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null for a pass.' }) amount:
    number | null;
}

export class PlayedCardDto {
  @ApiProperty() seat: number;
  @ApiProperty(CARD) card: string;
}

export class TrickDto {
  @ApiProperty() leader: number;
  @ApiProperty({ type: () => [PlayedCardDto] }) cards: PlayedCardDto[];
}

export class CompletedTrickDto extends TrickDto {
  @ApiProperty() winner: number;
}

export class MarriageDto {
  @ApiProperty() seat: number;
  @ApiProperty({ ...SUIT, nullable: true, description: 'null for the four-aces marriage.' }) suit:
    string | null;
  @ApiProperty({ example: 100 }) value: number;
}

export class GivenCardDto {
  @ApiProperty() toSeat: number;
  @ApiProperty(CARD) card: string;
}

export class ReceivedCardDto {
  @ApiProperty() fromSeat: number;
  @ApiProperty(CARD) card: string;
}

export class NextCutDto {
  @ApiProperty({
    description:
      "Who cuts for the next deal: this deal's dealer, at any time during the deal (POST " +
      '/cuts); not listed in legalActions, which are the moves of a turn.',
  })
  seat: number;
  @ApiProperty({ description: 'Whether the cut has been made.' }) made: boolean;
  @ApiProperty({ description: "SHA-256 of the next deal's server seed, which the cut will meet." })
  serverSeedHash: string;
}

export class DealViewDto {
  @ApiProperty({ description: 'Deal number, from 1; a redeal counts as a deal.' }) number: number;
  @ApiProperty() dealer: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: '4 players: the dealer, who sits out.',
  })
  sittingOut: number | null;
  @ApiProperty({ enum: DEAL_PHASES }) phase: string;
  @ApiProperty({ description: 'The seat to act.' }) turn: number;
  @ApiProperty({ type: () => [BidRecordDto] }) bids: BidRecordDto[];
  @ApiProperty() highestBid: number;
  @ApiProperty() highestBidder: number;
  @ApiProperty({ type: 'integer', nullable: true }) declarer: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) contract: number | null;
  @ApiProperty({ type: 'array', items: CARD, nullable: true, description: 'null until turned up.' })
  talon: string[] | null;
  @ApiPropertyOptional({
    type: 'array',
    items: CARD,
    description: 'Your cards; absent for spectators.',
  })
  hand?: string[];
  @ApiProperty({ type: [Number] }) handSizes: number[];
  @ApiProperty({ ...SUIT, nullable: true }) trump: string | null;
  @ApiProperty({ type: () => [MarriageDto] }) marriages: MarriageDto[];
  @ApiProperty({ type: () => TrickDto }) trick: TrickDto;
  @ApiProperty({ type: () => CompletedTrickDto, nullable: true })
  lastTrick: CompletedTrickDto | null;
  @ApiProperty({ type: [Number], description: 'Tricks taken per seat.' }) tricksTaken: number[];
  @ApiProperty({ type: [Number], description: "Card points in each seat's tricks." })
  points: number[];
  @ApiPropertyOptional({
    type: () => [GivenCardDto],
    description: 'Declarer only: the cards given.',
  })
  given?: GivenCardDto[];
  @ApiPropertyOptional({ type: () => ReceivedCardDto, description: 'The card you were given.' })
  received?: ReceivedCardDto;
  @ApiProperty({ description: "SHA-256 fairness commitment of this deal's deck and secret." })
  commitment: string;
  @ApiPropertyOptional({
    description:
      'SHA-256 of this deal\'s server seed (docs/rules.md, "Fairness"); absent in games ' +
      'created before the cut.',
  })
  serverSeedHash?: string;
  @ApiPropertyOptional({
    type: () => NextCutDto,
    description: 'The cut for the next deal; absent in games created before the cut.',
  })
  nextCut?: NextCutDto;
}

export class LegalActionDto {
  @ApiProperty({ enum: ACTION_TYPES })
  type: string;
  @ApiPropertyOptional({ description: 'bid/contract: smallest amount.' }) min?: number;
  @ApiPropertyOptional({ description: 'bid/contract: largest amount.' }) max?: number;
  @ApiPropertyOptional({ description: 'bid/contract: step between amounts.' }) step?: number;
  @ApiPropertyOptional({ type: 'array', items: CARD, description: 'give/play: the cards allowed.' })
  cards?: string[];
  @ApiPropertyOptional({ type: [Number], description: 'give: the opponents to give to.' })
  toSeats?: number[];
  @ApiPropertyOptional({
    type: 'array',
    items: CARD,
    description: 'play: cards that may be led declaring a marriage.',
  })
  marriageCards?: string[];
}

export class GameViewDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: 'string', nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: string;
  @ApiProperty({ description: 'Grows by one with every accepted change; also the ETag.' })
  version: number;
  @ApiProperty({ enum: PLAYER_COUNTS }) players: number;
  @ApiProperty({ type: () => RulesDto }) rules: RulesDto;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description:
      "SHA-256 of the game's master secret, published when the game was created, before any " +
      'seed was sent (docs/rules.md, "Fairness"); null for games created before the cut.',
  })
  serverCommitment: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Your seat; null for spectators.' })
  you: number | null;
  @ApiProperty({ type: () => [SeatSummaryDto] }) seats: SeatSummaryDto[];
  @ApiProperty({
    type: () => DealViewDto,
    nullable: true,
    description: 'null until the game starts and after it ends.',
  })
  deal: DealViewDto | null;
  @ApiProperty({ type: () => [LegalActionDto], description: 'What your seat may do now.' })
  legalActions: LegalActionDto[];
  @ApiProperty({ type: 'integer', nullable: true }) winner: number | null;
}

export class JoinedGameDto {
  @ApiProperty() seat: number;
  @ApiProperty({ description: 'Bearer token of the seat. Shown once; keep it secret.' })
  token: string;
  @ApiProperty({ type: () => GameViewDto }) game: GameViewDto;
}

export class GameSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: 'string', nullable: true }) name: string | null;
  @ApiProperty({ enum: GAME_STATUSES }) status: string;
  @ApiProperty() players: number;
  @ApiProperty() seatsTaken: number;
  @ApiProperty() version: number;
  @ApiProperty({ type: 'integer', nullable: true }) winner: number | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class GamePageDto {
  @ApiProperty({ type: () => [GameSummaryDto] }) games: GameSummaryDto[];
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Pass as `cursor` for the next page.',
  })
  nextCursor: string | null;
}

export class ScoreEventDto {
  @ApiProperty({
    enum: SCORE_EVENT_TYPES,
  })
  type: string;
  @ApiPropertyOptional({
    description: 'Points this event added to the total (penalties negative).',
  })
  points?: number;
  @ApiPropertyOptional() dealsLeft?: number;
  @ApiPropertyOptional({ description: 'bolt: bolts now counted.' }) count?: number;
}

export class ScoreEntryDto {
  @ApiProperty() seat: number;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'null for a bolt, sitting out, on the barrel, a redeal.',
  })
  score: number | null;
  @ApiProperty() bolt: boolean;
  @ApiProperty({ type: () => [ScoreEventDto] }) events: ScoreEventDto[];
  @ApiProperty({ description: 'Total after this deal.' }) total: number;
}

export class ScoreRowDto {
  @ApiProperty() deal: number;
  @ApiProperty() dealer: number;
  @ApiProperty({ type: 'integer', nullable: true }) declarer: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) contract: number | null;
  @ApiProperty({ enum: DEAL_RESULTS }) result: string;
  @ApiProperty({ type: () => [ScoreEntryDto] }) entries: ScoreEntryDto[];
}

export class ScoreTableDto {
  @ApiProperty({ type: () => [ScoreRowDto] }) rows: ScoreRowDto[];
  @ApiProperty({ type: [Number] }) totals: number[];
  @ApiProperty({ type: 'integer', nullable: true }) winner: number | null;
}

export class GameEventDto {
  @ApiProperty({ description: "Sequence number in the game's log." }) seq: number;
  @ApiProperty({ description: 'The game version the event belongs to.' }) version: number;
  @ApiProperty({
    example: 'card_played',
    description:
      'player_joined, game_started, deal_started, cut, bid, pass, redeal_demanded, bidding_won, talon_revealed, ' +
      'card_given, contract_announced, surrendered, card_played, marriage_declared, trump_changed, trick_won, ' +
      'deal_scored, deal_revealed, game_over',
  })
  type: string;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The event as you may see it.',
  })
  data: Record<string, unknown>;
}

export class EventPageDto {
  @ApiProperty({ type: () => [GameEventDto] }) events: GameEventDto[];
  @ApiProperty({ description: 'Sequence number of the newest event in the log.' }) lastSeq: number;
}
