// The valuations module's data (table valuations): create, list, read and edit a valuation by comparables; the
// comparables proposed from the agency's own closing prices (operations: venta, in force, with an amount) and its
// current listings of the same type and town, nearest in surface and age; the owner's private link; and
// 'Convertir en propiedad' (a hidden listing with the subject's data and the owner as its Cliente dueño, which makes
// the owner an offeror). Amounts in the other currency convert at the agency's dollar rate (Datos de la
// inmobiliaria: cotizacionDolar), which is stored with the valuation.
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES_TASACION, calcularTasacion, esUuid, leerEditarTasacion, leerNuevaTasacion, leerProponerComparables, superficieHomogenea,
  type ComparablePropuesto, type EditarTasacion, type MonedaTasacion, type NuevaTasacion, type Sujeto, type Tasacion, type TipoPropiedad,
} from '@inmo/contracts';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { MEDIA_NAME } from '../media/media-storage.js';
import { AgencyService } from '../agency/agency.service.js';
import { TeamService } from '../auth/team.service.js';
import { ClientLookups } from '../clients/client-lookups.service.js';
import { ApiError } from '../common/api-error.js';
import { fromNumeric } from '../common/parse.js';
import { Db, placeholders } from '../database/db.service.js';
import type { SqlBigint, SqlNumeric } from '../database/sql-types.js';
import { folded, searchCondition } from '../database/text-search.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { PropertiesService } from '../properties/properties.service.js';
import { COLS, FROM, toTasacion, valuationSnapshot, type ComparableGuardado, type ValuationRow } from './valuation-row.js';

/** How many comparables a proposal offers at most (the form ticks them; a valuation without any takes them all). */
export const MAX_PROPUESTOS = 6;

const notFound = () => ApiError.notFound(MENSAJES_TASACION.noEncontrada, ERROR_CODES.VALUATION_NOT_FOUND);
const uncomputable = (campo: string, error: string) => new ApiError(422, error, ERROR_CODES.VALUATION_UNCOMPUTABLE, { [campo]: error });

/** A candidate comparable read from the agency's operations and listings. */
type CandidateRow = {
  fuente: 'operacion' | 'publicacion';
  operacion_id: string | null;
  propiedad_id: string;
  titulo: string;
  monto: SqlNumeric;
  moneda: string;
  superficie_cubierta: SqlNumeric | null;
  superficie_total: SqlNumeric | null;
  antiguedad: number | null;
  hectareas: SqlNumeric | null;
  largo: SqlNumeric | null;
  ancho: SqlNumeric | null;
  fecha: string | null;
};

@Injectable()
export class ValuationsService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(ClientLookups) private readonly clients: ClientLookups,
    @Inject(PropertiesService) private readonly listings: PropertiesService,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(TeamService) private readonly team: TeamService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The report's photo: the cover (or first picture) of the listing the subject names, when its file is in local
   * media (DATA_DIR/media), as a JPEG pdfkit can embed. Nothing is downloaded: with S3 storage, or without a file,
   * there is no photo.
   */
  async photo(t: Tasacion): Promise<Buffer | null> {
    if (!t.sujeto.propiedad || this.config.s3) return null;
    const img = await this.db.one<{ url: string }>(
      `SELECT url FROM property_images WHERE property_id = $1 ORDER BY es_portada DESC, orden LIMIT 1`,
      [t.sujeto.propiedad],
    );
    const name = img?.url.match(/^\/api\/media\/([^/?#]+)$/)?.[1];
    if (!name || !MEDIA_NAME.test(name) || name.includes('..')) return null;
    const bytes = await readFile(join(this.config.dataDir, 'media', name)).catch(() => null);
    if (!bytes) return null;
    return sharp(bytes).resize(800, 600, { fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer().catch(() => null);
  }

  private async toTasaciones(rows: ValuationRow[]): Promise<Tasacion[]> {
    const team = await this.team.refs(rows.map((r) => r.creada_por));
    return rows.map((r) => toTasacion(r, team));
  }

  private async row(id: string, lock = false): Promise<ValuationRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<ValuationRow>(`SELECT ${COLS} FROM ${FROM} WHERE v.id = $1${lock ? ' FOR UPDATE OF v' : ''}`, [id]);
  }

  async get(id: string): Promise<Tasacion> {
    const r = await this.row(id);
    if (!r) throw notFound();
    return (await this.toTasaciones([r]))[0]!;
  }

  /** Newest first; q searches the town and address. */
  async list(f: { q?: string; limit: number; offset: number }): Promise<{ items: Tasacion[]; total: number }> {
    const { params, add } = placeholders();
    const cond = searchCondition(f.q, { texts: [folded(`v.localidad || ' ' || v.direccion || ' ' || v.tipo`)] }, add);
    const where = cond ? `WHERE ${cond}` : '';
    const countParams = [...params];
    const rows = await this.db.query<ValuationRow>(`SELECT ${COLS} FROM ${FROM} ${where} ORDER BY v.created_at DESC, v.id LIMIT ${add(f.limit)} OFFSET ${add(f.offset)}`, params);
    const total = await this.db.one<{ n: SqlBigint }>(`SELECT count(*) AS n FROM valuations v ${where}`, countParams);
    return { items: await this.toTasaciones(rows), total: Number(total?.n ?? 0) };
  }

  /** The dashboard: valuations made this month (Argentine calendar) and how many of them became listings. */
  async summary(): Promise<{ delMes: number; convertidas: number }> {
    const r = await this.db.one<{ n: SqlBigint; c: SqlBigint }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE propiedad_creada_id IS NOT NULL OR convertida_en IS NOT NULL) AS c FROM valuations
       WHERE created_at >= (date_trunc('month', now() AT TIME ZONE 'America/Argentina/Buenos_Aires') AT TIME ZONE 'America/Argentina/Buenos_Aires')`,
    );
    return { delMes: Number(r?.n ?? 0), convertidas: Number(r?.c ?? 0) };
  }

  /**
   * Comparables for a subject, from the agency's own data: closed sales (in force, with an amount) of listings of the
   * same type and town, and current listings for sale (Disponible, with a price), nearest first by relative
   * difference in homogeneous surface plus age (each 10 years counting as 10 % of surface). A listing's price is
   * its asking price (the calculation discounts it).
   */
  async proposeFor(sujeto: Sujeto): Promise<ComparablePropuesto[]> {
    const rows = await this.db.query<CandidateRow>(
      `SELECT * FROM (
         SELECT 'operacion' AS fuente, o.id AS operacion_id, p.id AS propiedad_id, o.propiedad_titulo AS titulo, o.monto_dinero AS monto, o.moneda,
                p.superficie_cubierta, p.superficie_total, p.antiguedad, p.hectareas, p.largo, p.ancho, o.fecha_concretada::text AS fecha
         FROM operations o JOIN properties p ON p.id = o.propiedad_id
         WHERE o.operacion = 'venta' AND o.anulada_en IS NULL AND o.monto_dinero > 0 AND o.moneda IN ('USD', 'ARS')
           AND p.tipo = $1 AND ${folded('p.localidad')} = ${folded('$2::text')}
         UNION ALL
         SELECT 'publicacion', NULL, p.id, p.titulo, p.precio_monto, p.precio_moneda,
                p.superficie_cubierta, p.superficie_total, p.antiguedad, p.hectareas, p.largo, p.ancho, p.fecha_publicacion::text
         FROM properties p
         WHERE p.deleted_at IS NULL AND p.estado = 'Disponible' AND p.operacion = 'venta' AND p.precio_monto > 0 AND p.precio_moneda IN ('USD', 'ARS')
           AND p.tipo = $1 AND ${folded('p.localidad')} = ${folded('$2::text')}
       ) c WHERE c.propiedad_id IS DISTINCT FROM $3::uuid LIMIT 500`,
      [sujeto.tipo, sujeto.localidad, sujeto.propiedad ?? null],
    );
    const candidatos = rows.map((r) => this.candidate(sujeto.tipo, r)).filter((c): c is ComparablePropuesto => c !== null);
    const sup = superficieHomogenea(sujeto.tipo, sujeto);
    const distancia = (c: ComparablePropuesto) => {
      const s = superficieHomogenea(sujeto.tipo, c);
      const dSup = sup > 0 ? Math.abs(s - sup) / sup : 0;
      const dEdad = sujeto.antiguedad !== null && c.antiguedad !== null ? Math.abs(sujeto.antiguedad - c.antiguedad) / 100 : 0;
      return dSup + dEdad;
    };
    return candidatos
      .map((c) => ({ c, d: distancia(c) }))
      .sort((a, b) => a.d - b.d || (a.c.fuente === b.c.fuente ? 0 : a.c.fuente === 'operacion' ? -1 : 1))
      .slice(0, MAX_PROPUESTOS)
      .map((x) => x.c);
  }

  /**
   * A listing's row as a comparable: its covered surface and the rest of its total as uncovered (the listing does not
   * tell semi-covered apart); a Terreno's width as frontage and length as depth; a Campo's hectares. Null when it
   * has no surface to compare.
   */
  private candidate(tipo: TipoPropiedad, r: CandidateRow): ComparablePropuesto | null {
    const cub = fromNumeric(r.superficie_cubierta);
    const total = fromNumeric(r.superficie_total);
    const c: ComparablePropuesto = {
      fuente: r.fuente, operacion: r.operacion_id, propiedad: r.propiedad_id, titulo: r.titulo, precio: fromNumeric(r.monto) ?? 0, moneda: r.moneda as MonedaTasacion,
      superficieCubierta: null, superficieSemicubierta: null, superficieDescubierta: null, superficieTerreno: null, frente: null, fondo: null, hectareas: null,
      antiguedad: r.antiguedad, estado: null, ajustes: [], fecha: r.fecha,
    };
    if (tipo === 'Campo') c.hectareas = fromNumeric(r.hectareas);
    else if (tipo === 'Terreno') {
      c.frente = fromNumeric(r.ancho);
      c.fondo = fromNumeric(r.largo);
      c.superficieTerreno = total ?? (c.frente && c.fondo ? Math.round(c.frente * c.fondo * 100) / 100 : null);
    } else {
      c.superficieCubierta = cub ?? total;
      c.superficieDescubierta = cub !== null && total !== null && total > cub ? Math.round((total - cub) * 100) / 100 : null;
    }
    return superficieHomogenea(tipo, c) > 0 ? c : null;
  }

  /** POST proponer-comparables. */
  async propose(body: unknown): Promise<ComparablePropuesto[]> {
    const r = leerProponerComparables(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    return this.proposeFor(r.datos.sujeto);
  }

  /**
   * The inputs checked and computed: the comparables given (or proposed when none were), the agency's rate, the
   * owner. Fewer than 3 comparables, a comparable without surface, or an amount in the other currency without a
   * rate → 422; an unknown owner → 400.
   */
  private async prepare(v: NuevaTasacion | EditarTasacion) {
    const comparables: ComparableGuardado[] = v.comparables ?? (await this.proposeFor(v.sujeto)).map((c) => ({ ...c, fecha: c.fecha ?? null }));
    if (v.cliente && (await this.clients.contacts([v.cliente])).length === 0) throw ApiError.validation({ cliente: 'El cliente elegido no existe' });
    if (v.sujeto.propiedad && !(await this.db.one(`SELECT 1 FROM properties WHERE id = $1 AND deleted_at IS NULL`, [v.sujeto.propiedad]))) {
      throw ApiError.validation({ 'sujeto.propiedad': 'La propiedad elegida no existe' });
    }
    const { cotizacionDolar } = await this.agency.get();
    const parametros = { pesos: v.pesos, descuentoNegociacion: v.descuentoNegociacion, observaciones: v.observaciones };
    const c = calcularTasacion(v.sujeto.tipo, v.sujeto, v.moneda, comparables, { ...parametros, cotizacion: cotizacionDolar.valor });
    if (!c.ok) throw uncomputable(c.campo, c.error);
    // The rate is kept with the valuation: the report shows the values in the other currency at it.
    return { comparables, parametros, cotizacion: cotizacionDolar, valor: c.resultado.valor };
  }

  async create(body: unknown, actor: Actor): Promise<Tasacion> {
    const r = leerNuevaTasacion(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const v = r.datos;
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
  async update(id: string, body: unknown, actor: Actor): Promise<Tasacion> {
    if (!esUuid(id)) throw notFound();
    const r = leerEditarTasacion(body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const v = r.datos;
    const p = await this.prepare(v);
    return this.db.transaction(async () => {
      const current = await this.row(id, true);
      if (!current) throw notFound();
      const before = (await this.toTasaciones([current]))[0]!;
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

  private async setLink(id: string, secreto: string | null, actor: Actor): Promise<Tasacion> {
    return this.db.transaction(async () => {
      const current = await this.row(id, true);
      if (!current) throw notFound();
      await this.db.execute(`UPDATE valuations SET enlace_secreto = $2, version = version + 1, updated_at = now() WHERE id = $1`, [id, secreto]);
      await this.history.record({ entidad: 'tasacion', entidadId: id, accion: 'editar', actor, antes: { enlace: current.enlace_secreto ? 'activo' : null }, despues: { enlace: secreto ? 'activo' : null } });
      return this.get(id);
    });
  }

  /** The valuation a private link shows, or 404. */
  async bySecret(secreto: string): Promise<Tasacion> {
    const ok = /^[A-Za-z0-9_-]{32,64}$/.test(secreto);
    const r = ok ? await this.db.one<ValuationRow>(`SELECT ${COLS} FROM ${FROM} WHERE v.enlace_secreto = $1`, [secreto]) : null;
    if (!r) throw ApiError.notFound(MENSAJES_TASACION.enlaceInexistente, ERROR_CODES.NOT_FOUND);
    return (await this.toTasaciones([r]))[0]!;
  }

  /**
   * 'Convertir en propiedad': a hidden listing for sale (visible false) with the subject's data, the suggested value as
   * its price and the owner as its Cliente dueño. The fields a type requires that a valuation does not hold get a
   * value staff complete before publishing ('A definir', one bedroom less than the rooms). Once only (409 after).
   */
  async convert(id: string, actor: Actor): Promise<Tasacion> {
    return this.db.transaction(async () => {
      const current = await this.row(id, true);
      if (!current) throw notFound();
      if (current.propiedad_creada_id || current.convertida) throw new ApiError(409, MENSAJES_TASACION.yaConvertida, ERROR_CODES.VALUATION_CONVERTED);
      if (!current.cliente_id) throw ApiError.validation({ cliente: MENSAJES_TASACION.sinPropietario });
      const t = (await this.toTasaciones([current]))[0]!;
      const created = await this.listings.create(t.sujeto.tipo, listingBody(t), actor);
      await this.db.execute(`UPDATE valuations SET propiedad_creada_id = $2, convertida_en = now(), version = version + 1, updated_at = now() WHERE id = $1`, [id, created.id]);
      await this.history.record({ entidad: 'tasacion', entidadId: id, accion: 'editar', actor, antes: { propiedadCreada: null }, despues: { propiedadCreada: created.id } });
      return this.get(id);
    });
  }
}

const A_DEFINIR = 'A definir';

/** The creation body of the listing a valuation becomes (contracts' property schema checks it). */
function listingBody(t: Tasacion): Record<string, unknown> {
  const s = t.sujeto;
  const titulo = `${s.tipo} en ${s.localidad}${s.direccion ? `, ${s.direccion}` : ''}`.slice(0, 300);
  const cubierta = s.superficieCubierta;
  const total = s.superficieTerreno ?? (cubierta !== null ? cubierta + (s.superficieSemicubierta ?? 0) + (s.superficieDescubierta ?? 0) : null);
  const body: Record<string, unknown> = {
    titulo, operacion: 'venta', visible: false, localidad: s.localidad, calle: s.direccion, clienteDueño: t.cliente!._id,
    precio: { monto: t.valor.sugerido, moneda: t.moneda },
    descripcion: `Propiedad cargada desde la tasación del ${t.fecha.slice(0, 10)}. Completá sus datos antes de publicarla.`,
  };
  switch (s.tipo) {
    case 'Casa':
    case 'Departamento':
      Object.assign(body, { ambientes: s.ambientes, habitaciones: s.ambientes ? Math.max(s.ambientes - 1, 1) : 1, superficieCubierta: cubierta, superficieTotal: total, antiguedad: s.antiguedad });
      if (s.tipo === 'Departamento') body.piso = 0;
      break;
    case 'Local comercial':
      Object.assign(body, { rubro: A_DEFINIR, superficieCubierta: cubierta, superficieTotal: total, antiguedad: s.antiguedad, frente: s.frente, fondo: s.fondo });
      break;
    case 'Terreno':
      Object.assign(body, { superficie: s.superficieTerreno, largo: s.fondo ?? 1, ancho: s.frente });
      break;
    case 'Campo':
      Object.assign(body, { hectareas: s.hectareas, condicion: A_DEFINIR });
      break;
    case 'Fondo de Comercio':
      Object.assign(body, { nombreComercio: A_DEFINIR, rubro: A_DEFINIR, superficieLocal: cubierta, superficieTotal: total, precioVenta: t.valor.sugerido });
      break;
    case 'Galpón':
      Object.assign(body, { superficieTotal: total ?? cubierta ?? 1, superficieCubierta: cubierta, condicion: A_DEFINIR });
      break;
  }
  return body;
}
