/** Who is calling: a seat of some game (by the hash of its token), or nobody. */
export interface Caller {
  tokenHash: string | null;
}
