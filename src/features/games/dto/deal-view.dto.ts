// The deal as a view shows it (src/core/engine/views.ts, with the turn clock's deadline) and its parts:
// bids, tricks, marriages, the cards given and the next cut.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DEAL_PHASES,
  type BidRecord,
  type Card,
  type CompletedTrick,
  type DealPhase,
  type MarriageRecord,
  type NextCutView,
  type PlayedCard,
  type Suit,
  type TrickState,
} from '../../../core/engine/index.js';
import type { DealViewWithClock } from '../../../core/table/game-view.js';
import {
  AMOUNT,
  COMMITMENT,
  DEAL_FIELD,
  SEAT,
  SUIT,
  cardList,
  int,
  orNull,
  perSeat,
  ref,
  refProp,
  type SameFields,
} from './vocabulary.js';

type GivenCard = NonNullable<DealViewWithClock['given']>[number];
type ReceivedCard = NonNullable<DealViewWithClock['received']>;

/** A bid, or a pass (amount null). */
export class AuctionEntryDto implements BidRecord {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max, 'null for a pass.'), nullable: true })
  amount: number | null;
}

export class PlayedCardDto implements PlayedCard {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(refProp('Card')) card: Card;
}

export class TrickDto implements TrickState {
  @ApiProperty(refProp('Seat', 'Who led.')) leader: number;
  @ApiProperty({ type: 'array', items: ref('PlayedCardDto'), maxItems: 3 }) cards: PlayedCardDto[];
}

export class CompletedTrickDto extends TrickDto implements CompletedTrick {
  @ApiProperty(refProp('Seat', 'Who took it.')) winner: number;
}

export class MarriageDto implements MarriageRecord {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(orNull(SUIT, 'null for the four-aces marriage.')) suit: Suit | null;
  @ApiProperty({ ...int(40, 200), example: 100 }) value: number;
}

export class GivenCardDto implements GivenCard {
  @ApiProperty(refProp('Seat', 'The opponent who received it.')) toSeat: number;
  @ApiProperty(refProp('Card')) card: Card;
}

export class ReceivedCardDto implements ReceivedCard {
  @ApiProperty(refProp('Seat', 'The declarer, who gave it.')) fromSeat: number;
  @ApiProperty(refProp('Card')) card: Card;
}

export class NextCutDto implements NextCutView {
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

export class DealViewDto implements DealViewWithClock {
  @ApiProperty(DEAL_FIELD) number: number;
  @ApiProperty(refProp('Seat')) dealer: number;
  @ApiProperty(orNull(SEAT, '4 players: the dealer, who sits out.')) sittingOut: number | null;
  @ApiProperty({ enum: DEAL_PHASES }) phase: DealPhase;
  @ApiProperty(refProp('Seat', 'The seat to act.')) turn: number;
  @ApiProperty({ type: 'array', items: ref('AuctionEntryDto'), maxItems: 400 })
  bids: AuctionEntryDto[];
  @ApiProperty(int(AMOUNT.min, AMOUNT.max)) highestBid: number;
  @ApiProperty(refProp('Seat')) highestBidder: number;
  @ApiProperty(orNull(SEAT, 'Who won the bidding; null during it.')) declarer: number | null;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max, 'null until announced.'), nullable: true })
  contract: number | null;
  @ApiProperty(orNull(cardList(3), 'null until turned up.')) talon: Card[] | null;
  @ApiPropertyOptional(
    cardList(
      10,
      'Your cards; absent for spectators. During the talon phase the talon is in it: it joins ' +
        "the declarer's hand.",
    ),
  )
  hand?: Card[];
  @ApiProperty(perSeat(int(0, 10), 'Cards in each hand.')) handSizes: number[];
  @ApiProperty(orNull(SUIT, 'null until a marriage names one.')) trump: Suit | null;
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

// Fails to compile when a DTO and the type it documents differ by a field, optional ones included
// (`implements` checks the fields a DTO declares, not that it declares every optional one).
const sameFields: [
  SameFields<AuctionEntryDto, BidRecord>,
  SameFields<PlayedCardDto, PlayedCard>,
  SameFields<TrickDto, TrickState>,
  SameFields<CompletedTrickDto, CompletedTrick>,
  SameFields<MarriageDto, MarriageRecord>,
  SameFields<GivenCardDto, GivenCard>,
  SameFields<ReceivedCardDto, ReceivedCard>,
  SameFields<NextCutDto, NextCutView>,
  SameFields<DealViewDto, DealViewWithClock>,
] = [true, true, true, true, true, true, true, true, true];
void sameFields;
