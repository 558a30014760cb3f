// The reference bot's strategies (examples/bot/strategies.ts) at a table, on the engine alone: how
// many deals a game takes to reach 1000, how many never do within --max-deals, the totals the
// seats end on, and which strategy wins. The strategies see only what the API shows a seat (its
// view and legalActions), built here from the engine's own view. Run with
// `npm run bench:bot-strategies -- --games 200 [--max-deals 300] [--seats simple,simple,random]`.
import {
  apply,
  currentTurn,
  DEFAULT_RULES,
  newGame,
  viewFor,
  type GameState,
} from '../src/core/engine/index.js';
import { rng } from '../src/core/engine/testing.js';
import { STRATEGIES, type GameViewDto, type Strategy } from '../examples/bot/strategies.js';

function arg(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1]! : fallback;
}

const GAMES = Number(arg('games', '200'));
const MAX_DEALS = Number(arg('max-deals', '300'));
const SEATS = arg('seats', 'simple,simple,simple').split(',');

/** The seat's view as GET /games/{id} answers it, in the fields a strategy reads. */
function apiView(state: GameState, seat: number): GameViewDto {
  const view = viewFor(state, seat);
  return {
    status: state.status,
    you: seat,
    seats: view.seats.map((s) => ({ ...s })),
    deal: view.deal,
    legalActions: view.legalActions,
  } as unknown as GameViewDto;
}

function play(seed: number, strategies: Strategy[]) {
  const random = rng(seed);
  let state = newGame({ rules: DEFAULT_RULES, seed: `strategies-${seed}` }).state;
  let moves = 0;
  for (;;) {
    const seat = currentTurn(state);
    if (seat === null || state.table.length >= MAX_DEALS) break;
    const action = strategies[seat]!(apiView(state, seat), random);
    const result = apply(state, seat, action as Parameters<typeof apply>[2]);
    if (!result.ok) throw new Error(`${SEATS[seat]} made an illegal move: ${result.error.code}`);
    state = result.state;
    moves++;
  }
  return { state, moves };
}

function main(): void {
  const strategies = SEATS.map((name) => {
    const s = STRATEGIES[name];
    if (!s) throw new Error(`--seats: unknown strategy ${name}`);
    return s;
  });
  const deals: number[] = [];
  let unfinished = 0;
  let moves = 0;
  const wins = SEATS.map(() => 0);
  const ends = SEATS.map(() => 0);
  for (let g = 0; g < GAMES; g++) {
    // Seats rotate with the game number, so no strategy keeps the first lead.
    const shift = g % SEATS.length;
    const order = SEATS.map((_, i) => (i + shift) % SEATS.length);
    const played = play(
      g + 1,
      order.map((i) => strategies[i]!),
    );
    moves += played.moves;
    const { state } = played;
    if (state.winner === null) unfinished++;
    else {
      deals.push(state.table.length);
      wins[order[state.winner]!]!++;
    }
    state.totals.forEach((t, seat) => (ends[order[seat]!]! += t / GAMES));
  }
  deals.sort((a, b) => a - b);
  const at = (q: number) => deals[Math.min(deals.length - 1, Math.floor(q * deals.length))] ?? 0;
  console.log(`seats ${SEATS.join(', ')}; ${GAMES} games, at most ${MAX_DEALS} deals each`);
  console.log(
    `finished ${deals.length}, unfinished ${unfinished}; deals per finished game: median ${at(0.5)}, p90 ${at(0.9)}, max ${at(1)}`,
  );
  console.log(`moves per game ${Math.round(moves / GAMES)}`);
  SEATS.forEach((name, i) =>
    console.log(`  seat ${i} (${name}): ${wins[i]} wins, mean final total ${Math.round(ends[i]!)}`),
  );
  console.log(
    `bot-strategies: ${deals.length}/${GAMES} finished, median ${at(0.5)} deals, ${Math.round(moves / GAMES)} moves/game`,
  );
}

main();
