import { ApiProperty } from '@nestjs/swagger';

/** The rule set of a game; every variant of RULES.md as one field. Defaults shown. */
export class RulesDto {
  @ApiProperty({ enum: [3, 4], default: 3, description: '4: the dealer sits out each deal.' })
  players: 3 | 4;

  @ApiProperty({ enum: [5, 10], default: 5, description: 'Smallest raise of a bid or contract.' })
  bidStep: 5 | 10;

  @ApiProperty({ default: true, description: 'A player dealt all four nines may demand a redeal.' })
  fourNinesRedeal: boolean;

  @ApiProperty({
    enum: ['marriage_required_above_120', 'capped_by_marriages'],
    default: 'marriage_required_above_120',
    description: 'Bids above 120 need a marriage in hand, or are capped at 120 + its value.',
  })
  bidCap: 'marriage_required_above_120' | 'capped_by_marriages';

  @ApiProperty({
    enum: ['follow_then_trump', 'must_beat', 'must_overtrump'],
    default: 'follow_then_trump',
    description: 'Follow suit, else trump; optionally also beat / overtrump when able.',
  })
  followRule: 'follow_then_trump' | 'must_beat' | 'must_overtrump';

  @ApiProperty({ default: false, description: 'Four aces may be declared for 200 (trump unchanged).' })
  aceMarriage: boolean;

  @ApiProperty({ default: true, description: 'A newcomer on the barrel pushes the one there off (-120).' })
  barrelCollision: boolean;

  @ApiProperty({ default: true, description: 'A total of exactly 555 is reset to 0.' })
  dumpTruck: boolean;
}
