import { Module } from '@nestjs/common';
import { IdempotencyContext } from './idempotency-context.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencySweeper } from './idempotency-sweeper.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotencyStore } from './idempotency.store.js';

@Module({
  providers: [
    IdempotencyService,
    IdempotencyStore,
    IdempotencyContext,
    IdempotencyInterceptor,
    IdempotencySweeper,
  ],
  exports: [IdempotencyService, IdempotencyContext, IdempotencyInterceptor],
})
export class IdempotencyModule {}
