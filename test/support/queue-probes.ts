// The problem probes of the queue's and the player stream's operations (src/features/queue,
// src/live/player-stream), as ./problem-probes.ts gives the games'.
import { randomUUID } from 'node:crypto';
import { STRANGER, STRANGER_PLAYER, type Ids, type Probe } from './problem-probes.js';

const player = (ids: Ids) => ids.playerToken;
const entry = () => ({ entryId: randomUUID() });
const challenge = () => ({ challengeId: randomUUID() });

export const QUEUE_PROBES: Probe[] = [
  { op: 'joinQueue', status: 401, code: 'missing_token', body: { players: 3 } },
  { op: 'joinQueue', status: 400, code: 'validation_failed', token: player, body: { players: 9 } },
  {
    op: 'joinQueue',
    status: 400,
    code: 'validation_failed',
    token: player,
    body: { players: 3, fillWithBotsAfterSeconds: -1 },
  },
  { op: 'getQueueEntry', status: 404, code: 'queue_entry_not_found', path: entry, token: player },
  {
    op: 'getQueueEntry',
    status: 401,
    code: 'invalid_token',
    path: entry,
    token: () => STRANGER_PLAYER,
  },
  { op: 'leaveQueue', status: 404, code: 'queue_entry_not_found', path: entry, token: player },
  { op: 'leaveQueue', status: 401, code: 'missing_token', path: entry },
  { op: 'createPlayerStreamTicket', status: 401, code: 'missing_token' },
  { op: 'createPlayerStreamTicket', status: 401, code: 'invalid_token', token: () => STRANGER },
  { op: 'streamPlayer', status: 401, code: 'missing_token' },
  { op: 'streamPlayer', status: 401, code: 'invalid_ticket', query: `ticket=${STRANGER}` },
  {
    op: 'streamPlayer',
    status: 400,
    code: 'ambiguous_credentials',
    token: player,
    query: `ticket=${STRANGER}`,
  },
  {
    op: 'streamPlayer',
    status: 400,
    code: 'invalid_last_event_id',
    token: player,
    headers: { 'Last-Event-ID': 'x' },
  },
  {
    op: 'streamPlayer',
    status: 400,
    code: 'invalid_resume_point',
    token: player,
    query: 'lastSeq=999999',
  },
  // Challenges (src/features/challenges).
  { op: 'createChallenge', status: 401, code: 'missing_token', body: { invite: [] } },
  {
    op: 'createChallenge',
    status: 400,
    code: 'validation_failed',
    token: player,
    body: { invite: ['x'] },
  },
  {
    op: 'createChallenge',
    status: 422,
    code: 'invalid_invitees',
    token: player,
    body: { invite: [randomUUID(), randomUUID()] },
  },
  {
    op: 'createChallenge',
    status: 422,
    code: 'bots_allowed_not_rated',
    token: player,
    body: { invite: [randomUUID(), randomUUID()], botsAllowed: true },
  },
  { op: 'getChallenge', status: 404, code: 'challenge_not_found', path: challenge, token: player },
  {
    op: 'acceptChallenge',
    status: 404,
    code: 'challenge_not_found',
    path: challenge,
    token: player,
  },
  { op: 'declineChallenge', status: 401, code: 'missing_token', path: challenge },
];
