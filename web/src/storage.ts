// What the browser keeps between visits, in localStorage: each game's seat token (so a reload or a
// dropped connection resumes the seat; README "Live updates": tokens never go in a URL), the name
// last used and the language.
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

const leftKey = (gameId: string) => `thousand.left.${gameId}`;

/** Remembers that the person left this game for good: its seat is away, but not to come back to. */
export function markLeft(gameId: string): void {
  localStorage.setItem(leftKey(gameId), '1');
}

export function hasLeft(gameId: string): boolean {
  return localStorage.getItem(leftKey(gameId)) !== null;
}
