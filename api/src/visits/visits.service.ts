// The visits module's data: visits to listings (table visits) and the owners' report links (owner_report_links).
// Staff book a visit for a client with an agent; an agent's overlapping visit is refused by the table's exclusion
// constraint (409, on PostgreSQL and PGlite alike). A visitor asks for one of a public listing's free turns
// (the agency's hours for visits, Inmobiliaria.horarioVisitas, over the next 14 days): the request is a 'pendiente' visit with the listing's
// agent and an enquiry in Consultas, written in one transaction; staff confirm it by setting it 'programada'.
// A turn is taken when an active visit of the listing, or of its agent, overlaps it.
// It reads only its own tables: listings, clients, enquiries, the portals' state and the price history come from
// their modules' services. A visit that becomes 'programada' (booked so, or a request confirmed) writes a confirmation
// with its calendar file to the outbox, in the same transaction, for the client's e-mail (else the visitor's).
import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import {
  ERROR_CODES, HORARIO_VISITAS, MENSAJES_VISITA, esUuid, leerEditarVisita, leerNuevaVisita, leerPedirVisita,
  type HorarioVisitas, type InformePropietario, type Visita,
} from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { TeamService } from '../auth/team.service.js';
import { ApiError, assertValid } from '../common/api-error.js';
import { fromNumeric, isoDate, isoDateTime } from '../common/parse.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ContactService } from '../contact/contact.service.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlNumeric, SqlTimestamp } from '../database/sql-types.js';
import type { Actor } from '../history/actor.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { HistoryService } from '../history/history.service.js';
import { MailService } from '../mail/mail.service.js';
import { PortalAccounts } from '../portals/portal-accounts.service.js';
import { VISIT_COLS, direccion, toVisita, visitIcs, type VisitRow } from './visit-row.js';

/** Visit requests one client may send per window (as the contact form). */
export const PEDIDOS_MAX = 5;
export const PEDIDOS_VENTANA_SEG = 10 * 60;
/** The longest agenda one request reads. */
const MAX_DIAS_AGENDA = 62;
const ACTIVOS = `v.estado IN ('pendiente', 'programada')`;
const DIA_MS = 86_400_000;

/** Argentina's calendar day of an instant ('YYYY-MM-DD'; UTC−3, no DST). */
export function diaAR(d: Date): string {
  return new Date(d.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
}
/** The instant an Argentine day starts. */
function inicioDelDia(dia: string): Date {
  return new Date(`${dia}T00:00:00-03:00`);
}
function sumarDias(dia: string, n: number): string {
  return diaAR(new Date(inicioDelDia(dia).getTime() + n * DIA_MS + 3 * 3600_000));
}

/** The turns of the agency's hours for visits (`semana`, domingo first) of the days from `desde`, `dias` days, that start after `ahora`. */
export function turnosDelHorario(desde: string, dias: number, ahora: Date, semana: HorarioVisitas): { inicio: Date; fin: Date }[] {
  const out: { inicio: Date; fin: Date }[] = [];
  const paso = HORARIO_VISITAS.turnoMinutos * 60_000;
  for (let i = 0; i < dias; i++) {
    const dia = sumarDias(desde, i);
    const horas = semana[new Date(`${dia}T12:00:00-03:00`).getUTCDay()];
    if (!horas) continue;
    const cierre = inicioDelDia(dia).getTime() + horas[1] * 3600_000;
    for (let t = inicioDelDia(dia).getTime() + horas[0] * 3600_000; t + paso <= cierre; t += paso) {
      if (t > ahora.getTime()) out.push({ inicio: new Date(t), fin: new Date(t + paso) });
    }
  }
  return out;
}

function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return (e?.code ?? e?.driverError?.code) === '23P01';
}

const hash = (secreto: string) => createHash('sha256').update(secreto).digest('hex');

@Injectable()
export class VisitsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(PortalAccounts) private readonly portals: PortalAccounts,
    @Inject(MailService) private readonly mail: MailService,
  ) {}

  private async semana(): Promise<HorarioVisitas> {
    return (await this.agency.get()).horarioVisitas;
  }

  /** The rows as replies: their listings, clients and agents named by their modules (three lookups, none per row). */
  private async toVisitas(rows: VisitRow[]): Promise<Visita[]> {
    if (rows.length === 0) return [];
    const [props, clis, team] = await Promise.all([
      this.properties.summaries([...new Set(rows.map((r) => r.propiedad_id))]),
      this.clients.contacts([...new Set(rows.map((r) => r.cliente_id).filter((id): id is string => !!id))]),
      this.team.refs(rows.map((r) => r.agente_id)),
    ]);
    const propiedades = new Map(props.map((p) => [p.id, { codigo: p.codigo, titulo: p.titulo, ...p.ubicacion }]));
    const clientes = new Map(clis.map((c) => [c.id, { nombre: c.nombre, apellido: c.apellido, telefono: c.telefono }]));
    return rows.map((r) => toVisita(r, { propiedades, clientes, team }));
  }

  private async read(id: string, lock = false): Promise<VisitRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<VisitRow>(`SELECT ${VISIT_COLS} FROM visits WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  }

  async get(id: string): Promise<Visita> {
    const row = await this.read(id);
    if (!row) throw ApiError.notFound(MENSAJES_VISITA.noEncontrada, ERROR_CODES.VISIT_NOT_FOUND);
    return (await this.toVisitas([row]))[0]!;
  }

  /** A visit and its calendar file (text/calendar, with the agency's name): what a confirmation e-mail attaches. */
  async calendar(id: string): Promise<{ visita: Visita; ics: string }> {
    const [visita, agencia] = await Promise.all([this.get(id), this.agency.get()]);
    return { visita, ics: visitIcs(visita, agencia.nombre || 'Inmobiliaria') };
  }

  /** The agenda: visits starting on Argentina's days desde…hasta (default today and 6 more), by start; agente filters. */
  async list(f: { desde?: string; hasta?: string; agente?: string | null }): Promise<Visita[]> {
    const desde = f.desde ?? diaAR(new Date());
    const hasta = f.hasta ?? sumarDias(desde, 6);
    if (hasta < desde) throw ApiError.validation({ hasta: 'La fecha hasta no puede ser anterior a desde' });
    if ((inicioDelDia(hasta).getTime() - inicioDelDia(desde).getTime()) / DIA_MS >= MAX_DIAS_AGENDA) {
      throw ApiError.validation({ hasta: `La agenda se consulta de a ${MAX_DIAS_AGENDA} días como máximo` });
    }
    const params: unknown[] = [inicioDelDia(desde).toISOString(), inicioDelDia(sumarDias(hasta, 1)).toISOString()];
    let agente = '';
    if (f.agente === null) agente = ' AND v.agente_id IS NULL';
    else if (f.agente) {
      params.push(f.agente);
      agente = ` AND v.agente_id = $3`;
    }
    const rows = await this.db.query<VisitRow>(
      `SELECT ${VISIT_COLS} FROM visits v WHERE v.inicio >= $1 AND v.inicio < $2${agente} ORDER BY v.inicio, v.id`,
      params,
    );
    return this.toVisitas(rows);
  }

  /** Books a visit (one transaction); its agent: the one named, else whoever books it. An overlap → 409. */
  async create(body: unknown, actor: Actor): Promise<Visita> {
    const r = leerNuevaVisita(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const o = r.datos;
    const agente = o.agente ?? actor.id;
    return this.db.transaction(async () => {
      const [props, clis] = await Promise.all([this.properties.summaries([o.propiedad]), this.clients.contacts([o.cliente])]);
      const refs = { propiedad: props.some((p) => !p.eliminada), cliente: clis.length > 0 };
      const errors: Record<string, string> = {};
      if (!refs?.propiedad) errors.propiedad = MENSAJES_VISITA.propiedadInexistente;
      if (!refs?.cliente) errors.cliente = MENSAJES_VISITA.clienteInexistente;
      if (agente && agente !== actor.id && !(await this.team.exists(agente))) errors.agente = MENSAJES_VISITA.agenteInexistente;
      assertValid(errors);
      const fin = new Date(Date.parse(o.inicio) + o.minutos * 60_000).toISOString();
      const row = await this.insert(
        `INSERT INTO visits (propiedad_id, cliente_id, agente_id, inicio, fin, estado, creada_por) VALUES ($1, $2, $3, $4, $5, 'programada', $6) RETURNING id`,
        [o.propiedad, o.cliente, agente, o.inicio, fin, actor.id],
        new ApiError(409, MENSAJES_VISITA.superpuesta, ERROR_CODES.VISIT_OVERLAP),
      );
      await this.confirmar(row);
      return this.get(row);
    });
  }

  /**
   * Writes the visit's confirmation (a direct message with its .ics attached) to the outbox for its client's e-mail,
   * else the visitor's who asked for it; nothing when there is no address. Runs in the caller's transaction.
   */
  private async confirmar(id: string): Promise<void> {
    const row = await this.read(id);
    if (!row) return;
    const cliente = row.cliente_id ? (await this.clients.contacts([row.cliente_id]))[0] : undefined;
    const para = [cliente?.mail, row.visitante_email].map((m) => (m ?? '').trim()).find((m) => /^[^\s@]+@[^\s@]+$/.test(m));
    if (!para) return;
    const [{ visita, ics }, agencia] = await Promise.all([this.calendar(id), this.agency.get()]);
    const nombre = cliente?.nombre ?? visita.visitante?.nombre ?? '';
    const cuando = new Date(visita.inicio).toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', dateStyle: 'full', timeStyle: 'short' });
    const asunto = `Visita confirmada: ${visita.propiedad.titulo} (${visita.propiedad.codigo})`;
    const { texto, html } = this.mail.renderWith(agencia, {
      titulo: asunto,
      bloques: [
        { parrafo: `Hola ${nombre}: te confirmamos la visita a ${visita.propiedad.titulo} el ${cuando}.` },
        {
          items: [
            { titulo: 'Dirección', detalle: visita.propiedad.direccion || visita.propiedad.titulo },
            { titulo: 'Duración', detalle: `${visita.minutos} minutos` },
            ...(visita.agente ? [{ titulo: 'Te recibe', detalle: visita.agente.nombre }] : []),
          ],
        },
        { parrafo: 'Adjuntamos la visita para tu calendario. Si no podés asistir, avisanos a la inmobiliaria.' },
      ],
    });
    await this.mail.enqueue({ para, asunto, texto, html, directa: true, adjuntos: [{ nombre: `visita-${visita.propiedad.codigo || visita._id}.ics`, tipo: 'text/calendar', contenido: ics }] });
  }

  /** An insert whose exclusion violation is `conflict`: the new row's id. */
  private async insert(sql: string, params: unknown[], conflict: ApiError): Promise<string> {
    try {
      return (await this.db.one<{ id: string }>(sql, params))!.id;
    } catch (err) {
      if (isExclusionViolation(err)) throw conflict;
      throw err;
    }
  }

  /** Its state and outcome; with `version`, only that version (409 otherwise). Back to an overlapping state → 409. */
  async update(id: string, body: unknown): Promise<Visita> {
    const r = leerEditarVisita(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const o = r.datos;
    return this.db.transaction(async () => {
      const current = await this.read(id, true);
      if (!current) throw ApiError.notFound(MENSAJES_VISITA.noEncontrada, ERROR_CODES.VISIT_NOT_FOUND);
      if (o.version !== null && o.version !== Number(current.version)) throw new ApiError(409, MENSAJES_VISITA.conflicto, ERROR_CODES.VISIT_VERSION_CONFLICT);
      try {
        await this.db.execute(
          `UPDATE visits SET estado = $2, resultado = $3, interes = $4, version = version + 1, updated_at = now() WHERE id = $1`,
          [id, o.estado, o.resultado, o.interes],
        );
      } catch (err) {
        if (isExclusionViolation(err)) throw new ApiError(409, MENSAJES_VISITA.superpuesta, ERROR_CODES.VISIT_OVERLAP);
        throw err;
      }
      if (o.estado === 'programada' && current.estado !== 'programada') await this.confirmar(id);
      return this.get(id);
    });
  }

  /** A public listing's agent (null: unassigned), or 404 when it is not on the public site. */
  private async publicListing(id: string): Promise<{ id: string; agente: string | null; titulo: string; codigo: string }> {
    const row = esUuid(id) ? await this.properties.publicListing(id) : null;
    if (!row) throw ApiError.notFound('Propiedad no encontrada', ERROR_CODES.PROPERTY_NOT_FOUND);
    return { id: row.id, agente: row.asignadoA, titulo: row.titulo, codigo: row.codigo };
  }

  /** The active visits of a listing or of its agent that end after `desde` and start before `hasta`. */
  private async busy(p: { id: string; agente: string | null }, desde: Date, hasta: Date): Promise<{ inicio: number; fin: number }[]> {
    const rows = await this.db.query<{ inicio: SqlTimestamp; fin: SqlTimestamp }>(
      `SELECT v.inicio, v.fin FROM visits v WHERE ${ACTIVOS} AND (v.propiedad_id = $1 OR (v.agente_id IS NOT NULL AND v.agente_id = $2))
         AND v.inicio < $4 AND v.fin > $3`,
      [p.id, p.agente, desde.toISOString(), hasta.toISOString()],
    );
    return rows.map((r) => ({ inicio: Date.parse(isoDateTime(r.inicio)), fin: Date.parse(isoDateTime(r.fin)) }));
  }

  /** The free turns of a public listing from Argentina's day `desde` (today at the earliest) to the 14th day from today. */
  async turnos(propiedadId: string, desde?: string): Promise<{ inicio: string; fin: string }[]> {
    const p = await this.publicListing(propiedadId);
    const now = new Date();
    const hoy = diaAR(now);
    const primero = desde && desde > hoy ? desde : hoy;
    const dias = Math.round((inicioDelDia(hoy).getTime() - inicioDelDia(primero).getTime()) / DIA_MS) + HORARIO_VISITAS.dias;
    if (dias <= 0) return [];
    const turnos = turnosDelHorario(primero, dias, now, await this.semana());
    if (turnos.length === 0) return [];
    const ocupados = await this.busy(p, turnos[0]!.inicio, turnos[turnos.length - 1]!.fin);
    return turnos
      .filter((t) => !ocupados.some((b) => b.inicio < t.fin.getTime() && b.fin > t.inicio.getTime()))
      .map((t) => ({ inicio: t.inicio.toISOString(), fin: t.fin.toISOString() }));
  }

  /**
   * A visitor's request for a turn: throttled per client (as the contact form), checked against the agency's turns,
   * and written with its enquiry in one transaction that holds the listing's lock; a taken turn → 409.
   */
  async request(body: unknown, clientIp: string): Promise<void> {
    const r = leerPedirVisita(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const b = r.datos;
    const ipHash = this.contact.ipHash(clientIp);
    if (!(await this.limits.take('visita', ipHash, PEDIDOS_VENTANA_SEG, PEDIDOS_MAX))) throw new ApiError(429, MENSAJES_VISITA.limite, ERROR_CODES.VISIT_THROTTLED);
    const p = await this.publicListing(b.propiedad);
    const now = new Date();
    const turno = turnosDelHorario(diaAR(now), HORARIO_VISITAS.dias, now, await this.semana()).find((t) => t.inicio.toISOString() === b.inicio);
    if (!turno) throw ApiError.validation({ inicio: MENSAJES_VISITA.fueraDeHorario });
    const taken = new ApiError(409, MENSAJES_VISITA.turnoTomado, ERROR_CODES.VISIT_SLOT_TAKEN);
    await this.db.transaction(async () => {
      await this.db.execute(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`visita\n${p.id}`]);
      if ((await this.busy(p, turno.inicio, turno.fin)).length > 0) throw taken;
      const cuando = turno.inicio.toLocaleString('es-AR', { timeZone: 'America/Argentina/Buenos_Aires', dateStyle: 'full', timeStyle: 'short' });
      const consulta = await this.contact.recordVisitRequest({
        nombre: b.nombre, email: b.email, telefono: b.telefono, propiedadId: p.id, asignadoA: p.agente, ipHash,
        mensaje: `Pide visitar ${p.titulo} (${p.codigo}) el ${cuando}.`,
      });
      await this.insert(
        `INSERT INTO visits (propiedad_id, agente_id, inicio, fin, estado, visitante_nombre, visitante_telefono, visitante_email, consulta_id)
         VALUES ($1, $2, $3, $4, 'pendiente', $5, $6, $7, $8) RETURNING id`,
        [p.id, p.agente, turno.inicio.toISOString(), turno.fin.toISOString(), b.nombre, b.telefono, b.email, consulta],
        taken,
      );
    });
  }

  /** A new private link for the listing's owner (the old one stops answering): its secret. 404 for no such listing. */
  async createReportLink(propiedadId: string, actor: Actor): Promise<string> {
    const secreto = randomBytes(32).toString('base64url');
    const prop = esUuid(propiedadId) ? (await this.properties.summaries([propiedadId]))[0] : undefined;
    if (!prop || prop.eliminada) throw ApiError.notFound('Propiedad no encontrada', ERROR_CODES.PROPERTY_NOT_FOUND);
    await this.db.execute(
      `INSERT INTO owner_report_links (propiedad_id, secreto_hash, creado_por) VALUES ($1, $2, $3)
       ON CONFLICT (propiedad_id) DO UPDATE SET secreto_hash = EXCLUDED.secreto_hash, created_at = now(), creado_por = EXCLUDED.creado_por`,
      [prop.id, hash(secreto), actor.id],
    );
    return secreto;
  }

  /** Revokes the listing's link (none: nothing to do). */
  async revokeReportLink(propiedadId: string): Promise<void> {
    if (esUuid(propiedadId)) await this.db.execute(`DELETE FROM owner_report_links WHERE propiedad_id = $1`, [propiedadId]);
  }

  /** The owner's report behind a secret, or 404 (unknown, revoked, or the listing deleted). */
  async report(secreto: string): Promise<InformePropietario> {
    const link = /^[A-Za-z0-9_-]{20,100}$/.test(secreto)
      ? await this.db.one<{ propiedad_id: string }>(`SELECT propiedad_id FROM owner_report_links WHERE secreto_hash = $1`, [hash(secreto)])
      : null;
    const p = link ? (await this.properties.summaries([link.propiedad_id]))[0] : undefined;
    if (!p || p.eliminada) throw ApiError.notFound(MENSAJES_VISITA.informeNoEncontrado, ERROR_CODES.NOT_FOUND);
    const [visitas, consultas, comentarios, portales, historial] = await Promise.all([
      this.db.query<{ mes: string; programadas: SqlBigint; realizadas: SqlBigint }>(
        `SELECT to_char(inicio AT TIME ZONE 'America/Argentina/Buenos_Aires', 'YYYY-MM') AS mes,
                count(*) FILTER (WHERE estado <> 'cancelada') AS programadas, count(*) FILTER (WHERE estado = 'realizada') AS realizadas
         FROM visits WHERE propiedad_id = $1 GROUP BY 1 ORDER BY 1`,
        [p.id],
      ),
      this.contact.perMonthOfProperty(p.id),
      this.db.query<{ inicio: SqlTimestamp; interes: number | null; resultado: string }>(
        `SELECT inicio, interes, resultado FROM visits WHERE propiedad_id = $1 AND estado = 'realizada' AND coalesce(resultado, '') <> '' ORDER BY inicio DESC LIMIT 50`,
        [p.id],
      ),
      this.portals.ofProperty(p.id),
      this.history.list('propiedad', p.id),
    ]);
    const meses = new Map<string, { mes: string; consultas: number; visitas: number }>();
    const mes = (m: string) => meses.get(m) ?? meses.set(m, { mes: m, consultas: 0, visitas: 0 }).get(m)!;
    for (const c of consultas) mes(c.mes).consultas = c.cantidad;
    for (const v of visitas) if (Number(v.realizadas) > 0) mes(v.mes).visitas = Number(v.realizadas);
    const precios = historial
      .filter((h) => h.accion !== 'eliminar')
      .flatMap((h) => h.cambios.filter((c) => c.campo === 'precio').map((c) => ({ fecha: diaAR(new Date(h.fecha)), precio: fromNumeric(c.despues), moneda: p.precio.moneda })))
      .reverse();
    return {
      propiedad: {
        codigo: p.codigo, titulo: p.titulo, direccion: direccion(p.ubicacion.calle, p.ubicacion.altura, p.ubicacion.localidad), estado: p.estado,
        precio: p.precio.monto, moneda: p.precio.moneda, publicadaDesde: isoDate(p.fechaPublicacion),
      },
      totales: {
        consultas: consultas.reduce((n, c) => n + c.cantidad, 0),
        visitas: visitas.reduce((n, v) => n + Number(v.programadas), 0),
        realizadas: visitas.reduce((n, v) => n + Number(v.realizadas), 0),
      },
      porMes: [...meses.values()].sort((a, b) => a.mes.localeCompare(b.mes)),
      comentarios: comentarios.map((c) => ({ fecha: diaAR(new Date(isoDateTime(c.inicio))), interes: c.interes === null ? null : Number(c.interes), resultado: c.resultado })),
      portales: portales.map((x) => ({ portal: x.portal, estado: x.estado })),
      historialPrecio: precios,
    };
  }
}
