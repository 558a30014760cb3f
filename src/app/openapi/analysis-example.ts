// The example of GET /deals/{n}/analysis (getDealAnalysis) in openapi.json: three cards of a deal
// and two of its choices, one of them a contract named too low.
import type { DealAnalysis } from '../../features/analysis/deal-analysis.service.js';

export const DEAL_ANALYSIS_SUMMARY =
  'Deal 3: its first trick, where the second card gave 10 points away, and a contract named low';

export const DEAL_ANALYSIS: DealAnalysis = {
  deal: 3,
  declarer: 1,
  cards: [
    {
      index: 0,
      seat: 1,
      card: 'AH',
      declared: false,
      best: ['AH', 'AS'],
      bestMoves: [
        { card: 'AH', declareMarriage: false },
        { card: 'AS', declareMarriage: false },
      ],
      valueBefore: 135,
      valueAfter: 135,
      lost: 0,
    },
    {
      index: 1,
      seat: 2,
      card: '10H',
      declared: false,
      best: ['9H'],
      bestMoves: [{ card: '9H', declareMarriage: false }],
      valueBefore: 135,
      valueAfter: 145,
      lost: 10,
    },
    {
      index: 2,
      seat: 0,
      card: 'JH',
      declared: false,
      best: ['JH', 'QH'],
      bestMoves: [
        { card: 'JH', declareMarriage: false },
        { card: 'QH', declareMarriage: false },
      ],
      valueBefore: 145,
      valueAfter: 145,
      lost: 0,
    },
  ],
  seats: [
    { seat: 0, moves: 1, exact: 1, pointsLost: 0 },
    { seat: 1, moves: 1, exact: 1, pointsLost: 0 },
    { seat: 2, moves: 1, exact: 0, pointsLost: 10 },
  ],
  choices: [
    {
      index: 0,
      seat: 2,
      action: { type: 'bid', amount: 105 },
      value: 39,
      best: { type: 'bid', amount: 105 },
      bestValue: 39,
      lost: 0,
      samples: 12,
    },
    {
      index: 3,
      seat: 1,
      action: { type: 'contract', amount: 120 },
      value: 97,
      best: { type: 'contract', amount: 135 },
      bestValue: 118,
      lost: 21,
      samples: 12,
    },
  ],
};
