// The answers about a game's past: the score table and the event log (finished deals: deals.dto.ts).
import { ApiProperty } from '@nestjs/swagger';
import {
  DEAL_RESULTS,
  type CompletedTrick,
  type DealResult,
  type PreviousDeal,
  type ScoreEntry,
  type ScoreEvent,
  type ScoreRow,
  type ScoreTable,
} from '../../../core/engine/index.js';
import type { LogEventView } from '../../../core/table/game-record.js';
import {
  AMOUNT,
  DEAL_FIELD,
  INT32_MAX,
  SEAT,
  TOTAL_BOUND,
  int,
  orNull,
  perSeat,
  ref,
  refProp,
  type SameFields,
} from './vocabulary.js';

const TOTAL = int(-TOTAL_BOUND, TOTAL_BOUND);

export class ScoreEntryDto implements ScoreEntry {
  @ApiProperty(refProp('Seat')) seat: number;
  @ApiProperty({
    ...int(-TOTAL_BOUND, TOTAL_BOUND, 'null for a bolt, sitting out, on the barrel, a redeal.'),
    nullable: true,
  })
  score: number | null;
  @ApiProperty() bolt: boolean;
  @ApiProperty({ type: 'array', items: ref('ScoreEventDto'), maxItems: 8 })
  events: ScoreEvent[];
  @ApiProperty({ ...TOTAL, description: 'Total after this deal.' }) total: number;
}

export class ScoreRowDto implements ScoreRow {
  @ApiProperty(DEAL_FIELD) deal: number;
  @ApiProperty(refProp('Seat')) dealer: number;
  @ApiProperty(orNull(SEAT)) declarer: number | null;
  @ApiProperty({ ...int(AMOUNT.min, AMOUNT.max), nullable: true }) contract: number | null;
  @ApiProperty({ enum: DEAL_RESULTS }) result: DealResult;
  @ApiProperty(perSeat(ref('ScoreEntryDto'))) entries: ScoreEntryDto[];
}

/** How a deal ended, shown in the view until the next deal's first card. */
export class PreviousDealDto implements PreviousDeal {
  @ApiProperty(DEAL_FIELD) number: number;
  @ApiProperty(
    orNull(ref('CompletedTrickDto'), 'The last trick and who took it; null if none was played.'),
  )
  lastTrick: CompletedTrick | null;
  @ApiProperty(perSeat(int(0, 120), "Card points in each seat's tricks.")) points: number[];
  @ApiProperty(refProp('ScoreRowDto', "The deal's row of the score table.")) row: ScoreRowDto;
}

export class ScoreTableDto implements ScoreTable {
  @ApiProperty({ type: 'array', items: ref('ScoreRowDto'), maxItems: 100_000 })
  rows: ScoreRowDto[];
  @ApiProperty(perSeat(TOTAL)) totals: number[];
  @ApiProperty(orNull(SEAT)) winner: number | null;
}

export class EventPageDto {
  @ApiProperty({ type: 'array', items: ref('GameEventDto'), maxItems: 1000 })
  events: LogEventView[];
  @ApiProperty(int(0, INT32_MAX, 'Sequence number of the newest event in the log.'))
  lastSeq: number;
}

// Fails to compile when a DTO and the type it documents differ by a field (see SameFields).
const sameFields: [
  SameFields<ScoreEntryDto, ScoreEntry>,
  SameFields<ScoreRowDto, ScoreRow>,
  SameFields<PreviousDealDto, PreviousDeal>,
  SameFields<ScoreTableDto, ScoreTable>,
] = [true, true, true, true];
void sameFields;
