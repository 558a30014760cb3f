// A finished deal's play as the exact solver measures it (src/core/solver/analysis.ts).
import { ApiProperty } from '@nestjs/swagger';
import type { Action, Card } from '../../core/engine/index.js';
import type {
  BestMove,
  CardAnalysis,
  DealAnalysis,
  SeatSummary,
} from '../../core/solver/analysis.js';
import type { ChoiceAnalysis } from '../../core/solver/choices.js';
import { DEAL_FIELD, cardList, int, ref, refProp } from '../games/dto/vocabulary.js';

/** The declarer's points of one deal: card points (120) and marriages (at most 100+80+60+40). */
const VALUE = int(0, 420, "The declarer's final points of the deal under best play by all sides.");

export class BestMoveDto implements BestMove {
  @ApiProperty(refProp('Card')) card: Card;
  @ApiProperty({
    type: 'boolean',
    description: 'Whether the move declares the marriage the card completes.',
  })
  declareMarriage: boolean;
}

export class CardAnalysisDto implements CardAnalysis {
  @ApiProperty(int(0, 23, 'Which card of the deal: 0 is the first lead.')) index: number;
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(refProp('Card')) card: Card;
  @ApiProperty({ type: 'boolean', description: 'Whether the card declared a marriage.' })
  declared: boolean;
  @ApiProperty(cardList(8, 'The cards that kept the best value (see `bestMoves`).')) best: Card[];
  @ApiProperty({
    type: 'array',
    items: ref('BestMoveDto'),
    // Eight cards, each king or queen of a marriage at most twice (declared and not).
    maxItems: 16,
    description:
      'The moves that kept the best value, each with its marriage declaration: a king or queen ' +
      'among `best` may keep it only declared, or only not. The card lost nothing exactly when ' +
      'its move (`card`, `declared`) is listed here.',
  })
  bestMoves: BestMoveDto[];
  @ApiProperty({ ...VALUE, description: 'The value before the card, with every hand known.' })
  valueBefore: number;
  @ApiProperty({ ...VALUE, description: 'The value after the card.' }) valueAfter: number;
  @ApiProperty(
    int(
      0,
      420,
      'What the card cost its side (declarer: before − after; defender: after − before).',
    ),
  )
  lost: number;
}

export class SeatAnalysisDto implements SeatSummary {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(int(0, 8, 'Cards the seat played.')) moves: number;
  @ApiProperty(int(0, 8, 'Cards that lost nothing.')) exact: number;
  @ApiProperty(int(0, 3360, 'Points lost over the deal.')) pointsLost: number;
}

/** An expected deal score: a mean over sampled deals, in whole points. */
const SCORE = (description: string) => int(-1000, 1000, description);

export class ChoiceAnalysisDto implements ChoiceAnalysis {
  @ApiProperty(
    int(0, 60, 'Which choice of the deal, in order: 0 is the first after the opening bid.'),
  )
  index: number;
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty(
    refProp('Action', 'The choice made: a bid, pass, redeal, give, contract or surrender.'),
  )
  action: Action;
  @ApiProperty(
    SCORE(
      "The chooser's expected score of the deal after the choice (docs/rules.md, Scoring a deal), " +
        'over deals sampled consistently with what the seat knew, the play valued by the solver.',
    ),
  )
  value: number;
  @ApiProperty(
    refProp('Action', 'The alternative with the highest expected score (or the choice).'),
  )
  best: Action;
  @ApiProperty(SCORE('The expected score of `best`.')) bestValue: number;
  @ApiProperty(SCORE('What the choice cost: bestValue − value.')) lost: number;
  @ApiProperty(int(0, 100, 'Deals sampled.')) samples: number;
}

export class DealAnalysisDto implements DealAnalysis {
  @ApiProperty(DEAL_FIELD) deal: number;
  @ApiProperty(refProp('Seat')) declarer: number;
  @ApiProperty({
    type: 'array',
    items: ref('CardAnalysisDto'),
    maxItems: 24,
    description: 'Every card of the deal in order; empty when the declarer surrendered.',
  })
  cards: CardAnalysisDto[];
  @ApiProperty({ type: 'array', items: ref('SeatAnalysisDto'), maxItems: 3 })
  seats: SeatAnalysisDto[];
  @ApiProperty({
    type: 'array',
    items: ref('ChoiceAnalysisDto'),
    maxItems: 60,
    description:
      'The choices before the play (each bid or pass, the cards given, the contract, a ' +
      'surrender), each against its best alternative: sampled, so repeatable but not exact.',
  })
  choices: ChoiceAnalysisDto[];
}
