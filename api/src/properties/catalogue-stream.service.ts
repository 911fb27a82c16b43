// The unpaged catalogues (spec §7: GET /api/admin/todas-propiedades and GET /api/user/propiedades-publicas without
// any paging or filter parameter), read in keyset batches for a streamed reply (common/json-stream.ts), each
// property's JSON taken from what is kept (property-fragments.ts) where it can be: the catalogue's order (publication
// date, newest first, undated ones last; then creation, newest first; then the id), walked on the ordering indexes
// idx_properties_admin / idx_properties_catalogo, `batch` rows per statement.
// What a write during the read means: database/keyset.ts.
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, DEFAULT_LIST_STREAM_BATCH, type AppConfig } from '../config/config.js';
import { Db, type Row } from '../database/db.service.js';
import { keysetBatches, type KeysetColumn, type KeysetRow } from '../database/keyset.js';
import { CataloguePages } from './catalogue-pages.service.js';
import { PropertyFragments, type Vista } from './property-fragments.js';
import { PROPERTY_SELECT, type PropertyRow } from './property-row.js';

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
    @Inject(PropertyFragments) private readonly fragments: PropertyFragments,
    @Inject(CataloguePages) private readonly pages: CataloguePages,
  ) {
    this.batch = config.listStreamBatch ?? DEFAULT_LIST_STREAM_BATCH;
  }

  /**
   * Every property not deleted (`admin`; hidden ones too) or every visible one, in the catalogue's order, batch by
   * batch, as each one's JSON in its view. While JSON is kept (property-fragments.ts; read ahead by
   * fragment-warmup.ts), a batch reads its ids on the ordering index, takes the JSON kept since each one's last change,
   * and reads whole only the rows not kept, by id, checked against the list's condition again
   * (CataloguePages.pageRows: one that left the list between the two statements is left out): with every JSON kept,
   * one index-only statement. When nothing is kept (just dropped, or kept not at all) the rows are read whole, one
   * statement a batch, and their JSON kept as it is rendered.
   */
  async *json(opts: { admin: boolean }): AsyncGenerator<string[]> {
    const vista: Vista = opts.admin ? 'personal' : 'publica';
    const fromKept = this.fragments.active && this.fragments.size.entries > 0;
    const where = this.where(opts).join(' AND ');
    const it = (fromKept ? this.keyset<{ id: string }>('p.id', opts) : this.rows(opts))[Symbol.asyncIterator]();
    try {
      for (;;) {
        // Taken before the batch is read: JSON rendered from rows a notice overtook is not kept.
        const since = this.fragments.since();
        const next = await it.next();
        if (next.done) return;
        if (fromKept) yield await this.pages.pageRows(vista, next.value.map((r) => String(r.id)), where, [], since);
        else yield (next.value as PropertyRow[]).map((row) => this.fragments.render(vista, row, since));
      }
    } finally {
      await it.return?.(undefined);
    }
  }

  /** The same list as its rows, whole (the warm-up of each property's JSON renders them itself: fragment-warmup.ts). */
  rows(opts: { admin: boolean }): AsyncGenerator<PropertyRow[]> {
    return this.keyset<PropertyRow>(PROPERTY_SELECT, opts);
  }

  private where(opts: { admin: boolean }): string[] {
    return opts.admin ? ['p.deleted_at IS NULL'] : ['p.deleted_at IS NULL', 'p.visible'];
  }

  /**
   * The list's `select`, batch by batch. The publication date may be empty (NULLS LAST), and a keyset range cannot
   * cross from dated to undated rows on the index: the first batch reads the order's beginning whatever the dates (so a
   * catalogue smaller than a batch is one statement), then the dated ones go on from its last row, then the undated ones.
   */
  private async *keyset<R extends Row>(select: string, opts: { admin: boolean }): AsyncGenerator<R[]> {
    const where = this.where(opts);
    const base = { select, from: 'properties p', params: [], orderBy: ORDER };
    const dated = { ...base, where: [...where, 'p.fecha_publicacion IS NOT NULL'], cols: [DATE, CREATED, ID] };
    const undated = { ...base, where: [...where, 'p.fecha_publicacion IS NULL'], cols: [CREATED, ID] };
    let last: KeysetRow | undefined;
    let count = 0;
    const first = keysetBatches<R>(this.db, { ...base, where, cols: [DATE, CREATED, ID] }, this.batch, { max: this.batch });
    for await (const rows of first) {
      last = rows[rows.length - 1];
      count = rows.length;
      yield rows;
    }
    if (count < this.batch || !last) return;
    const { k0, k1, k2 } = last;
    last = undefined;
    if (k0 !== null) yield* keysetBatches<R>(this.db, dated, this.batch, { after: [k0!, k1!, k2!] });
    const after = k0 === null ? [k1!, k2!] : undefined;
    yield* keysetBatches<R>(this.db, undated, this.batch, { after });
  }
}
