// One of the player's pages (route.ts): the profile.
import { Profile } from './profile.js';
import type { Page } from './route.js';

export function PlayerPage({ page }: { page: Page }) {
  return (
    <main id={`page-${page}`} class="player-page">
      {page === 'profile' && <Profile />}
    </main>
  );
}
