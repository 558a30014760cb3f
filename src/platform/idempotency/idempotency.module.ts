import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencySweeper } from './idempotency-sweeper.js';
import { IdempotencyService } from './idempotency.service.js';
import { IdempotencyStore } from './idempotency.store.js';

@Module({
  providers: [IdempotencyService, IdempotencyStore, IdempotencyInterceptor, IdempotencySweeper],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
