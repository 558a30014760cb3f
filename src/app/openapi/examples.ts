// One request and one answer example per operation, as a client developer reads them in the docs.
// Shapes follow the DTOs in src/features/games/dto; the document's test checks each against its schema.
import { because } from '../../core/bots/explanation.js';
import { COMPUTER_PLAYER_IDS } from '../../core/table/computer-players.js';
import {
  COMMITMENT,
  GAME_ID,
  PLAYING_VIEW,
  SEEDS,
  SERVER_COMMITMENT,
  WAITING_VIEW,
  freeSeat,
  seat,
} from './example-views.js';
import { DEAL_ANALYSIS, DEAL_ANALYSIS_SUMMARY } from './analysis-example.js';

const example = (summary: string, value: unknown) => ({ default: { summary, value } });

/** Request bodies of the operations that take one. */
export const REQUEST_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createGame: example('A three-player game, one minute per move', {
    name: 'Friday table',
    players: 3,
    timeControl: { moveSeconds: 60, onTimeout: 'bot' },
    visibility: 'public',
    botPaceMs: 800,
  }),
  rematch: example('Your seed for the new decks', { clientSeed: '9b2d4e6f8a0c1e3f' }),
  joinGame: example('Take a seat, with your seed for the decks', {
    name: 'Anna',
    clientSeed: '3f9a0c27e1d84b6b',
  }),
  cut: example('Cut the next deal', { seed: 'a1b2c3d4e5f60718' }),
  addBot: example('A strong bot', { level: 'strong' }),
  bid: example('Raise to 105', { amount: 105 }),
  giveCards: example('One card to each opponent', {
    transfers: [
      { toSeat: 1, card: '9S' },
      { toSeat: 2, card: 'JD' },
    ],
  }),
  announceContract: example('Announce 120', { amount: 120 }),
  playCard: example('Lead the king of spades, declaring the marriage', {
    card: 'KS',
    declareMarriage: true,
  }),
  act: example('A play, as offered in legalActions', { type: 'play', card: 'AH' }),
};

const REMATCH_ID = '8c2d4e6f-1a3b-4c5d-8e9f-0a1b2c3d4e5f';

/** A seat's view, as getGame answers it and every move. */
const SEAT_VIEW = example('A seat during the bidding', PLAYING_VIEW);

/** The success answer of each operation. */
export const RESPONSE_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  createGame: example('A new game', WAITING_VIEW),
  listGames: example('One page', {
    games: [
      {
        id: GAME_ID,
        name: 'Friday table',
        status: 'waiting',
        players: 3,
        seatsTaken: 1,
        version: 1,
        winner: null,
        createdAt: '2026-11-30T12:00:00.000Z',
      },
    ],
    nextCursor: null,
  }),
  // The second player: the game waits for its third (it starts once every seat is taken).
  joinGame: example('Seated', {
    seat: 1,
    token: 'x'.repeat(43),
    game: {
      ...WAITING_VIEW,
      version: 2,
      you: 1,
      seats: [seat(0, 'Anna'), { ...seat(1, 'Boris'), connected: false }, freeSeat(2)],
    },
  }),
  // A new game, whose first seat taken is the asker's own.
  rematch: example('Seated in the rematch', {
    seat: 1,
    token: 'y'.repeat(43),
    game: {
      ...WAITING_VIEW,
      id: REMATCH_ID,
      version: 1,
      you: 1,
      seats: [freeSeat(0), { ...seat(1, 'Boris'), connected: false }, freeSeat(2)],
    },
  }),
  leaveGame: example('Left a running game: a bot plays the seat', {
    ...PLAYING_VIEW,
    version: 5,
    you: null,
    seats: [
      seat(0, 'Anna'),
      { ...seat(1, 'Boris'), away: true, connected: false },
      seat(2, 'Vera'),
    ],
    deal: { ...PLAYING_VIEW.deal, hand: undefined },
    legalActions: [],
  }),
  getGame: SEAT_VIEW,
  // Back at your seat: your view, as getGame answers it (one example component for both).
  comeBack: SEAT_VIEW,
  getScoreTable: example('Before the first deal ends', {
    rows: [],
    totals: [0, 0, 0],
    winner: null,
  }),
  listEvents: example('The first event', {
    events: [
      {
        seq: 1,
        version: 1,
        type: 'player_joined',
        data: { type: 'player_joined', seat: 0, name: 'Anna', bot: null },
      },
    ],
    lastSeq: 1,
  }),
  getDealProof: example('Deal 1 revealed', {
    deal: 1,
    dealer: 0,
    order: [1, 2, 0],
    deck: [
      '9S',
      'JS',
      'QS',
      'KS',
      '10S',
      'AS',
      '9C',
      'JC',
      'QC',
      'KC',
      '10C',
      'AC',
      '9D',
      'JD',
      'QD',
      'KD',
      '10D',
      'AD',
      '9H',
      'JH',
      'QH',
      'KH',
      '10H',
      'AH',
    ],
    secret: 'b4'.repeat(32),
    commitment: COMMITMENT,
    serverSeedHash: 'd6'.repeat(32),
    seeds: SEEDS,
    cut: { seat: 2, seed: 'vera-cut-42', by: 'player' },
    serverMaster: null,
    serverCommitment: SERVER_COMMITMENT,
  }),
  getDealReplay: example('Deal 1, surrendered after the passes', {
    deal: 1,
    dealer: 0,
    sittingOut: null,
    order: [1, 2, 0],
    hands: [
      { seat: 1, cards: ['9S', 'JS', 'QS', 'KS', '10S', 'AS', '9C'] },
      { seat: 2, cards: ['JC', 'QC', 'KC', '10C', 'AC', '9D', 'JD'] },
      { seat: 0, cards: ['QD', 'KD', '10D', 'AD', '9H', 'JH', 'QH'] },
    ],
    talon: ['KH', '10H', 'AH'],
    auction: [
      { seat: 1, amount: 100 },
      { seat: 2, amount: null },
      { seat: 0, amount: null },
    ],
    redeal: null,
    declarer: 1,
    winningBid: 100,
    passes: [
      { fromSeat: 1, toSeat: 2, card: '9C' },
      { fromSeat: 1, toSeat: 0, card: 'KH' },
    ],
    contract: 100,
    surrendered: true,
    tricks: [],
    score: {
      deal: 1,
      dealer: 0,
      declarer: 1,
      contract: 100,
      result: 'surrendered',
      entries: [
        { seat: 0, score: 50, bolt: false, events: [], total: 50 },
        { seat: 1, score: -100, bolt: false, events: [], total: -100 },
        { seat: 2, score: 50, bolt: false, events: [], total: 50 },
      ],
    },
    commitment: COMMITMENT,
    seeds: SEEDS,
    cut: { seat: 2, seed: 'vera-cut-42', by: 'player' },
  }),
  getDealAnalysis: example(DEAL_ANALYSIS_SUMMARY, DEAL_ANALYSIS),
  // Beside a person (a bot needs one at the table); the answer shows the spectator's view.
  addBot: example('A bot seated', {
    seat: 2,
    level: 'strong',
    game: {
      ...WAITING_VIEW,
      version: 2,
      seats: [
        seat(0, 'Anna'),
        freeSeat(1),
        {
          ...seat(2, 'Bot (strong)'),
          bot: 'strong',
          connected: false,
          playerId: COMPUTER_PLAYER_IDS.strong,
          kind: 'computer',
        },
      ],
    },
  }),
  getHint: example('Lead the ace', {
    action: { type: 'play', card: 'AH', declareMarriage: false },
    ...because('lead_best_of_suit', { card: 'AH' }),
  }),
  // One message's data, as the response's schema types it (the stream's first, event: view).
  streamGame: example('The first message (event: view), of a game waiting for players', {
    kind: 'view',
    ...WAITING_VIEW,
    lastSeq: 1,
  }),
  createStreamTicket: example('A ticket', {
    ticket: 'q3Vt2m9xY0bWJf7kK1sP8dRzA4cN6hLgE5uT0iOaQwB',
    expiresAt: '2026-11-30T12:01:00.000Z',
  }),
  liveness: example('Up', { status: 'ok', info: {}, error: {}, details: {} }),
  readiness: example('Ready', {
    status: 'ok',
    instance: 'ready',
    database: 'up',
    info: { database: { status: 'up' }, notifications: { status: 'up' } },
    error: {},
    details: { database: { status: 'up' }, notifications: { status: 'up' } },
  }),
};

/** Every move answers the seat's new view: the same example as getGame's, one component. */
export const MOVE_RESPONSE = SEAT_VIEW;
