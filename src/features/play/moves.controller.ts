import {
  applyDecorators,
  Body,
  Controller,
  HttpCode,
  Param,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Answer } from '../../platform/common/answer.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import { IfMatch } from '../../platform/common/preconditions.js';
import { IdempotentMove } from '../../platform/idempotency/idempotent.decorator.js';
import type { IdempotencyRequest } from '../../platform/idempotency/idempotency.service.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { Lean } from '../../platform/http/lean/lean-route.js';
import { ActionBodyPipe, MoveBodyPipe } from './action-body.js';
import {
  MOVES,
  type HttpAction,
  type MoveBody,
  type NamedMove,
} from '../games/dto/move.schemas.js';
import { ref } from '../games/dto/vocabulary.js';
import { GameViewDto } from '../games/dto/responses.dto.js';
import { GAME_ID } from '../games/game-id.js';
import { MovesService } from './moves.service.js';
import { SeatCaller, type Caller } from '../players/seat-auth.js';

type SeatCall = Caller & { tokenHash: string };

/** What every move endpoint answers and documents, besides its seat token and If-Match. */
function Move(operationId: string, summary: string, description: string) {
  return applyDecorators(
    HttpCode(200),
    // The hottest route there is: answered without Nest's per-request machinery.
    Lean(),
    ApiOperation({
      operationId,
      summary,
      // If-Match and Idempotency-Key are described once, as the parameters they are.
      description: `${description} Needs the seat token; answers the seat's new view and its ETag.`,
    }),
    ApiParam(GAME_ID),
    // A move stores its answer in the statement that writes it (game-statements.ts, WRITE_MOVE).
    IdempotentMove(),
    ApiOkResponse({ type: GameViewDto, description: 'The new seat view.' }),
  );
}

/** The body of move `type`'s named endpoint, documented as its schema (MOVES). */
const MoveBodyDoc = (type: NamedMove) => ApiBody({ schema: ref(MOVES[type].dto) });

/** The moves of a seat: each answers the seat's new view with the view's tag as the ETag. */
@ApiTags('games')
@Controller('api/v1/games')
export class MovesController {
  constructor(private readonly moves: MovesService) {}

  /** Any move, as `legalActions` offers it with its choices made: the named endpoints in one. */
  @Post(':gameId/actions')
  @Move(
    'act',
    'Make a move',
    'Takes any move of the Action union: one of the `legalActions` of your view with its choices ' +
      'made (an amount, two transfers, a card). Answers and refuses exactly as the named move ' +
      'endpoints do.',
  )
  @ApiBody({ schema: ref('Action') })
  act(
    @Param('gameId') gameId: string,
    @Body(ActionBodyPipe) action: HttpAction,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, action, ifMatch, keyed);
  }

  /** Raises the bid. */
  @Post(':gameId/bids')
  @Move('bid', 'Raise the bid', 'Raises the bid (bidding phase).')
  @MoveBodyDoc('bid')
  bid(
    @Param('gameId') gameId: string,
    @Body(new MoveBodyPipe('bid')) body: MoveBody<'bid'>,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'bid', ...body }, ifMatch, keyed);
  }

  /** Passes: final for this deal. */
  @Post(':gameId/passes')
  @Move('pass', 'Pass', 'Passes: final for this deal.')
  @UseGuards(EmptyBodyGuard)
  pass(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'pass' }, ifMatch, keyed);
  }

  /** Demands a redeal, holding all four nines. */
  @Post(':gameId/redeals')
  @Move(
    'redeal',
    'Demand a redeal (four nines)',
    'Demands a redeal, holding all four nines (before any other bidding choice).',
  )
  @UseGuards(EmptyBodyGuard)
  redeal(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'redeal' }, ifMatch, keyed);
  }

  /** The declarer gives one card to each opponent. */
  @Post(':gameId/card-transfers')
  @Move(
    'giveCards',
    'Give one card to each opponent',
    'The declarer, holding the talon, gives one card to each opponent.',
  )
  @MoveBodyDoc('give')
  giveCards(
    @Param('gameId') gameId: string,
    @Body(new MoveBodyPipe('give')) body: MoveBody<'give'>,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'give', ...body }, ifMatch, keyed);
  }

  /** Announces the contract. */
  @Post(':gameId/contract')
  @Move(
    'announceContract',
    'Announce the contract',
    'The declarer announces the contract: at least the winning bid.',
  )
  @MoveBodyDoc('contract')
  announceContract(
    @Param('gameId') gameId: string,
    @Body(new MoveBodyPipe('contract')) body: MoveBody<'contract'>,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'contract', ...body }, ifMatch, keyed);
  }

  /** Surrenders the deal (расписать). */
  @Post(':gameId/surrender')
  @Move(
    'surrender',
    'Surrender the deal',
    'The declarer surrenders the deal (расписать) before the first trick.',
  )
  @UseGuards(EmptyBodyGuard)
  surrender(
    @Param('gameId') gameId: string,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'surrender' }, ifMatch, keyed);
  }

  /**
   * This deal's dealer cuts for the next deal: at any time during the deal, out of turn, once
   * (docs/rules.md, "Fairness"). Without a cut the service's stand-in cuts.
   */
  @Post(':gameId/cuts')
  @Move(
    'cut',
    'Cut the next deal',
    'This deal\'s dealer cuts for the next deal (docs/rules.md, "Fairness"): once, at any time ' +
      'during the deal, out of turn; not listed in legalActions. The seed meets the server seed ' +
      "whose hash is deal.nextCut.serverSeedHash. Without a cut the service's stand-in cuts.",
  )
  @MoveBodyDoc('cut')
  cut(
    @Param('gameId') gameId: string,
    @Body(new MoveBodyPipe('cut')) body: MoveBody<'cut'>,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'cut', ...body }, ifMatch, keyed);
  }

  /** Plays a card, optionally declaring the marriage of a led K or Q. */
  @Post(':gameId/plays')
  @Move(
    'playCard',
    'Play a card',
    'Plays a card, optionally declaring the marriage of a led K or Q.',
  )
  @MoveBodyDoc('play')
  playCard(
    @Param('gameId') gameId: string,
    @Body(new MoveBodyPipe('play')) body: MoveBody<'play'>,
    @SeatCaller() caller: SeatCall,
    @IfMatch() ifMatch: number | null,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<GameViewDto>> {
    return this.moves.move(gameId, caller, { type: 'play', ...body }, ifMatch, keyed);
  }
}
