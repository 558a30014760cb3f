// What the browser keeps between visits, in localStorage: each game's seat token (so a reload or a
// dropped connection resumes the seat; README "Live updates": tokens never go in a URL), the player
// (its id, name and token: one identity across games, README "Web client"), the name last used and
// the language.
import { LANGS, type Lang } from './i18n.js';

export interface SeatCredentials {
  seat: number;
  token: string;
}

const SEAT_PREFIX = 'thousand.seat.';
const seatKey = (gameId: string) => `${SEAT_PREFIX}${gameId}`;

export function loadSeat(gameId: string): SeatCredentials | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(seatKey(gameId)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { seat, token } = parsed as Partial<SeatCredentials>;
    return typeof seat === 'number' && typeof token === 'string' ? { seat, token } : null;
  } catch {
    return null;
  }
}

export function saveSeat(gameId: string, credentials: SeatCredentials): void {
  localStorage.setItem(seatKey(gameId), JSON.stringify(credentials));
}

/** Every game this browser holds a seat at, newest key order as the storage keeps it. */
export function storedSeats(): { gameId: string; seat: SeatCredentials }[] {
  const found: { gameId: string; seat: SeatCredentials }[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (!key?.startsWith(SEAT_PREFIX)) continue;
    const gameId = key.slice(SEAT_PREFIX.length);
    const seat = loadSeat(gameId);
    if (seat) found.push({ gameId, seat });
  }
  return found;
}

/** Drops a token the service no longer knows (its game's database was reset, say). */
export function forgetSeat(gameId: string): void {
  localStorage.removeItem(seatKey(gameId));
}

export function loadName(): string {
  return localStorage.getItem('thousand.name') ?? '';
}

export function saveName(name: string): void {
  localStorage.setItem('thousand.name', name);
}

export function loadLang(): Lang {
  const stored = localStorage.getItem('thousand.lang');
  const wanted = stored ?? (navigator.language.toLowerCase().startsWith('ru') ? 'ru' : 'en');
  return LANGS.find((lang) => lang === wanted) ?? 'en';
}

export function saveLang(lang: Lang): void {
  localStorage.setItem('thousand.lang', lang);
}

const closedDealKey = (gameId: string) => `thousand.deal-closed.${gameId}`;

/**
 * The last deal whose end-of-deal dialog was closed at this game (0: none): a reload, or the tab
 * opened again, does not bring it back over the next deal's table.
 */
export function loadClosedDeal(gameId: string): number {
  const deal = Number(localStorage.getItem(closedDealKey(gameId)));
  return Number.isInteger(deal) && deal > 0 ? deal : 0;
}

export function saveClosedDeal(gameId: string, deal: number): void {
  localStorage.setItem(closedDealKey(gameId), String(deal));
}

const leftKey = (gameId: string) => `thousand.left.${gameId}`;

/** Remembers that the person left this game for good: its seat is away, but not to come back to. */
export function markLeft(gameId: string): void {
  localStorage.setItem(leftKey(gameId), '1');
}

export function hasLeft(gameId: string): boolean {
  return localStorage.getItem(leftKey(gameId)) !== null;
}

/** The player this browser plays as: its token is a bearer token, kept like a seat token. */
export interface StoredPlayer {
  id: string;
  name: string;
  token: string;
}

const PLAYER_KEY = 'thousand.player';

export function loadPlayer(): StoredPlayer | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PLAYER_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { id, name, token } = parsed as Partial<StoredPlayer>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof token !== 'string')
      return null;
    return { id, name, token };
  } catch {
    return null;
  }
}

export function savePlayer(player: StoredPlayer): void {
  localStorage.setItem(PLAYER_KEY, JSON.stringify(player));
}

export function forgetPlayer(): void {
  localStorage.removeItem(PLAYER_KEY);
}

/** After a new player token: the seats this browser reached through the old one use the new one. */
export function replaceSeatTokens(oldToken: string, newToken: string): void {
  for (const { gameId, seat } of storedSeats())
    if (seat.token === oldToken) saveSeat(gameId, { ...seat, token: newToken });
}

const QUEUE_KEY = 'thousand.queue';

/** The queue entry this browser waits on, so a reload goes on waiting. */
export const loadQueueEntry = () => localStorage.getItem(QUEUE_KEY);

export function saveQueueEntry(entryId: string | null): void {
  if (entryId) localStorage.setItem(QUEUE_KEY, entryId);
  else localStorage.removeItem(QUEUE_KEY);
}
