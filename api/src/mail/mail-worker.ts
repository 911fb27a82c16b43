// Sends the outbox through SMTP_URL (nodemailer). The outbox is a claimed queue (queue/claimed-queue.ts): each
// message is leased for two minutes before it is sent, so replicas on one PostgreSQL share it and never take the same
// row, and one whose sender died is taken again once its lease ends; PGlite runs one process and serializes the
// statements. A failure the server may get over (it is down, a 4xx answer, a timeout) puts the message back with a
// wait that doubles from MAIL_RETRY_BASE_MS (5 s) up to MAIL_RETRY_MAX_MS (5 min), its error kept; a 5xx answer (the
// address refused) or MAIL_MAX_INTENTOS attempts leave it in 'error'. Woken when a message is written or put back,
// and every MAIL_POLL_MS. Without SMTP_URL nothing runs: messages wait 'pendiente'.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { ClaimedQueue, WorkerLoop } from '../queue/claimed-queue.js';
import { MailService } from './mail.service.js';

export const MAIL_MAX_INTENTOS = 40;

type Claimed = {
  id: string;
  para: string;
  asunto: string;
  texto: string;
  html: string;
  adjuntos: unknown;
  cabeceras: unknown;
  intentos: number;
};

const json = <T>(v: unknown, fallback: T): T => (v == null ? fallback : typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));

@Injectable()
export class MailWorker implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private transport: Transporter | null = null;
  private readonly outbox: ClaimedQueue<Claimed>;
  private readonly loop = new WorkerLoop(
    () => this.drain().then(() => undefined),
    (err) => this.logger.warn(`Envío de correo: ${err.message}`),
  );

  constructor(
    @Inject(Db) db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MailService) private readonly mail: MailService,
  ) {
    this.outbox = new ClaimedQueue<Claimed>(db, {
      table: 'mail_outbox',
      key: 'id',
      waiting: `estado = 'pendiente'`,
      order: 'proximo_intento, creado, id',
      columns: ['id', 'para', 'asunto', 'texto', 'html', 'adjuntos', 'cabeceras', 'intentos'],
      lease: {
        next: 'proximo_intento',
        lease: 'bloqueado_hasta',
        attempts: 'intentos',
        seconds: 120,
        backoff: { baseMs: config.mailRetryBaseMs ?? 5000, maxMs: config.mailRetryMaxMs ?? 300_000 },
        maxAttempts: MAIL_MAX_INTENTOS,
        failed: `estado = 'error'`,
      },
    });
  }

  get enabled(): boolean {
    return !!this.config.smtpUrl;
  }

  onModuleInit(): void {
    if (!this.config.smtpUrl) return;
    // Bounded waits: a server that accepts the connection and then says nothing must not hold the queue.
    this.transport = nodemailer.createTransport({ url: this.config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    this.loop.start(this.config.mailPollMs ?? 5000);
    // Whatever waited across a restart.
    this.loop.wake(200);
    // Written inside a transaction, a message is seen once that commits: look a moment later (and at each poll).
    this.mail.onEnqueued(() => this.loop.wake(100));
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.loop.stop();
    this.transport?.close();
  }

  /** Sends what is due now (or once more right after the run under way). Never throws. */
  kick(): Promise<void> {
    return this.loop.kick();
  }

  /**
   * Claims due messages one at a time and sends each, until none is due or the server cannot be reached; how many
   * went out. Safe to run side by side (in one process or in several): a claimed row is leased to its claimer.
   */
  async drain(): Promise<number> {
    let sent = 0;
    await this.outbox.drain(
      async (m) => {
        const outcome = await this.send(m);
        if (outcome === 'sent') sent++;
        return outcome !== 'unreachable';
      },
      { until: () => this.loop.stopped || !this.transport },
    );
    return sent;
  }

  private async from(): Promise<string> {
    if (this.config.mailFrom) return this.config.mailFrom;
    const agencia = await this.mail.agencia();
    return agencia.email ? `"${agencia.nombre.replace(/["\\]/g, '')}" <${agencia.email}>` : `"${agencia.nombre.replace(/["\\]/g, '')}" <no-responder@localhost>`;
  }

  private async send(m: Claimed): Promise<'sent' | 'failed' | 'unreachable'> {
    const adjuntos = json<{ nombre: string; tipo: string; base64: string }[]>(m.adjuntos, []);
    try {
      const info = await this.transport!.sendMail({
        from: await this.from(),
        to: m.para,
        subject: m.asunto,
        text: m.texto,
        html: m.html,
        headers: json<Record<string, string>>(m.cabeceras, {}),
        attachments: adjuntos.map((a) => ({ filename: a.nombre, contentType: a.tipo, content: Buffer.from(a.base64, 'base64') })),
      });
      await this.outbox.done(m, `estado = 'enviado', enviado = now(), error = NULL, message_id = $2`, [String(info.messageId ?? '')]);
      return 'sent';
    } catch (err) {
      const e = err as { responseCode?: number; message?: string; code?: string };
      const refused = typeof e.responseCode === 'number' && e.responseCode >= 500;
      const detalle = String(e.message ?? err).slice(0, 1000);
      if (refused) {
        await this.outbox.fail(m, 'error = $2', [detalle]);
        return 'failed';
      }
      if ((await this.outbox.retry(m, 'error = $2', [detalle])) === 'failed') return 'failed';
      // No answer from the server: the rest waits for the next run. An answer (a 4xx for this one): go on.
      return typeof e.responseCode === 'number' ? 'failed' : 'unreachable';
    }
  }
}
