import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Prisma } from '../generated/prisma/client.js';
import { ProblemError } from '../common/problem.js';
import { PrismaService } from '../prisma/prisma.service.js';

/** A POST that carried an Idempotency-Key, reduced to what is stored about it. */
export interface IdempotencyRequest {
  /** Hash of the caller's scope and key: the stored record's id. */
  id: string;
  /** Hash of method, path and body: a reused key with another request is refused. */
  requestHash: string;
  /** AES key derived from the raw Idempotency-Key, which only the client knows. */
  secret: Buffer;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

interface SealedBody {
  iv: string;
  tag: string;
  data: string;
}

type Db = Prisma.TransactionClient | PrismaService;

/**
 * Makes POSTs safe to retry. A stored answer may hold a seat token, so it is encrypted with a key
 * derived from the Idempotency-Key: the database alone cannot reveal it.
 */
@Injectable()
export class IdempotencyService {
  constructor(private readonly prisma: PrismaService) {}

  describe(
    rawKey: string | undefined,
    scope: string,
    method: string,
    path: string,
    body: unknown,
  ): IdempotencyRequest | null {
    if (rawKey === undefined) return null;
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
      id: sha(`${scope}\n${rawKey}`).toString('hex'),
      requestHash: sha(`${method}\n${path}\n${JSON.stringify(body ?? null)}`).toString('hex'),
      secret: sha(`thousand-idempotency\n${rawKey}`),
    };
  }

  /** The first answer to this key, or null; a different request under the same key is refused. */
  async find(request: IdempotencyRequest, db: Db = this.prisma): Promise<StoredAnswer | null> {
    const record = await db.idempotencyRecord.findUnique({ where: { id: request.id } });
    if (!record) return null;
    if (record.requestHash !== request.requestHash) {
      throw new ProblemError(
        422,
        'idempotency_key_reused',
        'Unprocessable Content',
        'This Idempotency-Key was already used for a different request.',
      );
    }
    return {
      status: record.status,
      body: this.open(record.body as unknown as SealedBody, request.secret),
    };
  }

  async store(
    request: IdempotencyRequest,
    answer: StoredAnswer,
    db: Db = this.prisma,
  ): Promise<void> {
    const record = this.record(request, answer);
    await db.idempotencyRecord.create({
      data: { ...record, body: record.body as unknown as Prisma.InputJsonValue },
    });
  }

  /** Forgets answers stored before `cutoff`; returns how many. */
  async purgeBefore(cutoff: Date): Promise<number> {
    const { count } = await this.prisma.idempotencyRecord.deleteMany({
      where: { createdAt: { lt: cutoff } },
    });
    return count;
  }

  /** The row that stores `answer` for `request`, for callers that write it in their own statement. */
  record(request: IdempotencyRequest, answer: StoredAnswer) {
    return {
      id: request.id,
      requestHash: request.requestHash,
      status: answer.status,
      body: this.seal(answer.body, request.secret),
    };
  }

  private seal(body: unknown, secret: Buffer): SealedBody {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', secret, iv);
    const data = Buffer.concat([cipher.update(JSON.stringify(body), 'utf8'), cipher.final()]);
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
