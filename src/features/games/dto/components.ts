// The named schemas the decorators cannot express (const, discriminator mappings, unions), added
// to the document by src/app/openapi/document.ts, and the DTO classes referenced only by name.
import { ProblemDto } from '../../../platform/common/problem.dto.js';
import { GAME_STATUSES } from '../../../core/table/game-status.js';
import { LEGAL_ACTION_SCHEMAS } from './action.schemas.js';
import { CARD_SCHEMAS } from './card.schemas.js';
import { EVENT_SCHEMAS } from './event.schemas.js';
import { MOVE_SCHEMAS } from './move.schemas.js';
import {
  CardPassDto,
  DealProofDto,
  DealReplayDto,
  HandDto,
  ReplayTrickDto,
  SeedDto,
} from './deals.dto.js';
import {
  EventPageDto,
  PreviousDealDto,
  ScoreEntryDto,
  ScoreRowDto,
  ScoreTableDto,
} from './history.dto.js';
import {
  AuctionEntryDto,
  CompletedTrickDto,
  DealViewDto,
  GivenCardDto,
  MarriageDto,
  NextCutDto,
  PlayedCardDto,
  ReceivedCardDto,
  TrickDto,
} from './deal-view.dto.js';
import {
  BarrelDto,
  GamePageDto,
  GameSummaryDto,
  GameViewDto,
  JoinedGameDto,
  SeatSummaryDto,
} from './responses.dto.js';
import { GameResultDto, TimeControlDto } from './online.dto.js';
import { RulesDto } from './rules.dto.js';
import { SCORE_EVENT_SCHEMAS } from './score-event.schemas.js';
import { ref } from './vocabulary.js';

/** Classes whose schemas are referenced by name (`ref`) rather than by `type`. */
export const EXTRA_MODELS = [
  AuctionEntryDto,
  BarrelDto,
  CardPassDto,
  CompletedTrickDto,
  DealProofDto,
  DealReplayDto,
  DealViewDto,
  EventPageDto,
  GamePageDto,
  GameResultDto,
  GameSummaryDto,
  GameViewDto,
  GivenCardDto,
  HandDto,
  JoinedGameDto,
  MarriageDto,
  NextCutDto,
  PlayedCardDto,
  PreviousDealDto,
  ProblemDto,
  ReceivedCardDto,
  ReplayTrickDto,
  RulesDto,
  ScoreEntryDto,
  ScoreRowDto,
  ScoreTableDto,
  SeatSummaryDto,
  SeedDto,
  TimeControlDto,
  TrickDto,
];

const statusName = (status: string) => `${status[0].toUpperCase()}${status.slice(1)}GameView`;

interface ObjectSchema {
  properties: Record<string, object>;
  required?: string[];
}

/** `fields` with `extra` properties: one complete object schema, no allOf for generators to merge. */
function complete(fields: ObjectSchema, extra: ObjectSchema, description: string) {
  return {
    description,
    type: 'object',
    properties: { ...fields.properties, ...extra.properties },
    required: [...new Set([...(fields.required ?? []), ...(extra.required ?? [])])],
  };
}

/** Each status's own `status` (and, while playing, a non-null `deal`). */
function narrowing(status: string): ObjectSchema {
  return {
    required: status === 'playing' ? ['status', 'deal'] : ['status'],
    properties: {
      status: { type: 'string', enum: [status] },
      // Only the playing variant narrows `deal`: a property typed plain null is dropped by
      // openapi-fetch's response typing (its Readable helper), so the others keep the
      // fields' `DealViewDto | null`, which the service answers as null.
      ...(status === 'playing' ? { deal: ref('DealViewDto') } : {}),
    },
  };
}

/**
 * GameViewDto as a union on `status`: each status's variant is the class's fields with its status
 * narrowed, written out whole (a discriminator over allOf variants is what openapi-zod-client
 * cannot read); `deal` is typed non-null (a DealViewDto) while the game is playing.
 */
function viewUnion(fields: ObjectSchema) {
  const variants = Object.fromEntries(
    GAME_STATUSES.map((status) => [
      statusName(status),
      complete(fields, narrowing(status), `A game whose status is ${status}.`),
    ]),
  );
  return {
    GameViewDto: {
      description: 'A game as you may see it: a seat with its token, else a spectator.',
      oneOf: GAME_STATUSES.map((status) => ref(statusName(status))),
      discriminator: {
        propertyName: 'status',
        mapping: Object.fromEntries(GAME_STATUSES.map((s) => [s, ref(statusName(s)).$ref])),
      },
    },
    ...variants,
  };
}

/** Adds the named schemas to those the decorators produced (`schemas` is changed in place). */
export function addComponentSchemas(schemas: Record<string, object>): void {
  const stream = schemas.StreamViewDto;
  const fields = schemas.GameViewDto as ObjectSchema;
  Object.assign(
    schemas,
    CARD_SCHEMAS,
    LEGAL_ACTION_SCHEMAS,
    MOVE_SCHEMAS,
    EVENT_SCHEMAS,
    SCORE_EVENT_SCHEMAS,
    viewUnion(fields),
  );
  // Each status variant with the stream's own fields: not an allOf over GameViewDto, whose
  // discriminator would make openapi-typescript tag this schema with a status of its own name.
  if (stream) {
    schemas.StreamViewFields = stream;
    schemas.StreamMessage = {
      description:
        "One message of a game's event stream (its `data`): the view first, then updates, and " +
        'presence changes when asked for; `kind` says which.',
      oneOf: [ref('StreamViewDto'), ref('StreamUpdateDto'), ref('StreamPresenceDto')],
    };
    schemas.StreamViewDto = {
      description: '`event: view`: your whole view when the stream opens, and `lastSeq`.',
      oneOf: GAME_STATUSES.map((status) => ({
        allOf: [ref(statusName(status)), ref('StreamViewFields')],
      })),
    };
  }
}
