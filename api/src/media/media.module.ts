import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MediaController } from './media.controller.js';
import { LocalMediaStorage, MEDIA_STORAGE } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

// Uploads go to the S3-compatible bucket when S3_* is configured (several replicas), else to DATA_DIR/media.
// GET /api/media/* always serves the local folder (the default and demo images live there).
@Module({
  controllers: [MediaController],
  providers: [{ provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(join(config.dataDir, 'media'))) }],
  exports: [MEDIA_STORAGE],
})
export class MediaModule {}
