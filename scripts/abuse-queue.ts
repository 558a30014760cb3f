// The attacks on the queue (issue 42, items 3 and 6) for scripts/abuse.ts: one address's waiting
// entries past QUEUE_ENTRIES_PER_ADDRESS, then the queue used as a way round the per-address game
// bound. Run before gameFlood: waiting entries count against the game bound too, so once that is
// spent the first attack would be refused for the games instead; and the second spends the
// address's games for the hour, which gameFlood's first POST /games then finds (a 429 there too).
// Few players are made (POST /players is bounded per address per hour): four.
import { randomBytes } from 'node:crypto';
import { readAnswer } from './abuse-answer.js';

export type Report = (name: string, outcome: string, ok: boolean, expected: string) => void;

/** Queue entries the game-bound attack makes at most (the issue saw 300 games in 5.7 s). */
const QUEUE_MAX = 300;
/** Players made; the default QUEUE_ENTRIES_PER_ADDRESS is 3, so the fourth's entry is one too many. */
const PLAYERS = 4;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function send(url: string, method: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { status, body: json } = await readAnswer(res);
  return { status, body: json };
}

/** A body in a bucket of its own (a clock nobody else asks for), so the entries never match. */
const apart = (i: number) => ({
  players: 3,
  fillWithBotsAfterSeconds: null,
  timeControl: { moveSeconds: 7000 + i, onTimeout: 'bot' },
});

export async function queueAttacks(api: string, report: Report): Promise<void> {
  const tokens: string[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const made = await send(`${api}/players`, 'POST', {
      name: `Queuer ${randomBytes(3).toString('hex')}`,
    });
    if (made.status !== 201) {
      report(
        'queue attacks',
        `could not make players: ${made.status} ${String(made.body.code)}`,
        false,
        'players',
      );
      return;
    }
    tokens.push(made.body.token as string);
  }

  // Item 6: one address keeps entries waiting for ever, each in a bucket of its own.
  const waiting: { id: string; token: string }[] = [];
  let refused = '';
  for (const [i, token] of tokens.entries()) {
    const res = await send(`${api}/queue`, 'POST', apart(i), token);
    if (res.status === 201) waiting.push({ id: res.body.id as string, token });
    else refused = `${res.status} ${String(res.body.code)}`;
  }
  report(
    `${PLAYERS} players queue from one address, people only, in buckets of their own`,
    refused ? `${waiting.length} waiting, then ${refused}` : `all ${waiting.length} waiting`,
    refused === '429 too_many_queue_entries',
    '429 too_many_queue_entries',
  );
  for (const e of waiting) await send(`${api}/queue/${e.id}`, 'DELETE', undefined, e.token);

  // Item 3: games made at once through the queue (bots fill at once), players taking turns.
  let games = 0;
  refused = '';
  while (games < QUEUE_MAX && !refused) {
    const res = await send(
      `${api}/queue`,
      'POST',
      { players: 3, fillWithBotsAfterSeconds: 0 },
      tokens[games % PLAYERS],
    );
    if (res.status === 201) games++;
    else refused = `${res.status} ${String(res.body.code)}`;
  }
  const game = await send(`${api}/games`, 'POST', { name: 'after the queue' });
  report(
    `${QUEUE_MAX} POST /queue with fillWithBotsAfterSeconds 0 from one address, ${PLAYERS} players`,
    refused
      ? `${games} games, then ${refused}; POST /games then ${game.status} ${String(game.body.code)}`
      : `all ${games} made`,
    refused === '429 too_many_games' && game.status === 429,
    '429 too_many_games once the address has spent its games, for POST /games too',
  );
}
