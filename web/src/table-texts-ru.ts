// The Russian texts of the finished table, the last trick, the reasons on the page and the card
// faces (issue 48), the same keys as table-texts-en.ts. i18n-ru.ts spreads them in.
import type { Rank } from './cards.js';
import type { TABLE_EN } from './table-texts-en.js';

/** 1 раздача, 2 раздачи, 5 раздач. */
function deals(n: number): string {
  const tens = n % 100;
  const units = n % 10;
  if (tens >= 11 && tens <= 14) return 'раздач';
  if (units === 1) return 'раздача';
  if (units >= 2 && units <= 4) return 'раздачи';
  return 'раздач';
}

export const TABLE_RU: typeof TABLE_EN = {
  /** Туз, король, дама, валет: the letters Russian players read on a card. */
  faceRanks: { '9': '9', J: 'В', Q: 'Д', K: 'К', '10': '10', A: 'Т' } as Record<Rank, string>,
  gameOver: 'Партия окончена.',
  standings: 'Итоги партии',
  place: 'Место',
  placeName: (n) => `${n}-е`,
  ratingMove: (before, after) => `${before} → ${after}`,
  showLastTrick: 'Последняя взятка',
  hideLastTrick: 'Назад к столу',
  finalTrick: 'Последняя взятка',
  nextLead: (name) => `Заходит ${name}.`,
  whyGreyed: 'Почему некоторыми картами ходить нельзя',
  onlyPass: 'Только пас:',
  surrenderCost: (you, each) => `Расписать эту раздачу? Вам −${you}, каждому противнику +${each}.`,
  boltCount: (n) => `болт (${n}-й из 3)`,
  dealsLeft: (n) => `${n} ${deals(n)}`,
  given: 'отдана вам',
  timedOut: (name) => `${name}: время вышло, за игрока походил компьютер.`,
  standInSurrendered: (name, contract, how) =>
    `${name}: ${how === 'timeout' ? 'время вышло' : 'не у стола'}, за игрока расписал компьютер заказ ${contract}.`,
  playedFor: (name) => `За ${name} играет компьютер.`,
  dismiss: 'Скрыть',
  theirMove: (name) => `Ход: ${name}`,
  waitsForYou: 'Игра ждёт вас: компьютеры продолжат, когда вы вернётесь.',
  waitsFor: (names) =>
    `Игра ждёт возвращения ${names.length === 1 ? 'игрока' : 'игроков'}: ${names.join(', ')}.`,
  seatsHeading: 'Игроки',
  tableOf: (names) => `Стол: ${names.join(', ')}`,
  finishedPlace: (n) => `${n}-е место`,
  wonBy: (name) => `выиграл(а) ${name}`,
  standingNone: 'В играх этого формата у вас ещё нет рейтинга: доиграйте рейтинговую партию.',
  standingProvisional: (rating, games, left) =>
    `Ваш рейтинг: ${rating}, рейтинговых партий: ${games}; в таблицу лидеров он попадёт ещё через ${left}.`,
  standingEstablished: (rating, games, rank) =>
    `Ваш рейтинг: ${rating}, рейтинговых партий: ${games}${rank === null ? '' : `, место ${rank}`}.`,
  legendBar: 'полоса',
  legendBarMeans:
    'сколько очков карта стоила своей стороне против лучшей игры; чем длиннее, тем дороже. Точно: все руки открыты, остаток раздачи решён.',
  legendExact: 'карты не хуже лучших: точно.',
  legendEstimated: 'ставки, снос и заказ: оценка по разыгранным наугад раздачам.',
  choicesEstimated: (n) =>
    `Оценки по ${n} случайным раздачам на каждое решение: при малом числе раздач оценка может разойтись с тем, как сыграла раздача.`,
  estimated: (n) => `(оценка, раздач: ${n})`,
};
