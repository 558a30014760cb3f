// Schema names that clients generated from a released document use as type names, kept in the
// document after the schemas they named were written another way (README, "Compatibility";
// docs/api-changes.md): a generated client names its types after the schemas, so a name that
// disappears stops that client compiling (issue 46). Each is deprecated and says what to use.
import type { OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, unknown>;

const ref = (name: string) => `#/components/schemas/${name}`;

/** The game views (GameViewDto's members), each written out whole since 1.1.0. */
const GAME_VIEWS = ['WaitingGameView', 'PlayingGameView', 'FinishedGameView', 'ClosedGameView'];

/**
 * GameViewFields (1.0.0: the part every game view was an allOf of): the fields every view has,
 * each as the views have it; `status` any view's, and a field the views write differently (the
 * deal, null while waiting and after the end) as the waiting view has it.
 */
function gameViewFields(schemas: Record<string, Json>): Json {
  const views = GAME_VIEWS.map((name) => schemas[name]?.properties as Record<string, Json>);
  if (views.some((view) => view === undefined)) {
    throw new Error(`released-names: the game views ${GAME_VIEWS.join(', ')} are not all named`);
  }
  const common = Object.keys(views[0]).filter((field) => views.every((view) => field in view));
  const properties: Record<string, Json> = {};
  for (const field of common) {
    properties[field] =
      field === 'status'
        ? { type: 'string', enum: views.flatMap((view) => view.status.enum as string[]) }
        : structuredClone(views[0][field]);
  }
  return {
    type: 'object',
    description:
      'The fields every game view has (WaitingGameView, PlayingGameView, FinishedGameView, ' +
      'ClosedGameView), under its name of version 1.0.0, for clients generated from it. No ' +
      'operation answers it alone: read GameViewDto.',
    deprecated: true,
    properties,
    required: common,
  };
}

export function addReleasedNames(document: OpenAPIObject): void {
  const schemas = document.components!.schemas as Record<string, Json>;
  schemas.BidRecordDto = {
    $ref: ref('AuctionEntryDto'),
    description:
      'A bid or a pass: AuctionEntryDto under its name of version 1.0.0 (DealViewDto.bids), for ' +
      'clients generated from it.',
    deprecated: true,
  };
  schemas.GameViewFields = gameViewFields(schemas);
}
