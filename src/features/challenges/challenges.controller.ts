import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Answer } from '../../platform/common/answer.js';
import { Created } from '../../platform/common/created.js';
import { EmptyBodyGuard } from '../../platform/common/empty-body.guard.js';
import type { PlayerRef } from '../../platform/common/player-token.js';
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
  constructor(private readonly challenges: ChallengesService) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    operationId: 'createChallenge',
    summary: 'Challenge players',
    description:
      'Invites named players (people or bots) to a new table with these rules and clock; each ' +
      'hears `challenge` on its player stream. Needs the player token.',
  })
  @Created((c: ChallengeDto) => `/api/v1/challenges/${c.id}`, { type: ChallengeDto })
  async createChallenge(
    @PlayerCaller() player: PlayerRef,
    @Body() body: CreateChallengeDto,
  ): Promise<Answer<ChallengeDto>> {
    return new Answer(201, 0, await this.challenges.create(player, body), '');
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
      'it is harmless.',
  })
  @ApiParam(CHALLENGE_ID)
  @ApiOkResponse({ type: ChallengeDto })
  acceptChallenge(
    @PlayerCaller() player: PlayerRef,
    @Param('challengeId') id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.accept(player, id);
  }

  @Post(':challengeId/decline')
  @HttpCode(200)
  @UseGuards(EmptyBodyGuard)
  @ApiOperation({
    operationId: 'declineChallenge',
    summary: 'Decline a challenge',
    description: "An invitee's no: the challenge is `declined` and the others hear it.",
  })
  @ApiParam(CHALLENGE_ID)
  @ApiOkResponse({ type: ChallengeDto })
  declineChallenge(
    @PlayerCaller() player: PlayerRef,
    @Param('challengeId') id: string,
  ): Promise<ChallengeDto> {
    return this.challenges.decline(player, id);
  }
}
