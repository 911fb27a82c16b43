// Hears about every committed write to the catalogue's and the dashboard's tables, whoever made it: the triggers of
// migration ChangeNotifications notify `inmo_changes`, and this process LISTENs on its own connection (PostgreSQL)
// or on the embedded PGlite. Each notice bumps `generation`; cached values are only good for the generation they
// were computed in (src/cache/reply-cache.ts).
//
// While the LISTEN session is down (PostgreSQL restarting, network cut) the process cannot know what changed, so
// `listening` is false and nothing is cached or served from cache until the session is back (it retries every
// 500 ms and bumps the generation when it reconnects: anything cached before the gap is dropped).
// A server that stops answering without closing the session (frozen, or cut off by the network) is noticed by a
// heartbeat: every DATABASE_QUERY_TIMEOUT_MS the session must answer a `SELECT 1` within that time, or it counts as
// lost. TCP keepalive cannot tell: a frozen host's kernel still answers it.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import pg from 'pg';
import { getPGliteInstance } from 'typeorm-pglite';
import { within } from '../common/time-limit.js';
import { APP_CONFIG, DEFAULT_QUERY_TIMEOUT_MS, type AppConfig } from '../config/config.js';

export const CHANGES_CHANNEL = 'inmo_changes';
const RETRY_MS = 500;

@Injectable()
export class ChangeFeed implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  /** Bumped on every change this process hears of (or makes). */
  generation = 0;
  /** True while every change is sure to reach this process. */
  listening = false;
  private client: pg.Client | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private heartbeatTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly subscribers = new Set<(table: string | undefined) => void>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Something changed: every cached value is stale. `table` names what changed when known (a notice's payload, or
   * 'api' for a write this process served); undefined means anything may have (a reconnection).
   */
  bump(table?: string): void {
    this.generation++;
    for (const fn of this.subscribers) fn(table);
  }

  /** A notice's payload: the table's name. */
  private heard(payload: string | undefined): void {
    this.bump(payload || undefined);
  }

  onChange(fn: (table: string | undefined) => void): void {
    this.subscribers.add(fn);
  }

  async onModuleInit(): Promise<void> {
    if (this.config.databaseUrl) {
      await this.connect();
    } else {
      // PGlite: one in-process database; its notices are delivered after each statement that raised them.
      const pglite = await getPGliteInstance();
      this.unlisten = await pglite.listen(CHANGES_CHANNEL, (payload) => this.heard(payload));
      this.listening = true;
    }
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.closed = true;
    this.listening = false;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
    await this.unlisten?.().catch(() => undefined);
    this.unlisten = null;
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client: pg.Client = new pg.Client({ connectionString: this.config.databaseListenUrl ?? this.config.databaseUrl!, connectionTimeoutMillis: 3000, keepAlive: true });
    client.on('notification', (msg) => this.heard(msg.payload));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch {
      await client.end().catch(() => undefined);
      this.scheduleRetry();
      return;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    const wasDown = this.generation > 0;
    this.client = client;
    this.listening = true;
    this.bump();
    if (wasDown) this.logger.log('change notifications back: reply cache on');
    this.scheduleHeartbeat(client);
  }

  private scheduleHeartbeat(client: pg.Client): void {
    const every = this.config.databaseQueryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
    this.heartbeatTimer = setTimeout(async () => {
      this.heartbeatTimer = null;
      if (this.client !== client) return;
      const answered = await within(
        client.query('SELECT 1').then(
          () => true,
          () => false,
        ),
        every,
      );
      if (this.client !== client) return;
      if (answered === true) this.scheduleHeartbeat(client);
      else this.lost(client);
    }, every);
    this.heartbeatTimer.unref();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    if (this.heartbeatTimer) clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = null;
    this.client = null;
    this.listening = false;
    this.bump();
    client.end().catch(() => undefined);
    if (!this.closed) this.logger.warn('change notifications lost: reply cache off until the database is back');
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, RETRY_MS);
    this.retryTimer.unref();
  }
}
