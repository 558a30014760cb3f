// The client's two pages: the lobby at `/`, a table at `/?game=<id>` (the link anyone can share).

export const gameInUrl = () => new URLSearchParams(location.search).get('game');

/** The link that opens a game's table. */
export const gameLink = (gameId: string) =>
  `${location.origin}${location.pathname}?game=${encodeURIComponent(gameId)}`;

/** Moves to another page of the client without reloading (the back button comes back). */
export function navigate(gameId: string | null): void {
  history.pushState(null, '', gameId ? gameLink(gameId) : location.pathname);
  dispatchEvent(new PopStateEvent('popstate'));
}
