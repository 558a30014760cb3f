// The cases of test/openapi-problems.e2e-spec.ts: one request per operation and problem code it
// can be driven into from outside, against a running game and a waiting one.
import { randomUUID } from 'node:crypto';

/** What one case sends: method and path from the document, and what to add to the request. */
export interface Probe {
  op: string;
  status: number;
  code: string;
  path?: (ids: Ids) => Record<string, string>;
  query?: string;
  token?: (ids: Ids) => string | null;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: { type: string; text: string };
}

export interface Ids {
  waiting: string;
  running: string;
  tokens: string[];
  /** The running game's seat to act, and another. */
  actor: string;
  other: string;
  waitingToken: string;
  /** A player holding a seat of the waiting game. */
  playerToken: string;
  /** A rated game waiting for players. */
  rated: string;
}

export const STRANGER = 'A'.repeat(43);
export const STRANGER_PLAYER = 'player.' + 'A'.repeat(43);

const seat = (i: number) => (ids: Ids) => ids.tokens[i];
const toAct = (ids: Ids) => ids.actor;
const notToAct = (ids: Ids) => ids.other;
const running = (ids: Ids) => ({ gameId: ids.running });
const waiting = (ids: Ids) => ({ gameId: ids.waiting });
const unknown = () => ({ gameId: randomUUID() });

const MOVES = ['act', 'bid', 'pass', 'redeal', 'giveCards', 'announceContract'];
const MOVE_BODIES: Record<string, unknown> = {
  act: { type: 'pass' },
  bid: { amount: 105 },
  giveCards: {
    transfers: [
      { toSeat: 1, card: '9S' },
      { toSeat: 2, card: '9C' },
    ],
  },
  announceContract: { amount: 120 },
};

export const PROBES: Probe[] = [
  { op: 'listGames', status: 400, code: 'validation_failed', query: 'limit=0' },
  { op: 'listGames', status: 400, code: 'invalid_cursor', query: 'cursor=@@@' },
  { op: 'createGame', status: 400, code: 'validation_failed', body: { players: 9 } },
  { op: 'createGame', status: 422, code: 'bots_allowed_not_rated', body: { botsAllowed: true } },
  { op: 'createGame', status: 400, code: 'malformed_json', raw: { type: 'json', text: '{' } },
  {
    op: 'createGame',
    status: 415,
    code: 'unsupported_media_type',
    raw: { type: 'text', text: 'x' },
  },
  { op: 'createGame', status: 413, code: 'body_too_large', body: { name: 'x'.repeat(40_000) } },
  {
    op: 'createGame',
    status: 400,
    code: 'invalid_idempotency_key',
    body: {},
    headers: { 'Idempotency-Key': 'short' },
  },
  { op: 'joinGame', status: 409, code: 'game_full', path: running, body: { name: 'Late' } },
  { op: 'joinGame', status: 404, code: 'game_not_found', path: unknown, body: { name: 'Nobody' } },
  { op: 'joinGame', status: 400, code: 'validation_failed', path: waiting, body: {} },
  {
    op: 'joinGame',
    status: 401,
    code: 'invalid_token',
    path: waiting,
    token: () => STRANGER_PLAYER,
    body: { name: 'Dead' },
  },
  {
    op: 'joinGame',
    status: 409,
    code: 'already_seated',
    path: waiting,
    token: (i) => i.playerToken,
    body: { name: 'Twice' },
  },
  { op: 'createPlayer', status: 400, code: 'validation_failed', body: { name: '' } },
  {
    op: 'getPlayer',
    status: 404,
    code: 'player_not_found',
    path: () => ({ playerId: randomUUID() }),
  },
  {
    op: 'getRatingHistory',
    status: 404,
    code: 'player_not_found',
    path: () => ({ playerId: randomUUID() }),
  },
  {
    op: 'getRatingHistory',
    status: 400,
    code: 'validation_failed',
    path: () => ({ playerId: randomUUID() }),
    query: 'pool=5',
  },
  {
    op: 'listPlayerGames',
    status: 404,
    code: 'player_not_found',
    path: () => ({ playerId: randomUUID() }),
  },
  { op: 'listMyGames', status: 401, code: 'missing_token' },
  {
    op: 'listMyGames',
    status: 400,
    code: 'invalid_cursor',
    token: (i) => i.playerToken,
    query: 'cursor=@@@',
  },
  { op: 'getLeaderboard', status: 400, code: 'validation_failed', query: 'limit=101' },
  {
    op: 'joinGame',
    status: 403,
    code: 'player_required',
    path: (i) => ({ gameId: i.rated }),
    body: { name: 'Anon' },
  },
  { op: 'createPlayer', status: 400, code: 'malformed_json', raw: { type: 'json', text: '{' } },
  { op: 'getMe', status: 401, code: 'missing_token' },
  { op: 'getMe', status: 401, code: 'invalid_token', token: () => STRANGER_PLAYER },
  {
    op: 'renameMe',
    status: 400,
    code: 'validation_failed',
    token: (i) => i.playerToken,
    body: { name: '' },
  },
  { op: 'renameMe', status: 401, code: 'missing_token', body: { name: 'X' } },
  { op: 'newPlayerToken', status: 401, code: 'invalid_token', token: () => STRANGER },
  { op: 'getGame', status: 401, code: 'invalid_token', path: running, token: () => STRANGER },
  { op: 'getGame', status: 404, code: 'game_not_found', path: unknown },
  ...MOVES.flatMap((op): Probe[] => [
    { op, status: 401, code: 'missing_token', path: running, body: MOVE_BODIES[op] },
    {
      op,
      status: 404,
      code: 'game_not_found',
      path: unknown,
      token: () => STRANGER,
      body: MOVE_BODIES[op],
    },
    {
      op,
      status: 409,
      code: 'not_your_turn',
      path: running,
      token: notToAct,
      body: MOVE_BODIES[op],
    },
    {
      op,
      status: 409,
      code: 'game_not_running',
      path: waiting,
      token: (i) => i.waitingToken,
      body: MOVE_BODIES[op],
    },
    {
      op,
      status: 412,
      code: 'version_mismatch',
      path: running,
      token: toAct,
      body: MOVE_BODIES[op],
      headers: { 'If-Match': '"999"' },
    },
    {
      op,
      status: 400,
      code: 'invalid_if_match',
      path: running,
      token: toAct,
      body: MOVE_BODIES[op],
      headers: { 'If-Match': 'nonsense' },
    },
    {
      op,
      status: 400,
      code: 'validation_failed',
      path: running,
      token: toAct,
      body: { unexpected: 1 },
    },
    {
      op,
      status: 415,
      code: 'unsupported_media_type',
      path: running,
      token: toAct,
      raw: { type: 'text', text: 'x' },
    },
    {
      op,
      status: 400,
      code: 'malformed_json',
      path: running,
      token: toAct,
      raw: { type: 'json', text: '{' },
    },
  ]),
  {
    op: 'bid',
    status: 422,
    code: 'bid_not_multiple_of_step',
    path: running,
    token: toAct,
    body: { amount: 103 },
  },
  {
    op: 'act',
    status: 422,
    code: 'bid_not_multiple_of_step',
    path: running,
    token: toAct,
    body: { type: 'bid', amount: 103 },
  },
  { op: 'getScoreTable', status: 404, code: 'game_not_found', path: unknown },
  { op: 'listEvents', status: 400, code: 'validation_failed', path: running, query: 'limit=0' },
  {
    op: 'getDealProof',
    status: 404,
    code: 'proof_not_available',
    path: (i) => ({ gameId: i.running, deal: '1' }),
  },
  {
    op: 'getDealProof',
    status: 400,
    code: 'validation_failed',
    path: (i) => ({ gameId: i.running, deal: '0' }),
  },
  {
    op: 'getDealReplay',
    status: 404,
    code: 'replay_not_available',
    path: (i) => ({ gameId: i.running, deal: '1' }),
  },
  {
    op: 'getDealAnalysis',
    status: 404,
    code: 'replay_not_available',
    path: (i) => ({ gameId: i.running, deal: '1' }),
  },
  {
    op: 'getDealAnalysis',
    status: 404,
    code: 'game_not_found',
    path: () => ({ gameId: randomUUID(), deal: '1' }),
  },
  {
    op: 'comeBack',
    status: 409,
    code: 'game_not_running',
    path: waiting,
    token: (i) => i.waitingToken,
  },
  { op: 'leaveGame', status: 401, code: 'missing_token', path: running },
  {
    op: 'rematch',
    status: 409,
    code: 'game_not_finished',
    path: running,
    token: seat(0),
    body: {},
  },
  {
    op: 'streamGame',
    status: 400,
    code: 'invalid_last_event_id',
    path: running,
    headers: { 'Last-Event-ID': 'x' },
  },
  {
    op: 'streamGame',
    status: 400,
    code: 'invalid_resume_point',
    path: running,
    query: 'lastSeq=999999',
  },
  {
    op: 'streamGame',
    status: 400,
    code: 'invalid_resume_point',
    path: running,
    query: 'after=999999',
  },
  {
    op: 'streamGame',
    status: 401,
    code: 'invalid_ticket',
    path: running,
    query: `ticket=${STRANGER}`,
  },
  {
    op: 'streamGame',
    status: 400,
    code: 'ambiguous_credentials',
    path: running,
    token: seat(0),
    query: `ticket=${STRANGER}`,
  },
  { op: 'createStreamTicket', status: 401, code: 'missing_token', path: running },
  { op: 'addBot', status: 409, code: 'game_full', path: running, body: { level: 'random' } },
  {
    op: 'addBot',
    status: 401,
    code: 'missing_token',
    path: (i) => ({ gameId: i.rated }),
    body: { level: 'random' },
  },
  {
    op: 'addBot',
    status: 401,
    code: 'invalid_token',
    path: (i) => ({ gameId: i.rated }),
    token: () => STRANGER_PLAYER,
    body: { level: 'random' },
  },
  {
    op: 'addBot',
    status: 403,
    code: 'not_seated_in_rated_game',
    path: (i) => ({ gameId: i.rated }),
    token: () => STRANGER,
    body: { level: 'random' },
  },
  { op: 'createGame', status: 401, code: 'invalid_token', token: () => STRANGER_PLAYER, body: {} },
  {
    op: 'addBot',
    status: 422,
    code: 'no_such_seat',
    path: waiting,
    body: { level: 'random', seat: 3 },
  },
  { op: 'getHint', status: 409, code: 'not_your_turn', path: running, token: notToAct },
  {
    op: 'getHint',
    status: 409,
    code: 'game_not_running',
    path: waiting,
    token: (i) => i.waitingToken,
  },
];
