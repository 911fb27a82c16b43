// Where uploaded images live. One small interface so the upload pipeline and the sweep of unreferenced files do not
// care whether it is a folder under DATA_DIR (the default, served by MediaController) or a bucket. Names are flat
// (`[A-Za-z0-9._-]`) and immutable: a changed image gets a new name, so they can be cached for a year.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
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
    const tmp = join(this.dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, data);
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
