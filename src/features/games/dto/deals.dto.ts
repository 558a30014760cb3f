// What the API tells about a finished deal: its proof and its replay (docs/rules.md, "Fairness").
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  SEED_SOURCES,
  type Card,
  type SeedRecord,
  type SeedSource,
  type Suit,
  type Transfer,
} from '../../../core/engine/index.js';
import type { DealProofView } from '../../../core/table/deal-proof.js';
import type { DealReplay, ReplayTrick } from '../../../core/table/deal-replay.js';
import { ScoreRowDto } from './history.dto.js';
import { type AuctionEntryDto, type MarriageDto, type PlayedCardDto } from './deal-view.dto.js';
import {
  AMOUNT,
  CLIENT_SEED,
  COMMITMENT,
  DEAL_FIELD,
  SHA256_HEX,
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

/** A hand as dealt, or the four nines of a redeal. */
type Hand = DealReplay['hands'][number];

const ORDER = {
  type: 'array',
  items: SEAT,
  minItems: 3,
  maxItems: 3,
} as const;

export class SeedDto implements SeedRecord {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({ ...CLIENT_SEED, description: 'The seed as sent (or the stand-in).' })
  seed: string;
  @ApiProperty({
    enum: SEED_SOURCES,
    description: 'player: the seat sent it; service: none was sent and the service stood in.',
  })
  by: SeedSource;
}

export class DealProofDto implements DealProofView {
  @ApiProperty(DEAL_FIELD) deal: number;
  @ApiProperty(refProp('Seat')) dealer: number;
  @ApiProperty({
    ...ORDER,
    description: 'Seats in deal order: order[i] got deck[7i..7i+6]; deck[21..23] was the talon.',
  })
  order: number[];
  @ApiProperty(cardList(24)) deck: Card[];
  @ApiProperty({
    ...SHA256_HEX,
    description: "The deal's server seed (with the cut; before it, a PRNG draw).",
  })
  secret: string;
  @ApiProperty({
    ...COMMITMENT,
    description: 'SHA-256 hex of deck.join(",") + ":" + secret, published at the deal.',
  })
  commitment: string;
  @ApiPropertyOptional({
    ...COMMITMENT,
    description: 'SHA-256 of secret, published before the deal.',
  })
  serverSeedHash?: string;
  @ApiPropertyOptional(
    perSeat(
      ref('SeedDto'),
      "The seats' seeds in seat order (absent for games created before the cut).",
    ),
  )
  seeds?: SeedDto[];
  @ApiPropertyOptional(refProp('SeedDto', 'The cut this deal was dealt with.'))
  cut?: SeedDto;
  @ApiProperty(
    orNull(
      SHA256_HEX,
      "The game's master secret, once the game is over on points, by a forfeit or abandoned (else null).",
    ),
  )
  serverMaster: string | null;
  @ApiProperty(
    orNull(COMMITMENT, 'SHA-256 of serverMaster, as published when the game was created.'),
  )
  serverCommitment: string | null;
}

export class HandDto implements Hand {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(cardList(10)) cards: Card[];
}

export class CardPassDto implements Transfer {
  @ApiProperty(refProp('Seat')) fromSeat: number;
  @ApiProperty(refProp('Seat')) toSeat: number;
  @ApiProperty(refProp('Card')) card: Card;
}

export class ReplayTrickDto implements ReplayTrick {
  @ApiProperty(int(1, 8, 'Trick number, from 1.')) number: number;
  @ApiProperty(refProp('Seat')) leader: number;
  @ApiProperty({
    type: 'array',
    items: ref('PlayedCardDto'),
    maxItems: 3,
    description: 'In play order, the lead first.',
  })
  cards: PlayedCardDto[];
  @ApiProperty(refProp('Seat')) winner: number;
  @ApiProperty(int(0, 120, 'Card points in the trick.')) points: number;
  @ApiProperty(orNull(ref('MarriageDto'), 'The marriage declared with the lead.'))
  marriage: MarriageDto | null;
  @ApiProperty(orNull(SUIT, 'Trump while the trick was played.')) trump: Suit | null;
}

export class DealReplayDto implements DealReplay {
  @ApiProperty(DEAL_FIELD) deal: number;
  @ApiProperty(refProp('Seat')) dealer: number;
  @ApiProperty(orNull(SEAT, '4 players: the dealer, who sits out.')) sittingOut: number | null;
  @ApiProperty({ ...ORDER, description: 'The playing seats in deal order.' }) order: number[];
  @ApiProperty({
    type: 'array',
    items: ref('HandDto'),
    minItems: 3,
    maxItems: 3,
    description: 'The hands as dealt, in deal order.',
  })
  hands: HandDto[];
  @ApiProperty(cardList(3)) talon: Card[];
  @ApiProperty({
    type: 'array',
    items: ref('AuctionEntryDto'),
    maxItems: 400,
    description: "Every bid and pass in order, the opener's compulsory 100 first.",
  })
  auction: AuctionEntryDto[];
  @ApiProperty(orNull(ref('HandDto'), 'A four-nines redeal demanded: who, and the nines.'))
  redeal: HandDto | null;
  @ApiProperty(orNull(SEAT)) declarer: number | null;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max), nullable: true }) winningBid: number | null;
  @ApiProperty({
    type: 'array',
    items: ref('CardPassDto'),
    maxItems: 2,
    description: 'The cards the declarer gave.',
  })
  passes: CardPassDto[];
  @ApiProperty({
    ...int(
      AMOUNT.min,
      AMOUNT.max,
      'The contract announced (null: surrendered before announcing one).',
    ),
    nullable: true,
  })
  contract: number | null;
  @ApiProperty({ description: 'The declarer surrendered instead of playing the tricks.' })
  surrendered: boolean;
  @ApiProperty({ type: 'array', items: ref('ReplayTrickDto'), maxItems: 8 })
  tricks: ReplayTrickDto[];
  /** The deal's row of the score table. */
  @ApiProperty(refProp('ScoreRowDto')) score: ScoreRowDto;
  @ApiProperty({ ...COMMITMENT, description: 'The commitment published with the deal.' })
  commitment: string;
  @ApiProperty(
    orNull(perSeat(ref('SeedDto')), "The seats' seeds (null for games created before the cut)."),
  )
  seeds: SeedDto[] | null;
  @ApiProperty(orNull(ref('SeedDto'), 'The cut it was dealt with.')) cut: SeedDto | null;
}

// Fails to compile when a DTO and the type it documents differ by a field (see SameFields).
const sameFields: [
  SameFields<SeedDto, SeedRecord>,
  SameFields<DealProofDto, DealProofView>,
  SameFields<HandDto, Hand>,
  SameFields<CardPassDto, Transfer>,
  SameFields<ReplayTrickDto, ReplayTrick>,
  SameFields<DealReplayDto, DealReplay>,
] = [true, true, true, true, true, true];
void sameFields;
