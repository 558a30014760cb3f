// One schema per event of the log (and of the stream's updates): `type` as a const, `data` as the
// recipient may see it (src/core/engine/events.ts redactEvent). Keyed by the engine's GameEvent union
// plus the service's own player_joined, so the compiler refuses a missing or unknown type.
import { BOT_LEVELS } from '../../../core/computer/index.js';
import type { GameEvent } from '../../../core/engine/index.js';
import { TIMEOUT_POLICIES } from '../../../core/table/online-rules.js';
import type { OnlineEvent } from '../../../core/table/game-record.js';
import {
  AMOUNT,
  CLIENT_SEED,
  COMMITMENT,
  DEAL_FIELD,
  INT32_MAX,
  SHA256_HEX,
  SEAT,
  SUIT,
  TOTAL_BOUND,
  cardList,
  int,
  orNull,
  perSeat,
  ref,
} from './vocabulary.js';

type EventType = GameEvent['type'] | 'player_joined' | OnlineEvent['type'];
type Fields = Record<string, object>;

const AMOUNT_FIELD = int(AMOUNT.min, AMOUNT.max);

const EVENTS: Record<EventType, { description: string; fields: Fields; optional?: string[] }> = {
  player_joined: {
    description: 'A player (or a bot) took a seat. Recorded by the service; seen by everyone.',
    fields: {
      seat: SEAT,
      name: { type: 'string', maxLength: 40 },
      bot: orNull({ type: 'string', enum: [...BOT_LEVELS], maxLength: 10 }),
    },
  },
  turn_timed_out: {
    description:
      "The seat to act let its time run out (docs/online-play.md): with `bot`, a bot's move for " +
      'it follows in the same update; with `forfeit`, game_forfeited follows.',
    fields: {
      seat: SEAT,
      onTimeout: { type: 'string', enum: [...TIMEOUT_POLICIES], maxLength: 10 },
    },
  },
  seat_away: {
    description:
      "Two timeouts in a row: the stand-in plays the seat's turns until its player is back.",
    fields: { seat: SEAT },
  },
  seat_back: {
    description:
      "The seat's player is back (a move, POST /back, or its stream opened): no bot plays for it.",
    fields: { seat: SEAT },
  },
  turn_clock_restarted: {
    description:
      "The seat's turn started over, a full `moveSeconds` from now (the view's `deal.deadline`): " +
      'the service could not reach its database while the turn ran, so the player could not move ' +
      '(docs/online-play.md).',
    fields: { seat: SEAT },
  },
  player_left: {
    description:
      'A player left: from a waiting game the seat is free again (`running` false); from a ' +
      'running one a bot plays the seat to the end, unless the game ends by forfeit.',
    fields: { seat: SEAT, running: { type: 'boolean' } },
  },
  game_forfeited: {
    description:
      "The game ended by `seat`'s forfeit; the winner has the highest total among the others.",
    fields: { seat: SEAT, winner: SEAT, totals: perSeat(int(-TOTAL_BOUND, TOTAL_BOUND)) },
  },
  game_abandoned: {
    description:
      'Every person stayed away from the table (or left) for ABANDONED_GAME_TTL after a deal ' +
      'ended: the game is over without a winner (docs/online-play.md).',
    fields: { totals: perSeat(int(-TOTAL_BOUND, TOTAL_BOUND)) },
  },
  game_closed: {
    description:
      'The waiting game was closed before it began (`not_filled`): its seats were not filled ' +
      'within WAITING_GAME_TTL, or its last person left it to computer players.',
    fields: { reason: { type: 'string', enum: ['not_filled'] } },
  },
  rematch_created: {
    description: 'A seat asked for a rematch: the new game, where each seat may take its own.',
    fields: { gameId: { type: 'string', format: 'uuid', maxLength: 36 } },
  },
  game_started: {
    description: 'Every seat was taken and the game began.',
    fields: { players: int(3, 4), rules: ref('RulesDto'), firstDealer: SEAT },
  },
  deal_started: {
    description:
      'A deal was dealt. Redacted: `hand` is only your own hand, and absent for spectators; ' +
      "nobody sees another seat's cards.",
    fields: {
      deal: DEAL_FIELD,
      dealer: SEAT,
      sittingOut: orNull(SEAT, '4 players: the dealer, who sits out.'),
      handSizes: perSeat(int(0, 10)),
      commitment: COMMITMENT,
      openingBid: {
        type: 'object',
        required: ['seat', 'amount'],
        properties: { seat: SEAT, amount: AMOUNT_FIELD },
      },
      turn: SEAT,
      hand: cardList(7, 'Your own hand; absent for spectators.'),
      serverSeedHash: {
        ...COMMITMENT,
        description: "With the cut: SHA-256 of this deal's server seed.",
      },
      nextServerSeedHash: {
        ...COMMITMENT,
        description: "With the cut: SHA-256 of the next deal's server seed.",
      },
    },
    optional: ['hand', 'serverSeedHash', 'nextServerSeedHash'],
  },
  cut: {
    description:
      'This deal\'s dealer cut for the next deal (docs/rules.md, "Fairness"); `deal` is the deal cut.',
    fields: { seat: SEAT, deal: DEAL_FIELD, seed: CLIENT_SEED },
  },
  bid: { description: 'A seat bid.', fields: { seat: SEAT, amount: AMOUNT_FIELD } },
  pass: { description: 'A seat passed.', fields: { seat: SEAT } },
  redeal_demanded: {
    description: 'A seat showed four nines and the deal was dealt again.',
    fields: { seat: SEAT, deal: DEAL_FIELD, cards: cardList(4, 'The nines shown.') },
  },
  bidding_won: { description: 'The bidding ended.', fields: { seat: SEAT, amount: AMOUNT_FIELD } },
  talon_revealed: {
    description: "The talon was turned up for everyone and joined the declarer's hand.",
    fields: { seat: SEAT, cards: cardList(3) },
  },
  card_given: {
    description:
      'The declarer gave a card. Redacted: `card` is null for everyone but the giver and the receiver.',
    fields: { fromSeat: SEAT, toSeat: SEAT, card: orNull(ref('Card')) },
  },
  contract_announced: {
    description: 'The declarer announced the contract.',
    fields: { seat: SEAT, amount: AMOUNT_FIELD },
  },
  surrendered: {
    description: 'The declarer surrendered the deal.',
    fields: { seat: SEAT, contract: AMOUNT_FIELD },
  },
  card_played: {
    description: 'A card was played; `marriage` when it declared one.',
    fields: { seat: SEAT, card: ref('Card'), marriage: { type: 'boolean' } },
  },
  marriage_declared: {
    description: 'A marriage was declared (suit null: the four-aces variant).',
    fields: { seat: SEAT, suit: orNull(SUIT), value: int(0, 200) },
  },
  trump_changed: {
    description: 'A marriage named a new trump.',
    fields: { from: orNull(SUIT), to: SUIT },
  },
  trick_won: {
    description: 'A trick was taken.',
    fields: {
      winner: SEAT,
      trick: int(1, 8, 'Trick number in the deal.'),
      cards: { type: 'array', items: ref('PlayedCardDto'), minItems: 3, maxItems: 3 },
      points: int(0, 120, 'Card points in the trick.'),
    },
  },
  deal_scored: { description: 'The deal was scored.', fields: { row: ref('ScoreRowDto') } },
  deal_revealed: {
    description: "The finished deal's deck and secret, matching its commitment (see getDealProof).",
    fields: {
      deal: DEAL_FIELD,
      dealer: SEAT,
      order: { type: 'array', items: SEAT, minItems: 3, maxItems: 3 },
      deck: cardList(24),
      secret: SHA256_HEX,
      commitment: COMMITMENT,
      serverSeedHash: { ...COMMITMENT, description: 'With the cut: SHA-256 of secret.' },
      seeds: perSeat(ref('SeedDto'), "With the cut: the seats' seeds in seat order."),
      cut: ref('SeedDto'),
    },
    optional: ['serverSeedHash', 'seeds', 'cut'],
  },
  game_over: {
    description: 'A player reached the winning total.',
    fields: {
      winner: SEAT,
      totals: perSeat(int(-TOTAL_BOUND, TOTAL_BOUND)),
      serverMaster: {
        ...SHA256_HEX,
        description: "With the cut: the game's master secret, now that no deal is left to come.",
      },
    },
    optional: ['serverMaster'],
  },
};

const TYPES = Object.keys(EVENTS) as EventType[];
export const eventName = (type: string) =>
  type.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase()) + 'Event';

function eventSchema(type: EventType) {
  const { description, fields, optional = [] } = EVENTS[type];
  const typeField = { type: 'string', enum: [type] };
  return {
    type: 'object',
    description,
    required: ['seq', 'version', 'type', 'data'],
    properties: {
      seq: ref('EventSeq'),
      version: ref('EventVersion'),
      type: typeField,
      data: {
        // As you may see it: GameEventDto says so once, not in each of these.
        type: 'object',
        required: ['type', ...Object.keys(fields).filter((f) => !optional.includes(f))],
        properties: { type: typeField, ...fields },
      },
    },
  };
}

export const EVENT_SCHEMAS = {
  // Every event's own: named once rather than written out in each of the events.
  EventSeq: int(1, INT32_MAX, "Sequence number in the game's log."),
  EventVersion: int(0, INT32_MAX, 'The game version the event belongs to.'),
  GameEventDto: {
    description: 'One event of the log, as you may see it.',
    oneOf: TYPES.map((type) => ref(eventName(type))),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(TYPES.map((type) => [type, ref(eventName(type)).$ref])),
    },
  },
  ...Object.fromEntries(TYPES.map((type) => [eventName(type), eventSchema(type)])),
};
