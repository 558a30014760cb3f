// The player's pages, under the title on every page: Play now, My games, Profile, Leaderboard.
import { useT } from './i18n.js';
import { openPage, pageLink, PAGES, type Page } from './route.js';

export function Nav({ current }: { current: Page | null }) {
  const t = useT();
  return (
    <nav class="nav" aria-label={t.pagesNav}>
      {PAGES.map((page) => (
        <a
          key={page}
          href={pageLink(page)}
          aria-current={page === current ? 'page' : undefined}
          onClick={(e) => (e.preventDefault(), openPage(page))}
        >
          {t.pageNames[page]}
        </a>
      ))}
    </nav>
  );
}
