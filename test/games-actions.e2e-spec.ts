// POST /actions: the Action union in one endpoint, answering as the named move endpoints do.
import { describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testRng, type GameView } from './support/api.js';
import { useTestApp } from './support/app-fixture.js';

/** The concrete action for one offered legal action, choices made at random. */
function actionFor(
  offered: GameView['legalActions'][number],
  rng: () => number,
): Record<string, unknown> {
  const pick = <T>(items: T[]) => items[Math.floor(rng() * items.length)];
  switch (offered.type) {
    case 'bid':
    case 'contract':
      return { type: offered.type, amount: offered.min };
    case 'give': {
      const [first, second] = offered.cards ?? [];
      const [a, b] = offered.toSeats ?? [];
      return {
        type: 'give',
        transfers: [
          { toSeat: a, card: first },
          { toSeat: b, card: second },
        ],
      };
    }
    case 'play':
      return { type: 'play', card: pick(offered.cards ?? []) };
    default:
      return { type: offered.type };
  }
}

describe('POST /api/v1/games/{gameId}/actions', () => {
  const t = useTestApp();

  it('plays a whole deal from the offered legal actions', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const rng = testRng(11);
    let view = await t.api.view(gameId);
    const first = view.deal!.number;
    const seen = new Set<string>();
    let last: Record<string, unknown> = {};
    while (view.deal && view.deal.number === first) {
      const seat = view.deal.turn;
      const mine = await t.api.view(gameId, tokens[seat]);
      // Prefer passing so the deal reaches the talon, contract and play phases quickly.
      const offered = mine.legalActions.find((a) => a.type === 'pass') ?? mine.legalActions[0];
      const action = actionFor(offered.type === 'surrender' ? mine.legalActions[0] : offered, rng);
      const res = await t.api.post(gameId, 'actions', tokens[seat], action);
      expect([res.status, res.body.code]).toEqual([200, undefined]);
      expect(res.headers.etag).toMatch(new RegExp(`^"${res.body.version}-s${seat}-[\\w-]{11}"$`));
      seen.add(String(action.type));
      if (res.body.deal?.number === first) expect(res.body.previousDeal).toBeNull();
      view = res.body as GameView;
      last = res.body;
    }
    expect([...seen].sort()).toEqual(['contract', 'give', 'pass', 'play']);
    // The answer to the last card shows the next deal and how this one ended, as stored.
    const table = (await request(t.app.getHttpServer()).get(`/api/v1/games/${gameId}/score-table`))
      .body;
    const ended = (await t.api.view(gameId, tokens[0])) as unknown as Record<string, unknown>;
    for (const answer of [last, ended]) {
      expect(answer.previousDeal).toEqual({
        number: first,
        lastTrick: expect.objectContaining({ winner: expect.any(Number) }),
        points: expect.any(Array),
        row: table.rows[0],
      });
    }
    // Until the next deal's first card.
    for (;;) {
      const seat = view.deal!.turn;
      const mine = await t.api.view(gameId, tokens[seat]);
      const offered = mine.legalActions.find((a) => a.type === 'pass') ?? mine.legalActions[0];
      const res = await t.api.post(gameId, 'actions', tokens[seat], actionFor(offered, rng));
      expect(res.status).toBe(200);
      view = res.body as GameView;
      if (offered.type === 'play') {
        expect(res.body.previousDeal).toBeNull();
        break;
      }
      expect(res.body.previousDeal.number).toBe(first);
    }
    const anonymous = await t.api.post(gameId, 'actions', null, { type: 'pass' });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a malformed action with 400 naming the field', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const seat = (await t.api.view(gameId)).deal!.turn;
    const cases: [unknown, string][] = [
      [{ type: 'fold' }, 'type'],
      [{ type: 'bid' }, 'amount'],
      [{ type: 'bid', amount: 105.5 }, 'amount'],
      [{ type: 'bid', amount: 5000 }, 'amount'],
      [{ type: 'pass', amount: 105 }, 'amount'],
      [{ type: 'play', card: 'ZZ' }, 'card'],
      [{ type: 'play', card: 'AH', declareMarriage: 'yes' }, 'declareMarriage'],
      [{ type: 'give', transfers: [{ toSeat: 1, card: '9S' }] }, 'transfers'],
      [
        {
          type: 'give',
          transfers: [
            { toSeat: 9, card: '9S' },
            { toSeat: 1, card: 'AH' },
          ],
        },
        'transfers.0.toSeat',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post(gameId, 'actions', tokens[seat], body);
      expect([
        JSON.stringify(body),
        res.status,
        res.body.code,
        res.body.errors?.[0]?.field,
      ]).toEqual([JSON.stringify(body), 400, 'validation_failed', field]);
    }
    // Issue 48: a body without a type is told that the type is missing, not "undefined".
    const untyped = await t.api.post(gameId, 'actions', tokens[seat], { amount: 105 });
    expect([untyped.status, untyped.body.detail]).toEqual([
      400,
      'type: type is required: one of bid, pass, redeal, give, contract, surrender, play, cut',
    ]);
    const named = await t.api.post(gameId, 'bids', tokens[seat], { amount: 5000 });
    expect([named.status, named.body.code]).toEqual([400, 'validation_failed']);
    expect((await t.api.view(gameId)).version).toBe(3);
  });

  it('tells a malformed body as the named endpoints tell it, word for word', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const token = tokens[(await t.api.view(gameId)).deal!.turn];
    const transfers = [
      { toSeat: 1, card: 'AH' },
      { toSeat: 2, card: '1S' },
    ];
    const numbered = [transfers[0], { toSeat: 2, card: 10 }];
    const TYPES = { plays: 'play', 'card-transfers': 'give', bids: 'bid', cuts: 'cut' } as const;
    for (const [path, body, detail] of [
      ['plays', { card: 'ZZ' }, /9S, 10H or AD/],
      ['plays', { card: 10 }, /must be a string/],
      ['plays', { card: 'AH', declareMarriage: 'yes' }, /must be a boolean value/],
      ['card-transfers', { transfers }, /9S, 10H or AD/],
      ['card-transfers', { transfers: numbered }, /must be a string/],
      ['card-transfers', { transfers: [transfers[0]] }, /must contain at least 2 elements/],
      ['bids', { amount: 5000, extra: 1 }, /extra should not exist; .*greater than 1000/],
      ['cuts', { seed: 5 }, /seed must be a string/],
    ] as const) {
      const named = await t.api.post(gameId, path, token, body);
      const any = await t.api.post(gameId, 'actions', token, { type: TYPES[path], ...body });
      const told = (res: typeof named) => [res.status, res.body.detail, res.body.errors];
      expect(told(named)).toEqual([400, expect.stringMatching(detail), expect.any(Array)]);
      expect([path, ...told(any)]).toEqual([path, ...told(named)]);
    }
  });

  it('refuses, preconditions and replays as the named endpoints do', async () => {
    const { gameId, tokens } = await t.api.startGame();
    const view = await t.api.view(gameId);
    const seat = view.deal!.turn;
    const other = tokens[(seat + 1) % 3];
    for (const [path, body] of [
      ['actions', { type: 'pass' }],
      ['passes', undefined],
    ] as const) {
      const res = await t.api.post(gameId, path, other, body);
      expect([path, res.status, res.body.code]).toEqual([path, 409, 'not_your_turn']);
    }
    const low = await t.api.post(gameId, 'actions', tokens[seat], { type: 'bid', amount: 100 });
    expect([low.status, low.body.code]).toEqual([422, 'bid_too_low']);
    const stale = await t.api.post(
      gameId,
      'actions',
      tokens[seat],
      { type: 'pass' },
      {
        'If-Match': `"${view.version - 1}"`,
      },
    );
    expect([stale.status, stale.body.code, stale.body.currentVersion]).toEqual([
      412,
      'version_mismatch',
      view.version,
    ]);
    const key = { 'Idempotency-Key': randomUUID() };
    const once = await t.api.post(gameId, 'actions', tokens[seat], { type: 'pass' }, key);
    const again = await t.api.post(gameId, 'actions', tokens[seat], { type: 'pass' }, key);
    expect([once.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(once.body);
    expect((await t.api.view(gameId)).version).toBe(view.version + 1);
  });
});
