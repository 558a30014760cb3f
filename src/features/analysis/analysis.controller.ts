import { Controller, Get, Param, Req } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { BoundedIntPipe } from '../../platform/common/integers.js';
import { DEAL, DEAL_NUMBER, GAME_ID } from '../games/game-id.js';
import { Admission } from '../../platform/http/admission-places.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import type { HttpRequest } from '../../platform/http/http-types.js';
import {
  BestMoveDto,
  CardAnalysisDto,
  ChoiceAnalysisDto,
  DealAnalysisDto,
  SeatAnalysisDto,
} from './analysis.dto.js';
import { DealAnalysisService } from './deal-analysis.service.js';

/** A finished deal's play measured by the exact solver, card by card. */
@ApiTags('games')
@Controller('api/v1/games')
export class AnalysisController {
  constructor(
    private readonly analyses: DealAnalysisService,
    private readonly admission: Admission,
  ) {}

  @Get(':gameId/deals/:deal/analysis')
  @ApiOperation({
    operationId: 'getDealAnalysis',
    summary: "Analyse a finished deal's play",
    description:
      "To whoever may read the deal's replay, once the deal is over: for every card played, the " +
      "declarer's final points of the deal under best play by all sides with every hand known, " +
      'before and after the card (`valueBefore`, `valueAfter`), the cards that kept the value ' +
      '(`best`), the moves that did, each with its marriage declaration (`bestMoves`), and what ' +
      'the card cost its side (`lost`); per seat, its cards, exact cards and ' +
      'points lost; and each choice before the play (bids, the cards given, the contract, a ' +
      "surrender) against its best alternative by the chooser's expected deal score over " +
      "sampled deals (`choices`). Computed once on an analysis worker (apart from the bots' moves " +
      'and hints), then kept for everyone. While an address has `ANALYSES_PER_ADDRESS` (1) ' +
      'analysis requests under way (kept ones too), another is answered 429 `too_many_analyses` ' +
      'with Retry-After; a ' +
      'full analysis queue answers 503 `overloaded` with Retry-After. 404 `replay_not_available` ' +
      'while the deal is on, `analysis_not_available` when it had no play of the cards.',
  })
  @ApiParam(GAME_ID)
  @ApiParam(DEAL)
  @ApiExtraModels(BestMoveDto, CardAnalysisDto, ChoiceAnalysisDto, SeatAnalysisDto)
  @ApiOkResponse({ type: DealAnalysisDto })
  getDealAnalysis(
    @Param('gameId') gameId: string,
    @Param('deal', new BoundedIntPipe(DEAL_NUMBER)) deal: number,
    @ClientNetwork() address: string,
    @Req() req: HttpRequest,
  ) {
    // Waiting for an analysis worker is bounded by the analysis pool, not by the request places:
    // the request keeps only its caller's place meanwhile (src/platform/http/admission-places.ts, stepAside).
    return this.analyses.analysis(gameId, deal, address, () => this.admission.stepAside(req));
  }
}
