import { Inject, Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import { KnownSeats } from './known-seats.js';
import { clientNetwork } from './client-address.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import type { HttpRequest } from './http-types.js';

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

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly knownSeats: KnownSeats,
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

  get full(): boolean {
    return this.inFlight >= this.max;
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
   * instance's are.
   */
  admit(req: HttpRequest, caller: string): AdmissionPlace | 'caller' | 'full' {
    if (this.callerFull(caller)) return 'caller';
    const seats = caller.startsWith('seat:') ? `seats:${clientNetwork(req.ip)}` : null;
    if (seats !== null && (this.callers.get(seats) ?? 0) >= this.maxPerAddressSeats) {
      return 'caller';
    }
    if (this.full) return 'full';
    this.inFlight++;
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
    if (shared && this.inFlight > 0) this.inFlight--;
    for (const key of [caller, seats]) {
      if (key === null) continue;
      const left = (this.callers.get(key) ?? 0) - 1;
      // Only callers with a request in flight are kept, so the map never outgrows the places.
      if (left > 0) this.callers.set(key, left);
      else this.callers.delete(key);
    }
  }
}
