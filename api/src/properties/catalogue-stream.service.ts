// The unpaged catalogues (spec §7: GET /api/admin/todas-propiedades and GET /api/user/propiedades-publicas without
// any paging or filter parameter), read in keyset batches for a streamed reply (common/json-stream.ts) in constant
// memory: the catalogue's order (publication date, newest first, undated ones last; then creation, newest first;
// then the id), walked on the ordering indexes idx_properties_admin / idx_properties_catalogo.
// What a write during the read means: database/keyset.ts.
import { Inject, Injectable } from '@nestjs/common';
import { vistaPublica, type Propiedad, type PropiedadPublica } from '@inmo/contracts';
import { APP_CONFIG, DEFAULT_LIST_STREAM_BATCH, type AppConfig } from '../config/config.js';
import { Db } from '../database/db.service.js';
import { keysetBatches, mapBatches, type KeysetColumn, type KeysetRow } from '../database/keyset.js';
import { PROPERTY_SELECT, toPropiedad, type PropertyRow } from './property-row.js';
import { PUBLIC_LISTING_SQL } from './listing-state.js';

/** The catalogue's order ('recientes', PropertiesService) and its indexes' order. */
const ORDER = 'p.fecha_publicacion DESC NULLS LAST, p.created_at DESC, p.id';
const DATE: KeysetColumn = { sql: 'p.fecha_publicacion', desc: true, type: 'date' };
const CREATED: KeysetColumn = { sql: 'p.created_at', desc: true, type: 'timestamptz' };
const ID: KeysetColumn = { sql: 'p.id', desc: false, type: 'uuid' };

@Injectable()
export class CatalogueStream {
  private readonly batch: number;

  constructor(
    @Inject(Db) private readonly db: Db,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.batch = config.listStreamBatch ?? DEFAULT_LIST_STREAM_BATCH;
  }

  /**
   * Every property not deleted (`admin`: hidden ones and every state too, whole) or every public one (public view,
   * listing-state.ts), batch by batch.
   */
  list(opts: { admin: boolean }): AsyncGenerator<Array<Propiedad | PropiedadPublica>> {
    return mapBatches(this.rows(opts), (rows) => rows.map((r): Propiedad | PropiedadPublica => (opts.admin ? toPropiedad(r) : vistaPublica(toPropiedad(r)))));
  }

  private where(opts: { admin: boolean }): string[] {
    return opts.admin ? ['p.deleted_at IS NULL'] : ['p.deleted_at IS NULL', PUBLIC_LISTING_SQL];
  }

  /**
   * The list's rows, batch by batch. The publication date may be empty (NULLS LAST), and a keyset range cannot cross
   * from dated to undated rows on the index: the first batch reads the order's beginning whatever the dates (so a
   * catalogue smaller than a batch is one statement), then the dated ones go on from its last row, then the undated ones.
   */
  private async *rows(opts: { admin: boolean }): AsyncGenerator<PropertyRow[]> {
    const where = this.where(opts);
    const base = { select: PROPERTY_SELECT, from: 'properties p', params: [], orderBy: ORDER };
    const dated = { ...base, where: [...where, 'p.fecha_publicacion IS NOT NULL'], cols: [DATE, CREATED, ID] };
    const undated = { ...base, where: [...where, 'p.fecha_publicacion IS NULL'], cols: [CREATED, ID] };
    let last: KeysetRow | undefined;
    let count = 0;
    const first = keysetBatches<PropertyRow>(this.db, { ...base, where, cols: [DATE, CREATED, ID] }, this.batch, { max: this.batch });
    for await (const rows of first) {
      last = rows[rows.length - 1];
      count = rows.length;
      yield rows;
    }
    if (count < this.batch || !last) return;
    const { k0, k1, k2 } = last;
    last = undefined;
    if (k0 !== null) yield* keysetBatches<PropertyRow>(this.db, dated, this.batch, { after: [k0!, k1!, k2!] });
    const after = k0 === null ? [k1!, k2!] : undefined;
    yield* keysetBatches<PropertyRow>(this.db, undated, this.batch, { after });
  }
}
