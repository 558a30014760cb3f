import { Module } from '@nestjs/common';
import { IdempotencyContext } from './idempotency-context.js';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencySweeper } from './idempotency-sweeper.js';
import { IdempotencyService } from './idempotency.service.js';

@Module({
  providers: [IdempotencyService, IdempotencyContext, IdempotencyInterceptor, IdempotencySweeper],
  exports: [IdempotencyService, IdempotencyContext, IdempotencyInterceptor],
})
export class IdempotencyModule {}
