// What the browser keeps between visits, in localStorage: each game's seat token (so a reload or a
// dropped connection resumes the seat; README "Live updates": tokens never go in a URL), the name
// last used and the language.
import { LANGS, type Lang } from './i18n.js';

export interface SeatCredentials {
  seat: number;
  token: string;
}

const seatKey = (gameId: string) => `thousand.seat.${gameId}`;

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
