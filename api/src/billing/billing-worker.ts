// The invoices ARCA has not answered yet ('pendiente') as a leased claimed queue on the invoices table: an attempt
// leases its row (two minutes, longer than the calls it makes), and one that stays pending is due again after a wait
// that starts at 5 s (the first retry within 10 s, with the 2 s poll) and doubles up to 2 minutes. The request that
// writes an invoice makes its first attempt itself, holding the lease the same way.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Db } from '../database/db.service.js';
import { ClaimedQueue, WorkerLoop } from '../queue/claimed-queue.js';
import { InvoiceIssuer, type Outcome } from './invoice-issuer.js';
import { InvoiceMailer } from './invoice-mailer.js';

type Job = { id: string; intentos: number };

export const BILLING_LEASE_SECONDS = 120;
/** Without pending work known here, another replica's left-overs are looked for this often. */
const IDLE_LOOK_MS = 60_000;
export const BILLING_BACKOFF = { baseMs: 5000, maxMs: 120_000 };

@Injectable()
export class BillingWorker implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('Facturacion');
  readonly queue: ClaimedQueue<Job>;
  /** Pending work is known here (at boot, after an attempt left one pending): look every poll; else once a minute. */
  private armed = true;
  private lastLook = 0;
  /** Attempts left pending so far (one during a poll keeps it armed). */
  private leftPending = 0;
  private readonly loop = new WorkerLoop(
    () => this.poll(),
    (err) => this.logger.warn(`Facturas pendientes: ${err.message}`),
  );

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(InvoiceIssuer) private readonly issuer: InvoiceIssuer,
    @Inject(InvoiceMailer) private readonly mailer: InvoiceMailer,
  ) {
    this.queue = new ClaimedQueue<Job>(db, {
      table: 'invoices',
      key: 'id',
      waiting: `estado = 'pendiente'`,
      order: 'proximo_intento NULLS FIRST, created_at, id',
      columns: ['id', 'intentos'],
      lease: { next: 'proximo_intento', lease: 'lease_hasta', attempts: 'intentos', seconds: BILLING_LEASE_SECONDS, backoff: BILLING_BACKOFF },
    });
  }

  onModuleInit(): void {
    this.loop.start(2000);
    this.loop.wake(500);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
  }

  /** One attempt for a job this caller holds, and the queue's state after it. */
  async run(job: Job): Promise<Outcome> {
    let outcome: Outcome;
    try {
      outcome = await this.issuer.authorise(job.id);
    } catch (err) {
      this.logger.warn(`Factura ${job.id}: ${(err as Error).message}`);
      outcome = 'pendiente';
    }
    if (outcome === 'pendiente') {
      this.armed = true;
      this.leftPending++;
      await this.queue.retry(job);
      this.loop.wake(BILLING_BACKOFF.baseMs + 200);
    } else {
      await this.queue.done(job);
    }
    if (outcome === 'autorizada') await this.mailer.send(job.id).catch((err: Error) => this.logger.warn(`Factura ${job.id}: correo no encolado: ${err.message}`));
    return outcome;
  }

  private async poll(): Promise<void> {
    if (!this.armed && Date.now() - this.lastLook < IDLE_LOOK_MS) return;
    this.lastLook = Date.now();
    const before = this.leftPending;
    await this.drain();
    const pending = !!(await this.db.one(`SELECT 1 AS x FROM invoices WHERE estado = 'pendiente' LIMIT 1`));
    this.armed = pending || this.leftPending !== before;
  }

  /** Attempts what is due, one at a time; stops at the first that stays pending (ARCA is still down). */
  async drain(): Promise<number> {
    return this.queue.drain(async (job) => (await this.run(job)) !== 'pendiente', { until: () => this.loop.stopped });
  }
}
