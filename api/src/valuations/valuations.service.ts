// The valuations module's data (table valuations): create, list, read and edit a valuation by comparables (the
// comparables given, or proposed: valuation-comparables.service.ts) and the owner's private link. Amounts in the other
// currency convert at the agency's dollar rate (Datos de la inmobiliaria: cotizacionDolar), which is stored with the
// valuation. Its report: valuation-reports.service.ts; 'Convertir en propiedad': valuation-conversion.service.ts.
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_TASACION, calcularTasacion, esUuid, puedeModificarTasacion,
  type EditarTasacion, type NuevaTasacion, type Tasacion, type TokenPayload,
  ZONA_ARGENTINA,
} from '@inmo/contracts';
import { randomBytes } from 'node:crypto';
import { AgencyService } from '../agency/agency.service.js';
import { TeamService } from '../auth/team.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ApiError } from '../common/api-error.js';
import { Db, placeholders } from '../database/db.service.js';
import type { SqlBigint } from '../database/sql-types.js';
import { folded, searchCondition } from '../database/text-search.js';
import { PROPERTIES_VIEW } from '../properties/property-lookups.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { ValuationComparables } from './valuation-comparables.service.js';
import { COLS, FROM, toTasacion, valuationSnapshot, type ComparableGuardado, type ValuationRow } from './valuation-row.js';

export const valuationNotFound = () => ApiError.notFound(MENSAJES_TASACION.noEncontrada, ERROR_CODES.VALUATION_NOT_FOUND);
const uncomputable = (campo: string, error: string) => new ApiError(422, error, ERROR_CODES.VALUATION_UNCOMPUTABLE, { [campo]: error });

@Injectable()
export class ValuationsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(ValuationComparables) private readonly comparables: ValuationComparables,
  ) {}

  /** Rows as replies, their authors named. */
  async named(rows: ValuationRow[]): Promise<Tasacion[]> {
    const team = await this.team.refs(rows.map((r) => r.creada_por));
    return rows.map((r) => toTasacion(r, team));
  }

  /** `lock`: inside a write's transaction, held until it commits. */
  async find(id: string, lock = false): Promise<ValuationRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<ValuationRow>(`SELECT ${COLS} FROM ${FROM} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [id]);
  }

  /**
   * 404 for no valuation; 403 in Spanish unless the caller may change it (an admin, any; an agente, the ones they
   * made). Checked before the body is read (MayChangeValuation, a guard): who may not touch a valuation learns nothing
   * from its validation.
   */
  async assertMayChange(id: string, user: TokenPayload | undefined): Promise<void> {
    const r = esUuid(id) ? await this.db.one<{ creada_por: string | null }>(`SELECT creada_por FROM valuations WHERE id = $1`, [id]) : null;
    if (!r) throw valuationNotFound();
    if (!puedeModificarTasacion(r.creada_por, user)) throw new ApiError(403, MENSAJES_TASACION.ajena, ERROR_CODES.FORBIDDEN);
  }

  async get(id: string): Promise<Tasacion> {
    const r = await this.find(id);
    if (!r) throw valuationNotFound();
    return (await this.named([r]))[0]!;
  }

  /** Newest first; q searches the town and address. */
  async list(f: { q?: string; limit: number; offset: number }): Promise<{ items: Tasacion[]; total: number }> {
    const { params, add } = placeholders();
    const cond = searchCondition(f.q, { texts: [folded(`v.localidad || ' ' || v.direccion || ' ' || v.tipo`)] }, add);
    const where = cond ? `WHERE ${cond}` : '';
    const countParams = [...params];
    const rows = await this.db.query<ValuationRow>(`SELECT ${COLS} FROM ${FROM} ${where} ORDER BY v.created_at DESC, v.id LIMIT ${add(f.limit)} OFFSET ${add(f.offset)}`, params);
    const total = await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM valuations v ${where}`, countParams);
    return { items: await this.named(rows), total: Number(total?.n ?? 0) };
  }

  /** The dashboard: valuations made this month (Argentine calendar) and how many of them became listings. */
  async summary(): Promise<{ delMes: number; convertidas: number }> {
    const r = await this.db.one<{ n: SqlBigint; c: SqlBigint }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE propiedad_creada_id IS NOT NULL OR convertida_en IS NOT NULL) AS c FROM valuations
       WHERE created_at >= (date_trunc('month', now() AT TIME ZONE '${ZONA_ARGENTINA}') AT TIME ZONE '${ZONA_ARGENTINA}')`,
    );
    return { delMes: Number(r?.n ?? 0), convertidas: Number(r?.c ?? 0) };
  }

  /**
   * The inputs checked and computed: the comparables given (or proposed when none were), the agency's rate, the
   * owner. Fewer than 3 comparables, a comparable without surface, or an amount in the other currency without a
   * rate → 422; an unknown owner → 400.
   */
  private async prepare(v: NuevaTasacion | EditarTasacion) {
    const comparables: ComparableGuardado[] = v.comparables ?? (await this.comparables.proposeFor(v.sujeto)).map((c) => ({ ...c, fecha: c.fecha ?? null }));
    if (v.cliente && (await this.clients.contacts([v.cliente])).length === 0) throw ApiError.validation({ cliente: 'El cliente elegido no existe' });
    if (v.sujeto.propiedad && !(await this.db.one(`SELECT 1 FROM ${PROPERTIES_VIEW} p WHERE p.id = $1 AND p.deleted_at IS NULL`, [v.sujeto.propiedad]))) {
      throw ApiError.validation({ 'sujeto.propiedad': 'La propiedad elegida no existe' });
    }
    const { cotizacionDolar } = await this.agency.get();
    const parametros = { pesos: v.pesos, descuentoNegociacion: v.descuentoNegociacion, porcentajeTerreno: v.porcentajeTerreno, valorTierraM2: v.valorTierraM2, observaciones: v.observaciones };
    const c = calcularTasacion(v.sujeto.tipo, v.sujeto, v.moneda, comparables, { ...parametros, cotizacion: cotizacionDolar.valor });
    if (!c.ok) throw uncomputable(c.campo, c.error);
    // The rate is kept with the valuation: the report shows the values in the other currency at it.
    return { comparables, parametros, cotizacion: cotizacionDolar, valor: c.resultado.valor };
  }

  async create(v: NuevaTasacion, actor: Actor): Promise<Tasacion> {
    const p = await this.prepare(v);
    return this.db.transaction(async () => {
      const row = await this.db.one<{ id: string }>(
        `INSERT INTO valuations (tipo, localidad, direccion, moneda, cliente_id, sujeto, parametros, comparables, cotizacion, cotizacion_fecha,
           valor_minimo, valor_sugerido, valor_maximo, creada_por)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9, $10::date, $11, $12, $13, $14) RETURNING id`,
        [v.sujeto.tipo, v.sujeto.localidad, v.sujeto.direccion, v.moneda, v.cliente, JSON.stringify(v.sujeto), JSON.stringify(p.parametros), JSON.stringify(p.comparables),
          p.cotizacion.valor, p.cotizacion.fecha, p.valor.minimo, p.valor.sugerido, p.valor.maximo, actor.id],
      );
      const created = await this.get(row!.id);
      await this.history.record({ entidad: 'tasacion', entidadId: created._id, accion: 'crear', actor, antes: null, despues: valuationSnapshot(created) });
      return created;
    });
  }

  /** Edits a valuation whole (as creation reads it); with `version`, only that version (another edit between → 409). */
  async update(id: string, v: EditarTasacion, actor: Actor): Promise<Tasacion> {
    if (!esUuid(id)) throw valuationNotFound();
    const p = await this.prepare(v);
    return this.db.transaction(async () => {
      const current = await this.find(id, true);
      if (!current) throw valuationNotFound();
      const before = (await this.named([current]))[0]!;
      const params: unknown[] = [v.sujeto.tipo, v.sujeto.localidad, v.sujeto.direccion, v.moneda, v.cliente, JSON.stringify(v.sujeto), JSON.stringify(p.parametros),
        JSON.stringify(p.comparables), p.cotizacion.valor, p.cotizacion.fecha, p.valor.minimo, p.valor.sugerido, p.valor.maximo, id];
      let cond = `id = $${params.length}`;
      if (v.version !== null) {
        params.push(v.version);
        cond += ` AND version = $${params.length}`;
      }
      const updated = await this.db.one<{ id: string }>(
        `UPDATE valuations SET tipo = $1, localidad = $2, direccion = $3, moneda = $4, cliente_id = $5, sujeto = $6::jsonb, parametros = $7::jsonb,
           comparables = $8::jsonb, cotizacion = $9, cotizacion_fecha = $10::date, valor_minimo = $11, valor_sugerido = $12, valor_maximo = $13,
           version = version + 1, updated_at = now()
         WHERE ${cond} RETURNING id`,
        params,
      );
      if (!updated) throw new ApiError(409, MENSAJES_TASACION.conflicto, ERROR_CODES.VALUATION_VERSION_CONFLICT);
      const after = await this.get(id);
      await this.history.record({ entidad: 'tasacion', entidadId: id, accion: 'editar', actor, antes: valuationSnapshot(before), despues: valuationSnapshot(after) });
      return after;
    });
  }

  /** A new private link for the owner (any earlier one stops working). */
  async share(id: string, actor: Actor): Promise<Tasacion> {
    return this.setLink(id, randomBytes(32).toString('base64url'), actor);
  }

  /** The private link revoked. */
  async revoke(id: string, actor: Actor): Promise<Tasacion> {
    return this.setLink(id, null, actor);
  }

  /**
   * Sets or clears the link, with its history line: 'activo' for a first link, 'renovado' when a new one replaced a
   * live one (which stopped working), 'revocado' when it was revoked. Revoking when there is no link changes nothing.
   */
  private async setLink(id: string, secreto: string | null, actor: Actor): Promise<Tasacion> {
    return this.db.transaction(async () => {
      const current = await this.find(id, true);
      if (!current) throw valuationNotFound();
      const antes = current.enlace_secreto ? 'activo' : null;
      const despues = secreto === null ? (antes ? 'revocado' : null) : antes ? 'renovado' : 'activo';
      if (despues === null) return this.get(id);
      await this.db.execute(`UPDATE valuations SET enlace_secreto = $2, version = version + 1, updated_at = now() WHERE id = $1`, [id, secreto]);
      await this.history.record({ entidad: 'tasacion', entidadId: id, accion: 'editar', actor, antes: { enlace: antes }, despues: { enlace: despues } });
      return this.get(id);
    });
  }

  /** The valuation a private link shows, or 404. */
  async bySecret(secreto: string): Promise<Tasacion> {
    const ok = /^[A-Za-z0-9_-]{32,64}$/.test(secreto);
    const r = ok ? await this.db.one<ValuationRow>(`SELECT ${COLS} FROM ${FROM} WHERE v.enlace_secreto = $1`, [secreto]) : null;
    if (!r) throw ApiError.notFound(MENSAJES_TASACION.enlaceInexistente, ERROR_CODES.NOT_FOUND);
    return (await this.named([r]))[0]!;
  }
}
