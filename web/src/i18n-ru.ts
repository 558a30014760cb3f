// The Russian texts of the web client, the same keys as i18n-en.ts (the type makes sure).
import type { Card, ScoreEventDto, Suit } from './api/index.js';
import { face, rankOf, suitOf, type Rank } from './cards.js';
import { REASONS_RU } from './reasons-ru.js';
import { problemIn } from './problem-text.js';
import { shownNumber, signedNumber } from './signed.js';
import { PROBLEMS_RU } from './problems-ru.js';
import { PLAYER_RU } from './player-texts-ru.js';
import { TABLE_RU } from './table-texts-ru.js';
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

const LEVELS: Record<string, string> = {
  random: 'случайный',
  basic: 'простой',
  strong: 'сильный',
  expert: 'эксперт',
};

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
  inField: (field, sentence) => `«${field}»: ${sentence}`,
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
  levels: {
    random: LEVELS.random,
    basic: LEVELS.basic,
    strong: LEVELS.strong,
    expert: LEVELS.expert,
  },
  botName: (level: string) => `Компьютер (${LEVELS[level] ?? level})`,
  createAndSit: 'Создать и сесть',
  takeSeat: 'Занять место',
  sitDown: 'Сесть',
  waitingForPlayers: (taken, of) => `Ждём игроков: ${taken} из ${of}.`,
  spectating: 'Вы наблюдаете: все места заняты.',
  youLeft: 'Вы покинули этот стол и наблюдаете за игрой.',
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
  wonAt: (bid) => `ставка ${bid}`,
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
  opponents: 'Соперники',
  yourSeat: 'Ваше место',
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
  youGave: (gifts) => `Вы отдали: ${gifts.map((g) => `${g.card} (${g.name})`).join(', ')}.`,
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
  timeControl: 'Время на ход',
  untimed: 'Без ограничения времени',
  moveSeconds: 'Секунд на ход',
  onTimeout: 'Когда время истекло',
  onTimeouts: { bot: 'за игрока ходит компьютер', forfeit: 'игроку засчитывается поражение' },
  privateGame: 'Закрытый стол (не в списке; пригласите ссылкой)',
  secondsLeft: (s) => `осталось ${s} с`,
  away: 'не у стола, играет компьютер',
  seatLeft: 'место оставлено, играет компьютер',
  connected: 'на связи',
  disconnected: 'не на связи',
  leave: 'Покинуть стол',
  leaveConfirm: 'Уйти насовсем? Ваше место до конца займёт компьютер.',
  leaveConfirmForfeit: 'Уйти насовсем? Вам засчитают поражение.',
  leaveYes: 'Да, уйти',
  leaveNo: 'Остаться',
  rematch: 'Реванш',
  goToRematch: 'Перейти к реваншу',
  forfeited: (loser, winner) => `${loser} сдаётся: ${winner} выигрывает партию!`,
  card: (card: Card) => `${RANK_RU[rankOf(card)]} ${SUIT_OF_RU[suitOf(card)]}`,
  suit: (suit: Suit) => SUIT_RU[suit],
  updating: 'Обновление…',
  yourSeatOf: (name) => `${name} (вы)`,
  dealerMark: 'С',
  player: 'Игрок',
  close: 'Закрыть',
  continue: 'Дальше',
  dealDetails: 'Подробнее',
  analysis: {
    show: 'Разбор розыгрыша',
    title: (n) => `Раздача ${n}: разбор розыгрыша`,
    intro: 'Каждая карта против лучшей игры в открытую: сколько очков она стоила своей стороне.',
    loading: 'Разбор…',
    none: 'В этой раздаче не сыграно ни одной карты: разбирать нечего.',
    busy: 'Разбор сейчас занят: попробуйте чуть позже.',
    failed: 'Разбор не удалось получить.',
    moves: 'Карты',
    exact: 'Лучшие',
    lost: 'Потеряно очков',
    lostBy: (n) => (n > 0 ? shownNumber(-n) : '0'),
    best: (moves) => `лучше: ${moves}`,
    withMarriage: (card) => `${card} с объявлением марьяжа`,
    withoutMarriage: (card) => `${card} без объявления`,
    choices: 'Решения до розыгрыша',
    choicesIntro:
      'Каждая ставка, снос и заказ: ожидаемая запись за раздачу для того, кто решал, по раздачам, какими их мог видеть этот игрок.',
    expected: (n) => `в среднем ${n}`,
    better: (move, n) => `лучше: ${move} (в среднем ${n})`,
    move: (i, name, card, lost) =>
      `Карта ${i}: ${name}, ${card}, ${lost > 0 ? `потеряно очков: ${lost}` : 'лучший ход'}`,
  },
  abandoned: 'Партия брошена: все игроки отошли.',
  contractMark: (contract, result) =>
    `заказ ${contract}: ${result === 'made' ? 'сыгран' : result === 'failed' ? 'не сыгран' : 'расписан'}`,
  verdict: (declarer, contract, result) =>
    result === 'redealt'
      ? 'Четыре девятки: пересдача.'
      : result === 'surrendered'
        ? `${declarer} расписал(а) заказ ${contract}.`
        : `Заказ ${contract} (${declarer}): ${result === 'made' ? 'сыгран' : 'не сыгран'}.`,
  scoreEvent: (e: ScoreEventDto): string => {
    switch (e.type) {
      case 'sat_out':
        return 'сдавал(а), не играл(а)';
      case 'barrel_no_score':
        return 'на бочке: записывает только играющий';
      case 'bolt':
        return TABLE_RU.boltCount(e.count);
      case 'third_bolt':
        return `третий болт: ${signedNumber(e.points)}`;
      case 'win':
        return 'набрал(а) 1000: победа!';
      case 'barrel_on':
        return `на бочку (${signedNumber(e.points)}), ${plural(e.dealsLeft, 'раздача', 'раздачи', 'раздач')}: ${e.dealsLeft}`;
      case 'barrel_short':
        return `на бочке, заказ не сыгран: ${signedNumber(e.points)}`;
      case 'barrel_countdown':
        return `на бочке: осталось раздач ${e.dealsLeft}`;
      case 'barrel_fall':
        return `упал(а) с бочки: ${signedNumber(e.points)}`;
      case 'barrel_off_lost':
        return 'слетел(а) с бочки';
      case 'barrel_collision':
        return `столкнули с бочки: ${signedNumber(e.points)}`;
      case 'dump_truck':
        return `самосвал, ровно 555: ${signedNumber(e.points)}`;
    }
  },
  problem: (code, detail) =>
    code === 'service_unreachable'
      ? 'Нет связи с сервисом. Повторите, когда связь вернётся.'
      : problemIn(PROBLEMS_RU, code, detail),
  cardLabel: (card: Card) =>
    `${face(card, TABLE_RU.faceRanks)} ${RANK_RU[rankOf(card)]} ${SUIT_OF_RU[suitOf(card)]}`,
  playComputer: 'Играть с компьютером',
  defaultName: 'Игрок',
  yourTables: 'Ваши столы',
  noTablesOfYours: 'Вы пока ни за каким столом не сидите.',
  statuses: { waiting: 'ждёт', playing: 'идёт', finished: 'окончена', closed: 'закрыт' },
  ownTable: 'Свой стол',
  copyLink: 'Копировать ссылку',
  copied: 'Ссылка скопирована.',
  addComputer: 'Добавить компьютер',
  cancelTable: 'Отменить',
  youAreAway: 'Вы отошли: за вас играет компьютер.',
  imBack: 'Я снова здесь',
  surrenderConfirm: 'Расписать эту раздачу? Заказ засчитают как несыгранный.',
  surrenderYes: 'Да, расписать',
  keepPlaying: 'Играть дальше',
  chooseCard: '— выберите карту —',
  lower: (step) => shownNumber(-step),
  raise: (step) => `+${step}`,
  reasons: REASONS_RU,
  ...PLAYER_RU,
  ...TABLE_RU,
};
