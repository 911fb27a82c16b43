import { Inject, Logger, Module, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MediaController } from './media.controller.js';
import { LocalMediaStorage, MEDIA_STORAGE, type MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

// Uploads go to the S3-compatible bucket when S3_* is configured (several replicas), else to DATA_DIR/media.
// GET /api/media/* always serves the local folder (the default and demo images live there).
@Module({
  controllers: [MediaController],
  providers: [{ provide: MEDIA_STORAGE, inject: [APP_CONFIG], useFactory: (config: AppConfig) => (config.s3 ? new S3MediaStorage(config.s3) : new LocalMediaStorage(join(config.dataDir, 'media'))) }],
  exports: [MEDIA_STORAGE],
})
export class MediaModule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Media');
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(MEDIA_STORAGE) private readonly storage: MediaStorage) {}

  /**
   * A process killed in the middle of a write leaves a temp file (never served): removed at the next start and
   * hourly, once older than STALE_TEMP_MS.
   */
  async onApplicationBootstrap(): Promise<void> {
    const storage = this.storage;
    if (!(storage instanceof LocalMediaStorage)) return;
    const clean = async () => {
      const removed = await storage.removeStaleTemp().catch(() => [] as string[]);
      if (removed.length > 0) this.logger.warn(`Archivos temporales de escrituras interrumpidas eliminados: ${removed.length}`);
    };
    await clean();
    this.timer = setInterval(() => void clean(), 60 * 60 * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
