// Test helpers of the moves. The move bodies as the released service validated them (class-validator
// DTOs, version 1.1.0 of the contract): the reference that action-body.spec.ts checks the move
// schemas against; each body must be accepted, or told word for word, as these classes told it.
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
} from 'class-validator';
import { Matches, Max, Min } from 'class-validator';
import { CARD_CODE_RULE } from '../../core/engine/index.js';
import { NestedObjectList } from '../../platform/common/nested-object.js';
import {
  AMOUNT,
  CARD_PATTERN,
  CLIENT_SEED_PATTERN,
  LAST_SEAT,
  SEED_MESSAGE,
} from '../games/dto/vocabulary.js';

export class BidDto {
  @IsInt()
  @Min(AMOUNT.min)
  @Max(AMOUNT.max)
  amount: number;
}

export class ContractDto {
  @IsInt()
  @Min(AMOUNT.min)
  @Max(AMOUNT.max)
  amount: number;
}

export class TransferDto {
  @IsInt()
  @Min(0)
  @Max(LAST_SEAT)
  toSeat: number;

  @IsString()
  @Matches(CARD_PATTERN, { message: CARD_CODE_RULE })
  card: string;
}

export class CardTransfersDto {
  @NestedObjectList(() => TransferDto)
  @ArrayMinSize(2)
  @ArrayMaxSize(2)
  transfers: TransferDto[];
}

export class PlayDto {
  @IsString()
  @Matches(CARD_PATTERN, { message: CARD_CODE_RULE })
  card: string;

  @IsOptional()
  @IsBoolean()
  declareMarriage?: boolean;
}

export class CutDto {
  @IsString()
  @Matches(CLIENT_SEED_PATTERN, { message: `seed ${SEED_MESSAGE}` })
  seed: string;
}

/** The released DTO of each named move endpoint. */
export const RELEASED_DTOS = {
  bid: BidDto,
  contract: ContractDto,
  give: CardTransfersDto,
  play: PlayDto,
  cut: CutDto,
} as const;
