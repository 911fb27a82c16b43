// Where uploaded images live. One small interface so the upload pipeline and the sweep of unreferenced files do not
// care whether it is a folder under DATA_DIR (the default, served by MediaController) or a bucket. Names are flat
// (`[A-Za-z0-9._-]`) and immutable: a changed image gets a new name, so they can be cached for a year.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export interface StoredFile {
  name: string;
  modified: Date;
}

export interface MediaStorage {
  /** Writes (or rewrites, refreshing its date) a file; readers never see it half written. */
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** A file's bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes a file; a missing one is not an error. */
  delete(name: string): Promise<void>;
  /** The address the site uses for it. */
  url(name: string): string;
  /** Every stored file with its last write, for the sweep of unreferenced uploads. */
  list(): Promise<StoredFile[]>;
}

export const MEDIA_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const TEMP_SUFFIX = '.tmp';
/** A temp file older than this belongs to a write that will never finish (its process died). */
export const STALE_TEMP_MS = 10 * 60 * 1000;

function assertName(name: string): void {
  if (!MEDIA_NAME.test(name) || name.includes('..')) throw new Error(`invalid media name: ${name}`);
}

/** DATA_DIR/media, served at /api/media/<name>. */
export class LocalMediaStorage implements MediaStorage {
  constructor(readonly dir: string) {}

  async put(name: string, data: Buffer): Promise<void> {
    assertName(name);
    await mkdir(this.dir, { recursive: true });
    // Temp name in the same folder, then rename: atomic on one filesystem, so GET never serves half a file.
    // The temp name starts with a dot, which MEDIA_NAME refuses: it is never served nor listed. Its bytes reach
    // the disk before the rename, so even a machine crash cannot leave a served name pointing at a short file.
    const tmp = join(this.dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}${TEMP_SUFFIX}`);
    try {
      const file = await open(tmp, 'w');
      try {
        await file.writeFile(data);
        await file.sync();
      } finally {
        await file.close();
      }
      await rename(tmp, join(this.dir, name));
    } catch (err) {
      await unlink(tmp).catch(() => undefined);
      throw err;
    }
  }

  async get(name: string): Promise<Buffer | null> {
    assertName(name);
    return readFile(join(this.dir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  }

  async delete(name: string): Promise<void> {
    assertName(name);
    await unlink(join(this.dir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== 'ENOENT') throw err;
    });
  }

  url(name: string): string {
    return `/api/media/${name}`;
  }

  /**
   * Removes temp files left by a process killed between writing and renaming, once older than `olderThanMs`
   * (a live write holds its temp file for milliseconds; replicas sharing the folder may be writing right now).
   * Answers the names removed.
   */
  async removeStaleTemp(olderThanMs = STALE_TEMP_MS, now = Date.now()): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const removed: string[] = [];
    for (const name of names) {
      if (!name.startsWith('.') || !name.endsWith(TEMP_SUFFIX)) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (!info?.isFile() || now - info.mtimeMs < olderThanMs) continue;
      await unlink(join(this.dir, name)).catch(() => undefined);
      removed.push(name);
    }
    return removed;
  }

  async list(): Promise<StoredFile[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const out: StoredFile[] = [];
    for (const name of names) {
      if (!MEDIA_NAME.test(name)) continue;
      const info = await stat(join(this.dir, name)).catch(() => null);
      if (info?.isFile()) out.push({ name, modified: info.mtime });
    }
    return out;
  }
}
