// Removes uploads no property references any more (an image taken out of a property, a form never saved). Only
// files of our own uploads (`casas-<hash>…`) are considered, a whole upload (master + renditions) at a time, and
// only once older than a day, so an upload whose property form is still open is never lost. Soft-deleted
// properties still reference their images (the Papelera can restore them). Runs an hour after start, then hourly.
// Which files the property images use is PropertyLookups's to say (it owns property_images).
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MEDIA_STORAGE, type MediaStorage } from '../media/media-storage.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';

export const SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
// Cover crops (`casas-<hash>-cover-<key>[-1280].webp`) and link previews (`casas-<hash>-og-<key>.jpg`) belong to
// their upload: kept while it is referenced.
const UPLOAD_FILE = /^casas-([0-9a-f]{24})(?:-\d+|-cover-[0-9a-f]{12}(?:-\d+)?|-og-[0-9a-z]{1,16})?\.(?:webp|png|jpg)$/;
const UPLOAD_REF = /casas[-/]([0-9a-f]{24})/g;

@Injectable()
export class UnusedImagesSweeper implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UnusedImages');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<string[]> | null = null;

  constructor(
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.sweep().catch((err) => this.logger.warn(`No se pudieron limpiar imágenes: ${err instanceof Error ? err.message : err}`));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Deletes unreferenced uploads last written before `now - graceMs`; answers the names removed. */
  sweep(opts: { now?: number; graceMs?: number } = {}): Promise<string[]> {
    this.running ??= this.run(opts.now ?? Date.now(), opts.graceMs ?? SWEEP_GRACE_MS).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(now: number, graceMs: number): Promise<string[]> {
    const files = await this.storage.list();
    const referenced = new Set<string>();
    for (const ref of await this.properties.imageReferences()) for (const m of ref.matchAll(UPLOAD_REF)) referenced.add(m[1]!);
    // An upload is kept whole while any of its files is recent (a re-upload rewrites them all).
    const recent = new Set<string>();
    for (const f of files) {
      const m = UPLOAD_FILE.exec(f.name);
      if (m && f.modified.getTime() > now - graceMs) recent.add(m[1]!);
    }
    const removed: string[] = [];
    for (const f of files) {
      const m = UPLOAD_FILE.exec(f.name);
      if (!m || referenced.has(m[1]!) || recent.has(m[1]!)) continue;
      await this.storage.delete(f.name);
      removed.push(f.name);
    }
    if (removed.length > 0) this.logger.log(`Imágenes sin uso eliminadas: ${removed.length}`);
    return removed;
  }
}
