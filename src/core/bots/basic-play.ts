// The `basic` level's card play: leads and follows from the seat's own hand and the public table,
// trick by trick. Cheap by design: it is also the `strong` level's playout policy (basic.ts).

import {
  MARRIAGE_VALUES,
  pointsOf,
  rankOf,
  suitOf,
  type Card,
  type Suit,
} from '../engine/index.js';
import { beats, marriagePartner, orderOf, winningCard } from './cards.js';
import type { Decision } from './decision.js';
import { because } from './explanation.js';
import { isMaster } from './basic-estimate.js';
import { find } from './legal.js';
import type { Situation } from './situation.js';

function isPartner(sit: Situation, other: number): boolean {
  return (
    sit.declarer !== null &&
    sit.seat !== sit.declarer &&
    other !== sit.declarer &&
    other !== sit.seat
  );
}

function leadCost(card: Card, sit: Situation): number {
  const suit = suitOf(card);
  let cost = pointsOf(card);
  const partner = marriagePartner(card);
  if (partner && sit.hand.includes(partner)) cost += 25;
  if (rankOf(card) === '10' && !isMaster(card, sit.hand, sit.gone)) cost += 10;
  if (rankOf(card) === 'A') cost += 15;
  if (suit === sit.trump) cost += 8;
  return cost;
}

function throwCost(card: Card, sit: Situation): number {
  let cost = pointsOf(card);
  const partner = marriagePartner(card);
  if (partner && sit.hand.includes(partner)) cost += 12;
  if (rankOf(card) === 'A') cost += 10;
  if (suitOf(card) === sit.trump) cost += 6 + orderOf(card);
  return cost;
}

function minBy(cards: readonly Card[], f: (c: Card) => number): Card {
  let best = cards[0];
  let bestV = f(best);
  for (let i = 1; i < cards.length; i++) {
    const v = f(cards[i]);
    if (v < bestV) {
      best = cards[i];
      bestV = v;
    }
  }
  return best;
}

function enemyVoid(sit: Situation, suit: Suit): boolean {
  if (sit.trump === null || suit === sit.trump) return false;
  return sit.active.some(
    (s) => s !== sit.seat && !isPartner(sit, s) && sit.voids[s]?.includes(suit),
  );
}

function decideLead(
  sit: Situation,
  cards: readonly Card[],
  marriageCards: readonly Card[],
): Decision {
  if (marriageCards.length > 0) {
    // Declare the biggest marriage now: the lead may not come back.
    let best = marriageCards[0];
    for (const c of marriageCards) {
      const v = MARRIAGE_VALUES[suitOf(c)];
      const bv = MARRIAGE_VALUES[suitOf(best)];
      if (v > bv || (v === bv && rankOf(c) === 'Q')) best = c;
    }
    const suit = suitOf(best);
    if (rankOf(best) === 'A') {
      return {
        action: { type: 'play', card: best, declareMarriage: true },
        ...because('declare_four_aces', {}),
      };
    }
    return {
      action: { type: 'play', card: best, declareMarriage: true },
      ...because('declare_marriage', { suit, value: MARRIAGE_VALUES[suit], card: best }),
    };
  }
  const masters = cards.filter(
    (c) => isMaster(c, sit.hand, sit.gone) && !enemyVoid(sit, suitOf(c)),
  );
  if (masters.length > 0) {
    const trumpsOut = sit.trump !== null && sit.unseenCount > 0;
    const score = (c: Card): number => {
      let v = pointsOf(c);
      if (suitOf(c) === sit.trump) v += sit.declarer === sit.seat && trumpsOut ? 5 : -20;
      const partner = marriagePartner(c);
      if (partner && sit.hand.includes(partner)) v -= 30;
      return -v;
    };
    const card = minBy(masters, score);
    if (score(card) < 0 || rankOf(card) === 'A') {
      return {
        action: { type: 'play', card },
        ...because('lead_best_of_suit', { card }),
      };
    }
  }
  const card = minBy(cards, (c) => leadCost(c, sit));
  return { action: { type: 'play', card }, ...because('lead_low', { card }) };
}

/** The other defender wins the trick so far: add points when it is safe, else play low. */
function followPartner(
  sit: Situation,
  cards: readonly Card[],
  winning: Card,
  led: Suit,
  last: boolean,
): Decision {
  if (last) {
    // The trick is ours: add points to it, keeping aces and marriages where possible.
    const card = minBy(
      cards,
      (c) => -(pointsOf(c) - (rankOf(c) === 'A' ? 8 : 0) - (keepsMarriage(c, sit) ? 15 : 0)),
    );
    return {
      action: { type: 'play', card },
      ...because('add_partner_wins', { card }),
    };
  }
  const partnerSafe =
    isMaster(winning, sit.hand, sit.gone) && suitOf(winning) === led && sit.trump !== led;
  if (partnerSafe) {
    const card = minBy(
      cards,
      (c) => -(pointsOf(c) - (rankOf(c) === 'A' ? 11 : 0) - (keepsMarriage(c, sit) ? 15 : 0)),
    );
    return {
      action: { type: 'play', card },
      ...because('add_partner_best_left', { card }),
    };
  }
  const card = minBy(cards, (c) => throwCost(c, sit));
  return {
    action: { type: 'play', card },
    ...because('partner_leads_play_low', { card }),
  };
}

function decideFollow(sit: Situation, cards: readonly Card[]): Decision {
  const trickCards = sit.trick.map((p) => p.card);
  const { card: winning, index } = winningCard(trickCards, sit.trump);
  const winner = sit.trick[index].seat;
  const last = sit.trick.length === sit.active.length - 1;
  const led = suitOf(trickCards[0]);
  let trickPoints = 0;
  for (const c of trickCards) trickPoints += pointsOf(c);

  if (isPartner(sit, winner)) return followPartner(sit, cards, winning, led, last);

  const beaters = cards.filter((c) => beats(c, winning, sit.trump));
  if (beaters.length > 0) {
    if (last) {
      const inSuit = beaters.filter((c) => suitOf(c) === led);
      if (inSuit.length > 0) {
        // Bank the most points, but keep a sure winner for later when a lesser card does the job.
        const card = minBy(
          inSuit,
          (c) => -(pointsOf(c) - (isMaster(c, sit.hand, sit.gone) && inSuit.length > 1 ? 12 : 0)),
        );
        return {
          action: { type: 'play', card },
          ...because('take_trick', { card }),
        };
      }
      const card = minBy(beaters, (c) => orderOf(c));
      if (trickPoints > 0 || beaters.length === cards.length) {
        return {
          action: { type: 'play', card },
          ...because('trump_cheaply', { card }),
        };
      }
    } else {
      const sure = beaters.filter(
        (c) =>
          suitOf(c) === led &&
          isMaster(c, sit.hand, sit.gone) &&
          (led === sit.trump || !nextMayRuff(sit, led)),
      );
      if (sure.length > 0) {
        const card = minBy(sure, (c) => -pointsOf(c));
        return {
          action: { type: 'play', card },
          ...because('win_best_left', { card }),
        };
      }
      const trumps = beaters.filter((c) => suitOf(c) === sit.trump && suitOf(c) !== led);
      if (trumps.length > 0 && (trickPoints >= 10 || trumps.length === cards.length)) {
        const card = minBy(trumps, (c) => orderOf(c));
        return { action: { type: 'play', card }, ...because('trump_in', { card }) };
      }
    }
  }
  const card = minBy(cards, (c) => throwCost(c, sit));
  return { action: { type: 'play', card }, ...because('throw_lost_trick', { card }) };
}

function keepsMarriage(card: Card, sit: Situation): boolean {
  const partner = marriagePartner(card);
  return partner !== null && sit.hand.includes(partner);
}

function nextMayRuff(sit: Situation, led: Suit): boolean {
  if (sit.trump === null) return false;
  const next = sit.active[(sit.active.indexOf(sit.seat) + 1) % sit.active.length];
  if (isPartner(sit, next)) return false;
  return sit.voids[next]?.includes(led) === true && !sit.voids[next]?.includes(sit.trump);
}

export function decidePlay(sit: Situation): Decision {
  const play = find(sit.legal, 'play');
  if (!play) return { action: { type: 'surrender' }, ...because('surrender_no_option', {}) };
  if (sit.trick.length === 0) return decideLead(sit, play.cards, play.marriageCards);
  if (play.cards.length === 1) {
    return {
      action: { type: 'play', card: play.cards[0] },
      ...because('only_legal_card', { card: play.cards[0] }),
    };
  }
  return decideFollow(sit, play.cards);
}
