// Idempotency-Key for the creates (idempotency.interceptor.ts): global, so any module's controller may use
// @Idempotente() without importing it.
import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.js';
import { IdempotencyService } from './idempotency.service.js';

@Global()
@Module({ providers: [IdempotencyService, IdempotencyInterceptor], exports: [IdempotencyService, IdempotencyInterceptor] })
export class IdempotencyModule {}
