// The Russian texts of the web client, the same keys as i18n-en.ts (the type makes sure).
import type { Card, Suit } from './api/index.js';
import { rankOf, suitOf, type Rank } from './cards.js';
import type { Messages } from './i18n-en.js';

const RANK_RU: Record<Rank, string> = {
  '9': 'девятка',
  J: 'валет',
  Q: 'дама',
  K: 'король',
  '10': 'десятка',
  A: 'туз',
};
/** Suits after a rank ("десятка червей"), and on their own ("черви"). */
const SUIT_OF_RU: Record<Suit, string> = { S: 'пик', C: 'треф', D: 'бубен', H: 'червей' };
const SUIT_RU: Record<Suit, string> = { S: 'пики', C: 'трефы', D: 'бубны', H: 'черви' };

/** 1 карта, 2 карты, 5 карт. */
function plural(n: number, one: string, few: string, many: string): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return many;
  if (units === 1) return one;
  if (units >= 2 && units <= 4) return few;
  return many;
}

export const ru: Messages = {
  langName: 'Русский',
  title: 'Тысяча',
  language: 'Язык',
  lobby: 'Лобби',
  waitingGames: 'Столы, ждущие игроков',
  noGames: 'Свободных столов нет. Создайте свой.',
  refresh: 'Обновить',
  seatsTaken: (taken, of) => `занято мест: ${taken} из ${of}`,
  open: 'Открыть',
  untitled: 'Стол без названия',
  create: 'Новый стол',
  tableName: 'Название стола',
  yourName: 'Ваше имя',
  players: 'Игроков',
  bidStep: 'Шаг торговли',
  fourNines: 'Четыре девятки — пересдача',
  followRule: 'Если нечем ходить в масть',
  followRules: {
    follow_then_trump: 'козырять',
    must_beat: 'козырять; бить, если можно',
    must_overtrump: 'козырять; перебивать козырем, если можно',
  },
  bidCap: 'Ставки выше 120',
  bidCaps: {
    marriage_required_above_120: 'только с марьяжем на руках',
    capped_by_marriages: 'не выше 120 + марьяжи на руках',
  },
  ruleFlags: {
    aceMarriage: 'Четыре туза — марьяж (200)',
    barrelCollision: 'Новый игрок на бочке сталкивает прежнего',
    dumpTruck: 'Ровно 555 очков — самосвал, в 0',
  },
  bots: 'Компьютерные игроки',
  botLevel: 'Уровень компьютера',
  levels: { random: 'случайный', basic: 'простой', strong: 'сильный' },
  createAndSit: 'Создать и сесть',
  takeSeat: 'Занять место',
  sitDown: 'Сесть',
  waitingForPlayers: (taken, of) => `Ждём игроков: ${taken} из ${of}.`,
  spectating: 'Вы наблюдаете: все места заняты.',
  shareLink: 'Ссылка для друзей',
  live: 'На связи',
  connecting: 'Подключение…',
  reconnecting: 'Переподключение…',
  deal: (n) => `Раздача ${n}`,
  dealer: 'сдаёт',
  sitsOut: 'не играет',
  you: 'вы',
  bot: 'компьютер',
  turn: 'ходит',
  total: 'Очки',
  bolts: 'Болты',
  barrel: (left) => `На бочке: ещё ${left} ${plural(left, 'раздача', 'раздачи', 'раздач')}`,
  cardsInHand: (n) => `${n} ${plural(n, 'карта', 'карты', 'карт')}`,
  tricks: (n) => `${n} ${plural(n, 'взятка', 'взятки', 'взяток')}`,
  trump: 'Козырь',
  noTrump: 'нет',
  contract: 'Заказ',
  declarer: 'Играет',
  auction: 'Торговля',
  pass: 'Пас',
  passed: 'пас',
  highestBid: 'Ставка',
  talon: 'Прикуп',
  trick: 'Взятка на столе',
  led: 'заход',
  emptyTrick: 'Карт на столе нет.',
  lastTrick: 'Последняя взятка',
  tookIt: (name) => `взял(а) ${name}`,
  marriages: 'Марьяжи',
  hand: 'Ваши карты',
  yourMove: 'Ваш ход',
  playACard: 'Сыграйте карту из руки.',
  waitingFor: (name) => `Ходит ${name}.`,
  bid: (amount) => `Ставка ${amount}`,
  bidAmount: 'Размер ставки',
  contractAmount: 'Размер заказа',
  announce: (amount) => `Заказать ${amount}`,
  redeal: 'Четыре девятки: пересдать',
  surrender: 'Расписать',
  giveTitle: 'Отдайте по карте каждому сопернику',
  cardFor: (name) => `Карта для: ${name}`,
  give: 'Отдать карты',
  youReceived: (card, name) => `${name} отдал(а) вам: ${card}.`,
  declareMarriage: (card, points) => `Зайти: ${card}, объявить марьяж (${points})`,
  hint: 'Подсказка',
  hintSays: (move, reason) => `Совет: ${move}. ${reason}`,
  moveNames: {
    bid: (n) => `ставка ${n}`,
    pass: 'пас',
    redeal: 'пересдача',
    give: 'отдать карты',
    contract: (n) => `заказ ${n}`,
    surrender: 'расписать',
    play: (card) => `сыграть: ${card}`,
    cut: 'срезать',
  },
  previousDeal: (n) => `Раздача ${n} окончена`,
  result: { made: 'сыграл', failed: 'не сыграл', surrendered: 'расписал', redealt: 'пересдача' },
  cardPoints: 'Очки в картах',
  score: 'Запись',
  bolt: 'болт',
  scoreTable: 'Запись игры',
  noScores: 'Ни одна раздача ещё не окончена.',
  winner: (name) => `${name} выигрывает партию!`,
  refused: 'Отказ',
  seat: (n) => `Место ${n + 1}`,
  card: (card: Card) => `${RANK_RU[rankOf(card)]} ${SUIT_OF_RU[suitOf(card)]}`,
  suit: (suit: Suit) => SUIT_RU[suit],
};
