// Properties: the home's listings, detail, create, edit with a real optimistic check, soft delete, the listing's
// state (by hand with a reason, or by a recorded operation) (the catalogue's pages: catalogue-pages.service.ts).
import { Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES, MENSAJES, MENSAJES_ESTADO, OPERACION_LABELS, esUuid, estadoPorOperacion, formatFecha, leerPropiedad,
  type CambiarEstado, type EditarPropiedad, type EstadoPropiedad, type Operacion, type Propiedad, type PropiedadDatos,
} from '@inmo/contracts';
import { ApiError } from '../common/api-error.js';
import { Db, isForeignKeyViolation } from '../database/db.service.js';
import type { Actor } from '../history/actor.js';
import { HistoryService } from '../history/history.service.js';
import { CoversService } from '../images/covers.service.js';
import { CATALOGUE_ORDER } from './catalogue-pages.service.js';
import { PROPERTY_COLUMNS, PROPERTY_SELECT, datosToColumns, rowToDatos, toPropiedad, type PropertyRow } from './property-row.js';
import { PROPERTY_DIFF, propertySnapshot } from './property-snapshot.js';
import { PUBLIC_LISTING_SQL } from './listing-state.js';

type ImagenDatos = PropiedadDatos['imagenes'][number];

export { PROPERTY_SELECT };

/**
 * 'Bajó de precio': an edit that lowers the amount in the same currency dates the drop; one that keeps
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

@Injectable()
export class PropertiesService {
  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(CoversService) private readonly covers: CoversService,
    @Inject(HistoryService) private readonly history: HistoryService,
  ) {}

  /**
   * The home's listings: the visible properties staff marked 'Destacada', newest first (idx_properties_destacadas),
   * or, when none is marked, the newest visible ones (the catalogue's order and index).
   */
  async featured(limit: number): Promise<{ items: Propiedad[]; destacadas: boolean }> {
    const read = (marked: boolean) =>
      this.db.query<PropertyRow>(
        `SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL}${marked ? ' AND p.destacada' : ''} ORDER BY ${CATALOGUE_ORDER.recientes} LIMIT $1`,
        [limit],
      );
    const marked = await read(true);
    if (marked.length > 0) return { items: marked.map(toPropiedad), destacadas: true };
    return { items: (await read(false)).map(toPropiedad), destacadas: false };
  }

  /** `lock`: inside a write's transaction, the row is held until it commits (the history's "before" stays true). */
  private async findRow(id: string, lock = false, publicOnly = false): Promise<PropertyRow | null> {
    if (!esUuid(id)) return null;
    const cond = publicOnly ? ` AND ${PUBLIC_LISTING_SQL}` : '';
    return this.db.one<PropertyRow>(`SELECT ${PROPERTY_SELECT} FROM properties p WHERE p.id = $1 AND p.deleted_at IS NULL${cond}${lock ? ' FOR UPDATE OF p' : ''}`, [id]);
  }

  /** The history entry of a write, in its transaction, from the rows as stored before and after it. */
  private record(id: string, accion: 'crear' | 'editar' | 'eliminar' | 'restaurar', actor: Actor, antes: PropertyRow | null, despues: PropertyRow | null) {
    return this.history.record({
      entidad: 'propiedad', entidadId: id, accion, actor,
      antes: antes && propertySnapshot(antes), despues: despues && propertySnapshot(despues), opts: PROPERTY_DIFF,
    });
  }

  /** Without `includeHidden`, only a public listing (visible and in a public state, listing-state.ts) is found. */
  async get(id: string, opts: { includeHidden: boolean }): Promise<Propiedad> {
    const row = await this.findRow(id, false, !opts.includeHidden);
    if (!row) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    return toPropiedad(row);
  }

  /**
   * Sets a listing's state by hand (PUT /api/admin/estado-propiedad/{id}): {estado, motivo, version?}; the change and
   * its reason go to the Historial in the same transaction. The state it already has → 400; a stale version → 409.
   */
  async changeState(id: string, { estado, motivo, version }: CambiarEstado, actor: Actor): Promise<Propiedad> {
    const saved = await this.db.transaction(async () => {
      const before = await this.findRow(id, true);
      if (!before) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
      if (version !== null && version !== undefined && Number(before.version) !== version) {
        throw new ApiError(409, MENSAJES.conflictoPropiedad, ERROR_CODES.PROPERTY_VERSION_CONFLICT);
      }
      if (before.estado === estado) throw ApiError.validation({ estado: MENSAJES_ESTADO.mismoEstado });
      await this.writeState(id, before.estado, estado, motivo, actor);
      return (await this.findRow(id))!;
    });
    return toPropiedad(saved);
  }

  /**
   * An operation recorded for the listing (in the operation's transaction): Vendida for a venta, Alquilada for an
   * alquiler or alquiler temporal, with its line in the Historial. A listing already in that state is left alone.
   */
  async closeByOperation(id: string, operacion: Operacion, fecha: string, actor: Actor): Promise<void> {
    const estado = estadoPorOperacion(operacion);
    const row = await this.db.one<{ estado: EstadoPropiedad }>(`SELECT estado FROM properties WHERE id = $1 FOR UPDATE`, [id]);
    if (!row || row.estado === estado) return;
    await this.writeState(id, row.estado, estado, `${OPERACION_LABELS[operacion]} registrada (${formatFecha(fecha)})`, actor);
  }

  /**
   * A rental contract ended (in its transaction): a listing it had put in Alquilada comes back Disponible but hidden
   * (visible false), for staff to publish again, with its line in the Historial. A listing in another state is left.
   */
  async releaseAfterRental(id: string, motivo: string, actor: Actor): Promise<void> {
    const row = await this.db.one<{ estado: EstadoPropiedad; visible: boolean }>(`SELECT estado, visible FROM properties WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
    if (!row || row.estado !== 'Alquilada') return;
    await this.db.execute(`UPDATE properties SET estado = 'Disponible', visible = false, version = version + 1, updated_at = now() WHERE id = $1`, [id]);
    await this.history.record({ entidad: 'propiedad', entidadId: id, accion: 'editar', actor, antes: { estado: row.estado, visible: row.visible }, despues: { estado: 'Disponible', visible: false, motivo } });
  }

  /**
   * A client's page offers these properties (in the client's transaction): those without an owner get that client as
   * their Cliente dueño, each with its Historial line. A property that has another owner keeps it.
   */
  async claimOwner(ids: readonly string[], clienteId: string, actor: Actor): Promise<void> {
    const claimed = await this.db.query<{ id: string }>(
      `UPDATE properties SET cliente_dueno_id = $2, version = version + 1, updated_at = now()
       WHERE id = ANY($1::uuid[]) AND cliente_dueno_id IS NULL AND deleted_at IS NULL RETURNING id`,
      [ids, clienteId],
    );
    for (const { id } of claimed) {
      await this.history.record({ entidad: 'propiedad', entidadId: id, accion: 'editar', actor, antes: { clienteDueño: null }, despues: { clienteDueño: clienteId } });
    }
  }

  private async writeState(id: string, antes: EstadoPropiedad, despues: EstadoPropiedad, motivo: string, actor: Actor): Promise<void> {
    await this.db.execute(`UPDATE properties SET estado = $2, version = version + 1, updated_at = now() WHERE id = $1`, [id, despues]);
    await this.history.record({ entidad: 'propiedad', entidadId: id, accion: 'editar', actor, antes: { estado: antes }, despues: { estado: despues, motivo } });
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

  /** Creates a property from its clean data (contracts' nuevaPropiedadSchema or leerPropiedad reads a body). */
  async create(d: PropiedadDatos, actor: Actor): Promise<Propiedad> {
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
   * A change of type keeps only the new type's fields. The changes are checked whole once laid over the stored
   * property (leerPropiedad with it): what a field may hold can depend on the ones the edit left out.
   */
  async update(id: string, { tipo, propiedad: cambios, version }: EditarPropiedad, actor: Actor): Promise<Propiedad> {
    const row = await this.findRow(id);
    if (!row) throw ApiError.notFound(MENSAJES.propiedadNoEncontrada, ERROR_CODES.PROPERTY_NOT_FOUND);
    const actual = rowToDatos(row);
    const r = leerPropiedad(tipo ?? actual.tipo, cambios, actual as unknown as Record<string, unknown>);
    if (!r.ok) throw ApiError.validation(r.errores);
    const d = r.datos;
    // Pictures are rewritten only when the edit sent them.
    const images = cambios.imagenes !== undefined ? d.imagenes : null;
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
