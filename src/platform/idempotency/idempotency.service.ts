import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Answer } from '../common/answer.js';
import { ProblemError } from '../../core/table/problem.js';
import type { IdempotencyRow, SealedBody } from './idempotency-statements.js';
import { IdempotencyStore, type StoredAnswer } from './idempotency.store.js';
import { PINO_LOGGER } from '../logging/logger.js';
import { StoredCounts, trimSlack } from './stored-counts.js';

export type { IdempotencyRow } from './idempotency-statements.js';

/** A POST that carried an Idempotency-Key, reduced to what is stored about it. */
export interface IdempotencyRequest {
  /** Hash of the caller's scope and key: the stored record's id. */
  id: string;
  /** Hash of method, path and body: a reused key with another request is refused. */
  requestHash: string;
  /** AES key derived from the raw Idempotency-Key, which only the client knows. */
  secret: Buffer;
  /** Hash of whose budget of stored answers this one counts against. */
  owner: string;
}

/** What is sealed: the answer's version, ETag (absent in answers stored before view tags) and body. */
interface Remembered {
  version: number;
  tag?: string;
  body: unknown;
}

/** How long a retry with the same Idempotency-Key gets the first answer back. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

/**
 * The Idempotency-Key of a route anyone may call (creating a game, taking a seat, seating a bot),
 * and of replacing a player token (whose answer is the new token: a guessable key let a thief
 * holding the old token replay the victim's key and read the new one, issue 42).
 * Its replay is scoped by the caller's address, which every client behind one NAT or proxy
 * shares, and a join's answer holds a seat token: so the key itself must be a secret nobody else
 * can guess, at least 128 random bits (a UUIDv4 has 122, near enough: it is what clients have).
 * The service cannot measure randomness; it refuses keys too short to hold that much:
 * 22-128 characters of the base64url alphabet (a UUID, 32 hex digits, 16+ random bytes in base64url),
 * and not a run of a few characters repeated ('A' x 22 passed the length check in a user trial):
 * at least ANONYMOUS_KEY_DISTINCT different characters, which a random UUID misses about once
 * in 10^9 draws and 16 random bytes in base64url practically never.
 */
export const ANONYMOUS_KEY_PATTERN = '^[A-Za-z0-9_-]{22,128}$';
const ANONYMOUS_KEY = new RegExp(ANONYMOUS_KEY_PATTERN);
export const ANONYMOUS_KEY_DISTINCT = 8;
const secretEnough = (key: string) =>
  ANONYMOUS_KEY.test(key) && new Set(key).size >= ANONYMOUS_KEY_DISTINCT;

/**
 * Makes POSTs safe to retry. A stored answer may hold a seat token, so it is encrypted with a key
 * derived from the Idempotency-Key: the database alone cannot reveal it.
 */
@Injectable()
export class IdempotencyService {
  /** The owners' stored answers as this process last counted them (stored-counts.ts). */
  private readonly counts = new StoredCounts();

  constructor(
    private readonly store: IdempotencyStore,
    @Inject(PINO_LOGGER) private readonly logger: Logger,
  ) {}

  describe(
    rawKey: string | undefined,
    caller: { scope: string; owner: string; secretKey: boolean },
    method: string,
    path: string,
    body: unknown,
  ): IdempotencyRequest | null {
    if (rawKey === undefined) return null;
    if (caller.secretKey && !secretEnough(rawKey)) {
      throw new ProblemError(
        400,
        'invalid_idempotency_key',
        'Bad Request',
        'Idempotency-Key on a route that needs no seat token (or replaces a player token) must be ' +
          'an unguessable secret of at ' +
          'least 128 random bits: 22-128 characters of A-Z a-z 0-9 - _, at least ' +
          `${ANONYMOUS_KEY_DISTINCT} of them different (a random UUID, or 16 random bytes in ` +
          'base64url).',
      );
    }
    if (!KEY_PATTERN.test(rawKey)) {
      throw new ProblemError(
        400,
        'invalid_idempotency_key',
        'Bad Request',
        'Idempotency-Key must be 8-128 visible ASCII characters.',
      );
    }
    const sha = (text: string) => createHash('sha256').update(text).digest();
    return {
      id: sha(`${caller.scope}\n${rawKey}`).toString('hex'),
      requestHash: sha(`${method}\n${path}\n${JSON.stringify(body ?? null)}`).toString('hex'),
      secret: sha(`thousand-idempotency\n${rawKey}`),
      owner: sha(`thousand-idempotency-owner\n${caller.owner}`).toString('hex'),
    };
  }

  /**
   * Lets a request of `owner` through without a lookup when this process's estimate of its stored
   * answers is fresh and not yet `limit` plus the trim's slack (stored-counts.ts); false: look up.
   */
  passesUncounted(owner: string, limit: number, now = new Date()): boolean {
    const known = this.counts.estimate(owner, now.getTime());
    if (known === null || known >= limit + trimSlack(limit)) return false;
    this.counts.letThrough(owner);
    return true;
  }

  /** The first answer to this key, or null; a different request under the same key is refused. */
  async find(request: IdempotencyRequest): Promise<Answer<unknown> | null> {
    return this.opened(request, await this.store.find(request.id));
  }

  /**
   * `find(request)`, in one round trip with a count of the owner's answers of the last day when
   * this process's estimate of it is a minute old (stored-counts.ts). A new key is never refused
   * for the owner's count: once it reaches `limit` plus the slack, the owner's oldest answers past
   * the newest `limit` are deleted first, so its storage stays bounded (README, "Idempotency keys").
   */
  async lookup(
    request: IdempotencyRequest,
    limit: number,
    now = new Date(),
  ): Promise<Answer<unknown> | null> {
    const at = now.getTime();
    const known = this.counts.estimate(request.owner, at);
    const most = limit + trimSlack(limit);
    const since = new Date(at - IDEMPOTENCY_TTL_MS);
    const { found, stored } = await this.store.findAndStored(
      request.id,
      request.owner,
      since,
      most,
      known === null,
    );
    const earlier = this.opened(request, found);
    if (stored !== null) this.counts.counted(request.owner, stored, at);
    if (earlier) return earlier;
    if ((stored ?? known!) >= most) await this.trim(request.owner, limit, at);
    this.counts.letThrough(request.owner);
    return null;
  }

  /**
   * Deletes the owner's answers but the newest `keep`. Housekeeping, not the request's business: a
   * failure (a lost connection, a deadlock with another instance's trim) is logged and the request
   * goes on; the estimate stays past the bound, so the owner's next keyed request tries again.
   */
  private async trim(owner: string, keep: number, at: number): Promise<void> {
    try {
      this.counts.counted(owner, await this.store.trim(owner, keep), at);
    } catch (error) {
      this.logger.warn({ err: error }, 'trimming stored idempotent answers failed');
    }
  }

  private opened(request: IdempotencyRequest, record: StoredAnswer | null): Answer<unknown> | null {
    if (!record) return null;
    if (record.requestHash !== request.requestHash) {
      throw new ProblemError(
        422,
        'idempotency_key_reused',
        'Unprocessable Content',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    const opened = this.open(record.body, request.secret) as Remembered;
    return new Answer(record.status, opened.version, opened.body, opened.tag);
  }

  /** Forgets answers stored before `cutoff`; returns how many. */
  async purgeBefore(cutoff: Date): Promise<number> {
    return this.store.purgeBefore(cutoff);
  }

  /**
   * The row that stores `answer` for `keyed`, written by the statement that makes the change;
   * null for no key (a request without one, or work of no request's: a bot's move, a seating).
   */
  rowFor(keyed: IdempotencyRequest | null, answer: Answer<unknown>): IdempotencyRow | null {
    if (!keyed) return null;
    const remembered: Remembered = { version: answer.version, tag: answer.tag, body: answer.body };
    return {
      id: keyed.id,
      requestHash: keyed.requestHash,
      status: answer.status,
      body: this.seal(remembered, keyed.secret),
      owner: keyed.owner,
    };
  }

  /**
   * Stores the answer for `keyed` after its change: for a change made of several transactions
   * (joining the queue, then a round of matching), where no one statement can store it. A
   * failure between the two leaves the change without its answer: a retry is then refused as
   * the change's own repeat is (409 `already_queued`, naming the entry).
   */
  async remember(keyed: IdempotencyRequest | null, answer: Answer<unknown>): Promise<void> {
    const row = this.rowFor(keyed, answer);
    if (row) await this.store.save(row);
  }

  private seal(value: unknown, secret: Buffer): SealedBody {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return {
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      data: data.toString('base64'),
    };
  }

  private open(sealed: SealedBody, secret: Buffer): unknown {
    const decipher = createDecipheriv('aes-256-gcm', secret, Buffer.from(sealed.iv, 'base64'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
    const text = Buffer.concat([
      decipher.update(Buffer.from(sealed.data, 'base64')),
      decipher.final(),
    ]);
    return JSON.parse(text.toString('utf8'));
  }
}
