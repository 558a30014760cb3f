import type { Clock } from '../../platform/clock/clock.js';
import type { PlayerMessages } from '../../features/messages/player-messages.service.js';
import { EventStream, type StreamPage, type StreamSource } from '../streams/event-stream.js';
import type { EventSink } from '../streams/event-sink.js';

const PAGE = 200;

/**
 * One open player stream (GET /api/v1/players/me/stream), on the one stream loop (EventStream):
 * it reads what follows its own last sequence number from player_messages on every wake-up. Each
 * message goes out as `id: <seq>`, `event: <kind>`, `data: <JSON>`.
 */
export class PlayerStream extends EventStream {
  constructor(
    res: EventSink,
    messages: PlayerMessages,
    playerId: string,
    after: number,
    keepAliveMs: number,
    clock: Clock,
  ) {
    super(res, new PlayerMessageLog(messages, playerId), after, keepAliveMs, clock);
  }

  /** The first message, with no id: where the stream starts. */
  sendReady(lastSeq: number): void {
    this.send('ready', { kind: 'ready', lastSeq });
  }
}

class PlayerMessageLog implements StreamSource {
  constructor(
    private readonly messages: PlayerMessages,
    private readonly playerId: string,
  ) {}

  async read(after: number): Promise<StreamPage> {
    const rows = await this.messages.after(this.playerId, after, PAGE);
    return {
      messages: rows.map(({ seq, payload }) => ({
        id: seq,
        event: String(payload.kind),
        data: payload,
      })),
      upTo: rows.at(-1)?.seq ?? after,
      more: rows.length === PAGE,
      ends: false,
    };
  }
}
