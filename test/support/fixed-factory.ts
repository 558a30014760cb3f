import { GameFactory } from '../../src/features/games/game-factory.js';

/** Test-only: hands out the given seeds in order, so deals are known in advance. */
export class FixedSeedFactory extends GameFactory {
  private next = 0;
  constructor(private readonly seeds: string[]) {
    super();
  }
  override newSeed(): string {
    const seed = this.seeds[this.next % this.seeds.length];
    this.next++;
    return seed;
  }
}
