// The catalogue's pages (public, the back office's list, the Papelera): one filtered, ordered LIMIT/OFFSET statement
// and its count, run side by side; each row mapped once by the property definition (property-row.ts).
import { Inject, Injectable } from '@nestjs/common';
import { POR_PAGINA, vistaPublica, type CatalogoConsulta, type Propiedad, type PropiedadPublica } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { Db, placeholders } from '../database/db.service.js';
import { rankSql } from '../database/text-search.js';
import { PROPERTY_SEARCH, propertySearchSql } from './property-search.js';
import { PROPERTY_SELECT, toPropiedad, type PropertyRow } from './property-row.js';
import { PUBLIC_LISTING_SQL, estadoSql } from './listing-state.js';
import { creadaPor } from './listing-permissions.service.js';

/** The catalogue's orders (`orden`); the home's listings use 'recientes' (PropertiesService.featured). */
export const CATALOGUE_ORDER = {
  recientes: 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id',
  precio_asc: 'p.precio_monto ASC NULLS LAST, p.created_at DESC, p.id',
  precio_desc: 'p.precio_monto DESC NULLS LAST, p.created_at DESC, p.id',
};

export interface CataloguePage {
  items: Array<Propiedad | PropiedadPublica>;
  total: number;
  page: number;
  pages: number;
}

@Injectable()
export class CataloguePages {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(AgencyService) private readonly agency: AgencyService,
  ) {}

  /**
   * A page of the catalogue: `admin`, the back office's list (hidden ones and every state too, each property whole;
   * `estado` filters by visibility or by state); else the public view (listing-state.ts). `deleted` lists the
   * Papelera (most recently deleted first). With `q` and no `orden`, the most relevant first.
   */
  async list(opts: { admin: boolean; filtros: CatalogoConsulta; deleted?: boolean; usuario?: string }): Promise<CataloguePage> {
    const { filtros, admin } = opts;
    const where = [opts.deleted ? 'p.deleted_at IS NOT NULL' : 'p.deleted_at IS NULL'];
    const { params, add } = placeholders();
    if (!admin) where.push(PUBLIC_LISTING_SQL);
    if (filtros.estado === 'visible') where.push('p.visible');
    else if (filtros.estado === 'oculta') where.push('NOT p.visible');
    else if (filtros.estado) where.push(estadoSql(filtros.estado)!);
    // 'Mías': the caller's (assigned to them, or created by them).
    if (admin && filtros.mias && opts.usuario) {
      const me = add(opts.usuario);
      where.push(`(p.asignado_a = ${me}::uuid OR ${creadaPor(`${me}::uuid`)})`);
    }
    const search = filtros.q ? propertySearchSql(filtros.q, add, admin) : null;
    if (search) where.push(search);
    if (filtros.tipo) where.push(`p.tipo = ${add(filtros.tipo)}`);
    if (filtros.operacion) where.push(`p.operacion = ${add(filtros.operacion)}`);
    if (filtros.moneda) where.push(`p.precio_moneda = ${add(filtros.moneda)}`);
    if (filtros.dormitorios !== undefined) where.push(`p.habitaciones >= ${add(filtros.dormitorios)}`);
    // With every currency ('Todas'), amounts are compared in pesos: dollars converted at the agency's rate (Datos de
    // la inmobiliaria), when it has one.
    const byPrice = filtros.precioMin !== undefined || filtros.precioMax !== undefined || filtros.orden === 'precio_asc' || filtros.orden === 'precio_desc';
    const rate = filtros.moneda || !byPrice ? null : ((await this.agency.get()).cotizacionDolar.valor ?? null);
    // Written in the SQL, not as a parameter: the count (which has no order) must not get a parameter it does not read.
    const monto = rate === null || !Number.isFinite(rate) ? 'p.precio_monto' : `(CASE WHEN p.precio_moneda = 'USD' THEN p.precio_monto * ${Number(rate)}::numeric ELSE p.precio_monto END)`;
    if (filtros.precioMin !== undefined) where.push(`${monto} >= ${add(filtros.precioMin)}`);
    if (filtros.precioMax !== undefined) where.push(`${monto} <= ${add(filtros.precioMax)}`);
    // A hidden price is not searchable by amount on the public site, nor learnt from the order.
    if (!admin && (filtros.precioMin !== undefined || filtros.precioMax !== undefined)) where.push('p.precio_visible');
    const whereSql = where.join(' AND ');
    const countParams = [...params];

    let order: string;
    if (filtros.orden) order = CATALOGUE_ORDER[filtros.orden].replace('p.precio_monto', admin ? monto : `(CASE WHEN p.precio_visible THEN ${monto} END)`);
    else if (opts.deleted) order = 'p.deleted_at DESC, p.id';
    else if (search) order = `${rankSql(filtros.q!, PROPERTY_SEARCH.tsvector!, add)} DESC, ${CATALOGUE_ORDER.recientes}`;
    else order = CATALOGUE_ORDER.recientes;

    const limit = filtros.limit ?? POR_PAGINA.catalogo;
    const page = filtros.page ?? 1;
    // The page's ids first (on the ordering index where there is one), then only their rows with their images.
    const pageSql = `WITH page AS (SELECT p.id FROM properties p WHERE ${whereSql} ORDER BY ${order} LIMIT ${add(limit)} OFFSET ${add((page - 1) * limit)})
      SELECT ${PROPERTY_SELECT} FROM page JOIN properties p ON p.id = page.id ORDER BY ${order}`;
    const [rows, count] = await Promise.all([
      this.db.query<PropertyRow>(pageSql, params),
      this.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM properties p WHERE ${whereSql}`, countParams),
    ]);
    const total = count?.n ?? 0;
    const items = rows.map((r): Propiedad | PropiedadPublica => (admin ? toPropiedad(r) : vistaPublica(toPropiedad(r))));
    return { items, total, page, pages: Math.max(1, Math.ceil(total / limit)) };
  }
}
