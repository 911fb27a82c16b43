// The visits module's agenda: visits to listings (table visits). Staff book a visit for a client with an agent; an
// agent's overlapping visit is refused by the table's exclusion constraint (409, on PostgreSQL and PGlite alike).
// Visitors' requests (visit-requests.service.ts) wait 'pendiente': staff call the visitor and confirm one by setting it
// 'programada' with `confirmadoPorTelefono`; one nobody confirmed within PEDIDOS_VISITA.venceHoras (or whose hour came)
// becomes 'vencida' and frees its turn (swept before every read or write of visits, in one statement with its history).
// An agente changes only their own visits (its agent), an admin any; every visit's creation and change is in its
// history (entidad 'visita'). The owners' report links: owner-reports.service.ts.
// It reads only its own tables: listings, clients and the agency come from their modules' services. A visit that
// becomes 'programada' (booked so, or a request confirmed by phone) writes a confirmation with its calendar file to the
// outbox, in the same transaction, for the client's e-mail (else the visitor's, as confirmed on the call).
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_VISITA, PEDIDOS_VISITA, esUuid, formatDiaHora,
  type EditarVisita, type NuevaVisita, type TokenPayload, type Visita,
} from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { TeamService } from '../auth/team.service.js';
import { ApiError, assertValid } from '../common/api-error.js';
import { Db } from '../database/db.service.js';
import { SYSTEM_ACTOR, type Actor } from '../history/actor.js';
import { ContactService } from '../contact/contact.service.js';
import { PropertyLookups } from '../properties/property-lookups.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { HistoryService } from '../history/history.service.js';
import { MailService } from '../mail/mail.service.js';
import { VISIT_COLS, toVisita, visitIcs, visitSnapshot, type VisitRow } from './visit-row.js';
import { DIA_MS, diaAR, inicioDelDia, sumarDias } from './visit-turns.js';

/** The longest agenda one request reads. */
const MAX_DIAS_AGENDA = 62;

function isExclusionViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } } | null;
  return (e?.code ?? e?.driverError?.code) === '23P01';
}

@Injectable()
export class VisitsService implements OnModuleInit {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(PropertyLookups) private readonly properties: PropertyLookups,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ContactService) private readonly contact: ContactService,
  ) {}

  /** A visit's history names its listing, client and agent (never their ids). */
  onModuleInit(): void {
    this.history.registerNames('visita', 'propiedad', {
      names: async (ids) => new Map((await this.properties.summaries(ids)).map((p) => [p.id, `${p.titulo}${p.codigo ? ` (${p.codigo})` : ''}`])),
      ausente: 'Propiedad eliminada',
    });
    this.history.registerNames('visita', 'cliente', {
      names: async (ids) => new Map((await this.clients.contacts(ids)).map((c) => [c.id, `${c.nombre} ${c.apellido}`.trim()])),
      ausente: 'Cliente eliminado',
    });
    this.history.registerNames('visita', 'agente', {
      names: async (ids) => new Map([...(await this.team.refs(ids)).values()].map((u) => [u._id, u.nombre])),
      ausente: 'Usuario eliminado',
    });
  }

  /**
   * Visitors' requests nobody confirmed within PEDIDOS_VISITA.venceHoras, or whose hour has come, become 'vencida'
   * (their turn is free again), each with its history line: one statement.
   */
  async expireRequests(): Promise<string[]> {
    return this.history.recordEach({
      entidad: 'visita',
      accion: 'editar',
      actor: SYSTEM_ACTOR,
      cambios: [{ campo: 'estado', antes: 'Pendiente de confirmar', despues: 'Vencida sin confirmar' }],
      write: `UPDATE visits SET estado = 'vencida', version = version + 1, updated_at = now()
              WHERE estado = 'pendiente' AND (created_at <= now() - make_interval(hours => $1::int) OR inicio <= now()) RETURNING id`,
      params: [PEDIDOS_VISITA.venceHoras],
    });
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

  /** `lock`: inside a write's transaction, held until it commits. */
  async find(id: string, lock = false): Promise<VisitRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<VisitRow>(`SELECT ${VISIT_COLS} FROM visits WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  }

  async get(id: string): Promise<Visita> {
    const row = await this.find(id);
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
    await this.expireRequests();
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
  async create(o: NuevaVisita, actor: Actor): Promise<Visita> {
    const agente = o.agente ?? actor.id;
    await this.expireRequests();
    return this.db.transaction(async () => {
      const [props, clis] = await Promise.all([this.properties.summaries([o.propiedad]), this.clients.contacts([o.cliente])]);
      const refs = { propiedad: props.some((p) => !p.eliminada), cliente: clis.length > 0 };
      const errors: Record<string, string> = {};
      if (!refs?.propiedad) errors.propiedad = MENSAJES_VISITA.propiedadInexistente;
      if (!refs?.cliente) errors.cliente = MENSAJES_VISITA.clienteInexistente;
      if (agente && agente !== actor.id && !(await this.team.exists(agente))) errors.agente = MENSAJES_VISITA.agenteInexistente;
      assertValid(errors);
      const fin = new Date(Date.parse(o.inicio) + o.minutos * 60_000).toISOString();
      const row = await this.insertOrConflict(
        `INSERT INTO visits (propiedad_id, cliente_id, agente_id, inicio, fin, estado, creada_por) VALUES ($1, $2, $3, $4, $5, 'programada', $6) RETURNING id`,
        [o.propiedad, o.cliente, agente, o.inicio, fin, actor.id],
        new ApiError(409, MENSAJES_VISITA.superpuesta, ERROR_CODES.VISIT_OVERLAP),
      );
      await this.history.record({ entidad: 'visita', entidadId: row, accion: 'crear', actor, antes: null, despues: visitSnapshot((await this.find(row))!) });
      await this.confirmar(row);
      return this.get(row);
    });
  }

  /**
   * Writes the visit's confirmation (a direct message with its .ics attached) to the outbox for its client's e-mail,
   * else the visitor's who asked for it; nothing when there is no address. Runs in the caller's transaction.
   */
  private async confirmar(id: string): Promise<void> {
    const row = await this.find(id);
    if (!row) return;
    const cliente = row.cliente_id ? (await this.clients.contacts([row.cliente_id]))[0] : undefined;
    const para = [cliente?.mail, row.visitante_email].map((m) => (m ?? '').trim()).find((m) => /^[^\s@]+@[^\s@]+$/.test(m));
    if (!para) return;
    const [{ visita, ics }, agencia] = await Promise.all([this.calendar(id), this.agency.get()]);
    const nombre = cliente?.nombre ?? visita.visitante?.nombre ?? '';
    const cuando = formatDiaHora(visita.inicio);
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
  async insertOrConflict(sql: string, params: unknown[], conflict: ApiError): Promise<string> {
    try {
      return (await this.db.one<{ id: string }>(sql, params))!.id;
    } catch (err) {
      if (isExclusionViolation(err)) throw conflict;
      throw err;
    }
  }

  /**
   * Its state and outcome; with `version`, only that version (409 otherwise). Back to an overlapping state → 409.
   * An agente changes only the visits they are the agent of (403 otherwise); a visitor's request is confirmed only
   * with `confirmadoPorTelefono` (400 otherwise), and its confirmation goes to the e-mail given on that call.
   */
  async update(id: string, o: EditarVisita, user: TokenPayload | undefined, actor: Actor): Promise<Visita> {
    await this.expireRequests();
    return this.db.transaction(async () => {
      const current = await this.find(id, true);
      if (!current) throw ApiError.notFound(MENSAJES_VISITA.noEncontrada, ERROR_CODES.VISIT_NOT_FOUND);
      if (user?.rol !== 'admin' && (!user?.sub || current.agente_id !== user.sub)) throw new ApiError(403, MENSAJES_VISITA.soloPropias, ERROR_CODES.FORBIDDEN);
      if (o.version !== null && o.version !== Number(current.version)) throw new ApiError(409, MENSAJES_VISITA.conflicto, ERROR_CODES.VISIT_VERSION_CONFLICT);
      const pedido = current.visitante_nombre !== null && (current.estado === 'pendiente' || current.estado === 'vencida');
      const confirma = pedido && o.estado === 'programada';
      if (confirma && o.confirmadoPorTelefono !== true) throw ApiError.validation({ confirmadoPorTelefono: MENSAJES_VISITA.confirmarPorTelefono });
      // The visitor's e-mail is changed only on the call that confirms their request, and only when it was given
      // ('' clears it; left out or null keeps the one they typed).
      const email = confirma && typeof o.email === 'string' ? o.email || null : current.visitante_email;
      // A confirmed request has an agent: its own, else the listing's, else whoever confirms it.
      const agente = confirma ? current.agente_id ?? (await this.properties.assignee(current.propiedad_id)) ?? actor.id : current.agente_id;
      try {
        await this.db.execute(
          `UPDATE visits SET estado = $2, resultado = $3, interes = $4, visitante_email = $5, agente_id = $6, version = version + 1, updated_at = now() WHERE id = $1`,
          [id, o.estado, o.resultado, o.interes, email, agente],
        );
      } catch (err) {
        if (isExclusionViolation(err)) throw new ApiError(409, MENSAJES_VISITA.superpuesta, ERROR_CODES.VISIT_OVERLAP);
        throw err;
      }
      const after = (await this.find(id))!;
      await this.history.record({
        entidad: 'visita', entidadId: id, accion: 'editar', actor,
        antes: { ...visitSnapshot(current), ...(confirma ? { confirmadoPorTelefono: null } : {}) },
        despues: { ...visitSnapshot(after), ...(confirma ? { confirmadoPorTelefono: true } : {}) },
      });
      // The call that confirmed it answered its enquiry.
      if (confirma && current.consulta_id) await this.contact.answerVisitRequest(current.consulta_id, agente);
      if (o.estado === 'programada' && current.estado !== 'programada') await this.confirmar(id);
      return this.get(id);
    });
  }
}
