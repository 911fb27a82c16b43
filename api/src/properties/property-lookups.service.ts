// What other modules ask of properties and property_images (STYLE.md "Modules own their data"): matching, clients,
// operations, metrics, reports, the unused-images sweep and the seed read them only through these, one statement
// each. The property's own life (catalogue, detail, create, edit, delete) is PropertiesService.
import { Inject, Injectable } from '@nestjs/common';
import { ESTADOS_PROPIEDAD, type EstadoPropiedad, type Imagen, type Portal, type Propiedad, type PropiedadDatos } from '@inmo/contracts';
import { AGENCY_IMAGE_SQL } from '../agency/agency.service.js';
import { Db } from '../database/db.service.js';
import { folded } from '../database/text-search.js';
import { PROPERTY_SELECT, rowImages, rowToDatos, toPropiedad, type PropertyRow } from './property-row.js';
import { PUBLIC_LISTING_SQL } from './listing-state.js';

/**
 * The listings each portal publishes: on the public site (visible, in a public state: listing-state.ts), not deleted,
 * 'Publicar en portales' and that portal ticked. SQL over properties `p`, for the portals module's queries.
 */
export const PORTAL_LISTING: Record<Portal, string> = {
  zonaprop: `p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL} AND p.publicar_portales AND p.portal_zonaprop`,
  mercadolibre: `p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL} AND p.publicar_portales AND p.portal_mercadolibre`,
};

/**
 * The listings as another module reads them inside its own statement (`FROM ${PROPERTIES_VIEW} p`): every column,
 * Papelera included, read-only (a subquery takes no write). Writes go through PropertiesService.
 */
export const PROPERTIES_VIEW = `(SELECT * FROM properties)`;

/** SQL: the client whose id is `clientId` (a column or parameter) is the Cliente dueño of a property not deleted. */
export const OWNS_A_PROPERTY = (clientId: string) => `EXISTS (SELECT 1 FROM properties p WHERE p.cliente_dueno_id = ${clientId} AND p.deleted_at IS NULL)`;

/** A property as a portal's sync reads it: its fields, pictures, code and version, and whether it is in the Papelera. */
export interface PortalProperty {
  datos: PropiedadDatos;
  imagenes: Imagen[];
  codigo: string;
  version: number;
  eliminada: boolean;
  /** On the public site: visible and in a public state (a Vendida, Alquilada or Suspendida listing is not). */
  publica: boolean;
}

/** The surface matching compares with a preference's range: the covered one, or the total when none is stated. */
const MATCH_SURFACE = 'coalesce(p.superficie_cubierta, p.superficie_total)';

@Injectable()
export class PropertyLookups {
  constructor(@Inject(Db) private readonly db: Db) {}

  /**
   * What the public may see of some listings (a valuation's comparables): their type and town, whether they are on
   * the public site (visible, in a public state, not deleted) and whether their price is shown. Missing ids are left out.
   */
  async publicity(ids: readonly string[]): Promise<Map<string, { tipo: string; localidad: string; publica: boolean; precioVisible: boolean }>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db.query<{ id: string; tipo: string; localidad: string; publica: boolean; precio_visible: boolean }>(
      `SELECT p.id, p.tipo, p.localidad, (p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL}) AS publica, p.precio_visible FROM properties p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, { tipo: r.tipo, localidad: r.localidad, publica: r.publica === true, precioVisible: r.precio_visible === true }]));
  }

  /** A portal's feed: the next `limit` listings it publishes after the id `after`, in id order (keyset: one statement). */
  async forPortal(portal: Portal, after: string, limit: number): Promise<Propiedad[]> {
    const rows = await this.db.query<PropertyRow>(
      `SELECT ${PROPERTY_SELECT} FROM properties p WHERE ${PORTAL_LISTING[portal]} AND p.id > $1 ORDER BY p.id LIMIT $2`,
      [after, limit],
    );
    return rows.map(toPropiedad);
  }

  /** One property for a portal's sync, soft-deleted ones too (null: none). One statement. */
  async forPortalSync(id: string): Promise<PortalProperty | null> {
    const row = await this.db.one<PropertyRow & { eliminada: boolean; publica: boolean }>(
      `SELECT ${PROPERTY_SELECT}, p.deleted_at IS NOT NULL AS eliminada, ${PUBLIC_LISTING_SQL} AS publica FROM properties p WHERE p.id = $1`,
      [id],
    );
    return row ? { datos: rowToDatos(row), imagenes: rowImages(row), codigo: row.codigo, version: Number(row.version), eliminada: row.eliminada === true, publica: row.publica === true } : null;
  }


  /** A listing on the public site (visible, in a public state, not deleted): what a visit request needs of it, or null. */
  async publicListing(id: string): Promise<{ id: string; titulo: string; codigo: string; asignadoA: string | null } | null> {
    const row = await this.db.one<{ id: string; titulo: string; codigo: string; asignado_a: string | null }>(
      `SELECT p.id, p.titulo, p.codigo, p.asignado_a FROM properties p WHERE p.id = $1 AND p.deleted_at IS NULL AND ${PUBLIC_LISTING_SQL}`,
      [id],
    );
    return row ? { id: row.id, titulo: row.titulo, codigo: row.codigo, asignadoA: row.asignado_a } : null;
  }

  /** The member of staff a property is assigned to (null: nobody, or no such property). One statement. */
  async assignee(id: string): Promise<string | null> {
    return (await this.db.one<{ asignado_a: string | null }>(`SELECT asignado_a FROM properties WHERE id = $1`, [id]))?.asignado_a ?? null;
  }

  /** What other modules show or check about some properties, soft-deleted ones included (flagged `eliminada`). */
  async summaries(ids: readonly string[]): Promise<PropertySummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{
      id: string; codigo: string; titulo: string; tipo: string; operacion: string; precio_monto: string | null; precio_moneda: string;
      calle: string; altura: number | null; localidad: string; fecha_publicacion: string | null; eliminada: boolean; estado: EstadoPropiedad;
      habitaciones: number | null; superficie: string | null;
    }>(
      `SELECT id, codigo, titulo, tipo, operacion, precio_monto, precio_moneda, calle, altura, localidad,
              fecha_publicacion::text AS fecha_publicacion, deleted_at IS NOT NULL AS eliminada, estado,
              habitaciones, ${MATCH_SURFACE} AS superficie
       FROM properties p WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((r) => ({
      id: r.id,
      codigo: r.codigo,
      titulo: r.titulo,
      tipo: r.tipo,
      operacion: r.operacion,
      // numeric(14,2) comes back as text; a double holds every such value exactly.
      precio: { monto: r.precio_monto === null ? null : Number(r.precio_monto), moneda: r.precio_moneda },
      ubicacion: { calle: r.calle, altura: r.altura, localidad: r.localidad },
      fechaPublicacion: r.fecha_publicacion,
      eliminada: r.eliminada,
      estado: r.estado,
      habitaciones: r.habitaciones ?? null,
      superficie: r.superficie === null ? null : Number(r.superficie),
    }));
  }

  /** Clients' pages: the ids of the properties (not deleted) whose owner (Cliente dueño) is one of these clients. */
  async ownedBy(clientIds: readonly string[]): Promise<{ id: string; clienteId: string; titulo: string }[]> {
    if (clientIds.length === 0) return [];
    const rows = await this.db.query<{ id: string; cliente_dueno_id: string; titulo: string }>(
      `SELECT id, cliente_dueno_id, titulo FROM properties WHERE cliente_dueno_id = ANY($1::uuid[]) AND deleted_at IS NULL ORDER BY created_at, id`,
      [clientIds],
    );
    return rows.map((r) => ({ id: r.id, clienteId: r.cliente_dueno_id, titulo: r.titulo }));
  }

  /**
   * Reports (days on market): the type and publication date ('YYYY-MM-DD') of these properties, soft-deleted ones
   * included. Three columns only: the report may ask for every property that had an operation.
   */
  async publicationDates(ids: readonly string[]): Promise<{ id: string; tipo: string; fechaPublicacion: string | null }[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<{ id: string; tipo: string; fecha_publicacion: string | null }>(
      `SELECT id, tipo, fecha_publicacion::text AS fecha_publicacion FROM properties WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    return rows.map((r) => ({ id: r.id, tipo: r.tipo, fechaPublicacion: r.fecha_publicacion }));
  }

  /**
   * The towns of the properties not deleted (what a search preference picks from): one entry per town, accents and
   * case aside, spelt as most of its properties spell it, A to Z. One statement.
   */
  async towns(): Promise<string[]> {
    const rows = await this.db.query<{ localidad: string }>(
      `SELECT mode() WITHIN GROUP (ORDER BY trim(localidad)) AS localidad FROM properties
       WHERE deleted_at IS NULL AND trim(localidad) <> ''
       GROUP BY ${folded('trim(localidad)')} ORDER BY ${folded('trim(localidad)')}`,
    );
    return rows.map((r) => r.localidad);
  }

  /**
   * For each criterion, in order, the newest `limit` visible, Disponible properties that fit it and how many fit in all
   * (matching: one criterion per preference of a client). One statement for all of them; none when no criterion can
   * fit anything.
   */
  async visibleFitting(criteria: readonly PropertyFitCriterion[], limit: number): Promise<{ propiedades: Propiedad[]; total: number }[]> {
    const found = criteria.map(() => ({ propiedades: [] as Propiedad[], total: 0 }));
    const wanted = criteria
      .map((c, i) => ({
        i, tipo: c.tipo, operaciones: c.operaciones, moneda: c.precioMaximo?.moneda ?? null, monto: c.precioMaximo?.monto ?? null, margen: c.precioMaximo?.margenPct ?? 0,
        localidades: c.localidades, dormitorios: c.dormitoriosMin, sup_min: c.superficieMin, sup_max: c.superficieMax,
      }))
      .filter((c) => c.operaciones.length > 0);
    if (wanted.length === 0) return found;
    // The bound is computed in numeric, as the price column is: no float rounding at the budget's edge. Every fitting
    // row is ranked and counted by its ids alone; only the newest `limit` of each criterion are read whole.
    const rows = await this.db.query<PropertyRow & { criterio: number; total: string | number }>(
      `WITH fit AS (
         SELECT c.i, p.id, count(*) OVER (PARTITION BY c.i) AS total,
                row_number() OVER (PARTITION BY c.i ORDER BY p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id) AS n
         FROM jsonb_to_recordset($1::jsonb)
           AS c(i int, tipo text, operaciones text[], moneda text, monto numeric, margen numeric, localidades text[], dormitorios int, sup_min numeric, sup_max numeric)
         JOIN properties p ON p.tipo = c.tipo AND p.operacion = ANY(c.operaciones)
         WHERE p.deleted_at IS NULL AND p.visible AND p.estado = 'Disponible'
           AND (c.monto IS NULL OR (p.precio_moneda = c.moneda AND p.precio_monto IS NOT NULL AND p.precio_monto <= c.monto * (1 + c.margen / 100)))
           AND (cardinality(c.localidades) = 0 OR ${folded('trim(p.localidad)')} = ANY (SELECT ${folded('l')} FROM unnest(c.localidades) AS l))
           AND (c.dormitorios IS NULL OR p.habitaciones >= c.dormitorios)
           AND (c.sup_min IS NULL OR ${MATCH_SURFACE} >= c.sup_min)
           AND (c.sup_max IS NULL OR ${MATCH_SURFACE} <= c.sup_max))
       SELECT fit.i AS criterio, fit.total, ${PROPERTY_SELECT}
       FROM fit JOIN properties p ON p.id = fit.id
       WHERE fit.n <= $2
       ORDER BY fit.i, fit.n`,
      [JSON.stringify(wanted), limit],
    );
    for (const r of rows) {
      const group = found[r.criterio];
      if (!group) continue;
      group.propiedades.push(toPropiedad(r));
      group.total = Number(r.total);
    }
    return found;
  }

  /**
   * The dashboard's counts of the properties not deleted ('alquiler temporal' counts as alquiler); `visibles`, those
   * on the market (visible, Disponible or Reservada); `porEstado`, how many in each state.
   */
  async counts(): Promise<{ total: number; venta: number; alquiler: number; visibles: number; porEstado: Record<EstadoPropiedad, number> }> {
    // count(*) is bigint: text from pg, a number from PGlite.
    const r = await this.db.one<{ total: string | number; venta: string | number; alquiler: string | number; visibles: string | number; por_estado: unknown }>(
      `SELECT count(*) AS total,
              count(*) FILTER (WHERE operacion = 'venta') AS venta,
              count(*) FILTER (WHERE operacion IN ('alquiler', 'alquiler temporal')) AS alquiler,
              count(*) FILTER (WHERE visible AND estado IN ('Disponible', 'Reservada')) AS visibles,
              (SELECT coalesce(json_object_agg(e.estado, e.n), '{}'::json) FROM (SELECT estado, count(*) AS n FROM properties WHERE deleted_at IS NULL GROUP BY estado) e) AS por_estado
       FROM properties WHERE deleted_at IS NULL`,
    );
    const raw = (typeof r?.por_estado === 'string' ? JSON.parse(r.por_estado) : (r?.por_estado ?? {})) as Record<string, number>;
    const porEstado = Object.fromEntries(ESTADOS_PROPIEDAD.map((e) => [e, Number(raw[e] ?? 0)])) as Record<EstadoPropiedad, number>;
    return { total: Number(r?.total ?? 0), venta: Number(r?.venta ?? 0), alquiler: Number(r?.alquiler ?? 0), visibles: Number(r?.visibles ?? 0), porEstado };
  }

  /** Reports: the properties not deleted per tipo and operacion, with how many of them are visible. */
  async countsByTipo(): Promise<{ tipo: string; operacion: string; cantidad: number; visibles: number }[]> {
    const rows = await this.db.query<{ tipo: string; operacion: string; cantidad: string | number; visibles: string | number }>(
      `SELECT tipo, operacion, count(*) AS cantidad, count(*) FILTER (WHERE visible) AS visibles
       FROM properties WHERE deleted_at IS NULL GROUP BY tipo, operacion ORDER BY tipo, operacion`,
    );
    return rows.map((r) => ({ tipo: r.tipo, operacion: r.operacion, cantidad: Number(r.cantidad), visibles: Number(r.visibles) }));
  }

  /** The url of the listing's cover (or its first picture); null when it has none. */
  async coverUrl(id: string): Promise<string | null> {
    const img = await this.db.one<{ url: string }>(`SELECT url FROM property_images WHERE property_id = $1 ORDER BY es_portada DESC, orden LIMIT 1`, [id]);
    return img?.url ?? null;
  }

  /** The seed: true when there is no property row at all (soft-deleted ones count as rows). */
  async isEmpty(): Promise<boolean> {
    const r = await this.db.one<{ empty: boolean }>(`SELECT NOT EXISTS (SELECT 1 FROM properties) AS empty`);
    return r?.empty ?? true;
  }

  /** The seed: the distinct urls of the images whose public_id starts with `publicIdPrefix`. */
  async imageUrls(publicIdPrefix: string): Promise<string[]> {
    const rows = await this.db.query<{ url: string }>(`SELECT DISTINCT url FROM property_images WHERE public_id LIKE $1`, [
      `${publicIdPrefix.replace(/[\\%_]/g, (m) => '\\' + m)}%`,
    ]);
    return rows.map((r) => r.url);
  }

  /**
   * The unused-images sweep: for every image row (soft-deleted properties' included: the Papelera can restore them),
   * one text naming the files it uses (public_id, url and the srcset's urls).
   */
  async imageReferences(): Promise<string[]> {
    // The agency's own picture ('Datos de la inmobiliaria') is an upload too.
    const rows = await this.db.query<{ ref: string | null }>(
      `SELECT concat_ws(' ', public_id, url, srcset::text) AS ref FROM property_images UNION ALL ${AGENCY_IMAGE_SQL}`,
    );
    return rows.map((r) => r.ref ?? '');
  }
}

/** A property as other modules see it (PropertyLookups.summaries). */
export interface PropertySummary {
  id: string;
  /** The listing's code ('CA-0042'). */
  codigo: string;
  titulo: string;
  tipo: string;
  operacion: string;
  precio: { monto: number | null; moneda: string };
  ubicacion: { calle: string; altura: number | null; localidad: string };
  /** 'YYYY-MM-DD'. */
  fechaPublicacion: string | null;
  eliminada: boolean;
  estado: EstadoPropiedad;
  habitaciones: number | null;
  /** m²: the covered surface, or the total when none is stated (what matching compares). */
  superficie: number | null;
}

/** What a property must be to fit (PropertyLookups.visibleFitting). */
export interface PropertyFitCriterion {
  tipo: string;
  /** Any of these; none: nothing fits. */
  operaciones: readonly string[];
  /** Priced in `moneda` at most `margenPct` percent above `monto`; null: any price, unpriced included. */
  precioMaximo: { monto: number; moneda: string; margenPct: number } | null;
  /** In one of these towns (accents and case aside); none: any town. */
  localidades: readonly string[];
  /** With at least this many bedrooms, and a surface (MATCH_SURFACE) in this range; null: open. A property that does not state one fits no bound on it. */
  dormitoriosMin: number | null;
  superficieMin: number | null;
  superficieMax: number | null;
}
