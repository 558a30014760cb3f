// One of the player's pages (route.ts): Play now, My games, Profile or the Leaderboard.
import { PlayNow } from './play-now.js';
import { Profile } from './profile.js';
import type { Page } from './route.js';

export function PlayerPage({ page }: { page: Page }) {
  return (
    <main id={`page-${page}`} class="player-page">
      {page === 'play' && <PlayNow />}
      {page === 'profile' && <Profile />}
    </main>
  );
}
