import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { PrismaService } from '../prisma/prisma.service.js';

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

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly prisma: PrismaService,
  ) {}

  /** Before any request and before every other start-up task (onApplicationBootstrap). */
  async onModuleInit(): Promise<void> {
    this.key = Buffer.from(this.config.addressHashKey ?? (await this.storedKey()), 'utf8');
  }

  /** The keyed hash of a client network (or a caller naming one) for one purpose (`games.creator`). */
  of(purpose: string, value: string): string {
    return this.hmac(`${purpose}\n${value}`);
  }

  /**
   * A game id as request logs show it: `g-` and 16 hex digits of its keyed hash. A private game's
   * id is its invitation, so the log must not grant the seat; the same id always logs the same,
   * on every instance, so log lines stay correlatable.
   */
  logId(id: string): string {
    return `g-${this.hmac(`log-id\n${id.toLowerCase()}`).slice(0, 16)}`;
  }

  private hmac(text: string): string {
    if (!this.key) throw new Error('AddressHash used before its key was loaded');
    return createHmac('sha256', this.key).update(text).digest('hex');
  }

  /** The deployment's key; the first instance to start makes it, the others read the same row. */
  private async storedKey(): Promise<string> {
    const made = randomBytes(32).toString('base64url');
    await this.prisma
      .$executeRaw`INSERT INTO service_keys (name, value) VALUES (${KEY_NAME}, ${made})
                                  ON CONFLICT (name) DO NOTHING`;
    const rows = await this.prisma.$queryRaw<{ value: string }[]>`
      SELECT value FROM service_keys WHERE name = ${KEY_NAME}`;
    return rows[0].value;
  }
}

/** Every canonical UUID in a logged path, as AddressHash.logId writes it. */
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** `path` with every game id in its keyed form; percent-escapes are decoded first, so none hides. */
export function withLoggedIds(path: string, hash: AddressHash): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: match the path as sent.
  }
  return decoded.replace(UUIDS, (id) => hash.logId(id));
}
