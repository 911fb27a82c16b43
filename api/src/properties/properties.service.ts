// Properties: catalogue queries (the first pages by their index, the others by id from the search's order, read once:
// page-order.ts; each row's JSON kept while its stamp holds: property-fragments.ts), detail, create, edit with a real
// optimistic check, soft delete.
import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, MENSAJES, esUuid, leerPropiedad, type Propiedad, type PropiedadDatos } from '@inmo/contracts';
import { AgencyService } from '../agency/agency.service.js';
import { ReplyCache } from '../cache/reply-cache.js';
import { ApiError } from '../common/api-error.js';
import { Db, isForeignKeyViolation } from '../database/db.service.js';
import { containsPattern } from '../database/text-search.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { CoversService } from '../images/covers.service.js';
import { codeCondition, type ParsedFiltros } from './property-filters.js';
import { OrderedIds, orderedIdsSql } from './page-order.js';
import { propertySearchSql } from './property-search.js';
import { PROPERTY_COLUMNS, PROPERTY_SELECT, datosToColumns, rowToDatos, toPropiedad, type PropertyRow } from './property-row.js';
import { PROPERTY_DIFF, propertySnapshot } from './property-snapshot.js';
import { PropertyFragments, SELLO, type RowWithStamp, type Vista } from './property-fragments.js';

type ImagenDatos = PropiedadDatos['imagenes'][number];

export { PROPERTY_SELECT };

/**
 * 'Bajó de precio' (issue 15): an edit that lowers the amount in the same currency dates the drop; one that keeps
 * amount and currency keeps the date; a rise, a change of currency or a removed amount clears it. In a SET every
 * column reads the row as it was, so this compares the old price with the new parameters.
 */
const PRICE_DROP_SET = (() => {
  const monto = `$${PROPERTY_COLUMNS.indexOf('precio_monto') + 1}::numeric`;
  const moneda = `$${PROPERTY_COLUMNS.indexOf('precio_moneda') + 1}::varchar`;
  return `precio_bajo_en = CASE WHEN ${moneda} IS DISTINCT FROM precio_moneda THEN NULL
    WHEN ${monto} < precio_monto THEN now()
    WHEN ${monto} IS NOT DISTINCT FROM precio_monto THEN precio_bajo_en
    ELSE NULL END`;
})();

/** Rows of the newest-first order read by walking its index (LIMIT/OFFSET); past them, pages come from the order of ids. */
export const SHALLOW_ROWS = 100;

const ORDER = {
  recientes: 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id',
  precio_asc: 'p.precio_monto ASC NULLS LAST, p.created_at DESC, p.id',
  precio_desc: 'p.precio_monto DESC NULLS LAST, p.created_at DESC, p.id',
};

@Injectable()
export class PropertiesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(CoversService) private readonly covers: CoversService,
    @Inject(ReplyCache) private readonly cache: ReplyCache,
    @Inject(AgencyService) private readonly agency: AgencyService,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(PropertyFragments) private readonly fragments: PropertyFragments,
  ) {}

  /**
   * A page of the catalogue (`admin`: the back office's list, hidden ones too, as staff see them; else the public
   * view), as each row's JSON (property-fragments.ts); `deleted` lists the trash (soft-deleted properties, most
   * recently deleted first). The unpaged lists stream (CatalogueStream).
   */
  async list(opts: { admin: boolean; parsed: ParsedFiltros; deleted?: boolean }): Promise<{ items: string[]; total: number; page: number; pages: number }> {
    const { filtros, paged } = opts.parsed;
    if (!paged) throw new TypeError('PropertiesService.list reads pages; the unpaged lists stream (CatalogueStream)');
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
    let order = opts.deleted && !filtros.orden ? 'p.deleted_at DESC, p.id' : ORDER[filtros.orden ?? 'recientes'].replace('p.precio_monto', monto);
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
           SELECT ${SELLO}, ${PROPERTY_SELECT} FROM page JOIN properties p ON p.id = page.id ORDER BY ${order}`;
      // The page's ids are kept until the data changes, like the count: the next request for this page (another URL)
      // takes its rows' JSON from what is kept.
      const pageKey = `pagina:${pageSql}:${JSON.stringify(params)}`;
      let rows: RowWithStamp[] | undefined;
      const [ids, total] = await Promise.all([
        this.cache.memo(pageKey, async () => (rows = await this.db.read<RowWithStamp>(pageSql, params)).map((r) => String(r.id)), (ids) => 40 * ids.length + pageKey.length),
        this.cache.memo(`count:${countSql}:${JSON.stringify(countParams)}`, async () => Number((await this.db.one(countSql, countParams))?.n ?? 0)),
      ]);
      const items = rows ? rows.map((r) => this.fragments.render(vista, r, since)) : await this.pageRows(vista, ids, whereSql, countParams, true, since);
      return { items, total, page: filtros.page, pages: Math.max(1, Math.ceil(total / limit)) };
    }
    // Deeper pages, text searches, the price orders and the Papelera: the search's order of ids, read once until the
    // data changes (page-order.ts); the page is its rows by id, checked against the search again: one hidden or
    // deleted since the order was read is left out (its change notice is on its way), never shown.
    let readOrder = false;
    const ids =
      keptOrder ??
      (await this.cache.memo(
        orderKey,
        async () => ((readOrder = true), OrderedIds.from((await this.db.one<{ ids: unknown }>(orderSql, params))?.ids)),
        (o) => o.size + orderKey.length,
      ));
    const pageIds = ids.page(filtros.page, limit);
    const items = pageIds.length === 0 ? [] : await this.pageRows(vista, pageIds, whereSql, params, !readOrder, since);
    return { items, total: ids.total, page: filtros.page, pages: Math.max(1, Math.ceil(ids.total / limit)) };
  }

  /**
   * The JSON of the rows of `ids` that match the search (`whereSql`), in that order (property-fragments.ts):
   * - public: the JSON kept since the last change, and the rows not kept read whole (checked against the search);
   * - staff: when every row has JSON kept, their stamps are read first (checked against the search) and only rows
   *   written since are read whole; otherwise, or when `stampsFirst` is false (this request already read the search's
   *   order, and a request reads at most two statements), every row is read whole at once.
   */
  private async pageRows(vista: Vista, ids: string[], whereSql: string, params: unknown[], stampsFirst: boolean, since: number): Promise<string[]> {
    const byId = <T extends { id: string; sello: string }>(select: string, list: string[]) =>
      this.db.read<T>(
        `SELECT ${select} FROM unnest($${params.length + 1}::uuid[]) WITH ORDINALITY AS page(id, n) JOIN properties p ON p.id = page.id
         WHERE ${whereSql} ORDER BY page.n`,
        [...params, list],
      );
    const whole = async (list: string[]) => {
      const rows = await byId<RowWithStamp>(`${SELLO}, ${PROPERTY_SELECT}`, list);
      return new Map(rows.map((r) => [String(r.id), this.fragments.render(vista, r, since)]));
    };
    const merge = (list: string[], kept: (string | undefined)[], read: Map<string, string>) =>
      list.map((id, i) => kept[i] ?? read.get(id)).filter((j): j is string => j !== undefined);
    if (vista === 'publica') {
      const kept = ids.map((id) => this.fragments.kept(vista, id));
      const missing = ids.filter((_, i) => kept[i] === undefined);
      return merge(ids, kept, missing.length ? await whole(missing) : new Map());
    }
    if (!stampsFirst || !ids.every((id) => this.fragments.has(vista, id))) {
      const read = await whole(ids);
      return merge(ids, [], read);
    }
    const stamps = await byId<{ id: string; sello: string }>(`p.id, ${SELLO}`, ids);
    const current = stamps.map((s) => String(s.id));
    const kept = stamps.map((s, i) => this.fragments.get(vista, current[i]!, s.sello));
    const changed = current.filter((_, i) => kept[i] === undefined);
    return merge(current, kept, changed.length ? await whole(changed) : new Map());
  }

  /**
   * The home's listings: the visible properties staff marked 'Destacada', newest first (idx_properties_destacadas),
   * or, when none is marked, the newest visible ones (the catalogue's order and index).
   */
  async featured(limit: number): Promise<{ items: Propiedad[]; destacadas: boolean }> {
    const read = (marked: boolean) =>
      this.db.query<PropertyRow>(
        `SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.deleted_at IS NULL AND p.visible${marked ? ' AND p.destacada' : ''} ORDER BY ${ORDER.recientes} LIMIT $1`,
        [limit],
      );
    const marked = await read(true);
    if (marked.length > 0) return { items: marked.map(toPropiedad), destacadas: true };
    return { items: (await read(false)).map(toPropiedad), destacadas: false };
  }

  /** `lock`: inside a write's transaction, the row is held until it commits (the history's "before" stays true). */
  private async findRow(id: string, lock = false): Promise<PropertyRow | null> {
    if (!esUuid(id)) return null;
    return this.db.one<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.id = $1 AND p.deleted_at IS NULL${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  }

  /** The history entry of a write, in its transaction, from the rows as stored before and after it. */
  private record(id: string, accion: 'crear' | 'editar' | 'eliminar' | 'restaurar', actor: Actor, antes: PropertyRow | null, despues: PropertyRow | null) {
    return this.history.record({
      entidad: 'propiedad', entidadId: id, accion, actor,
      antes: antes && propertySnapshot(antes), despues: despues && propertySnapshot(despues), opts: PROPERTY_DIFF,
    });
  }

  async get(id: string, opts: { includeHidden: boolean }): Promise<Propiedad> {
    const row = await this.findRow(id);
    if (!row || (!row.visible && !opts.includeHidden)) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    return toPropiedad(row);
  }

  /**
   * A write whose owner client must exist: the foreign key says whether it does (the clients table is the clients
   * module's: it is not read here), and its refusal becomes the field's message.
   */
  private async withOwner<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isForeignKeyViolation(err, 'properties_cliente_dueno_id_fkey')) throw ApiError.validation({ clienteDueño: 'El cliente dueño no existe' });
      throw err;
    }
  }

  /** The cover crop files of the first image (made before the transaction; null when it has none). */
  private async coverOf(images: ImagenDatos[]): Promise<string | null> {
    const cover = images.find((i) => i.esPortada);
    const portada = cover ? await this.covers.ensure(cover) : null;
    return portada ? JSON.stringify(portada) : null;
  }

  private async insertImages(propertyId: string, images: ImagenDatos[], portada: string | null): Promise<void> {
    if (images.length === 0) return;
    const params: unknown[] = [];
    const values = images.map((img) => {
      const base = params.length;
      params.push(propertyId, img.url, img.public_id, img.descripcion, img.orden, img.esPortada, img.offsetX, img.offsetY, img.zoom, img.width, img.height, img.srcset.length ? JSON.stringify(img.srcset) : null, img.esPortada ? portada : null);
      return `(${Array.from({ length: 13 }, (_, i) => `$${base + i + 1}`).join(', ')})`;
    });
    await this.db.query(
      `INSERT INTO property_images (property_id, url, public_id, descripcion, orden, es_portada, offset_x, offset_y, zoom, width, height, srcset, portada) VALUES ${values.join(', ')}`,
      params,
    );
  }

  private columnParams(d: PropiedadDatos): unknown[] {
    const cols = datosToColumns(d);
    return PROPERTY_COLUMNS.map((k) => cols[k]);
  }

  /** Creates a property of the given type from a creation body (flat or nested, as contracts folds it). */
  async create(tipo: unknown, body: unknown, actor: Actor): Promise<Propiedad> {
    const r = leerPropiedad(tipo, body);
    if (!r.ok) throw ApiError.validation(r.errores);
    const d = r.datos;
    const portada = await this.coverOf(d.imagenes);
    const created = await this.withOwner(() => this.db.transaction(async () => {
      const placeholders = PROPERTY_COLUMNS.map((_, i) => `$${i + 1}`).join(', ');
      const row = await this.db.one<{ id: string }>(`INSERT INTO properties (${PROPERTY_COLUMNS.join(', ')}) VALUES (${placeholders}) RETURNING id`, this.columnParams(d));
      await this.insertImages(row!.id, d.imagenes, portada);
      const stored = (await this.findRow(row!.id))!;
      await this.record(stored.id, 'crear', actor, null, stored);
      return stored;
    }));
    return toPropiedad(created);
  }

  /**
   * Edits a property: absent fields keep their value (the edit is read over what the property holds). With `version`
   * the update only applies to that version (UPDATE … WHERE id AND version): another writer in between → 409.
   * A change of type keeps only the new type's fields.
   */
  async update(id: string, tipoRaw: unknown, body: Record<string, unknown>, version: number | undefined, actor: Actor): Promise<Propiedad> {
    const row = await this.findRow(id);
    if (!row) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const actual = rowToDatos(row);
    const tipo = tipoRaw === undefined || tipoRaw === null || tipoRaw === '' ? actual.tipo : tipoRaw;
    const r = leerPropiedad(tipo, body, actual as unknown as Record<string, unknown>);
    if (!r.ok) throw ApiError.validation(r.errores);
    const d = r.datos;
    // Pictures are rewritten only when the edit sent them.
    const images = body.imagenes !== undefined ? d.imagenes : null;
    const portada = images ? await this.coverOf(images) : null;
    const saved = await this.withOwner(() => this.db.transaction(async () => {
      const before = await this.findRow(id, true);
      const sets = PROPERTY_COLUMNS.map((k, i) => `${k} = $${i + 1}`).join(', ');
      const params = this.columnParams(d);
      params.push(id);
      let cond = `id = $${params.length} AND deleted_at IS NULL`;
      if (version !== undefined) {
        params.push(version);
        cond += ` AND version = $${params.length}`;
      }
      const updated = await this.db.query<{ id: string }>(
        `UPDATE properties SET ${sets}, ${PRICE_DROP_SET}, version = version + 1, updated_at = now() WHERE ${cond} RETURNING id`,
        params,
      );
      if (updated.length === 0) {
        if (version !== undefined) throw new ApiError(409, MENSAJES.conflictoPropiedad, ERROR_CODES.PROPERTY_VERSION_CONFLICT);
        throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
      }
      if (images) {
        await this.db.query(`DELETE FROM property_images WHERE property_id = $1`, [id]);
        await this.insertImages(id, images, portada);
      }
      const after = (await this.findRow(id))!;
      await this.record(id, 'editar', actor, before, after);
      return after;
    }));
    return toPropiedad(saved);
  }

  /** Brings a property back from the trash. */
  async restore(id: string, actor: Actor): Promise<Propiedad> {
    await this.moveTrash(id, 'restaurar', actor);
    return this.get(id, { includeHidden: true });
  }

  async softDelete(id: string, actor: Actor): Promise<void> {
    await this.moveTrash(id, 'eliminar', actor);
  }

  /** To the Papelera (eliminar) or back (restaurar), with its history entry in the same transaction. */
  private async moveTrash(id: string, accion: 'eliminar' | 'restaurar', actor: Actor): Promise<void> {
    if (!esUuid(id)) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const sql = accion === 'eliminar'
      ? `UPDATE properties SET deleted_at = now(), updated_at = now(), version = version + 1 WHERE id = $1 AND deleted_at IS NULL RETURNING id`
      : `UPDATE properties SET deleted_at = NULL, updated_at = now(), version = version + 1 WHERE id = $1 AND deleted_at IS NOT NULL RETURNING id`;
    await this.db.transaction(async () => {
      const rows = await this.db.query<{ id: string }>(sql, [id]);
      if (rows.length === 0) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
      await this.record(id, accion, actor, null, null);
    });
  }
}
