// One copy of each property schema: a property written out alike in several named schemas (the
// fields every game view variant repeats, the deal number, a seat or null...) moves to
// components/schemas under a name of its own, and each copy becomes a $ref. Generators then emit
// one type per piece, and the document stays within its size budget (issue 27: under 300 kB).
import type { OpenAPIObject } from '@nestjs/swagger';
import { pascal } from './names.js';

type Json = Record<string, unknown>;

/**
 * The name of each shared property schema, by the property's name, or by `Schema.property` (the
 * schema that holds the first copy) where one name has several schemas. A piece not listed here is
 * named after its property (`Pascal`), or after its first schema and property when that is taken.
 */
export const SHARED_NAMES: Record<string, string> = {
  serverCommitment: 'ServerCommitment',
  previousDeal: 'PreviousDealOrNull',
  result: 'GameResultOrNull',
  legalActions: 'LegalActions',
  timeControl: 'TimeControlOrNull',
  'WaitingGameView.winner': 'Winner',
  you: 'YourSeat',
  rematch: 'RematchId',
  botPaceMs: 'BotPaceMs',
  'GameSummaryDto.version': 'GameVersion',
  'GameSummaryDto.players': 'PlayerCount',
  'RulesDto.players': 'RulesPlayerCount',
  'GameSummaryDto.id': 'GameId',
  'GameSummaryDto.name': 'GameName',
  'WaitingGameView.deal': 'DealViewOrNull',
  'WaitingGameView.seats': 'SeatLines',
  visibility: 'Visibility',
  'ScoreTableDto.totals': 'Totals',
  'ScoreThirdBoltEvent.points': 'ScorePoints',
  'DealViewDto.points': 'PointsPerSeat',
  'DealViewDto.number': 'DealNumber',
  sittingOut: 'SittingOut',
  'ScoreTableDto.winner': 'SeatOrNull',
  followRule: 'FollowRule',
  bidCap: 'BidCap',
  bidStep: 'BidStep',
  'DealViewDto.highestBid': 'BidAmount',
  dealsLeft: 'BarrelDealsLeft',
  'MarriageDeclaredEvent.suit': 'SuitOrNull',
  'BidDto.amount': 'BidRaise',
  'ContractDto.amount': 'ContractAmount',
  'CutDto.seed': 'CutSeed',
  // Named after what they are, not after the first schema that holds one (`LadderPauseDtoAt` was
  // ChallengeDto.createdAt's type too): neither is in the released 1.0.0 document.
  'GameSummaryDto.createdAt': 'DateTime',
  'MatchedMessageDto.gameId': 'MessageGameId',
};

/** Below this many bytes saved (pretty), a piece stays where it is: a name would cost more. */
const MIN_GAIN = 100;

/** A property schema written in `holder[key]`, `depth` levels into the document. */
interface Slot {
  holder: Json;
  key: string;
  depth: number;
  schema: string;
}

/** Its size in the committed form (two-space indent) when written `depth` levels in. */
const written = (value: unknown, depth: number) => {
  const text = JSON.stringify(value, null, 2);
  return text.length + (text.split('\n').length - 1) * 2 * depth;
};

/** A discriminator's tag (a single-value enum) stays inline, where generators look for it. */
const shareable = (schema: Json) =>
  typeof schema.$ref !== 'string' && !(Array.isArray(schema.enum) && schema.enum.length === 1);

/** Every property schema of the named schemas, in document order (components.schemas.X: depth 3). */
function slots(schemas: Json): Slot[] {
  const found: Slot[] = [];
  const visit = (node: unknown, depth: number, schema: string): void => {
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'example' || key === 'examples') continue;
      if (key === 'properties' && typeof value === 'object' && value !== null) {
        for (const [name, property] of Object.entries(value as Json)) {
          if (shareable(property as Json)) {
            found.push({ holder: value as Json, key: name, depth: depth + 2, schema });
          }
          visit(property, depth + 2, schema);
        }
      } else visit(value, depth + 1, schema);
    }
  };
  for (const [name, schema] of Object.entries(schemas)) visit(schema, 3, name);
  return found;
}

/** The group of identical copies that saves the most bytes once named, if any saves enough. */
function best(schemas: Json): { group: Slot[]; gain: number } | undefined {
  const groups = new Map<string, Slot[]>();
  for (const slot of slots(schemas)) {
    const key = JSON.stringify(slot.holder[slot.key]);
    groups.set(key, [...(groups.get(key) ?? []), slot]);
  }
  let found: { group: Slot[]; gain: number } | undefined;
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    const value = group[0].holder[group[0].key];
    const reference = { $ref: '#/components/schemas/SharedName' };
    const gain =
      group.reduce((sum, s) => sum + written(value, s.depth) - written(reference, s.depth), 0) -
      written(value, 3);
    if (gain >= MIN_GAIN && gain > (found?.gain ?? 0)) found = { group, gain };
  }
  return found;
}

/** The listed name of the first copy that has one, else the first copy's property's. */
function nameOf(group: Slot[], schemas: Json): string {
  const listed = group
    .map((s) => SHARED_NAMES[`${s.schema}.${s.key}`] ?? SHARED_NAMES[s.key])
    .find(Boolean);
  const [first] = group;
  const name = listed ?? pascal(first.key);
  return schemas[name] === undefined ? name : `${first.schema}${pascal(first.key)}`;
}

export function shareSchemas(document: OpenAPIObject): void {
  const components = (document.components ??= {});
  // A copy: the schemas hold the modules' constants (src/features/games/dto), which every build shares.
  const schemas = structuredClone(components.schemas ?? {}) as Json;
  components.schemas = schemas as typeof components.schemas;
  // One group at a time: sharing a piece changes the copies of the pieces inside it.
  for (let found = best(schemas); found; found = best(schemas)) {
    const first = found.group[0];
    const name = nameOf(found.group, schemas);
    if (schemas[name] !== undefined) throw new Error(`shared schema name ${name} is taken`);
    schemas[name] = first.holder[first.key];
    for (const slot of found.group)
      slot.holder[slot.key] = { $ref: `#/components/schemas/${name}` };
  }
}
