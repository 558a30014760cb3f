// The page frame: the title, the language, the player's pages (nav.tsx), and the lobby, a table or
// one of the player's pages (route.ts).
import { useEffect, useState } from 'preact/hooks';
import { GamePage } from './game-page.js';
import { I18n, LANGS, MESSAGES, type Lang } from './i18n.js';
import { Lobby } from './lobby.js';
import { Nav } from './nav.js';
import { PlayerPage } from './player-page.js';
import { gameInUrl, navigate, pageInUrl } from './route.js';
import { loadLang, saveLang } from './storage.js';

export function App() {
  const [lang, setLang] = useState<Lang>(loadLang);
  const [gameId, setGameId] = useState(gameInUrl);
  const [page, setPage] = useState(pageInUrl);
  const t = MESSAGES[lang];
  useEffect(() => {
    const onPop = () => (setGameId(gameInUrl()), setPage(pageInUrl()));
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  useEffect(() => {
    document.documentElement.lang = lang;
    document.title = t.title;
  }, [lang, t]);
  const choose = (next: Lang) => {
    saveLang(next);
    setLang(next);
  };
  return (
    <I18n.Provider value={t}>
      <header class="top">
        <h1>
          <a href="./" onClick={(e) => (e.preventDefault(), navigate(null))}>
            {t.title}
          </a>
        </h1>
        <label class="lang">
          {t.language}{' '}
          <select value={lang} onChange={(e) => choose(pick(e.currentTarget.value))}>
            {LANGS.map((l) => (
              <option key={l} value={l}>
                {MESSAGES[l].langName}
              </option>
            ))}
          </select>
        </label>
      </header>
      {!gameId && <Nav current={page} />}
      {gameId ? (
        <GamePage key={gameId} gameId={gameId} />
      ) : page ? (
        <PlayerPage page={page} />
      ) : (
        <Lobby />
      )}
    </I18n.Provider>
  );
}

const pick = (value: string): Lang => LANGS.find((l) => l === value) ?? 'en';
