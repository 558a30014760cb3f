import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { KnownSeats } from './known-seats.js';
import { clientNetwork } from './client-address.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { HttpRequest } from './http-types.js';
import { Clock, type ClockTimer } from '../clock/clock.js';

/**
 * How long a request that finds every instance place taken waits for one before 503 `overloaded`.
 * A pause of the event loop (the old generation's marking: ~100 ms every ~10 s at 2,000 tables)
 * leaves the requests of that pause to be read at once after it: refused at once, 100-200 of them
 * got 503 within 250 ms although the places freed within milliseconds (issue 47,
 * docs/performance-history.md). Short against the move's 50 ms target, so the queue stays short.
 */
export const ADMISSION_WAIT_MS = 50;

interface Waiter {
  grant: (handedOver: boolean) => void;
  timer: ClockTimer | null;
}

/**
 * One admitted request's places: one of the instance's `MAX_IN_FLIGHT_REQUESTS` and one of its
 * caller's `MAX_IN_FLIGHT_PER_CALLER`, both given back once with `release`.
 */
export class AdmissionPlace {
  private shared = true;
  private held = true;

  constructor(
    private readonly admission: Admission,
    readonly caller: string,
    /** The address's seats together (`seats:<network>`), for a seat caller; else null. */
    readonly seats: string | null,
  ) {}

  /**
   * Gives back the instance's place and keeps the caller's, for a wait that is bounded elsewhere:
   * a hint waiting for a decision worker held a place while it waited, and a few callers asking
   * for hints took every place from everyone else's views (the decision pool bounds its own
   * queue, DECISION_QUEUE_MAX).
   */
  stepAside(): void {
    if (!this.held || !this.shared) return;
    this.shared = false;
    this.admission.giveBack(null, null, true);
  }

  release(): void {
    if (!this.held) return;
    this.held = false;
    this.admission.giveBack(this.caller, this.seats, this.shared);
  }
}

/**
 * The counts of requests being handled, on the whole instance and per caller (KnownSeats.callerOf:
 * a verified seat, else the address's network), so that no one caller takes more than its share
 * of the places in front of the database pool and the decision workers.
 */
@Injectable()
export class Admission {
  readonly max: number;
  readonly maxPerCaller: number;
  /**
   * What the seat tokens of one address may have in flight together: each verified token is a
   * caller of its own, and an address seating itself in a few games had more places than the
   * instance (nine tokens, 72 places against 64).
   */
  readonly maxPerAddressSeats: number;
  private inFlight = 0;
  private readonly callers = new Map<string, number>();
  private readonly places = new WeakMap<IncomingMessage, AdmissionPlace>();
  /** Requests waiting for an instance place, oldest first; at most `max` of them. */
  private readonly waiting: Waiter[] = [];

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly knownSeats: KnownSeats,
    private readonly clock: Clock,
  ) {
    this.max = config.maxInFlightRequests;
    // At or above MAX_IN_FLIGHT_REQUESTS it never refuses: the instance is full first.
    this.maxPerCaller = config.maxInFlightPerCaller;
    this.maxPerAddressSeats = Math.max(this.maxPerCaller, Math.floor(this.max / 2));
  }

  /** Requests holding one of the instance's places. */
  get current(): number {
    return this.inFlight;
  }

  /** Every instance place is taken, or promised to a request waiting for one. */
  get full(): boolean {
    return this.inFlight >= this.max || this.waiting.length > 0;
  }

  /** As many requests wait for a place as there are places: a further one is refused at once. */
  get queueFull(): boolean {
    return this.waiting.length >= this.max;
  }

  /**
   * Waits up to ADMISSION_WAIT_MS for an instance place, in arrival order: true when one was handed
   * over (take it with `admit(req, caller, true)`), false when none freed in time or too many wait.
   */
  waitForPlace(): Promise<boolean> {
    if (this.queueFull) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter: Waiter = { grant: resolve, timer: null };
      waiter.timer = this.clock.setTimeout(() => {
        const at = this.waiting.indexOf(waiter);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      }, ADMISSION_WAIT_MS);
      this.waiting.push(waiter);
    });
  }

  callerOf(req: HttpRequest): string {
    return this.knownSeats.callerOf(req);
  }

  /** Whether this caller has all its places taken. */
  callerFull(caller: string): boolean {
    return (this.callers.get(caller) ?? 0) >= this.maxPerCaller;
  }

  /**
   * Takes a place for the request, or answers why not: `caller` when its caller's places are all
   * taken (checked first, so the one flooding hears it is its own doing), `full` when the
   * instance's are. `handedOver`: the request waited and was given a place (waitForPlace).
   */
  admit(req: HttpRequest, caller: string, handedOver = false): AdmissionPlace | 'caller' | 'full' {
    const seats = caller.startsWith('seat:') ? `seats:${clientNetwork(req.ip)}` : null;
    if (
      this.callerFull(caller) ||
      (seats !== null && (this.callers.get(seats) ?? 0) >= this.maxPerAddressSeats)
    ) {
      // A place handed over while its caller filled its share meanwhile passes on.
      if (handedOver) this.giveBack(null, null, true);
      return 'caller';
    }
    if (!handedOver && this.full) return 'full';
    if (!handedOver) this.inFlight++;
    this.callers.set(caller, (this.callers.get(caller) ?? 0) + 1);
    if (seats !== null) this.callers.set(seats, (this.callers.get(seats) ?? 0) + 1);
    const place = new AdmissionPlace(this, caller, seats);
    this.places.set(req.raw, place);
    return place;
  }

  /** The request gives back all its places: an event stream, once open (src/live/streams/stream-opening.ts). */
  release(req: HttpRequest): void {
    this.places.get(req.raw)?.release();
  }

  /** The request gives back its instance place while it waits for work bounded elsewhere. */
  stepAside(req: HttpRequest): void {
    this.places.get(req.raw)?.stepAside();
  }

  /** @internal for AdmissionPlace */
  giveBack(caller: string | null, seats: string | null, shared: boolean): void {
    // An instance place goes to the oldest waiting request, if any, else back to the pool.
    const next = shared ? this.waiting.shift() : undefined;
    if (next) {
      this.clock.clear(next.timer);
      next.grant(true);
    } else if (shared && this.inFlight > 0) this.inFlight--;
    for (const key of [caller, seats]) {
      if (key === null) continue;
      const left = (this.callers.get(key) ?? 0) - 1;
      // Only callers with a request in flight are kept, so the map never outgrows the places.
      if (left > 0) this.callers.set(key, left);
      else this.callers.delete(key);
    }
  }
}
