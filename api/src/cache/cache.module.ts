// The change feed and the reply cache, one of each per process (see change-feed.ts and reply-cache.ts).
import { Global, Module } from '@nestjs/common';
import { ChangeFeed } from './change-feed.js';
import { ReplyCache } from './reply-cache.js';

@Global()
@Module({ providers: [ChangeFeed, ReplyCache], exports: [ChangeFeed, ReplyCache] })
export class CacheModule {}
