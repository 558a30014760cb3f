// A finished deal's proof as the API shows it (docs/rules.md, "Fairness"), beside its replay.
import { currentDealProof, type DealProof, type SeedRecord } from '../engine/index.js';
import type { GameData } from './game-record.js';
import { isOver } from './game-status.js';

/** The engine's proof of a deal, with the game's master secret (once it is over) and commitment. */
export interface DealProofView extends DealProof {
  serverMaster: string | null;
  serverCommitment: string | null;
}

type Ended = Pick<GameData, 'status' | 'state'>;

/**
 * The game's master secret once it is over (no deal is left to come), else null. Only the points
 * ending goes through the engine's `game_over` (which carries the master), so the proof asks the
 * game's status rather than the log.
 */
export function revealedMaster(game: Ended): string | null {
  return isOver(game) ? (game.state?.fairness?.master ?? null) : null;
}

/**
 * The proof of deal `deal` if the game's end interrupted it (a forfeit, or a table abandoned after
 * it was dealt): no card of it is left to play, so its deck is revealed as a finished deal's is.
 * Null while the game is on, whose current deal stays secret.
 */
export function interruptedProof(game: Ended, deal: number): DealProof | null {
  if (!isOver(game) || game.state?.deal?.number !== deal) return null;
  return currentDealProof(game.state);
}

/** The proof as the API shows it, field by field. */
export function proofAnswer(
  p: DealProof,
  serverMaster: string | null,
  serverCommitment: string | null,
): DealProofView {
  const seed = (s: SeedRecord): SeedRecord => ({ seat: s.seat, seed: s.seed, by: s.by });
  return {
    deal: p.deal,
    dealer: p.dealer,
    order: p.order,
    deck: p.deck,
    secret: p.secret,
    commitment: p.commitment,
    ...(p.serverSeedHash === undefined ? {} : { serverSeedHash: p.serverSeedHash }),
    ...(p.seeds === undefined ? {} : { seeds: p.seeds.map(seed) }),
    ...(p.cut === undefined ? {} : { cut: seed(p.cut) }),
    serverMaster,
    serverCommitment,
  };
}
