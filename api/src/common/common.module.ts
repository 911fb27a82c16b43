import { Global, Module } from '@nestjs/common';
import { RateLimitService } from './rate-limit.service.js';

@Global()
@Module({ providers: [RateLimitService], exports: [RateLimitService] })
export class CommonModule {}
