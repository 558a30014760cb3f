// The computer players: one rated player per bot level, rows made by the migration
// players_and_ratings with these fixed ids. A bot's seat is bound to its level's player.
import type { BotLevel } from '../computer/index.js';

export const COMPUTER_PLAYER_IDS: Record<BotLevel, string> = {
  random: '00000000-0000-4000-8000-000000000001',
  basic: '00000000-0000-4000-8000-000000000002',
  strong: '00000000-0000-4000-8000-000000000003',
  expert: '00000000-0000-4000-8000-000000000004',
};

/** The player a bot of `level` plays as; null for a level with no rated player. */
export function computerPlayerId(level: string): string | null {
  return Object.hasOwn(COMPUTER_PLAYER_IDS, level) ? COMPUTER_PLAYER_IDS[level as BotLevel] : null;
}
