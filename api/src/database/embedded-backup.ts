// The embedded database's backup door (PGlite under DATA_DIR only; docs/operations.md, Backup and restore).
//
// A copy of a live PostgreSQL data directory taken file by file is not a backup: pages reach their files long after
// their WAL does, and the files change while they are read. PGlite runs inside this process, so only this process can
// copy its directory at one instant: between two transactions (Db.exclusive), right after a CHECKPOINT (the copy has
// nothing to replay), PGlite's own dumpDataDir() reads every file while no statement can run. The tar is what a clean
// stop would have left; for a small agency's ~40 MB it takes a fraction of a second, during which requests wait.
//
// scripts/backup.sh asks for it over HTTP on a Unix socket, DATA_DIR/backup.sock, mode 0600: whoever may read DATA_DIR
// may ask, nobody else; no token, nothing on the network (the whole database, password hashes included, is nothing to
// offer every admin's browser). The socket also guards the directory: an API that finds another one answering there
// refuses to start, since two processes on one PGlite directory would corrupt it.
import { Logger } from '@nestjs/common';
import { chmod, unlink } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { getPGliteInstance } from 'typeorm-pglite';
import type { Db } from './db.service.js';

export const BACKUP_SOCKET = 'backup.sock';
/** The one request the door answers: the data directory as an uncompressed tar (the script compresses it). */
export const BACKUP_REQUEST = '/pglite.tar';

const logger = new Logger('Respaldo');

/** Whether a process answers on the Unix socket at `path`. */
function answers(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function listen(server: Server, path: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function reply(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(`${text}\n`);
}

/** The data directory at one instant, as a tar of its files (paths from its root). */
async function dumpDataDir(db: Db): Promise<Buffer> {
  const pglite = await getPGliteInstance();
  return db.exclusive(async () => {
    await pglite.exec('CHECKPOINT');
    const tar = await pglite.dumpDataDir('none');
    return Buffer.from(await tar.arrayBuffer());
  });
}

export class EmbeddedBackup {
  private db: Db | null = null;

  private constructor(
    private readonly server: Server | null,
    /** Where it listens ('' when it does not). */
    readonly socketPath: string,
  ) {}

  /** No door: PostgreSQL (pg_dump backs it up), or a PGlite in memory. */
  static none(): EmbeddedBackup {
    return new EmbeddedBackup(null, '');
  }

  /**
   * Listens on DATA_DIR/backup.sock, before PGlite opens the directory; answers 503 until serve(). Throws when another
   * process answers there. A socket the system refuses (a path too long, a file system without them) costs only the
   * live backup: the API starts, and says so.
   */
  static async open(dataDir: string): Promise<EmbeddedBackup> {
    const path = join(dataDir, BACKUP_SOCKET);
    if (await answers(path)) {
      throw new Error(`Otra API ya usa el directorio de datos ${dataDir} (responde en ${path}): dos procesos no pueden abrir la misma base PGlite`);
    }
    // A socket file left by a process that was killed.
    await unlink(path).catch(() => undefined);
    let door: EmbeddedBackup | null = null;
    const server = createServer((req, res) => door!.handle(req, res));
    door = new EmbeddedBackup(server, path);
    try {
      await listen(server, path);
      await chmod(path, 0o600);
    } catch (err) {
      server.close();
      logger.warn(`Sin respaldo en vivo (scripts/backup.sh copiará la base sólo con la API detenida): no se pudo abrir ${path}: ${err instanceof Error ? err.message : err}`);
      return EmbeddedBackup.none();
    }
    return door;
  }

  /** The database is open: dumps may be taken. */
  serve(db: Db): void {
    this.db = db;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' || req.url !== BACKUP_REQUEST) return reply(res, 404, 'Sólo GET /pglite.tar');
    const db = this.db;
    if (!db?.dataSource.isInitialized) return reply(res, 503, 'La base todavía no está abierta');
    const started = Date.now();
    dumpDataDir(db).then(
      (tar) => {
        logger.log(`Copia de la base para un respaldo: ${tar.length} bytes en ${Date.now() - started} ms`);
        res.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': String(tar.length) });
        res.end(tar);
      },
      (err: unknown) => {
        logger.error(`No se pudo copiar la base para un respaldo: ${err instanceof Error ? err.message : err}`);
        reply(res, 500, `No se pudo copiar la base: ${err instanceof Error ? err.message : err}`);
      },
    );
  }

  /** Stops answering (before the database closes) and removes the socket. */
  async close(): Promise<void> {
    this.db = null;
    const server = this.server;
    if (!server?.listening) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
    await unlink(this.socketPath).catch(() => undefined);
  }
}
