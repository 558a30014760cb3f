import { Inject, Injectable } from '@nestjs/common';
import type { PlayerRef } from '../../platform/common/player-token.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { bearerOf, hashToken } from '../../platform/http/seat-token.js';
import type { HttpReply, HttpRequest } from '../../platform/http/http-types.js';
import type { PlayerCall } from '../../features/players/player-auth.js';
import { PlayerMessages } from '../../features/messages/player-messages.service.js';
import { resumePoint, StreamOpening } from '../streams/stream-opening.js';
import { PlayerStream } from './player-stream.js';
import { PlayerStreamTickets } from './player-stream-tickets.js';
import { Clock } from '../../platform/clock/clock.js';

/** Opens a player's stream (GET /api/v1/players/me/stream). */
@Injectable()
export class PlayerStreams {
  constructor(
    private readonly messages: PlayerMessages,
    private readonly tickets: PlayerStreamTickets,
    private readonly opening: StreamOpening,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async open(
    query: { lastSeq?: number; ticket?: string },
    bearer: PlayerRef | null,
    req: HttpRequest,
    reply: HttpReply,
  ): Promise<void> {
    const player = await this.tickets.playerOf(query.ticket, withTokenHash(bearer, req));
    const last = await this.messages.lastSeq(player.id);
    // A fresh stream starts after the newest message.
    const after = resumePoint(
      req,
      query.lastSeq,
      last,
      () => `The resume point must not be past your stream's last message (${last}).`,
    );
    await this.opening.open({
      req,
      reply,
      place: { key: `player:${player.id}`, max: this.config.streamsPerToken, per: 'player' },
      isPrivate: true,
      create: (res, keepAliveMs) =>
        new PlayerStream(res, this.messages, player.id, after, keepAliveMs, this.clock),
      owner: player.id,
      stillHeld: () => this.tickets.stillHolds(player),
      subscribe: (notified) => this.messages.subscribe(player.id, notified),
      first: (stream) => stream.sendReady(after),
    });
  }
}

/** The bearer player with the hash of the token it sent (the stream watches that token). */
function withTokenHash(bearer: PlayerRef | null, req: HttpRequest): PlayerCall | null {
  const token = bearerOf(req);
  return bearer && typeof token === 'string' && token !== 'malformed'
    ? { ...bearer, tokenHash: hashToken(token) }
    : null;
}
