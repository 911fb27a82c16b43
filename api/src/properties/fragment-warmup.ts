// Each property's JSON (property-fragments.ts) read ahead, so that no request pays for a row's first read.
//
// Kept JSON fills itself as pages are asked for, and a change drops only its own properties; but a process that has
// just started, or that has just dropped everything (a notice naming no property: a statement over more than 100 of
// them, a TRUNCATE, a reconnection of the notices' session), meets every row for the first time. At 100,000
// properties a random page of the staff list then reads and renders its 9 rows (≈ 130 µs each, API and PostgreSQL),
// and the list stays in that state for as long as it takes traffic to touch most rows (BENCHMARKS.md, *Deep pages*).
//
// So the process walks the catalogue itself, newest first (the order most pages are asked in), in the streamed lists'
// keyset batches, and keeps each row's staff view and, if visible, its public one — until the bound (PROPERTY_CACHE_MB)
// is reached: the warm-up never pushes out what requests have kept. It gives the requests at least half the time:
// after each batch it waits as long as the batch took. A batch overtaken by a notice keeps nothing (as any read), and
// the walk goes on. It starts once every module has started (AppModule, after the demo data is written; the port is
// not held back for it), and again a second after everything was dropped.
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CatalogueStream } from './catalogue-stream.service.js';
import { PropertyFragments } from './property-fragments.js';

/** After everything kept was dropped, the walk starts again once this long has passed with no further drop. */
const AGAIN_AFTER_MS = 1000;

@Injectable()
export class FragmentWarmup implements OnModuleDestroy {
  private readonly logger = new Logger('FragmentWarmup');
  private closed = false;
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Moves at every drop of everything: a walk started before stops at its next batch (another one follows). */
  private round = 0;

  constructor(
    @Inject(CatalogueStream) private readonly stream: CatalogueStream,
    @Inject(PropertyFragments) private readonly fragments: PropertyFragments,
  ) {
    fragments.onClear(() => {
      this.round++;
      this.schedule(AGAIN_AFTER_MS);
    });
  }

  /** The first walk, at once (AppModule calls it when the application has started). */
  start(): void {
    this.schedule(0);
  }

  async onModuleDestroy(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Resolves when no walk is running or waiting to start (tests; the bench reads the API's CPU instead). */
  async idle(): Promise<void> {
    while (this.running || this.timer) {
      if (this.running) await this.running;
      else await new Promise((r) => setTimeout(r, 20));
    }
  }

  private schedule(ms: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      // One walk at a time: the running one sees the new round and stops; this one starts after it.
      const walk: Promise<void> = (this.running ?? Promise.resolve())
        .then(() => this.walk())
        .catch(() => undefined)
        .finally(() => {
          if (this.running === walk) this.running = null;
        });
      this.running = walk;
    }, ms);
  }

  /** One walk of the catalogue, logged when it ends (not when a new round or the closing stops it). */
  private async walk(): Promise<void> {
    const round = this.round;
    const started = Date.now();
    let read = 0;
    const done = (why = '') => {
      const { entries, bytes } = this.fragments.size;
      this.logger.log(`JSON de las propiedades leído por adelantado: ${read} en ${Date.now() - started} ms, ${entries} vistas guardadas (${(bytes / 1048576).toFixed(1)} MB)${why}`);
    };
    const it = this.stream.rows({ admin: true })[Symbol.asyncIterator]();
    try {
      for (;;) {
        if (this.closed || round !== this.round || !this.fragments.active) return;
        const since = this.fragments.since();
        const t0 = Date.now();
        const next = await it.next();
        if (next.done) break;
        for (const row of next.value) {
          if (!this.fragments.prime(row, since)) return done('; el límite (PROPERTY_CACHE_MB) no admite más');
          read++;
        }
        // Half the time at most: as long again as the batch took, for the requests.
        await new Promise((r) => setTimeout(r, Date.now() - t0));
      }
    } catch (err) {
      // The database away, or closing: the rows not read are read by the pages that need them.
      this.logger.warn(`JSON de las propiedades no leído por adelantado: ${(err as Error).message}`);
      return;
    } finally {
      await it.return?.(undefined);
    }
    done();
  }
}
