import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SEED_SOURCES } from '../../engine/index.js';
import { MarriageDto, PlayedCardDto, ScoreRowDto } from './responses.dto.js';
import { CARD, SUIT } from './vocabulary.js';

// What the API tells about a finished deal: its proof and its replay (docs/rules.md, "Fairness").

export class SeedDto {
  @ApiProperty() seat: number;
  @ApiProperty({ type: 'string' }) seed: string;
  @ApiProperty({
    enum: SEED_SOURCES,
    description: 'player: the seat sent it; service: none was sent and the service stood in.',
  })
  by: string;
}

export class DealProofDto {
  @ApiProperty() deal: number;
  @ApiProperty() dealer: number;
  @ApiProperty({
    type: [Number],
    description: 'Seats in deal order: order[i] got deck[7i..7i+6]; deck[21..23] was the talon.',
  })
  order: number[];
  @ApiProperty({ type: 'array', items: CARD }) deck: string[];
  @ApiProperty({ description: "The deal's server seed (with the cut; before it, a PRNG draw)." })
  secret: string;
  @ApiProperty({
    description: 'SHA-256 hex of deck.join(",") + ":" + secret, published at the deal.',
  })
  commitment: string;
  @ApiPropertyOptional({ description: 'SHA-256 of secret, published before the deal.' })
  serverSeedHash?: string;
  @ApiPropertyOptional({
    type: () => [SeedDto],
    description: "The seats' seeds in seat order (absent for games created before the cut).",
  })
  seeds?: SeedDto[];
  @ApiPropertyOptional({ type: () => SeedDto, description: 'The cut this deal was dealt with.' })
  cut?: SeedDto;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: "The game's master secret, once the game is over (else null).",
  })
  serverMaster: string | null;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'SHA-256 of serverMaster, as published when the game was created.',
  })
  serverCommitment: string | null;
}

export class HandDto {
  @ApiProperty() seat: number;
  @ApiProperty({ type: 'array', items: CARD }) cards: string[];
}

export class AuctionEntryDto {
  @ApiProperty() seat: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'null for a pass.' })
  amount: number | null;
}

export class CardPassDto {
  @ApiProperty() fromSeat: number;
  @ApiProperty() toSeat: number;
  @ApiProperty(CARD) card: string;
}

export class ReplayTrickDto {
  @ApiProperty({ description: 'Trick number, from 1.' }) number: number;
  @ApiProperty() leader: number;
  @ApiProperty({ type: () => [PlayedCardDto], description: 'In play order, the lead first.' })
  cards: PlayedCardDto[];
  @ApiProperty() winner: number;
  @ApiProperty({ description: 'Card points in the trick.' }) points: number;
  @ApiProperty({
    type: () => MarriageDto,
    nullable: true,
    description: 'The marriage declared with the lead.',
  })
  marriage: MarriageDto | null;
  @ApiProperty({ ...SUIT, nullable: true, description: 'Trump while the trick was played.' })
  trump: string | null;
}

export class DealReplayDto {
  @ApiProperty() deal: number;
  @ApiProperty() dealer: number;
  @ApiProperty({ type: 'integer', nullable: true }) sittingOut: number | null;
  @ApiProperty({ type: [Number], description: 'The playing seats in deal order.' })
  order: number[];
  @ApiProperty({ type: () => [HandDto], description: 'The hands as dealt, in deal order.' })
  hands: HandDto[];
  @ApiProperty({ type: 'array', items: CARD }) talon: string[];
  @ApiProperty({
    type: () => [AuctionEntryDto],
    description: "Every bid and pass in order, the opener's compulsory 100 first.",
  })
  auction: AuctionEntryDto[];
  @ApiProperty({
    type: () => HandDto,
    nullable: true,
    description: 'A four-nines redeal demanded: who, and the nines.',
  })
  redeal: HandDto | null;
  @ApiProperty({ type: 'integer', nullable: true }) declarer: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) winningBid: number | null;
  @ApiProperty({ type: () => [CardPassDto], description: 'The cards the declarer gave.' })
  passes: CardPassDto[];
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'The contract announced (null: surrendered before announcing one).',
  })
  contract: number | null;
  @ApiProperty({ description: 'The declarer surrendered instead of playing the tricks.' })
  surrendered: boolean;
  @ApiProperty({ type: () => [ReplayTrickDto] }) tricks: ReplayTrickDto[];
  @ApiProperty({ type: () => ScoreRowDto }) score: ScoreRowDto;
  @ApiProperty({ description: 'The commitment published with the deal.' }) commitment: string;
  @ApiProperty({
    type: () => [SeedDto],
    nullable: true,
    description: "The seats' seeds (null for games created before the cut).",
  })
  seeds: SeedDto[] | null;
  @ApiProperty({ type: () => SeedDto, nullable: true, description: 'The cut it was dealt with.' })
  cut: SeedDto | null;
}
