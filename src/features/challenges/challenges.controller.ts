import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../platform/common/answer.js';
import { Created } from '../../platform/common/created.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
import { ClientNetwork } from '../../platform/http/client-network.decorator.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
} from '../../platform/idempotency/idempotency.service.js';
import { Idempotent } from '../../platform/idempotency/idempotent.decorator.js';
import { Keyed } from '../../platform/idempotency/keyed-request.js';
import { botsAllowedOnlyRated } from '../../core/table/player-kinds.js';
import { PlayerCaller } from '../players/player-auth.js';
import { ChallengeDto, CreateChallengeDto } from './challenges.dto.js';
import { ChallengesService } from './challenges.service.js';

const CHALLENGE_ID = {
  name: 'challengeId',
  description: 'The challenge (UUID).',
  schema: { type: 'string' as const, format: 'uuid', maxLength: 36 },
};

/** Challenges: a player invites named players to a new table (README, "Bots from outside"). */
@ApiTags('challenges')
@Controller('api/v1/challenges')
export class ChallengesController {
  constructor(
    private readonly challenges: ChallengesService,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Answers `view`, remembered for the request's Idempotency-Key (its change is made already). */
  private async remembered(
    keyed: IdempotencyRequest | null,
    status: number,
    view: ChallengeDto,
  ): Promise<Answer<ChallengeDto>> {
    const answer = new Answer(status, 0, view, '');
    await this.idempotency.remember(keyed, answer);
    return answer;
  }

  @Post()
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'createChallenge',
    summary: 'Challenge players',
    description:
      'Invites named players (people or bots) to a new table with these rules and clock; each ' +
      'hears `challenge` on its player stream. Needs the player token. A challenge that seats a ' +
      'bot account (invited, or challenging) needs a `timeControl` (422 `time_control_required`). ' +
      'Bounded: its game counts ' +
      "against your address's GAMES_PER_ADDRESS_PER_HOUR from now, as POST /games does (429 " +
      '`too_many_games`); at most 10 of your challenges are open at once, at most 3 of them ' +
      'inviting any one player (429 `too_many_challenges`, with Retry-After).',
  })
  @Idempotent()
  @Created((c: ChallengeDto) => `/api/v1/challenges/${c.id}`, { type: ChallengeDto })
  async createChallenge(
    @PlayerCaller() player: PlayerRef,
    @Body() body: CreateChallengeDto,
    @ClientNetwork() network: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<ChallengeDto>> {
    botsAllowedOnlyRated(body);
    return this.remembered(keyed, 201, await this.challenges.create(player, body, network));
  }

  @Get(':challengeId')
  @Header('Cache-Control', 'private, no-store')
  @ApiOperation({
    operationId: 'getChallenge',
    summary: 'Read a challenge',
    description: 'To its challenger and invitees only.',
  })
  @ApiParam(CHALLENGE_ID)
  @ApiOkResponse({ type: ChallengeDto })
  getChallenge(
    @PlayerCaller() player: PlayerRef,
    @Param('challengeId') id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.get(player, id);
  }

  @Post(':challengeId/accept')
  @HttpCode(200)
  @UseGuards(EmptyBodyGuard)
  @ApiOperation({
    operationId: 'acceptChallenge',
    summary: 'Accept a challenge',
    description:
      "An invitee's yes; the last one seats everyone (`gameId`) and the game starts. Repeating " +
      'it is harmless, and finishes a seating cut short. When the last acceptance would seat a ' +
      'bot account holding its 4 unfinished games, it is refused with 409 `player_at_game_limit` ' +
      '(naming the bot): the answer is not recorded and the challenge stays open.',
  })
  @ApiParam(CHALLENGE_ID)
  @Idempotent()
  @ApiOkResponse({ type: ChallengeDto })
  async acceptChallenge(
    @PlayerCaller() player: PlayerRef,
    @Param('challengeId') id: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<ChallengeDto>> {
    return this.remembered(keyed, 200, await this.challenges.accept(player, id));
  }

  @Post(':challengeId/decline')
  @HttpCode(200)
  @UseGuards(EmptyBodyGuard)
  @ApiOperation({
    operationId: 'declineChallenge',
    summary: 'Decline a challenge',
    description:
      "An invitee's no: the challenge is `declined` and the others hear it. An answer is final: " +
      'an invitee who accepted is refused (409 `challenge_answered`).',
  })
  @ApiParam(CHALLENGE_ID)
  @Idempotent()
  @ApiOkResponse({ type: ChallengeDto })
  async declineChallenge(
    @PlayerCaller() player: PlayerRef,
    @Param('challengeId') id: string,
    @Keyed() keyed: IdempotencyRequest | null,
  ): Promise<Answer<ChallengeDto>> {
    return this.remembered(keyed, 200, await this.challenges.decline(player, id));
  }
}
