// Fixtures of the table core's specs (left out of the build by tsconfig.build.json's src/**/testing.ts).
import type { SeatRecord } from './game-record.js';

/** A person's seat line, present and in good standing, with `more` over it. */
export const seatRecord = (n: number, more: Partial<SeatRecord> = {}): SeatRecord => ({
  seat: n,
  name: `p${n}`,
  botLevel: null,
  botAccount: false,
  away: false,
  left: false,
  timeouts: 0,
  connected: false,
  playerId: null,
  ...more,
});
