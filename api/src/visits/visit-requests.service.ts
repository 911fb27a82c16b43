// A visitor of a listing's page asks for a visit: the listing's free turns (the agency's hours for visits,
// Inmobiliaria.horarioVisitas, over the next 14 days), and a request for one, which is a 'pendiente' visit with the
// listing's agent and an enquiry in Consultas, written in one transaction; at most PEDIDOS_VISITA.pendientesMax wait
// per phone or e-mail. A turn is taken when an active visit of the listing, or of its agent, overlaps it.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, HORARIO_VISITAS, MENSAJES_VISITA, PEDIDOS_VISITA, esUuid, formatDiaHora, telefonoE164, type PedirVisita } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ApiError } from '../common/api-error.js';
import { isoDateTime } from '../common/parse.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ContactService } from '../contact/contact.service.js';
import { Db } from '../database/db.service.js';
import type { SqlBigint, SqlTimestamp } from '../database/sql-types.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { visitSnapshot } from './visit-row.js';
import { DIA_MS, diaAR, inicioDelDia, turnosDelHorario } from './visit-turns.js';
import { VisitsService } from './visits.service.js';

/** Visit requests one client may send per window (as the contact form). */
export const PEDIDOS_MAX = 5;
export const PEDIDOS_VENTANA_SEG = 10 * 60;
const ACTIVOS = `v.estado IN ('pendiente', 'programada')`;

/** Who the history names for a visitor's request made on the site. */
const VISITANTE_WEB: Actor = { id: null, nombre: 'Visitante (web)' };

@Injectable()
export class VisitRequests {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(VisitsService) private readonly visits: VisitsService,
    @Inject(ContactService) private readonly contact: ContactService,
    @Inject(RateLimitService) private readonly limits: RateLimitService,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(HistoryService) private readonly history: HistoryService,
  ) {}

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
    await this.visits.expireRequests();
    const now = new Date();
    const hoy = diaAR(now);
    const primero = desde && desde > hoy ? desde : hoy;
    const dias = Math.round((inicioDelDia(hoy).getTime() - inicioDelDia(primero).getTime()) / DIA_MS) + HORARIO_VISITAS.dias;
    if (dias <= 0) return [];
    const turnos = turnosDelHorario(primero, dias, now, (await this.agency.get()).horarioVisitas);
    if (turnos.length === 0) return [];
    const ocupados = await this.busy(p, turnos[0]!.inicio, turnos[turnos.length - 1]!.fin);
    return turnos
      .filter((t) => !ocupados.some((b) => b.inicio < t.fin.getTime() && b.fin > t.inicio.getTime()))
      .map((t) => ({ inicio: t.inicio.toISOString(), fin: t.fin.toISOString() }));
  }

  /**
   * A visitor's request for a turn: throttled per client (as the contact form), checked against the agency's turns,
   * and written with its enquiry in one transaction that holds the listing's lock; a taken turn → 409. At most
   * PEDIDOS_VISITA.pendientesMax requests of one phone or e-mail wait for confirmation at once (429 past it).
   */
  async request(b: PedirVisita, clientIp: string): Promise<void> {
    const ipHash = this.contact.ipHash(clientIp);
    if (!(await this.limits.take('visita', ipHash, PEDIDOS_VENTANA_SEG, PEDIDOS_MAX))) throw new ApiError(429, MENSAJES_VISITA.limite, ERROR_CODES.VISIT_THROTTLED);
    const p = await this.publicListing(b.propiedad);
    const now = new Date();
    const turno = turnosDelHorario(diaAR(now), HORARIO_VISITAS.dias, now, (await this.agency.get()).horarioVisitas).find((t) => t.inicio.toISOString() === b.inicio);
    if (!turno) throw ApiError.validation({ inicio: MENSAJES_VISITA.fueraDeHorario });
    const taken = new ApiError(409, MENSAJES_VISITA.turnoTomado, ERROR_CODES.VISIT_SLOT_TAKEN);
    const telefono = telefonoE164(b.telefono);
    const email = b.email.trim().toLowerCase();
    await this.visits.expireRequests();
    await this.db.transaction(async () => {
      // The visitor's locks first (phone, then e-mail: always that order), then the listing's.
      for (const key of [`visitante\n${telefono ?? b.telefono}`, ...(email ? [`visitante\n${email}`] : [])]) {
        await this.db.execute(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [key]);
      }
      const waiting = await this.db.one<{ n: SqlBigint }>(
        `SELECT count(*) AS n FROM visits WHERE estado = 'pendiente' AND (visitante_telefono_e164 = $1 OR ($2 <> '' AND lower(visitante_email) = $2))`,
        [telefono, email],
      );
      if (Number(waiting?.n ?? 0) >= PEDIDOS_VISITA.pendientesMax) throw new ApiError(429, MENSAJES_VISITA.pendientesMax, ERROR_CODES.VISIT_PENDING_LIMIT);
      await this.db.execute(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [`visita\n${p.id}`]);
      if ((await this.busy(p, turno.inicio, turno.fin)).length > 0) throw taken;
      const cuando = formatDiaHora(turno.inicio);
      const consulta = await this.contact.recordVisitRequest({
        nombre: b.nombre, email: b.email, telefono: b.telefono, propiedadId: p.id, asignadoA: p.agente, ipHash,
        mensaje: `Pide visitar ${p.titulo} (${p.codigo}) el ${cuando}.`,
      });
      const visita = await this.visits.insertOrConflict(
        `INSERT INTO visits (propiedad_id, agente_id, inicio, fin, estado, visitante_nombre, visitante_telefono, visitante_email, consulta_id, visitante_telefono_e164)
         VALUES ($1, $2, $3, $4, 'pendiente', $5, $6, $7, $8, $9) RETURNING id`,
        [p.id, p.agente, turno.inicio.toISOString(), turno.fin.toISOString(), b.nombre, b.telefono, b.email, consulta, telefono],
        taken,
      );
      await this.history.record({ entidad: 'visita', entidadId: visita, accion: 'crear', actor: VISITANTE_WEB, antes: null, despues: visitSnapshot((await this.visits.find(visita))!) });
    });
  }
}
