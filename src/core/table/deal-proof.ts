// A finished deal's proof as the API shows it (docs/rules.md, "Fairness"), beside its replay.
import type { DealProof, SeedRecord } from '../engine/index.js';

/** The engine's proof of a deal, with the game's master secret (once it is over) and commitment. */
export interface DealProofView extends DealProof {
  serverMaster: string | null;
  serverCommitment: string | null;
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
