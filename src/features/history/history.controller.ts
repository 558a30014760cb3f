import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BoundedIntPipe } from '../../platform/common/integers.js';
import { EventsQueryDto } from '../games/dto/queries.dto.js';
import { DealProofDto, DealReplayDto } from '../games/dto/deals.dto.js';
import { EventPageDto, ScoreTableDto } from '../games/dto/history.dto.js';
import { DEAL, DEAL_NUMBER, GAME_ID } from '../games/game-id.js';
import { GameHistoryService } from './game-history.service.js';
import { OptionalSeatCaller, type Caller } from '../players/seat-auth.js';

/** What happened in a game: the score table, the event log, finished deals' proofs and replays. */
@ApiTags('games')
@Controller('api/v1/games')
export class HistoryController {
  constructor(private readonly history: GameHistoryService) {}

  /** The score table: every deal's result and every player's score, bolts and barrel events. */
  @Get(':gameId/score-table')
  @ApiOperation({
    operationId: 'getScoreTable',
    summary: 'Read the score table',
    description:
      "Every finished deal's result and every player's score, bolts and barrel events, with the totals.",
  })
  @ApiParam(GAME_ID)
  @ApiOkResponse({ type: ScoreTableDto })
  getScoreTable(@Param('gameId') gameId: string): Promise<ScoreTableDto> {
    return this.history.scoreTable(gameId);
  }

  /** The event log as the caller may see it. */
  @Get(':gameId/events')
  @ApiOperation({
    operationId: 'listEvents',
    summary: 'Read the event log',
    description:
      'The event log after a sequence number, each event redacted for the caller: a seat sees its own cards, a spectator none.',
  })
  @ApiParam(GAME_ID)
  @ApiOkResponse({ type: EventPageDto })
  listEvents(
    @Param('gameId') gameId: string,
    @Query() query: EventsQueryDto,
    @OptionalSeatCaller() caller: Caller,
  ): Promise<EventPageDto> {
    return this.history.events(gameId, caller, query.after ?? 0, query.limit ?? 500);
  }

  /**
   * Anyone, once deal n is over (404 proof_not_available before): its deck, server seed, the seats'
   * seeds and the cut (docs/rules.md, "Fairness"), matching the commitment published at the deal;
   * once the game is over, however it ended, its master secret too, and the proof of the deal its
   * end interrupted (a forfeit, an abandoned table), which no card is left to be played in.
   */
  @Get(':gameId/deals/:deal/proof')
  @ApiOperation({
    operationId: 'getDealProof',
    summary: 'Reveal a finished deal for verification',
    description:
      'Once deal n is over: its deck and server seed, which hash to the commitment published when ' +
      'it was dealt, with the seats\' seeds and the cut it came from (docs/rules.md, "Fairness"); ' +
      "once the game is over (on points, by a forfeit or abandoned), the game's master secret " +
      'too, and deal n may be the one its end interrupted.',
  })
  @ApiParam(GAME_ID)
  @ApiParam(DEAL)
  @ApiOkResponse({ type: DealProofDto })
  getDealProof(
    @Param('gameId') gameId: string,
    @Param('deal', new BoundedIntPipe(DEAL_NUMBER)) deal: number,
  ): Promise<DealProofDto> {
    return this.history.proof(gameId, deal);
  }

  /**
   * Anyone, once deal n is over, as its proof (404 replay_not_available while it is on): the
   * hands as dealt and the talon, the auction, the card passes, the contract, every trick with
   * who led and won it and the marriage declared, and the score row, to replay it step by step.
   */
  @Get(':gameId/deals/:deal/replay')
  @ApiOperation({
    operationId: 'getDealReplay',
    summary: 'Replay a finished deal step by step',
    description:
      'Once deal n is over, as its proof: the hands as dealt and the talon, the auction, the card ' +
      'passes, the contract, every trick with who led and won it and the marriage declared, and ' +
      'the score row.',
  })
  @ApiParam(GAME_ID)
  @ApiParam(DEAL)
  @ApiOkResponse({ type: DealReplayDto })
  getDealReplay(
    @Param('gameId') gameId: string,
    @Param('deal', new BoundedIntPipe(DEAL_NUMBER)) deal: number,
  ): Promise<DealReplayDto> {
    return this.history.replay(gameId, deal);
  }
}
