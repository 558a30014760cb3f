// The hint's reasons in Russian, by the explanation's code (reasons.ts). Cards and suits arrive
// already named, in the nominative ("король пик", "пики"): a card follows a colon or a dash, never
// a verb that would need another case ("отдать девятка червей" read wrong to an outside trial).
import type { ReasonTexts } from './reasons.js';

export const REASONS_RU: ReasonTexts = {
  redeal_four_nines: () => 'Все четыре девятки: требуйте пересдачу.',
  bid_hand_worth: (p) => `Рука стоит около ${p.worth} — можно поставить ${p.bid}.`,
  pass_hand_worth: (p) => `Рука стоит около ${p.worth} — на большее ставить не стоит.`,
  pass_no_higher_bid: () => 'Повышать ставку невыгодно.',
  bid_simulated: (p) =>
    `В ${p.samples} смоделированных раздачах ставка ${p.bid} (до ${p.limit}) дала в среднем ${p.average}, пас — ${p.passAverage}.`,
  pass_simulated: (p) => `В ${p.samples} смоделированных раздачах пас дал в среднем ${p.average}.`,
  give_low_cards: (p) => `Отдайте самые слабые карты: ${p.first} и ${p.second}.`,
  give_simulated: (p) =>
    `Отдать: ${p.first} и ${p.second}, затем играть ${p.amount} — в среднем ${p.average} в ${p.samples} смоделированных раздачах.`,
  contract_hand_worth: (p) => `Рука стоит около ${p.worth}: закажите ${p.amount}.`,
  contract_simulated: (p) =>
    `Заказ ${p.amount} дал в среднем ${p.average} в ${p.samples} смоделированных раздачах.`,
  surrender_out_of_reach: (p) => `Рука стоит около ${p.worth}, а нужно ${p.min}: лучше расписать.`,
  surrender_simulated: (p) =>
    `Играть — в среднем ${p.play}, расписать — ${p.surrender}: распишите.`,
  surrender_no_option: () => 'Лучше, чем расписать, ничего нет.',
  declare_four_aces: () => 'Зайдите с туза и объявите четыре туза.',
  declare_marriage: (p) => `Зайдите: ${p.card}, и объявите марьяж, ${p.suit} (${p.value}).`,
  lead_best_of_suit: (p) => `Зайдите: ${p.card} — старшая оставшаяся карта масти.`,
  lead_low: (p) => `Зайдите с младшей: ${p.card}.`,
  add_partner_wins: (p) => `Взятку берёт партнёр: добавьте очков — ${p.card}.`,
  add_partner_best_left: (p) => `У партнёра старшая карта: добавьте очков — ${p.card}.`,
  partner_leads_play_low: (p) => `Заходит партнёр: сбросьте младшую — ${p.card}.`,
  take_trick: (p) => `Возьмите взятку: ${p.card}.`,
  trump_cheaply: (p) => `Побейте дешёвым козырем: ${p.card}.`,
  win_best_left: (p) => `Возьмите старшей оставшейся картой: ${p.card}.`,
  trump_in: (p) => `Побейте козырем: ${p.card}.`,
  throw_lost_trick: (p) => `Взятка потеряна, сбросьте карту: ${p.card}.`,
  only_legal_card: (p) => `Можно сыграть только одну карту: ${p.card}.`,
  play_simulated: (p) =>
    `${p.card}: в среднем ${p.average} в ${p.samples} смоделированных окончаниях раздачи.`,
  stand_in_pass: () => 'Пока вас нет, компьютер не повышает: пас.',
  stand_in_least_bid: (p) => `Пасовать нельзя: наименьшая ставка, ${p.bid}.`,
  stand_in_contract: (p) => `Закажите по выигранной ставке: ${p.amount}.`,
  random_move: () => 'Случайный допустимый ход.',
};
