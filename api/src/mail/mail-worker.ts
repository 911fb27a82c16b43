// Sends the outbox through SMTP_URL (nodemailer). Each message is leased before it is sent (UPDATE … FOR UPDATE SKIP
// LOCKED, two minutes): replicas on one PostgreSQL share the queue and never take the same row; PGlite runs one
// process and serializes the statements. A failure the server may get over (it is down, a 4xx answer, a timeout) puts
// the message back with a wait that doubles from MAIL_RETRY_BASE_MS (5 s) up to MAIL_RETRY_MAX_MS (5 min), its
// error kept; a 5xx answer (the address refused) or MAIL_MAX_INTENTOS failures leave it in 'error'. Woken when a
// message is written or put back, and every MAIL_POLL_MS. Without SMTP_URL nothing runs: messages wait 'pendiente'.
import { Inject, Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { MailService } from './mail.service.js';

export const MAIL_MAX_INTENTOS = 40;
const LEASE = "interval '2 minutes'";

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

/** Milliseconds before the next attempt after `intentos` failures: base, 2×base, 4×base … at most `max`. */
export function backoffMs(intentos: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(0, intentos - 1), max);
}

@Injectable()
export class MailWorker implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('MailWorker');
  private transport: Transporter | null = null;
  private timer: NodeJS.Timeout | null = null;
  private soon: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  get enabled(): boolean {
    return !!this.config.smtpUrl;
  }

  onModuleInit(): void {
    if (!this.config.smtpUrl) return;
    // Bounded waits: a server that accepts the connection and then says nothing must not hold the queue.
    this.transport = nodemailer.createTransport({ url: this.config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    this.timer = setInterval(() => void this.kick(), this.config.mailPollMs ?? 5000);
    this.timer.unref();
    // Written inside a transaction, a message is seen once that commits: look a moment later (and at each poll).
    this.mail.onEnqueued(() => {
      if (this.soon || this.stopped) return;
      this.soon = setTimeout(() => {
        this.soon = null;
        void this.kick();
      }, 100);
      this.soon.unref();
    });
    // Whatever waited across a restart.
    this.soon = setTimeout(() => {
      this.soon = null;
      void this.kick();
    }, 200);
    this.soon.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
    await this.running;
    this.transport?.close();
  }

  /** Sends what is due now (or once more right after the run under way). Never throws. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.drain();
        } catch (err) {
          this.logger.warn(`Envío de correo: ${(err as Error).message}`);
        }
      } while (this.again && !this.stopped);
    })().finally(() => (this.running = null));
    return this.running;
  }

  /**
   * Claims due messages one at a time and sends each, until none is due or the server cannot be reached. Safe to run
   * side by side (in one process or in several): a claimed row is leased to its claimer.
   */
  async drain(): Promise<number> {
    let sent = 0;
    while (!this.stopped && this.transport) {
      const claimed = await this.db.one<Claimed>(
        `UPDATE mail_outbox m SET bloqueado_hasta = now() + ${LEASE}, intentos = m.intentos + 1
         FROM (SELECT id FROM mail_outbox WHERE estado = 'pendiente' AND proximo_intento <= now() AND (bloqueado_hasta IS NULL OR bloqueado_hasta <= now())
               ORDER BY proximo_intento, creado, id LIMIT 1 FOR UPDATE SKIP LOCKED) due
         WHERE m.id = due.id
         RETURNING m.id, m.para, m.asunto, m.texto, m.html, m.adjuntos, m.cabeceras, m.intentos`,
      );
      if (!claimed) return sent;
      const outcome = await this.send(claimed);
      if (outcome === 'sent') sent++;
      if (outcome === 'unreachable') return sent;
    }
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
      await this.db.execute(
        `UPDATE mail_outbox SET estado = 'enviado', enviado = now(), error = NULL, bloqueado_hasta = NULL, message_id = $2 WHERE id = $1`,
        [m.id, String(info.messageId ?? '')],
      );
      return 'sent';
    } catch (err) {
      const e = err as { responseCode?: number; message?: string; code?: string };
      const refused = typeof e.responseCode === 'number' && e.responseCode >= 500;
      const detalle = String(e.message ?? err).slice(0, 1000);
      if (refused || m.intentos >= MAIL_MAX_INTENTOS) {
        await this.db.execute(`UPDATE mail_outbox SET estado = 'error', error = $2, bloqueado_hasta = NULL WHERE id = $1`, [m.id, detalle]);
        return 'failed';
      }
      const wait = backoffMs(m.intentos, this.config.mailRetryBaseMs ?? 5000, this.config.mailRetryMaxMs ?? 300_000);
      await this.db.execute(
        `UPDATE mail_outbox SET error = $2, bloqueado_hasta = NULL, proximo_intento = now() + make_interval(secs => $3) WHERE id = $1`,
        [m.id, detalle, wait / 1000],
      );
      // No answer from the server: the rest waits for the next run. An answer (a 4xx for this one): go on.
      return typeof e.responseCode === 'number' ? 'failed' : 'unreachable';
    }
  }
}
