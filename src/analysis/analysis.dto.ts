// A finished deal's play as the exact solver measures it (src/solver/analysis.ts).
import { ApiProperty } from '@nestjs/swagger';
import type { Card } from '../engine/index.js';
import type { BestMove, CardAnalysis, PlayAnalysis, SeatSummary } from '../solver/analysis.js';
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

export class DealAnalysisDto implements PlayAnalysis {
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
}
