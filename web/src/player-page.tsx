// One of the player's pages (route.ts): Play now, My games, Profile or the Leaderboard.
import { Leaderboard } from './leaderboard.js';
import { MyGames } from './my-games.js';
import { PlayNow } from './play-now.js';
import { Profile } from './profile.js';
import type { Page } from './route.js';

export function PlayerPage({ page }: { page: Page }) {
  return (
    <main id={`page-${page}`} class="player-page">
      {page === 'play' && <PlayNow />}
      {page === 'games' && <MyGames />}
      {page === 'profile' && <Profile />}
      {page === 'leaderboard' && <Leaderboard />}
    </main>
  );
}
