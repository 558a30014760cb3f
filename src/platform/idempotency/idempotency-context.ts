import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Answer } from '../common/answer.js';
import {
  IdempotencyService,
  type IdempotencyRequest,
  type IdempotencyRow,
} from './idempotency.service.js';

/**
 * The Idempotency-Key of the request being handled, if it sent one, for the statement that makes
 * the request's change: that statement stores the answer too, so a change and its remembered
 * answer are written together or not at all. Set by IdempotencyInterceptor around the handler, so
 * the services between them never pass it along.
 */
@Injectable()
export class IdempotencyContext implements OnApplicationShutdown {
  private readonly current = new AsyncLocalStorage<IdempotencyRequest>();

  constructor(private readonly idempotency: IdempotencyService) {}

  run<T>(request: IdempotencyRequest, work: () => Promise<T>): Promise<T> {
    return this.current.run(request, work);
  }

  /** Runs `work` as no request's change: what it writes remembers no answer (a rematch's bots). */
  outside<T>(work: () => Promise<T>): Promise<T> {
    return this.current.exit(work);
  }

  /**
   * An enabled AsyncLocalStorage stays in Node's list of storages until disabled, and each one
   * costs every promise created afterwards in the process: an app that closes takes its own off.
   */
  onApplicationShutdown(): void {
    this.current.disable();
  }

  /** The row that remembers `answer` for the current request; null when it sent no key. */
  rowFor(answer: Answer<unknown>): IdempotencyRow | null {
    const request = this.current.getStore();
    return request ? this.idempotency.record(request, answer) : null;
  }

  /**
   * Stores the answer for the current request's key, after its change: for a change made of
   * several transactions (joining the queue, then a round of matching), where no one statement
   * can store it. A failure between the two leaves the change without its answer: a retry is
   * then refused as the change's own repeat is (409 `already_queued`, naming the entry).
   */
  async remember(answer: Answer<unknown>): Promise<void> {
    const row = this.rowFor(answer);
    if (row) await this.idempotency.save(row);
  }
}
