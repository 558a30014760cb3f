// The client's pages: the lobby at `/`, a table at `/?game=<id>` (the link anyone can share), and
// the player's pages at `/?page=play|games|profile|leaderboard` (README "Web client").

export const PAGES = ['play', 'games', 'profile', 'leaderboard'] as const;
export type Page = (typeof PAGES)[number];

export const gameInUrl = () => new URLSearchParams(location.search).get('game');

export function pageInUrl(): Page | null {
  const wanted = new URLSearchParams(location.search).get('page');
  return PAGES.find((p) => p === wanted) ?? null;
}

/** The link that opens a game's table. */
export const gameLink = (gameId: string) =>
  `${location.origin}${location.pathname}?game=${encodeURIComponent(gameId)}`;

export const pageLink = (page: Page) => `${location.pathname}?page=${page}`;

function go(url: string): void {
  history.pushState(null, '', url);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** Moves to another page of the client without reloading (the back button comes back). */
export function navigate(gameId: string | null): void {
  go(gameId ? gameLink(gameId) : location.pathname);
}

export function openPage(page: Page): void {
  go(pageLink(page));
}
