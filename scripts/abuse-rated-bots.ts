// Issue 42, items 5 and 8, for scripts/abuse.ts: computer players seated by strangers in someone's
// rated waiting game (two anonymous requests had started one, and its owner lost on the clock),
// and look-alikes of "Bot (expert)" taken as names. Three players are created in all (POST
// /players is bounded per address an hour, 10 by default): the refused names cost none.
import { BOT_LOOK_ALIKES } from './bot-look-alikes.js';
import type { Report } from './abuse-bounds.js';
import { readAnswer } from './abuse-answer.js';

type Reply = { status: number; body: Record<string, unknown> };

async function send(
  url: string,
  method: string,
  body: unknown,
  token: string | null = null,
): Promise<Reply> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { status, body: json } = await readAnswer(res);
  return { status, body: json };
}

const post = (url: string, body: unknown, token: string | null = null) =>
  send(url, 'POST', body, token);

/** "401 missing_token": a reply as the report prints it. */
const said = (r: Reply) => `${r.status}${r.body.code ? ` ${String(r.body.code)}` : ''}`;

/** A player of this address (one of its creations for the hour): id and token. */
async function newPlayer(api: string, name: string): Promise<{ id: string; token: string }> {
  const made = await post(`${api}/players`, { name });
  if (made.status !== 201) throw new Error(`POST /players answered ${said(made)}`);
  return { id: String(made.body.id), token: String(made.body.token) };
}

/**
 * Item 5: the owner's public rated game waits for friends (the owner seated); strangers try to
 * fill it with computer players: anonymously twice, with a stranger player's token, with a seat
 * token of another game. Each must be refused, and the game still wait with one seat taken.
 */
export async function ratedGameBots(api: string, report: Report): Promise<void> {
  const owner = await newPlayer(api, 'Rated owner');
  const stranger = await newPlayer(api, 'Rated stranger');
  const clock = { moveSeconds: 60, onTimeout: 'bot' };
  const made = await post(
    `${api}/games`,
    { name: 'rated, waiting for friends', rated: true, timeControl: clock },
    owner.token,
  );
  if (made.status !== 201) {
    report('a rated waiting game to attack', said(made), false, '201 (the attack needs one)');
    return;
  }
  const gameId = String(made.body.id);
  const seat = await post(`${api}/games/${gameId}/players`, { name: 'Owner' }, owner.token);
  const other = await post(`${api}/games`, { name: 'elsewhere' });
  const elsewhere = await post(`${api}/games/${String(other.body.id)}/players`, { name: 'Else' });
  const bots = (token: string | null) =>
    post(`${api}/games/${gameId}/bots`, { level: 'expert' }, token);

  const anonymous = [await bots(null), await bots(null)];
  report(
    "two anonymous POST /games/{id}/bots into someone's rated waiting game",
    anonymous.map(said).join(', '),
    anonymous.every((r) => r.status === 401),
    '401 missing_token twice',
  );
  const tries: [string, string | null][] = [
    ["a stranger player's token", stranger.token],
    ['a seat token of another game', String(elsewhere.body.token)],
  ];
  for (const [who, token] of tries) {
    const res = await bots(token);
    report(
      `POST /games/{id}/bots into someone's rated game with ${who}`,
      said(res),
      res.status === 403 && res.body.code === 'not_seated_in_rated_game',
      '403 not_seated_in_rated_game',
    );
  }
  const view = await send(`${api}/games/${gameId}`, 'GET', undefined);
  const seats = (view.body.seats as { name: string | null; bot: string | null }[]) ?? [];
  const taken = seats.filter((s) => s.name !== null);
  report(
    'the rated game after the strangers tried',
    `${String(view.body.status)}, ${taken.length} seat(s) taken, ${taken.filter((s) => s.bot).length} bot(s)`,
    view.body.status === 'waiting' && taken.every((s) => s.bot === null),
    'still waiting, no bot seated',
  );
  // Leaves the table it made (its seat, if it took one, is freed; the game then closes unfilled).
  if (seat.status === 201) await post(`${api}/games/${gameId}/leave`, undefined, owner.token);
}

/**
 * Item 8: the 17 look-alikes of "Bot (expert)" as a player's name (POST /players, then a rename)
 * and as a seat's name; each must be refused with 400 `validation_failed`. A player is created
 * after the 17 refused: with more refusals than the hour's creations (10 by default), its 201
 * shows that a refused name costs no creation.
 */
export async function botLikeNames(api: string, report: Report): Promise<void> {
  const refused = (r: Reply) => r.status === 400 && r.body.code === 'validation_failed';
  const tally = async (name: string, attempt: (look: string) => Promise<Reply>) => {
    const passed: string[] = [];
    for (const look of BOT_LOOK_ALIKES) if (!refused(await attempt(look))) passed.push(look);
    return { name, passed };
  };
  const created = await tally('POST /players', (look) => post(`${api}/players`, { name: look }));
  const after = await post(`${api}/players`, { name: 'After the look-alikes' });
  const token = after.status === 201 ? String(after.body.token) : null;
  const game = await post(`${api}/games`, { name: 'look-alike seats' });
  const results = [
    created,
    await tally('PATCH /players/me', (look) =>
      send(`${api}/players/me`, 'PATCH', { name: look }, token),
    ),
    await tally('POST /games/{id}/players', (look) =>
      post(`${api}/games/${String(game.body.id)}/players`, { name: look }),
    ),
  ];
  const n = BOT_LOOK_ALIKES.length;
  for (const { name, passed } of results) {
    const first = name === 'POST /players';
    report(
      `${n} look-alikes of "Bot (expert)" as a name, ${name}`,
      `${n - passed.length} of ${n} refused${passed.length ? ` (passed: ${passed.join(' | ')})` : ''}` +
        (first ? `; a player created after them: ${said(after)}` : ''),
      passed.length === 0 && (!first || after.status === 201),
      `all ${n} refused 400 validation_failed${first ? ', and the next player created (201)' : ''}`,
    );
  }
}
