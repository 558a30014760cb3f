import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { AddressHashStore } from './address-hash.store.js';
import { BoundedMemo } from './bounded-memo.js';
import { SECRET_LIKE, tokenLike } from './http-types.js';

/** The row of `service_keys` that holds the key when ADDRESS_HASH_KEY is unset. */
const KEY_NAME = 'address_hash';

/**
 * Keyed hashes of what must be stored or logged but never read back: client networks (the
 * creator of a game, the owner of stored idempotent answers) and game ids in logged URLs.
 *
 * An unkeyed SHA-256 of an IPv4 address is reversed by hashing all 2^32 of them, so the hashes
 * are HMAC-SHA-256 under a per-deployment key. The hourly count of games created must survive
 * restarts and span instances, so a random key per process would not do: the key is
 * ADDRESS_HASH_KEY when set, else one made at the first start and kept in PostgreSQL
 * (`service_keys`), which every instance of the deployment reads. Changing the key starts every
 * per-address count afresh once (the hashes no longer match).
 */
@Injectable()
export class AddressHash implements OnModuleInit {
  private key: Buffer | null = null;
  private loading: Promise<Buffer> | null = null;
  /** Hashes under the key in use: every request hashes its client and logs its path's game ids. */
  private readonly hashes = new BoundedMemo(20_000);
  private readonly logIds = new BoundedMemo(20_000);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly store: AddressHashStore,
  ) {}

  /**
   * Loads the key before any request when it can. The service starts with its database down
   * (liveness answers, readiness says 503), so a failure here is not fatal: the key is read again
   * by the first request that needs it, and such a request needs the database anyway.
   */
  async onModuleInit(): Promise<void> {
    await this.loaded().catch(() => undefined);
  }

  /** The keyed hash of a client network (or a caller naming one) for one purpose (`games.creator`). */
  async of(purpose: string, value: string): Promise<string> {
    return this.now(purpose, value) ?? this.hashed(await this.loaded(), purpose, value);
  }

  /** The same at once, or null while the key is not read yet (every request awaited a promise). */
  now(purpose: string, value: string): string | null {
    return this.key && this.hashed(this.key, purpose, value);
  }

  private hashed(key: Buffer, purpose: string, value: string): string {
    return this.hashes.get(`${purpose}\n${value}`, (text) => hmac(key, text));
  }

  /**
   * A game id as logs show it: `g-` and 16 hex digits of its keyed hash. A private game's id is
   * its invitation, so the log must not grant the seat; the same id always logs the same, on
   * every instance, so log lines stay correlatable. Before the key could be read, `g-redacted`.
   */
  logId(id: string): string {
    const key = this.key;
    if (!key) return 'g-redacted';
    return this.logIds.get(
      `log-id\n${id.toLowerCase()}`,
      (text) => `g-${hmac(key, text).slice(0, 16)}`,
    );
  }

  private loaded(): Promise<Buffer> {
    if (this.key) return Promise.resolve(this.key);
    this.loading ??= this.read().then(
      (key) => (this.key = Buffer.from(key, 'utf8')),
      (error: unknown) => {
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The deployment's key; the first instance to start makes it, the others read the same row. */
  private async read(): Promise<string> {
    if (this.config.addressHashKey !== null) return this.config.addressHashKey;
    const made = randomBytes(32).toString('base64url');
    return this.store.keyOf(KEY_NAME, made);
  }
}

function hmac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text).digest('hex');
}

/**
 * Every UUID in a logged path, with or without its hyphens (PostgreSQL reads both, so the routes
 * find a game by either; an outside trial had the hyphenless form logged whole).
 */
const UUIDS = /[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}/gi;

/** A UUID in its canonical form, so that each spelling of one id is logged as one key. */
function canonicalUuid(id: string): string {
  const hex = id.replace(/-/g, '').toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `path` with every game id in its keyed form and every run that may be a secret (a token put in
 * the path by mistake, `GET /api/v1/games/<seat token>`) as `REDACTED`; percent-escapes are
 * decoded first, so none hides.
 */
export function withLoggedIds(path: string, hash: AddressHash): string {
  // Each escape on its own: one malformed escape made decodeURIComponent give up on the whole path,
  // and an id written partly as `%61...` was then logged as sent.
  const decoded = path.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
  return decoded
    .replace(UUIDS, (id) => hash.logId(canonicalUuid(id)))
    .replace(SECRET_LIKE, (run) => (tokenLike(run) ? 'REDACTED' : run));
}
