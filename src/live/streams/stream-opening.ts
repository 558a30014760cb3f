import type { OutgoingHttpHeaders } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { ProblemError } from '../../core/table/problem.js';
import type { AppConfig } from '../../platform/config/app-config.js';
import { APP_CONFIG } from '../../platform/config/config.tokens.js';
import { Admission } from '../../platform/http/admission-places.js';
import { headerOf, type HttpReply, type HttpRequest } from '../../platform/http/http-types.js';
import { ShutdownState } from '../../platform/lifecycle/shutdown-state.js';
import { StreamRevocations } from '../../platform/realtime/stream-revocations.js';
import { takeOver, type EventSink } from './event-sink.js';
import type { EventStream } from './event-stream.js';
import { StreamLimits } from './stream-limits.js';
import { StreamPlaces } from './stream-places.js';

/** How one stream opens: what the game's and the player's streams each say of theirs. */
export interface StreamOpen<S extends EventStream> {
  req: HttpRequest;
  reply: HttpReply;
  /**
   * Its place among the streams: the key it counts against, at most `max`; on this instance, or
   * on every instance when `shared` (StreamPlaces).
   */
  place: { key: string; max: number; per: string; shared?: boolean };
  /** Whether it may hold secrets (a hand): no cache in between may keep it. */
  isPrivate: boolean;
  create: (sink: EventSink, keepAliveMs: number) => S;
  /** The player whose token's replacement ends the stream (README, "Players"); null: none. */
  owner: string | null;
  /** Read once the stream is watched: whether its token still holds what it opened with. */
  stillHeld: (() => Promise<boolean>) | null;
  /** Subscribes to its notifications; answers the unsubscription. */
  subscribe: (notified: (seq: number | null) => void) => Promise<() => void>;
  /** What else an open stream does (a seat's presence); answers what its close undoes. */
  opened?: () => Promise<() => void>;
  /** Sends the first message (no id). */
  first: (stream: S) => void;
  /** Whether there is nothing to follow after the first message (a finished game). */
  endsAtOnce?: boolean;
  /**
   * Whether the client has everything already (a finished game resumed at its last event): 204,
   * no stream, which tells an EventSource to stop reconnecting (the SSE standard).
   */
  nothingToSend?: boolean;
}

/**
 * The one open path of the event streams: the place among the streams of a token or address,
 * the headers, the watches that end a stream (its token replaced, a drain), its subscription and
 * its first message, then the loop (EventStream).
 */
@Injectable()
export class StreamOpening {
  constructor(
    private readonly limits: StreamLimits,
    private readonly places: StreamPlaces,
    private readonly shutdown: ShutdownState,
    private readonly admission: Admission,
    private readonly revocations: StreamRevocations,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async open<S extends EventStream>(spec: StreamOpen<S>): Promise<void> {
    // HEAD: the headers a stream would start with, and no stream (its body would never be read,
    // and its connection would wait for the stream's end before it could be used again).
    if (spec.req.method === 'HEAD') return void sendStreamHeaders(spec.reply, spec.isPrivate).end();
    if (spec.nothingToSend) return void spec.reply.code(204).send();
    const { key, max, per, shared } = spec.place;
    const giveBack = shared ? await this.places.acquire(key, max) : this.local(key, max);
    if (!giveBack) {
      throw new ProblemError(
        429,
        'too_many_streams',
        'Too Many Requests',
        `At most ${max} streams may be open per ${per}${shared ? '' : ' on this instance'}.`,
      ).retryAfter(5);
    }
    // Open from here on: the places it took while opening go back (an open stream lives for
    // minutes and must not hold one; STREAM_KEEPALIVE_MS keeps it alive instead). The stream
    // writes to the socket itself; the headers set so far (the request id) go out with its own.
    this.admission.release(spec.req);
    const stream = spec.create(
      openEventStream(spec.reply, spec.isPrivate),
      this.config.streamKeepAliveMs,
    );
    stream.onClose(giveBack);
    if (spec.owner) stream.onClose(this.revocations.watch(spec.owner, () => stream.close()));
    stream.onClose(this.shutdown.whenDraining(() => stream.close()));
    try {
      // Watched from here on: a token replacement that committed before the watch began (its
      // notice already heard) is seen by this read instead (issue 42).
      if (spec.stillHeld && !(await spec.stillHeld())) return stream.close();
      stream.onClose(await spec.subscribe((seq) => stream.notified(seq)));
      if (spec.opened) stream.onClose(await spec.opened());
    } catch {
      stream.close();
      return;
    }
    // Notifications heard since the subscription (a seat's `opened` writes and waits) are only
    // recorded until this first pump, so nothing is written ahead of the first message.
    spec.first(stream);
    if (spec.endsAtOnce) return stream.close();
    await stream.pump();
  }

  private local(key: string, max: number): (() => void) | null {
    return this.limits.acquire(key, max) ? () => this.limits.release(key) : null;
  }
}

/**
 * Where to resume: Last-Event-ID wins over the query's point; without either, `last`. A point
 * past `last` is refused (400 `invalid_resume_point`, `pastDetail` saying why): no stream sent it.
 */
export function resumePoint(
  req: HttpRequest,
  query: number | undefined,
  last: number,
  pastDetail: (byHeader: boolean) => string,
): number {
  const lastEventId = headerOf(req, 'last-event-id');
  let point = query ?? last;
  if (lastEventId !== undefined) {
    if (!/^\d{1,9}$/.test(lastEventId.trim())) {
      throw new ProblemError(
        400,
        'invalid_last_event_id',
        'Bad Request',
        'Last-Event-ID must be a sequence number.',
      );
    }
    point = Number(lastEventId.trim());
  }
  if (point > last) {
    throw new ProblemError(
      400,
      'invalid_resume_point',
      'Bad Request',
      pastDetail(lastEventId !== undefined),
    );
  }
  return point;
}

/**
 * Takes the socket from Fastify, sends the event stream's headers (with those set so far), and
 * answers where its body goes (takeOver). The connection is the stream's and ends with it
 * (`Connection: close`): a client reconnects on a new one.
 */
function openEventStream(reply: HttpReply, isPrivate: boolean): EventSink {
  reply.header('connection', 'close');
  return takeOver(sendStreamHeaders(reply, isPrivate));
}

/** Takes the response from Fastify and sends the event stream's headers (with those set so far). */
function sendStreamHeaders(reply: HttpReply, isPrivate: boolean): HttpReply['raw'] {
  reply.hijack();
  const res = reply.raw;
  // A stream may be quiet between keep-alives, and lives as long as its reader reads: the
  // connection idle timeout (CONNECTION_IDLE_TIMEOUT_MS) is for requests, not for streams.
  res.socket?.setTimeout(0);
  res.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': isPrivate ? 'private, no-store, no-transform' : 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();
  return res;
}
