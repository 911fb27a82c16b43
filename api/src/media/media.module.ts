import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MediaController } from './media.controller.js';
import { LocalMediaStorage, MEDIA_STORAGE } from './media-storage.js';

// Only the local folder for now; an S3-compatible implementation of MediaStorage would be chosen here from S3_*.
@Module({
  controllers: [MediaController],
  providers: [{ provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalMediaStorage(join(config.dataDir, 'media')) }],
  exports: [MEDIA_STORAGE],
})
export class MediaModule {}
