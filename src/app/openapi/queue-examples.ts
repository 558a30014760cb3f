// The examples of the queue's and the player stream's operations (src/features/queue, src/live/player-stream),
// as ./examples.ts gives the games'.
import { DEFAULT_RULES } from '../../core/engine/index.js';

const example = (summary: string, value: unknown) => ({ default: { summary, value } });

const ENTRY_ID = '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b';
const GAME_ID = '7d3f9a2e-4b1c-4e8a-9f2d-6c5b4a3e2d1f';
const CREATED_AT = '2026-12-02T10:00:00.000Z';
const TIME_CONTROL = { moveSeconds: 60, onTimeout: 'bot' };
const RULES = { ...DEFAULT_RULES, players: 3 };

const entry = {
  id: ENTRY_ID,
  status: 'waiting',
  players: 3,
  rules: RULES,
  timeControl: TIME_CONTROL,
  rated: true,
  fillWithBotsAfterSeconds: 30,
  createdAt: CREATED_AT,
  gameId: null,
  seat: null,
  matchedAt: null,
};

export const QUEUE_REQUEST_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  joinQueue: example('A rated table of three, one minute per move, bots after 30 s', {
    players: 3,
    rules: { bidStep: 5 },
    timeControl: TIME_CONTROL,
    rated: true,
    fillWithBotsAfterSeconds: 30,
  }),
};

const CHALLENGE = {
  id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  players: 3,
  rules: RULES,
  timeControl: TIME_CONTROL,
  rated: false,
  botsAllowed: false,
  status: 'open',
  gameId: null,
  createdAt: CREATED_AT,
  expiresAt: '2026-12-02T10:10:00.000Z',
  challenger: {
    playerId: '8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
    name: 'Anna',
    kind: 'person',
    seat: 0,
    answer: 'accepted',
  },
  invitees: [1, 2].map((seat) => ({
    playerId: `1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5${seat}`,
    name: `RefBot ${seat}`,
    kind: 'bot',
    seat,
    answer: 'pending',
  })),
};

/** The challenges' answers (src/features/challenges). */
const CHALLENGE_EXAMPLES = {
  createChallenge: example('Two bots invited', CHALLENGE),
  getChallenge: example('Waiting for answers', CHALLENGE),
  acceptChallenge: example('Accepted by all: the game', {
    ...CHALLENGE,
    status: 'accepted',
    gameId: GAME_ID,
    invitees: CHALLENGE.invitees.map((s) => ({ ...s, answer: 'accepted' })),
  }),
  declineChallenge: example('Declined', {
    ...CHALLENGE,
    status: 'declined',
    invitees: CHALLENGE.invitees.map((s, i) => ({ ...s, answer: i ? 'declined' : 'pending' })),
  }),
};

export const QUEUE_RESPONSE_EXAMPLES: Record<string, ReturnType<typeof example>> = {
  ...CHALLENGE_EXAMPLES,
  joinQueue: example('Waiting for a table', entry),
  getQueueEntry: example('Matched: your seat in the game', {
    ...entry,
    status: 'matched',
    gameId: GAME_ID,
    seat: 2,
    matchedAt: '2026-12-02T10:00:12.000Z',
  }),
  createPlayerStreamTicket: example('A ticket', {
    ticket: 'q3Vt2m9xY0bWJf7kK1sP8dRzA4cN6hLgE5uT0iOaQwB',
    expiresAt: '2026-12-02T10:01:00.000Z',
  }),
  // One message's data, as the response's schema types it (a `matched` after `ready`).
  streamPlayer: example('A match (event: matched, id: 42)', {
    kind: 'matched',
    seq: 42,
    queueId: ENTRY_ID,
    gameId: GAME_ID,
    seat: 2,
    at: '2026-12-02T10:00:12.000Z',
  }),
};
