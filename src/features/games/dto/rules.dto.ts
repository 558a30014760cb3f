import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  BID_CAPS,
  BID_STEPS,
  FOLLOW_RULES,
  PLAYER_COUNTS,
  type BidCap,
  type BidStep,
  type FollowRule,
  type PlayerCount,
  type Rules,
} from '../../../core/engine/index.js';
import type { SameFields } from './vocabulary.js';

/** One documented field per variant (docs/rules.md#variant-switches); default first. */
const FIELDS = {
  players: {
    type: 'integer',
    format: 'int32',
    enum: PLAYER_COUNTS,
    minimum: Math.min(...PLAYER_COUNTS),
    maximum: Math.max(...PLAYER_COUNTS),
    description: '4: the dealer sits out each deal. Default 3.',
  },
  bidStep: {
    type: 'integer',
    format: 'int32',
    enum: BID_STEPS,
    minimum: Math.min(...BID_STEPS),
    maximum: Math.max(...BID_STEPS),
    description: 'Smallest raise of a bid or contract. Default 5.',
  },
  fourNinesRedeal: {
    type: Boolean,
    description: 'A player dealt all four nines may demand a redeal. Default true.',
  },
  bidCap: {
    enum: BID_CAPS,
    description:
      'Bids above 120 need a marriage in hand, or are capped at 120 + marriages held. Default the first.',
  },
  followRule: {
    enum: FOLLOW_RULES,
    description:
      'Follow suit, else trump; the variants also oblige to beat / overtrump when able. Default the first.',
  },
  aceMarriage: {
    type: Boolean,
    description: 'Four aces may be declared for 200 (trump unchanged). Default false.',
  },
  barrelCollision: {
    type: Boolean,
    description: 'A newcomer on the barrel pushes the one there off (-120). Default true.',
  },
  dumpTruck: { type: Boolean, description: 'A total of exactly 555 is reset to 0. Default true.' },
} as const;

/** The full rule set of a game, echoed in every view. */
export class RulesDto implements Rules {
  @ApiProperty(FIELDS.players) players: PlayerCount;
  @ApiProperty(FIELDS.bidStep) bidStep: BidStep;
  @ApiProperty(FIELDS.fourNinesRedeal) fourNinesRedeal: boolean;
  @ApiProperty(FIELDS.bidCap) bidCap: BidCap;
  @ApiProperty(FIELDS.followRule) followRule: FollowRule;
  @ApiProperty(FIELDS.aceMarriage) aceMarriage: boolean;
  @ApiProperty(FIELDS.barrelCollision) barrelCollision: boolean;
  @ApiProperty(FIELDS.dumpTruck) dumpTruck: boolean;
}

/** Any subset of the rule set when creating a game; the rest takes the defaults. */
export class RulesInputDto implements Partial<Rules> {
  @ApiPropertyOptional(FIELDS.players) players?: PlayerCount;
  @ApiPropertyOptional(FIELDS.bidStep) bidStep?: BidStep;
  @ApiPropertyOptional(FIELDS.fourNinesRedeal) fourNinesRedeal?: boolean;
  @ApiPropertyOptional(FIELDS.bidCap) bidCap?: BidCap;
  @ApiPropertyOptional(FIELDS.followRule) followRule?: FollowRule;
  @ApiPropertyOptional(FIELDS.aceMarriage) aceMarriage?: boolean;
  @ApiPropertyOptional(FIELDS.barrelCollision) barrelCollision?: boolean;
  @ApiPropertyOptional(FIELDS.dumpTruck) dumpTruck?: boolean;
}

// Fails to compile when a rule is added to the engine and not here (see SameFields).
const sameFields: [SameFields<RulesDto, Rules>, SameFields<RulesInputDto, Rules>] = [true, true];
void sameFields;
