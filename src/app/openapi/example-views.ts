// The example game in two states (waiting, and a seat during the bidding) that the operations'
// examples (./examples.ts) show, and the ids and commitments they share.
import { DEFAULT_RULES } from '../../core/engine/index.js';

export const GAME_ID = '3f0c1a52-8d7e-4b4e-9a1f-2c5d6e7f8a9b';
export const COMMITMENT = 'a3'.repeat(32);
export const SERVER_COMMITMENT = 'c5'.repeat(32);
export const SEEDS = [
  { seat: 0, seed: '3f9a0c27e1d84b6b', by: 'player' },
  { seat: 1, seed: 'boris-7c1e', by: 'player' },
  { seat: 2, seed: '5d0e8a91b3c24f76a1e09d3b7c6f2a48', by: 'service' },
];
export const seat = (n: number, name: string) => ({
  seat: n,
  name,
  bot: null,
  total: 0,
  bolts: 0,
  barrel: null,
  away: false,
  left: false,
  connected: true,
  playerId: null as string | null,
  kind: 'person' as string | null,
});

/** A seat nobody has taken yet. */
export const freeSeat = (n: number) => ({
  ...seat(n, ''),
  name: null,
  connected: false,
  kind: null,
});

export const WAITING_VIEW = {
  id: GAME_ID,
  name: 'Friday table',
  status: 'waiting',
  version: 0,
  players: 3,
  rules: { ...DEFAULT_RULES },
  serverCommitment: SERVER_COMMITMENT,
  you: null,
  seats: [0, 1, 2].map(freeSeat),
  deal: null,
  legalActions: [],
  winner: null,
  previousDeal: null,
  result: null,
  timeControl: { moveSeconds: 60, onTimeout: 'bot' },
  visibility: 'public',
  rematch: null,
  botPaceMs: 800,
  rated: false,
};

export const PLAYING_VIEW = {
  ...WAITING_VIEW,
  status: 'playing',
  version: 4,
  you: 1,
  seats: [seat(0, 'Anna'), seat(1, 'Boris'), seat(2, 'Vera')],
  deal: {
    number: 1,
    dealer: 0,
    sittingOut: null,
    phase: 'bidding',
    turn: 1,
    bids: [{ seat: 1, amount: 100 }],
    highestBid: 100,
    highestBidder: 1,
    declarer: null,
    contract: null,
    talon: null,
    hand: ['9S', 'KS', 'QS', 'AH', '10H', 'JD', '9C'],
    handSizes: [7, 7, 7],
    trump: null,
    marriages: [],
    trick: { leader: 1, cards: [] },
    lastTrick: null,
    tricksTaken: [0, 0, 0],
    points: [0, 0, 0],
    commitment: COMMITMENT,
    serverSeedHash: 'd6'.repeat(32),
    nextCut: { seat: 0, made: false, serverSeedHash: 'e7'.repeat(32) },
    deadline: '2026-11-30T12:01:00.000Z',
  },
  legalActions: [{ type: 'bid', min: 105, max: 160, step: 5 }, { type: 'pass' }],
};
