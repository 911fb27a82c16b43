// The valuation reports are rendered in a worker thread (piscina), never on the thread that answers requests: a
// report of 30 comparables takes pdfkit about 20 ms of CPU (more with a photo), and the public site must not wait
// behind it. One worker (the machine has two cores: one answers requests, one renders), at a lower CPU priority than
// the request thread (nice +10, through piscina's niceIncrement and its @napi-rs/nice: a report waits, a visitor
// does not), a bounded queue (past it, 503 in Spanish), started on the first report, kept while the app runs.
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { ERROR_CODES } from '@inmo/contracts';
import { Piscina } from 'piscina';
import { ApiError } from '../common/api-error.js';
import type { EntradaInforme } from './valuation-report.js';

/** Reports waiting beyond the one being rendered: enough for a busy office, bounded so a flood cannot pile up. */
const MAX_QUEUE = 32;
/** How much lower the worker's CPU priority is than the request thread's (Linux: per thread). */
const NICE = 10;

/** The worker's entry: the compiled file beside this one, or its TypeScript source through a loader (the tests). */
function workerFile(): string {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('./report-worker.source.mjs', here).href : new URL('./report-worker.js', here).href;
}

@Injectable()
export class ReportPool implements OnModuleDestroy {
  private pool: Piscina | null = null;

  /** The one worker, kept once started (piscina 4 leaves tasks waiting forever with minThreads 0). */
  private workers(): Piscina {
    this.pool ??= new Piscina({ filename: workerFile(), minThreads: 1, maxThreads: 1, maxQueue: MAX_QUEUE, niceIncrement: NICE });
    return this.pool;
  }

  /** The report's PDF, rendered in the worker. */
  async render(entrada: EntradaInforme): Promise<Buffer> {
    const pool = this.workers();
    if (pool.queueSize >= MAX_QUEUE) throw busy();
    const { foto, ...rest } = entrada;
    const out = (await pool.run({ json: JSON.stringify(rest), foto }).catch((err: Error) => {
      throw /queue is at limit/i.test(err.message) ? busy() : err;
    })) as Uint8Array;
    return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
  }

  /** Reports the worker has rendered since the app started. */
  get rendered(): number {
    return this.pool?.completed ?? 0;
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}

const busy = () => new ApiError(503, 'Hay muchos informes en preparación. Probá de nuevo en unos segundos.', ERROR_CODES.REPORTS_BUSY);
