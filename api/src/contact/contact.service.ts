// The contact module's data: enquiries from the public form (contact_enquiries) and the back office's inbox over them.
// Receiving one: validated, 5 per 10 minutes per client (counted in the database, RateLimitService), stored. The
// honeypot field `sitioWeb` is accepted and dropped: a filled one is answered as a success and not stored.
import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { ERROR_CODES, MENSAJES, telefonoE164, type Canal, type Contacto, type CanalRespuesta, type Consulta, type EstadoConsulta, MENSAJES_ASIGNACION, MENSAJES_PORTALES, hoyArgentina } from '@inmo/contracts';
import { TeamService } from '../auth/team.service.js';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import { assigneeCondition, type AssigneeFilter } from '../common/assignment-filter.js';
import { ApiError } from '../common/api-error.js';
import type { Actor } from '../history/actor.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { EnquiryMail } from './enquiry-mail.js';
import { Db, placeholders } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { searchCondition, type SearchTarget } from '../database/text-search.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';
import { toConsulta, type EnquiryRow } from './enquiry-rows.js';

export const CONTACTO_MAX = 5;
export const CONTACTO_VENTANA_SEG = 10 * 60;
/** Leads one portal's callback takes per window: its address is public to whoever learns the secret. */
export const LEADS_MAX = 30;
export const LEADS_VENTANA_SEG = 10 * 60;

/** The inbox's filters, each a condition on the enquiry's read and answered marks. */
const ESTADOS: Record<EstadoConsulta, string> = {
  pendientes: 'e.read_at IS NULL',
  leidas: 'e.read_at IS NOT NULL',
  respondidas: 'e.answered_at IS NOT NULL',
  sinresponder: 'e.answered_at IS NULL',
};

/** What the inbox's `q` searches: who wrote (name, e-mail, phone) and what (subject; the message by full text). */
export const ENQUIRY_SEARCH: SearchTarget = { texts: ['e.busqueda_texto'], tsvector: 'e.busqueda' };

const COLS = `id, nombre, email, telefono, telefono_e164, asunto, mensaje, created_at, read_at, answered_at, version, propiedad_id, asignado_a, canal, busqueda_cliente_id`;
/**
 * The same person: another enquiry or a client with the same normalized phone (E.164) or e-mail (case
 * aside). Each side is looked up by its own index (idx_contact_telefono / idx_contact_email, idx_clients_*).
 */
const MISMA_PERSONA = (t: string, telefono: string, email: string) =>
  `((e.telefono_e164 IS NOT NULL AND ${t}.${telefono} = e.telefono_e164) OR (e.email <> '' AND lower(${t}.${email}) = lower(e.email)))`;
/** The enquiry's columns (e.*), the property it is about (p.*, null without one), and who wrote it, for the inbox. */
const COLS_CON_PROPIEDAD = `${COLS.split(', ').map((c) => `e.${c}`).join(', ')},
  p.titulo AS propiedad_titulo, p.tipo AS propiedad_tipo, p.operacion AS propiedad_operacion,
  p.precio_monto AS propiedad_precio, p.precio_moneda AS propiedad_moneda,
  (SELECT count(*) FROM contact_enquiries o WHERE ${MISMA_PERSONA('o', 'telefono_e164', 'email')}) AS persona_consultas,
  cl.id AS cliente_id, cl.nombre AS cliente_nombre,
  (SELECT coalesce(json_agg(json_build_object('fecha', r.fecha, 'user_id', r.user_id, 'user_nombre', r.user_nombre, 'canal', r.canal) ORDER BY r.fecha, r.id), '[]')
   FROM enquiry_replies r WHERE r.enquiry_id = e.id) AS respuestas`;
/** `source`: the table, or a CTE named e (an UPDATE … RETURNING). */
const fromConPropiedad = (source: string) => `${source} LEFT JOIN ${PROPERTIES_VIEW} p ON p.id = e.propiedad_id
  LEFT JOIN LATERAL (SELECT c.id, trim(c.nombre || ' ' || c.apellido) AS nombre FROM ${CLIENTS_VIEW} c
    WHERE c.id = e.busqueda_cliente_id OR ${MISMA_PERSONA('c', 'telefono_e164', 'mail')}
    ORDER BY c.id = e.busqueda_cliente_id DESC NULLS LAST, c.created_at, c.id LIMIT 1) cl ON true`;
const FROM_CON_PROPIEDAD = fromConPropiedad('contact_enquiries e');
@Injectable()
export class ContactService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(EnquiryMail) private readonly notice: EnquiryMail,
  ) {}

  /** Rows as the inbox shows them, each with its assignee's name (TeamService: in memory, no statement). */
  private async toConsultas(rows: EnquiryRow[]): Promise<Consulta[]> {
    const team = await this.team.refs(rows.map((r) => r.asignado_a));
    return rows.map((r) => toConsulta(r, team));
  }

  /** An enquiry from the public form: two statements (the throttle and the row); a refused one, one. */
  async receive(b: Contacto, clientIp: string): Promise<void> {
    // IPs are personal data: keep only a keyed hash, enough to count.
    const ipHash = createHash('sha256').update(`${this.config.jwtSecret}|${clientIp}`).digest('hex');
    if (!(await this.limits.take('contacto', ipHash, CONTACTO_VENTANA_SEG, CONTACTO_MAX))) {
      throw new ApiError(429, MENSAJES.contactoLimite, ERROR_CODES.CONTACT_THROTTLED);
    }
    if (b.sitioWeb !== '') return;
    // The property it is about is linked when it exists (a listing hidden or deleted while the visitor wrote still
    // is); an id of none is dropped, never the enquiry.
    // The enquiry and its notice (EnquiryMail) are written together.
    await this.db.transaction(() =>
      this.notice.insert(
        `INSERT INTO contact_enquiries (nombre, email, telefono, telefono_e164, asunto, mensaje, client_ip_hash, propiedad_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT p.id FROM ${PROPERTIES_VIEW} p WHERE p.id = $8::uuid))`,
        [b.nombre, b.email, b.telefono, telefonoE164(b.telefono), b.asunto, b.mensaje, ipHash, b.propiedad],
      ),
    );
  }

  /**
   * 'Me interesa' on a client's 'Mi búsqueda' page: an enquiry (channel Web) about the listing, from the client (its
   * name, e-mail and phone), assigned to the client's member of staff, with its notice by mail.
   */
  async receiveFromClient(e: { clienteId: string; propiedadId: string; asunto: string; mensaje: string }): Promise<void> {
    await this.db.transaction(() =>
      this.notice.insert(
        `INSERT INTO contact_enquiries (nombre, email, telefono, telefono_e164, asunto, mensaje, propiedad_id, busqueda_cliente_id, asignado_a)
         SELECT trim(c.nombre || ' ' || c.apellido), coalesce(c.mail, ''), c.telefono, c.telefono_e164, $3, $4, $2, c.id, c.asignado_a FROM ${CLIENTS_VIEW} c WHERE c.id = $1`,
        [e.clienteId, e.propiedadId, e.asunto, e.mensaje],
      ),
    );
  }

  /**
   * The enquiry a visitor's visit request leaves in Consultas (channel Web, about the listing, assigned to the
   * listing's agent): its id. Inside the caller's transaction when there is one; the caller throttles.
   */
  async recordVisitRequest(e: { nombre: string; email: string; telefono: string; mensaje: string; propiedadId: string; asignadoA: string | null; ipHash: string }): Promise<string> {
    // Its notice goes out as any new enquiry's (EnquiryMail), in the same transaction.
    const id = await this.notice.insert(
      `INSERT INTO contact_enquiries (nombre, email, telefono, telefono_e164, asunto, mensaje, client_ip_hash, propiedad_id, asignado_a, canal)
       VALUES ($1, $2, $3, $4, 'Pedido de visita', $5, $6, $7, $8, 'Web')`,
      [e.nombre, e.email, e.telefono, telefonoE164(e.telefono), e.mensaje, e.ipHash, e.propiedadId, e.asignadoA],
    );
    return id!;
  }

  /**
   * A visit request confirmed on a call: its enquiry is answered (and read), and assigned to the visit's agent when it
   * had nobody. Inside the caller's transaction.
   */
  async answerVisitRequest(id: string, agente: string | null): Promise<void> {
    await this.db.execute(
      `UPDATE contact_enquiries SET answered_at = coalesce(answered_at, now()), read_at = coalesce(read_at, now()), asignado_a = coalesce(asignado_a, $2),
              updated_at = now(), version = version + 1 WHERE id = $1`,
      [id, agente],
    );
  }

  /** A keyed hash of a client's address: enough to count its requests, never the address itself. */
  ipHash(clientIp: string): string {
    return createHash('sha256').update(`${this.config.jwtSecret}|${clientIp}`).digest('hex');
  }

  /**
   * Newest first (estado, q and asignadoA filter), with the total under the filters and the unread count (one
   * statement; two past the last page).
   */
  async list(opts: { page: number; limit: number; estado?: EstadoConsulta; q?: string; asignadoA?: AssigneeFilter; canal?: Canal }): Promise<{ items: Consulta[]; total: number; pendientes: number }> {
    // The unread count ignores the filters: it is the inbox's badge.
    const conds: string[] = opts.estado ? [ESTADOS[opts.estado]] : [];
    const { params, add } = placeholders();
    const search = searchCondition(opts.q, ENQUIRY_SEARCH, add);
    if (search) conds.push(search);
    if (opts.canal) {
      params.push(opts.canal);
      conds.push(`e.canal = $${params.length}`);
    }
    const asignado = assigneeCondition('e.asignado_a', opts.asignadoA, params);
    if (asignado) conds.push(asignado);
    const where = conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    const n = params.length;
    const rows = await this.db.query<EnquiryRow & { total_count: SqlBigint; pendientes: SqlBigint }>(
      `SELECT ${COLS_CON_PROPIEDAD}, count(*) OVER() AS total_count, (SELECT count(*) FROM contact_enquiries WHERE read_at IS NULL) AS pendientes
       FROM ${FROM_CON_PROPIEDAD} ${where} ORDER BY e.created_at DESC, e.id LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, opts.limit, (opts.page - 1) * opts.limit],
    );
    const first = rows[0];
    if (first) return { items: await this.toConsultas(rows), total: Number(first.total_count), pendientes: Number(first.pendientes) };
    const c = await this.db.one<{ total: SqlBigint; pendientes: SqlBigint }>(
      `SELECT (SELECT count(*) FROM contact_enquiries e ${where}) AS total, (SELECT count(*) FROM contact_enquiries WHERE read_at IS NULL) AS pendientes`,
      params,
    );
    return { items: [], total: Number(c?.total ?? 0), pendientes: Number(c?.pendientes ?? 0) };
  }

  /**
   * A portal's lead as an enquiry of its channel, about the listing it names (by our code or the
   * portal's id for it). A lead delivered twice (same portal id) is stored once: false the second time.
   */
  async receiveLead(lead: { canal: Exclude<Canal, 'Web'>; id: string | null; nombre: string; email: string; telefono: string; mensaje: string; asunto: string; propiedadId: string | null }): Promise<boolean> {
    if (!(await this.limits.take('leads', lead.canal, LEADS_VENTANA_SEG, LEADS_MAX))) {
      throw new ApiError(429, MENSAJES_PORTALES.leadsLimite, ERROR_CODES.PORTAL_LEADS_THROTTLED);
    }
    // A lead without the portal's id is known by its content: the same one delivered again the same day (Argentina's
    // calendar) is stored once.
    const dia = hoyArgentina();
    const contenido = [lead.nombre.toLowerCase(), lead.email.toLowerCase(), telefonoE164(lead.telefono) ?? lead.telefono, lead.mensaje, lead.propiedadId ?? '', dia];
    const leadId = lead.id || `contenido:${createHash('sha256').update(JSON.stringify(contenido)).digest('hex')}`;
    const id = await this.db.transaction(() =>
      this.notice.insert(
        `INSERT INTO contact_enquiries (nombre, email, telefono, telefono_e164, asunto, mensaje, propiedad_id, canal, portal_lead_id)
         VALUES ($1, $2, $3, $4, $5, $6, (SELECT p.id FROM ${PROPERTIES_VIEW} p WHERE p.id = $7::uuid), $8, $9)
         ON CONFLICT (canal, portal_lead_id) WHERE portal_lead_id IS NOT NULL DO NOTHING`,
        [lead.nombre || 'Sin nombre', lead.email, lead.telefono, telefonoE164(lead.telefono), lead.asunto, lead.mensaje || '(sin mensaje)', lead.propiedadId, lead.canal, leadId],
      ),
    );
    return id !== null;
  }

  /** Marks an enquiry read or answered (or not); an answered enquiry is also read. Null when there is no such enquiry. */
  async mark(id: string, marks: { leida?: boolean; respondida?: boolean }): Promise<Consulta | null> {
    // One assignment per column: {leida: false, respondida: true} must not set read_at twice.
    const sets: string[] = [];
    const leida = marks.respondida === true ? true : marks.leida;
    if (leida !== undefined) sets.push(leida ? 'read_at = coalesce(read_at, now())' : 'read_at = NULL');
    if (marks.respondida !== undefined) sets.push(marks.respondida ? 'answered_at = coalesce(answered_at, now())' : 'answered_at = NULL');
    const row = await this.db.one<EnquiryRow>(
      `WITH e AS (UPDATE contact_enquiries SET ${sets.join(', ')}, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${COLS})
       SELECT ${COLS_CON_PROPIEDAD} FROM ${fromConPropiedad('e')}`,
      [id],
    );
    return row ? (await this.toConsultas([row]))[0]! : null;
  }

  /**
   * Logs a reply sent from the inbox (who, when, by which channel) and marks the enquiry answered (and read), in one
   * transaction. Null when there is no such enquiry.
   */
  async logReply(id: string, canal: CanalRespuesta, actor: Actor): Promise<Consulta | null> {
    return this.db.transaction(async () => {
      const marked = await this.db.one<{ id: string }>(
        `UPDATE contact_enquiries SET answered_at = coalesce(answered_at, now()), read_at = coalesce(read_at, now()), updated_at = now(), version = version + 1
         WHERE id = $1 RETURNING id`,
        [id],
      );
      if (!marked) return null;
      await this.db.execute(`INSERT INTO enquiry_replies (enquiry_id, user_id, user_nombre, canal) VALUES ($1, $2, $3, $4)`, [id, actor.id, actor.nombre, canal]);
      const row = await this.db.one<EnquiryRow>(`SELECT ${COLS_CON_PROPIEDAD} FROM ${FROM_CON_PROPIEDAD} WHERE e.id = $1`, [id]);
      return row ? (await this.toConsultas([row]))[0]! : null;
    });
  }

  /** Assigns an enquiry to a member of staff (null: to nobody). Null when there is no such enquiry; an unknown user → 400. */
  async assign(id: string, usuario: string | null): Promise<Consulta | null> {
    if (usuario !== null && !(await this.team.exists(usuario))) throw ApiError.validation({ usuario: MENSAJES_ASIGNACION.usuarioInexistente });
    const row = await this.db.one<EnquiryRow>(
      `WITH e AS (UPDATE contact_enquiries SET asignado_a = $2, updated_at = now(), version = version + 1 WHERE id = $1 RETURNING ${COLS})
       SELECT ${COLS_CON_PROPIEDAD} FROM ${fromConPropiedad('e')}`,
      [id, usuario],
    );
    return row ? (await this.toConsultas([row]))[0]! : null;
  }
}
