// The outbox (mail_outbox): every message the product sends is written here first and a worker (mail-worker.ts) sends
// it. enqueue() runs through Db, so called inside a caller's Db.transaction() the message is written with the
// caller's write, or not at all. Messages that are not a direct answer carry List-Unsubscribe (RFC 2369) and, when
// they have a one-click address, List-Unsubscribe-Post (RFC 8058).
import { Inject, Injectable } from '@nestjs/common';
import { MENSAJES_CORREO, type Correo, type CorreoDetalle, type EstadoCorreo, type Inmobiliaria } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ApiError } from '../common/api-error.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlTimestamp } from '../database/sql-types.js';
import { renderHtml, renderText, type Contenido } from './layout.js';

export interface Adjunto {
  nombre: string;
  /** Its media type (application/pdf, text/calendar…). */
  tipo: string;
  contenido: Buffer | string;
}

export interface NuevoCorreo {
  para: string;
  asunto: string;
  texto: string;
  html: string;
  adjuntos?: Adjunto[];
  /** A direct answer to someone (a visit's confirmation, a password link): no List-Unsubscribe. */
  directa?: boolean;
  /** The one-click unsubscribe address, for List-Unsubscribe and List-Unsubscribe-Post. */
  bajaUrl?: string;
}

type OutboxRow = {
  id: string;
  para: string;
  asunto: string;
  estado: EstadoCorreo;
  intentos: number;
  error: string | null;
  creado: SqlTimestamp;
  enviado: SqlTimestamp | null;
};
type OutboxFullRow = OutboxRow & { texto: string; html: string; directa: boolean; proximo_intento: SqlTimestamp | null; adjuntos: unknown };

const iso = (v: SqlTimestamp) => new Date(v).toISOString();

function toCorreo(r: OutboxRow): Correo {
  return {
    _id: r.id,
    para: r.para,
    asunto: r.asunto,
    estado: r.estado,
    intentos: Number(r.intentos),
    ...(r.error ? { error: r.error } : {}),
    creado: iso(r.creado),
    ...(r.enviado ? { enviado: iso(r.enviado) } : {}),
  };
}

const COLS = 'id, para, asunto, estado, intentos, error, creado, enviado';

@Injectable()
export class MailService {
  /** Called after a message is written (the worker sends it soon after its transaction commits). */
  private readonly listeners = new Set<() => void>();

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(AgencyService) private readonly agency: AgencyService,
  ) {}

  onEnqueued(fn: () => void): void {
    this.listeners.add(fn);
  }

  /**
   * The site's absolute address of a path, from PUBLIC_URL; null when it is not set: a message then goes out without
   * links to the site (a guessed address such as http://localhost would lead nowhere), and Correo saliente says why.
   */
  url(path: string): string | null {
    return this.config.publicUrl ? `${this.config.publicUrl.replace(/\/+$/, '')}${path}` : null;
  }

  /** Whether messages carry links to the site (PUBLIC_URL is set). */
  get conEnlaces(): boolean {
    return !!this.config.publicUrl;
  }

  /** The agency's details, for the frame of a message. */
  agencia(): Promise<Inmobiliaria> {
    return this.agency.get();
  }

  /** A message's two parts in the agency's frame. */
  async render(c: Contenido): Promise<{ texto: string; html: string }> {
    return this.renderWith(await this.agency.get(), c);
  }

  /** The same, with the agency's details at hand. */
  renderWith(agencia: Inmobiliaria, c: Contenido): { texto: string; html: string } {
    return { texto: renderText(agencia, c), html: renderHtml(agencia, c) };
  }

  /**
   * Writes a message to the outbox (inside the caller's transaction when there is one) and answers its id. An address
   * that is not one (no '@') is refused: the caller checks before.
   */
  async enqueue(m: NuevoCorreo): Promise<string> {
    const para = m.para.trim();
    if (!/^[^\s@]+@[^\s@]+$/.test(para)) throw new Error(`dirección de correo inválida: ${para}`);
    const cabeceras: Record<string, string> = {};
    if (!m.directa) {
      const agencia = await this.agency.get();
      const links = [m.bajaUrl ? `<${m.bajaUrl}>` : '', agencia.email ? `<mailto:${agencia.email}?subject=${encodeURIComponent('Baja')}>` : ''].filter(Boolean);
      if (links.length) cabeceras['List-Unsubscribe'] = links.join(', ');
      if (m.bajaUrl) cabeceras['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
    }
    const adjuntos = (m.adjuntos ?? []).map((a) => ({ nombre: a.nombre, tipo: a.tipo, base64: Buffer.from(a.contenido).toString('base64') }));
    const row = await this.db.one<{ id: string }>(
      `INSERT INTO mail_outbox (para, asunto, texto, html, adjuntos, cabeceras, directa) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) RETURNING id`,
      [para, m.asunto.slice(0, 300), m.texto, m.html, JSON.stringify(adjuntos), JSON.stringify(cabeceras), m.directa === true],
    );
    for (const fn of this.listeners) fn();
    return row!.id;
  }

  /** Newest first, at most `limit`; how many wait in all. Two statements. */
  async list(opts: { estado?: EstadoCorreo; limit: number }): Promise<{ items: Correo[]; pendientes: number }> {
    const rows = await this.db.query<OutboxRow>(
      `SELECT ${COLS} FROM mail_outbox ${opts.estado ? 'WHERE estado = $2' : ''} ORDER BY creado DESC, id LIMIT $1`,
      opts.estado ? [opts.limit, opts.estado] : [opts.limit],
    );
    const c = await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM mail_outbox WHERE estado = 'pendiente'`);
    return { items: rows.map(toCorreo), pendientes: Number(c?.n ?? 0) };
  }

  async get(id: string): Promise<CorreoDetalle> {
    const r = await this.db.one<OutboxFullRow>(`SELECT ${COLS}, texto, html, directa, proximo_intento, adjuntos FROM mail_outbox WHERE id = $1`, [id]);
    if (!r) throw ApiError.notFound(MENSAJES_CORREO.noEncontrado);
    const adjuntos = (typeof r.adjuntos === 'string' ? JSON.parse(r.adjuntos) : (r.adjuntos ?? [])) as { nombre: string; tipo: string }[];
    return {
      ...toCorreo(r),
      texto: r.texto,
      html: r.html,
      directa: r.directa,
      proximoIntento: r.estado === 'pendiente' && r.proximo_intento ? iso(r.proximo_intento) : null,
      adjuntos: adjuntos.map((a) => ({ nombre: a.nombre, tipo: a.tipo })),
    };
  }

  /** Puts a message back in the queue, to be sent at once (a sent one is sent again: 'Reenviar'). */
  async resend(id: string): Promise<CorreoDetalle> {
    const r = await this.db.one<{ id: string }>(
      `UPDATE mail_outbox SET estado = 'pendiente', intentos = 0, error = NULL, proximo_intento = now(), bloqueado_hasta = NULL, enviado = NULL WHERE id = $1 RETURNING id`,
      [id],
    );
    if (!r) throw ApiError.notFound(MENSAJES_CORREO.noEncontrado);
    for (const fn of this.listeners) fn();
    return this.get(id);
  }
}
