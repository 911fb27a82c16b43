// The visits module's data: visits to listings (table visits) and the owners' report links (owner_report_links).
// Staff book a visit for a client with an agent; an agent's overlapping visit is refused by the table's exclusion
// constraint (409, on PostgreSQL and PGlite alike). A visitor asks for one of a public listing's free turns
// (the agency's hours for visits, Inmobiliaria.horarioVisitas, over the next 14 days): the request is a 'pendiente' visit with the listing's
// agent and an enquiry in Consultas, written in one transaction; staff confirm it by setting it 'programada'.
// A turn is taken when an active visit of the listing, or of its agent, overlaps it.
// Its replies join the listing and client (their titles, codes and names); a public listing is asked of PropertyLookups.
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
import { VISIT_FROM, VISIT_SELECT, direccion, toVisita, type VisitRow } from './visit-row.js';

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
  ) {}

  private async semana(): Promise<HorarioVisitas> {
    return (await this.agency.get()).horarioVisitas;
  }

  private async toVisitas(rows: VisitRow[]): Promise<Visita[]> {
    const team = await this.team.refs(rows.map((r) => r.agente_id));
    return rows.map((r) => toVisita(r, team));
  }

  private async read(id: string, lock = false): Promise<VisitRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<VisitRow>(`SELECT ${VISIT_SELECT} FROM ${VISIT_FROM} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [id]);
  }

  async get(id: string): Promise<Visita> {
    const row = await this.read(id);
    if (!row) throw ApiError.notFound(MENSAJES_VISITA.noEncontrada, ERROR_CODES.VISIT_NOT_FOUND);
    return (await this.toVisitas([row]))[0]!;
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
      `SELECT ${VISIT_SELECT} FROM ${VISIT_FROM} WHERE v.inicio >= $1 AND v.inicio < $2${agente} ORDER BY v.inicio, v.id`,
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
      const refs = await this.db.one<{ propiedad: boolean; cliente: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM properties WHERE id = $1 AND deleted_at IS NULL) AS propiedad, EXISTS (SELECT 1 FROM clients WHERE id = $2) AS cliente`,
        [o.propiedad, o.cliente],
      );
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
      return this.get(row);
    });
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
    const row = esUuid(propiedadId)
      ? await this.db.one<{ propiedad_id: string }>(
          `INSERT INTO owner_report_links (propiedad_id, secreto_hash, creado_por) SELECT id, $2, $3 FROM properties WHERE id = $1 AND deleted_at IS NULL
           ON CONFLICT (propiedad_id) DO UPDATE SET secreto_hash = EXCLUDED.secreto_hash, created_at = now(), creado_por = EXCLUDED.creado_por
           RETURNING propiedad_id`,
          [propiedadId, hash(secreto), actor.id],
        )
      : null;
    if (!row) throw ApiError.notFound('Propiedad no encontrada', ERROR_CODES.PROPERTY_NOT_FOUND);
    return secreto;
  }

  /** Revokes the listing's link (none: nothing to do). */
  async revokeReportLink(propiedadId: string): Promise<void> {
    if (esUuid(propiedadId)) await this.db.execute(`DELETE FROM owner_report_links WHERE propiedad_id = $1`, [propiedadId]);
  }

  /** The owner's report behind a secret, or 404 (unknown, revoked, or the listing deleted). */
  async report(secreto: string): Promise<InformePropietario> {
    const p = /^[A-Za-z0-9_-]{20,100}$/.test(secreto)
      ? await this.db.one<{
          id: string; codigo: string; titulo: string; calle: string; altura: number | null; localidad: string; estado: string;
          precio_monto: SqlNumeric | null; precio_moneda: string; fecha_publicacion: string | null;
        }>(
          `SELECT p.id, p.codigo, p.titulo, p.calle, p.altura, p.localidad, p.estado, p.precio_monto, p.precio_moneda, p.fecha_publicacion::text AS fecha_publicacion
           FROM owner_report_links l JOIN properties p ON p.id = l.propiedad_id WHERE l.secreto_hash = $1 AND p.deleted_at IS NULL`,
          [hash(secreto)],
        )
      : null;
    if (!p) throw ApiError.notFound(MENSAJES_VISITA.informeNoEncontrado, ERROR_CODES.NOT_FOUND);
    const [porMes, totales, comentarios, portales, precios] = await Promise.all([
      this.db.query<{ mes: string; consultas: SqlBigint; visitas: SqlBigint }>(
        `SELECT mes, count(*) FILTER (WHERE k = 'c') AS consultas, count(*) FILTER (WHERE k = 'v') AS visitas FROM (
           SELECT to_char(created_at AT TIME ZONE 'America/Argentina/Buenos_Aires', 'YYYY-MM') AS mes, 'c' AS k FROM contact_enquiries WHERE propiedad_id = $1
           UNION ALL
           SELECT to_char(inicio AT TIME ZONE 'America/Argentina/Buenos_Aires', 'YYYY-MM'), 'v' FROM visits WHERE propiedad_id = $1 AND estado = 'realizada'
         ) x GROUP BY mes ORDER BY mes`,
        [p.id],
      ),
      this.db.one<{ consultas: SqlBigint; visitas: SqlBigint; realizadas: SqlBigint }>(
        `SELECT (SELECT count(*) FROM contact_enquiries WHERE propiedad_id = $1) AS consultas,
                (SELECT count(*) FROM visits WHERE propiedad_id = $1 AND estado <> 'cancelada') AS visitas,
                (SELECT count(*) FROM visits WHERE propiedad_id = $1 AND estado = 'realizada') AS realizadas`,
        [p.id],
      ),
      this.db.query<{ inicio: SqlTimestamp; interes: number | null; resultado: string }>(
        `SELECT inicio, interes, resultado FROM visits WHERE propiedad_id = $1 AND estado = 'realizada' AND coalesce(resultado, '') <> '' ORDER BY inicio DESC LIMIT 50`,
        [p.id],
      ),
      this.db.query<{ portal: string; estado: string }>(`SELECT portal, estado FROM portal_listings WHERE property_id = $1 ORDER BY portal`, [p.id]),
      this.db.query<{ fecha: SqlTimestamp; despues: unknown }>(
        `SELECT h.fecha, c->'despues' AS despues FROM change_history h, jsonb_array_elements(h.cambios) c
         WHERE h.entidad = 'propiedad' AND h.entidad_id = $1 AND c->>'campo' = 'precio' ORDER BY h.fecha, h.id`,
        [p.id],
      ),
    ]);
    return {
      propiedad: {
        codigo: p.codigo, titulo: p.titulo, direccion: direccion(p.calle, p.altura, p.localidad), estado: p.estado,
        precio: fromNumeric(p.precio_monto), moneda: p.precio_moneda, publicadaDesde: isoDate(p.fecha_publicacion),
      },
      totales: { consultas: Number(totales?.consultas ?? 0), visitas: Number(totales?.visitas ?? 0), realizadas: Number(totales?.realizadas ?? 0) },
      porMes: porMes.map((m) => ({ mes: m.mes, consultas: Number(m.consultas), visitas: Number(m.visitas) })),
      comentarios: comentarios.map((c) => ({ fecha: diaAR(new Date(isoDateTime(c.inicio))), interes: c.interes === null ? null : Number(c.interes), resultado: c.resultado })),
      portales,
      historialPrecio: precios.map((h) => ({ fecha: diaAR(new Date(isoDateTime(h.fecha))), precio: fromNumeric(typeof h.despues === 'string' ? JSON.parse(h.despues) : h.despues), moneda: p.precio_moneda })),
    };
  }
}
