// The catalogue's pages (public, the back office's list, the Papelera): the first pages by their index, the others by
// id from the search's order, read once (page-order.ts); each row's JSON kept (property-fragments.ts).
import { Inject, Injectable } from '@nestjs/common';
import { AgencyService } from '../agency/agency.service.js';
import { ReplyCache } from '../cache/reply-cache.js';
import { Db } from '../database/db.service.js';
import { containsPattern } from '../database/text-search.js';
import { codeCondition, type ParsedFiltros } from './property-filters.js';
import { OrderedIds, orderedIdsSql } from './page-order.js';
import { PropertyFragments, type Vista } from './property-fragments.js';
import { propertySearchSql } from './property-search.js';
import { PROPERTY_SELECT, type PropertyRow } from './property-row.js';

/** Rows of the newest-first order read by walking its index (LIMIT/OFFSET); past them, pages come from the order of ids. */
export const SHALLOW_ROWS = 100;

/** The catalogue's orders (`orden`); the home's listings use 'recientes' (PropertiesService.featured). */
export const CATALOGUE_ORDER = {
  recientes: 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id',
  precio_asc: 'p.precio_monto ASC NULLS LAST, p.created_at DESC, p.id',
  precio_desc: 'p.precio_monto DESC NULLS LAST, p.created_at DESC, p.id',
};

@Injectable()
export class CataloguePages {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(ReplyCache) private readonly cache: ReplyCache,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(PropertyFragments) private readonly fragments: PropertyFragments,
  ) {}

  /**
   * A page of the catalogue (`admin`: the back office's list, hidden ones too, as staff see them; else the public
   * view), as each row's JSON (property-fragments.ts); `deleted` lists the trash (soft-deleted properties, most
   * recently deleted first). The unpaged lists stream (CatalogueStream).
   */
  async list(opts: { admin: boolean; parsed: ParsedFiltros; deleted?: boolean }): Promise<{ items: string[]; total: number; page: number; pages: number }> {
    const { filtros, paged } = opts.parsed;
    if (!paged) throw new TypeError('CataloguePages.list reads pages; the unpaged lists stream (CatalogueStream)');
    const vista: Vista = opts.admin ? 'personal' : 'publica';
    const since = this.fragments.since();
    const where = [opts.deleted ? 'p.deleted_at IS NOT NULL' : 'p.deleted_at IS NULL'];
    const params: unknown[] = [];
    const add = (v: unknown) => {
      params.push(v);
      return `$${params.length}`;
    };
    if (!opts.admin) where.push('p.visible');
    if (filtros.estado === 'visible') where.push('p.visible');
    if (filtros.estado === 'oculta') where.push('NOT p.visible');
    if (filtros.q) {
      const text = propertySearchSql(add(containsPattern(filtros.q)));
      const code = codeCondition(filtros.q, add);
      where.push(code ? `(${text} OR ${code})` : text);
    }
    if (filtros.tipo) where.push(`p.tipo = ${add(filtros.tipo)}`);
    if (filtros.operacion) where.push(`p.operacion = ${add(filtros.operacion)}`);
    if (filtros.moneda) where.push(`p.precio_moneda = ${add(filtros.moneda)}`);
    // With every currency ('Todas'), amounts are compared in pesos: dollars converted at the agency's rate (Datos de
    // la inmobiliaria), when it has one. A price filter or a price order then reads this expression, not the column.
    const byPrice = filtros.precioMin !== undefined || filtros.precioMax !== undefined || filtros.orden === 'precio_asc' || filtros.orden === 'precio_desc';
    const rate = filtros.moneda || !byPrice ? null : ((await this.agency.get()).cotizacionDolar.valor ?? null);
    // The rate is written in the SQL, not as a parameter: the order uses it and the count (which has no order) must not
    // get a parameter it does not read. A number checked by the agency's schema, written by Number's own digits.
    const monto = rate === null || !Number.isFinite(rate) ? 'p.precio_monto' : `(CASE WHEN p.precio_moneda = 'USD' THEN p.precio_monto * ${Number(rate)}::numeric ELSE p.precio_monto END)`;
    if (filtros.precioMin !== undefined) where.push(`${monto} >= ${add(filtros.precioMin)}`);
    if (filtros.precioMax !== undefined) where.push(`${monto} <= ${add(filtros.precioMax)}`);
    if (filtros.precioMin !== undefined || filtros.precioMax !== undefined) {
      // A hidden price is not searchable by amount on the public site.
      if (!opts.admin) where.push('p.precio_visible');
    }
    if (filtros.dormitorios !== undefined) where.push(`p.habitaciones >= ${add(filtros.dormitorios)}`);
    let order = opts.deleted && !filtros.orden ? 'p.deleted_at DESC, p.id' : CATALOGUE_ORDER[filtros.orden ?? 'recientes'].replace('p.precio_monto', monto);
    // The public never learns a hidden price, not even from the order: hidden ones sort as unpriced.
    if (!opts.admin) order = order.replace(monto, `(CASE WHEN p.precio_visible THEN ${monto} END)`);
    const whereSql = where.join(' AND ');
    const limit = filtros.limit;
    const offset = (filtros.page - 1) * limit;
    const orderSql = orderedIdsSql(whereSql, order);
    const orderKey = `orden:${orderSql}:${JSON.stringify(params)}`;
    const keptOrder = this.cache.peek<OrderedIds>(orderKey);
    // The first pages of the newest-first order, with no text searched and no order of ids kept, walk the ordering
    // index and stop (the catalogue's indexes carry the filter columns): the page and the count, kept until the data
    // changes. Reading the whole order instead would cost a write's first visitor 23 ms against the count's 8 at
    // 100,000 properties.
    if (!keptOrder && !filtros.q && (filtros.orden ?? 'recientes') === 'recientes' && !opts.deleted && offset + limit <= SHALLOW_ROWS) {
      const countSql = `SELECT count(*) AS n FROM properties p WHERE ${whereSql}`;
      const countParams = [...params];
      const pageSql = `WITH page AS (SELECT p.id FROM properties p WHERE ${whereSql} ORDER BY ${order} LIMIT ${add(limit)} OFFSET ${add(offset)})
           SELECT ${PROPERTY_SELECT} FROM page JOIN properties p ON p.id = page.id ORDER BY ${order}`;
      // The page's ids are kept until the data changes, like the count: the next request for this page (another URL)
      // takes its rows' JSON from what is kept.
      const pageKey = `pagina:${pageSql}:${JSON.stringify(params)}`;
      let rows: PropertyRow[] | undefined;
      const [ids, total] = await Promise.all([
        this.cache.memo(pageKey, async () => (rows = await this.db.read<PropertyRow>(pageSql, params)).map((r) => String(r.id)), (ids) => 40 * ids.length + pageKey.length),
        this.cache.memo(`count:${countSql}:${JSON.stringify(countParams)}`, async () => Number((await this.db.one(countSql, countParams))?.n ?? 0)),
      ]);
      const items = rows ? rows.map((r) => this.fragments.render(vista, r, since)) : await this.pageRows(vista, ids, whereSql, countParams, since);
      return { items, total, page: filtros.page, pages: Math.max(1, Math.ceil(total / limit)) };
    }
    // Deeper pages, text searches, the price orders and the Papelera: the search's order of ids, read once until the
    // data changes (page-order.ts); the page is its rows by id, checked against the search again: one hidden or
    // deleted since the order was read is left out (its change notice is on its way), never shown.
    const ids =
      keptOrder ??
      (await this.cache.memo(
        orderKey,
        async () => OrderedIds.from((await this.db.one<{ ids: unknown }>(orderSql, params))?.ids),
        (o) => o.size + orderKey.length,
      ));
    const pageIds = ids.page(filtros.page, limit);
    const items = pageIds.length === 0 ? [] : await this.pageRows(vista, pageIds, whereSql, params, since);
    return { items, total: ids.total, page: filtros.page, pages: Math.max(1, Math.ceil(ids.total / limit)) };
  }

  /**
   * The JSON of the rows of `ids` that match the search (`whereSql`), in that order: the JSON kept since each one's last
   * change (property-fragments.ts), and the rows not kept read whole, in one statement that checks them against the
   * search again. Also the unpaged lists' batches (CatalogueStream.json).
   */
  async pageRows(vista: Vista, ids: string[], whereSql: string, params: unknown[], since: number): Promise<string[]> {
    const kept = ids.map((id) => this.fragments.kept(vista, id));
    const missing = ids.filter((_, i) => kept[i] === undefined);
    const read = new Map<string, string>();
    if (missing.length) {
      const rows = await this.db.read<PropertyRow>(
        `SELECT ${PROPERTY_SELECT} FROM unnest($${params.length + 1}::uuid[]) WITH ORDINALITY AS page(id, n) JOIN properties p ON p.id = page.id
         WHERE ${whereSql} ORDER BY page.n`,
        [...params, missing],
      );
      for (const r of rows) read.set(String(r.id), this.fragments.render(vista, r, since));
    }
    return ids.map((id, i) => kept[i] ?? read.get(id)).filter((j): j is string => j !== undefined);
  }
}
