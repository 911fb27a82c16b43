// A catalogue page's rows as the JSON of their view, kept per property until its data changes (issue 17, point 3: an
// uncached page at the cost of a cached one's rows).
//
// The reply cache keeps whole replies by URL and drops them all at any change, so a page nobody asked for since the
// last write (a deep page, a new search, a filter) rebuilt every row: PostgreSQL aggregated each row's pictures,
// the API parsed ≈ 45 columns a row, mapped them to the contract and serialised them — ≈ 0.4 ms of the server and
// 0.6 ms of the API for 9 rows. Here each property's JSON (the public view or the staff one) is kept, with the row's
// stamp: its version and updated_at (every write of a property or its pictures through the API moves both) and
// whether it shows 'Bajó de precio' now (which changes with time alone).
//
// What is kept is dropped by the change notices of properties and property_images (cache/change-feed.ts), exactly as
// the reply cache is; JSON rendered from a read that a notice overtook is not kept, and nothing is kept or served
// while the notices are not heard. On that, two uses:
// - the public pages trust it as the reply cache does: a page whose search order and rows are all kept is answered
//   with no SQL (a write on another replica shows once its notice arrives, as a cached reply does);
// - the staff list reads its rows' stamps first, in the same statement that checks them against the search, and
//   renders again any row written since — on any replica, before its notice: an editor never gets an older version
//   than the one just saved.
// Bounded in bytes (PROPERTY_CACHE_MB); past it, the first rendered go first.
import { vistaPublica, type Propiedad } from '@inmo/contracts';
import type { ChangeFeed } from '../cache/change-feed.js';
import { BAJO_DE_PRECIO_SQL, toPropiedad, type PropertyRow } from './property-row.js';

/** Which JSON of a property: what visitors get (vistaPublica) or what staff get (the whole property). */
export type Vista = 'publica' | 'personal';

/** The row's stamp, as one text column (`sello`): version, last write to the microsecond, 'Bajó de precio' now. */
export const SELLO = `(p.version || '|' || p.updated_at::text || '|' || coalesce(${BAJO_DE_PRECIO_SQL}, false)::text) AS sello`;

export type RowWithStamp = PropertyRow & { sello: string };

interface Entry {
  sello: string;
  json: string;
  bytes: number;
}

/** Bytes counted per entry beyond its JSON (the key, the stamp, the Map's slot). */
const OVERHEAD = 160;

/** The tables a property's JSON is read from: a notice of either drops what is kept (undefined: a reconnection). */
const SOURCES = new Set([undefined, 'properties', 'property_images']);

export class PropertyFragments {
  private readonly entries: Record<Vista, Map<string, Entry>> = { publica: new Map(), personal: new Map() };
  private bytes = 0;
  /** Moves at every notice of the sources: JSON rendered from a read begun before is not kept. */
  private generation = 0;

  /** `maxBytes` 0: nothing is kept (every page is rendered from its rows). Without a feed (unit tests) only stamps guard. */
  constructor(
    readonly maxBytes: number,
    private readonly feed?: ChangeFeed,
  ) {
    feed?.onChange((table) => {
      if (SOURCES.has(table)) this.clear();
    });
  }

  private clear(): void {
    this.entries.publica.clear();
    this.entries.personal.clear();
    this.bytes = 0;
    this.generation++;
  }

  private get active(): boolean {
    return this.maxBytes > 0 && (!this.feed || this.feed.listening);
  }

  /** Taken before a page's rows are read, and given back to render(). */
  since(): number {
    return this.generation;
  }

  /** The JSON kept for this property since the last notice, whatever its stamp (the public pages: see above). */
  kept(vista: Vista, id: string): string | undefined {
    return this.active ? this.entries[vista].get(id)?.json : undefined;
  }

  /** Whether some JSON of this property is kept, of any stamp. */
  has(vista: Vista, id: string): boolean {
    return this.active && this.entries[vista].has(id);
  }

  /** The kept JSON when its stamp is `sello`, else undefined. */
  get(vista: Vista, id: string, sello: string): string | undefined {
    const e = this.active ? this.entries[vista].get(id) : undefined;
    return e && e.sello === sello ? e.json : undefined;
  }

  /**
   * The row's JSON in `vista`: the kept one when the row's stamp matches, else rendered now, and kept unless a notice
   * came after `since` (the row may predate a change its stamp does not show).
   */
  render(vista: Vista, row: RowWithStamp, since: number): string {
    const id = String(row.id);
    const kept = this.get(vista, id, row.sello);
    if (kept !== undefined) return kept;
    const p: Propiedad = toPropiedad(row);
    const json = JSON.stringify(vista === 'publica' ? vistaPublica(p) : p);
    if (since === this.generation && this.active) this.keep(vista, id, row.sello, json);
    return json;
  }

  /** Kept in the order rendered; past the bound the first rendered go first (in both views, from the older map). */
  private keep(vista: Vista, id: string, sello: string, json: string): void {
    const bytes = json.length + OVERHEAD;
    if (bytes > this.maxBytes) return;
    const map = this.entries[vista];
    const old = map.get(id);
    if (old) {
      this.bytes -= old.bytes;
      map.delete(id);
    }
    map.set(id, { sello, json, bytes });
    this.bytes += bytes;
    while (this.bytes > this.maxBytes) {
      const from = this.entries.publica.size >= this.entries.personal.size ? this.entries.publica : this.entries.personal;
      const [oldest, e] = from.entries().next().value as [string, Entry];
      from.delete(oldest);
      this.bytes -= e.bytes;
    }
  }

  /** What is kept, for the capacity figures and tests. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.publica.size + this.entries.personal.size, bytes: this.bytes };
  }
}

/**
 * A page's reply from its rows' JSON, sent as JSON: the bytes JSON.stringify writes for
 * `{[field]: rows, total, page, pages}` (Fastify sends a string as it is).
 */
export function pageReply(reply: { type(t: string): unknown }, field: 'propiedades' | 'casas', r: { items: string[]; total: number; page: number; pages: number }): string {
  reply.type('application/json; charset=utf-8');
  return `{"${field}":[${r.items.join(',')}],"total":${r.total},"page":${r.page},"pages":${r.pages}}`;
}
