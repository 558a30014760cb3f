// One schema per score event (what changed a total besides the deal's score), keyed by the
// engine's ScoreEvent union so the compiler refuses a missing or unknown type.
import { SCORE_EVENT_TYPES, type ScoreRow } from '../../../core/engine/index.js';
import { TOTAL_BOUND, int, ref } from './vocabulary.js';

type ScoreEventType = ScoreRow['entries'][number]['events'][number]['type'];

const POINTS = int(-TOTAL_BOUND, TOTAL_BOUND, 'Points this event added to the total.');
const DEALS_LEFT = int(0, 3, 'Deals still to come in which the player may win from the barrel.');

const EVENTS: Record<ScoreEventType, { description: string; fields: Record<string, object> }> = {
  sat_out: { description: 'The dealer sat this deal out (4 players).', fields: {} },
  barrel_no_score: { description: 'On the barrel: only the declarer scores.', fields: {} },
  bolt: {
    description: 'A bolt (nothing scored); `count` bolts since the last penalty.',
    fields: { count: int(1, 3, 'Bolts now counted.') },
  },
  third_bolt: { description: 'The third bolt: a penalty.', fields: { points: POINTS } },
  win: { description: 'Reached the winning total: the game is won.', fields: {} },
  barrel_on: {
    description: 'Climbed onto the barrel.',
    fields: { points: POINTS, dealsLeft: DEALS_LEFT },
  },
  barrel_short: {
    description: 'On the barrel, the contract fell short.',
    fields: { points: POINTS },
  },
  barrel_countdown: {
    description: 'A deal on the barrel passed.',
    fields: { dealsLeft: DEALS_LEFT },
  },
  barrel_fall: { description: 'Fell off the barrel: a penalty.', fields: { points: POINTS } },
  barrel_off_lost: { description: 'Off the barrel, having lost the place.', fields: {} },
  barrel_collision: {
    description: 'Pushed off the barrel by a newcomer: a penalty.',
    fields: { points: POINTS },
  },
  dump_truck: { description: 'A total of exactly 555: reset to 0.', fields: { points: POINTS } },
};

const TYPES = SCORE_EVENT_TYPES;
const nameOf = (type: string) =>
  'Score' + type.replace(/(^|_)([a-z])/g, (_m, _s, c: string) => c.toUpperCase()) + 'Event';

export const SCORE_EVENT_SCHEMAS = {
  ScoreEventDto: {
    description: 'Something besides the deal score that changed a total, or why nothing did.',
    oneOf: TYPES.map((type) => ref(nameOf(type))),
    discriminator: {
      propertyName: 'type',
      mapping: Object.fromEntries(TYPES.map((type) => [type, ref(nameOf(type)).$ref])),
    },
  },
  ...Object.fromEntries(
    TYPES.map((type) => [
      nameOf(type),
      {
        type: 'object',
        description: EVENTS[type].description,
        additionalProperties: false,
        required: ['type', ...Object.keys(EVENTS[type].fields)],
        properties: {
          type: { type: 'string', enum: [type] },
          ...EVENTS[type].fields,
        },
      },
    ]),
  ),
};
