// A private PostgreSQL cluster for the fault, scale-out and backup tests: its own data directory, port and socket
// folder under a temp dir, so a test may stop it, kill it or drop its databases without touching the shared server.
// initdb refuses to run as root: as root (CI) the cluster belongs to the `postgres` system user (runuser).
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where pg_ctl, initdb, pg_dump… live: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function pgBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) if (existsSync(join(root, v, 'bin', 'pg_ctl'))) return join(root, v, 'bin');
  throw new Error('PostgreSQL binaries not found (set PG_BIN)');
}

/** A free TCP port on 127.0.0.1 (closed again before it is used; good enough on a test machine). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

export interface PgCluster {
  port: number;
  /** Connection address of a database on this cluster (default `postgres`). */
  url(database?: string): string;
  /** pg_ctl stop: `immediate` is a crash (no checkpoint, recovery at next start). */
  stop(mode?: 'fast' | 'immediate'): void;
  /** pg_ctl start, returning once the server accepts connections. */
  start(): void;
  createDatabase(name: string): Promise<void>;
  /**
   * SIGSTOP (true) or SIGCONT (false) to the server and all its processes: a host that stops answering without
   * closing its connections (frozen, or cut off by the network), unlike stop().
   */
  freeze(frozen: boolean): void;
  /** Stops the server (if running) and removes every file. */
  destroy(): void;
}

export async function startCluster(): Promise<PgCluster> {
  const bin = pgBinDir();
  const base = mkdtempSync(join(tmpdir(), 'inmo-pg-'));
  const data = join(base, 'data');
  const asRoot = process.getuid?.() === 0;
  let uid = 0;
  let gid = 0;
  if (asRoot) {
    uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]] : [join(bin, cmd), args];
    // cwd: the temp dir, which the postgres user can enter (the test's own folder may not be).
    const r = spawnSync(file, argv, { cwd: base, encoding: 'utf8', timeout: 60_000 });
    if (r.status !== 0) {
      const log = existsSync(join(base, 'server.log')) ? readFileSync(join(base, 'server.log'), 'utf8').slice(-2000) : '';
      throw new Error(`${cmd} ${args.join(' ')} failed (${r.status}): ${r.stderr}${r.stdout}\n${log}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  // fsync off: nothing here survives a machine crash anyway, and it spares the shared disk. synchronous_commit
  // stays on: an immediate stop must not lose a commit the API already acknowledged.
  const opts = `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=60`;
  let running = false;
  const cluster: PgCluster = {
    port,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop(mode = 'fast') {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      running = false;
    },
    start() {
      run('pg_ctl', ['-D', data, '-l', join(base, 'server.log'), '-o', opts, '-w', '-t', '60', 'start']);
      running = true;
    },
    freeze(frozen: boolean) {
      if (!running) return;
      const postmaster = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const children = spawnSync('pgrep', ['-P', String(postmaster)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
      const signal = frozen ? 'SIGSTOP' : 'SIGCONT';
      // Children first when freezing (the postmaster cannot start a new one meanwhile), the postmaster first after.
      for (const pid of frozen ? [...children, postmaster] : [postmaster, ...children]) {
        try {
          process.kill(pid, signal);
        } catch {
          // exited meanwhile
        }
      }
    },
    async createDatabase(name: string) {
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: cluster.url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${name}"`);
      } finally {
        await client.end();
      }
    },
    destroy() {
      if (running) {
        try {
          cluster.stop('immediate');
        } catch {
          /* already gone */
        }
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
