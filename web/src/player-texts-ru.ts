// The Russian texts of the player's pages, the same keys as player-texts-en.ts.
import type { PLAYER_EN } from './player-texts-en.js';

/** 1 игрок, 2 игрока, 5 игроков (i18n-ru.ts has its own for cards). */
function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const PLAYER_RU: typeof PLAYER_EN = {
  pagesNav: 'Игрок',
  pageNames: {
    play: 'Играть',
    games: 'Мои игры',
    profile: 'Профиль',
    leaderboard: 'Рейтинг',
  },
  playerName: 'Имя игрока',
  rename: 'Переименовать',
  createPlayer: 'Создать игрока',
  renamed: 'Имя изменено.',
  playerCreated: 'Ваш игрок создан.',
  noPlayer: 'В этом браузере ещё нет игрока: выберите имя или нажмите «Играть».',
  moveDevice: 'Перенести на другое устройство',
  moveDeviceHelp:
    'Ваш игрок хранится в этом браузере. Чтобы играть им в другом месте, скопируйте туда его ключ; кто знает ключ, играет за вас.',
  showToken: 'Показать мой ключ',
  yourToken: 'Ваш ключ (секретный)',
  pasteToken: 'Ключ с другого устройства',
  useToken: 'Играть этим игроком',
  tokenAdopted: 'Теперь этот браузер играет этим игроком.',
  replaceToken: 'Новый ключ (старый перестанет работать)',
  tokenReplaced: 'Здесь действует новый ключ; старый больше не работает.',
  playNow: 'Играть сейчас',
  playNowHelp:
    'Вас посадят за стол с игроками, которые ждут такой же игры; пустые места займут компьютеры.',
  rated: 'Рейтинговая игра',
  perMove: (s) => `${s} с на ход`,
  fillAfter: 'Компьютеры займут пустые места',
  peopleOnly: 'никогда: только люди',
  afterSeconds: (s) => (s < 60 ? `через ${s} с` : `через ${s / 60} мин`),
  findTable: 'Найти стол',
  ratedFromTime: (time) =>
    `Рейтинговые игры откроются этому игроку в ${time}. Галочка «Рейтинговая игра» снята: найдите стол без рейтинга сейчас или возвращайтесь позже.`,
  inQueue: 'Ищем стол',
  queueWaiting: (players, s) =>
    `Ждём стол на ${players} ${plural(players, 'игрока', 'игрока', 'игроков')}: уже ${s} с.`,
  peopleOnlyNote: 'За стол сядут только люди.',
  fillNote: (s) => `Через ${s} с пустые места займут компьютеры.`,
  tableFound: 'Стол найден: занимаем ваше место…',
  leaveQueue: 'Перестать искать',
  gameTabs: { waiting: 'Ждут', playing: 'Идут', finished: 'Окончены' },
  noGamesHere: 'Здесь игр нет.',
  ratedMark: 'рейтинговая',
  yourTurnMark: 'Ваш ход',
  turnOf: (name) => `ходит ${name}`,
  deadlineAt: (time) => `до ${time}`,
  against: (names) => `с ${names}`,
  moreGames: 'Ещё',
  ratings: 'Рейтинг',
  pool: (players) => `${players} ${plural(players, 'игрок', 'игрока', 'игроков')}`,
  ordinal: 'Рейтинг',
  gamesPlayed: 'Игр',
  provisional: 'предварительный',
  established: 'установлен',
  noRating: 'Рейтинговых игр ещё не было.',
  rank: 'Место',
  noRatedPlayers: 'В играх этого формата ещё ни у кого нет установленного рейтинга.',
  signInFirst: 'Сначала сыграйте: игрок создаётся при первом «Играть».',
};
