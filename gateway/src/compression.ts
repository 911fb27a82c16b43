// Compressed copies of the static files, made once per file version and kept in memory. Brotli at its best quality
// (about 14 % smaller than gzip -9 on this product's JavaScript) is slow to make, so it is made off the main thread
// (zlib's thread pool), once per file version: at start for what is on disk, and on the first request for a file a
// redeployed remote added. gzip for clients without `br`.
import fsp from 'node:fs/promises';
import type { Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The kinds of file worth compressing (text); pictures and fonts are compressed already. */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.xml']);

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const brotli = (buf: Buffer) =>
  brotliCompress(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length } });

interface Copies {
  mtimeMs: number;
  raw: Promise<Buffer>;
  br: Promise<Buffer> | null;
  gzip: Promise<Buffer> | null;
}

/** The encoding to send a file in, from the request's Accept-Encoding (null: as it is). */
export function acceptedEncoding(acceptEncoding: string | undefined, file: string, allowBrotli: boolean): Encoding | null {
  if (!COMPRESSIBLE.has(path.extname(file).toLowerCase())) return null;
  const accept = acceptEncoding ?? '';
  if (allowBrotli && /\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

export class CompressedFiles {
  private readonly files = new Map<string, Copies>(); // least recently used first

  /** Redeployed remotes leave their old hashed chunks behind: past this many files, the least recently used go. */
  constructor(private readonly maxFiles = 2000) {}

  /** The file's bytes in `encoding`, made once for this version of the file (its modification time). */
  encoded(file: string, st: Pick<Stats, 'mtimeMs'>, encoding: Encoding): Promise<Buffer> {
    const e = this.copiesOf(file, st);
    if (encoding === 'br') return (e.br ??= e.raw.then(brotli));
    return (e.gzip ??= e.raw.then((raw) => gzip(raw, { level: 9 })));
  }

  private copiesOf(file: string, st: Pick<Stats, 'mtimeMs'>): Copies {
    let e = this.files.get(file);
    this.files.delete(file); // most recently used goes last
    if (!e || e.mtimeMs !== st.mtimeMs) {
      const mine: Copies = { mtimeMs: st.mtimeMs, raw: fsp.readFile(file), br: null, gzip: null };
      // Gone or unreadable: forget it, so the next request reads it again.
      mine.raw.catch(() => this.files.get(file) === mine && this.files.delete(file));
      e = mine;
      while (this.files.size >= this.maxFiles) this.files.delete(this.files.keys().next().value!);
    }
    this.files.set(file, e);
    return e;
  }

  /** Makes the Brotli copies of every compressible file under these folders (a warm-up nobody waits for). */
  async precompress(dirs: readonly string[]): Promise<void> {
    const walk = async (dir: string): Promise<string[]> => {
      const out: string[] = [];
      for (const d of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        const full = path.join(dir, d.name);
        // dist/ssr holds the server renderers, never sent to a visitor.
        if (d.isDirectory() && d.name !== 'ssr') out.push(...(await walk(full)));
        else if (d.isFile() && COMPRESSIBLE.has(path.extname(d.name).toLowerCase())) out.push(full);
      }
      return out;
    };
    for (const dir of dirs) {
      for (const file of await walk(dir)) {
        const st = await fsp.stat(file).catch(() => null);
        if (st) await this.encoded(file, st, 'br').catch(() => undefined);
      }
    }
  }
}
