// A catalogue page's rows as the JSON of their view, kept per property until its data changes (issue 17, point 3: an
// uncached page at the cost of a cached one's rows).
//
// The reply cache keeps whole replies by URL and drops them all at any change, so a page nobody asked for since the
// last write (a deep page, a new search, a filter) rebuilt every row: PostgreSQL aggregated each row's pictures,
// the API parsed ≈ 45 columns a row, mapped them to the contract and serialised them — ≈ 0.4 ms of the server and
// 0.6 ms of the API for 9 rows. Here each property's JSON (the public view or the staff one) is kept until a change
// notice names it (cache/change-feed.ts; migration ChangeNoticeIds): a write drops its own properties' JSON, a
// notice that names no property (a statement over more than 100 of them, a TRUNCATE, a reconnection) drops all of
// it; the end of a 'Bajó de precio' is announced by price-drop-expiry.ts, naming its properties. JSON rendered from a
// read that a notice overtook is not kept, and nothing is kept or served while the notices are not heard.
//
// The catalogue's pages, public and staff, trust it as the reply cache trusts its notices: a page whose search order
// and rows are all kept is answered with no SQL. A write on another replica shows once its notice arrives
// (milliseconds); a write this process makes is dropped here before its reply leaves (forget), so whoever saved it
// sees it on the next page from this process.
// Bounded in bytes (PROPERTY_CACHE_MB); past it, the first rendered go first.
import { vistaPublica, type Propiedad } from '@inmo/contracts';
import type { ChangeFeed } from '../cache/change-feed.js';
import { toPropiedad, type PropertyRow } from './property-row.js';

/** Which JSON of a property: what visitors get (vistaPublica) or what staff get (the whole property). */
export type Vista = 'publica' | 'personal';

interface Entry {
  json: string;
  bytes: number;
}

/** A property's JSON in a view: the bytes a page or the detail call writes for it. */
const jsonOf = (vista: Vista, p: Propiedad): string => JSON.stringify(vista === 'publica' ? vistaPublica(p) : p);

/** Bytes counted per entry beyond its JSON (the key, the Map's slot). */
const OVERHEAD = 120;

/** The tables a property's JSON is read from: a notice of either drops what is kept (undefined: a reconnection). */
const SOURCES = new Set([undefined, 'properties', 'property_images']);

export class PropertyFragments {
  private readonly entries: Record<Vista, Map<string, Entry>> = { publica: new Map(), personal: new Map() };
  private bytes = 0;
  /** Moves at every notice of the sources: JSON rendered from a read begun before is not kept. */
  private generation = 0;
  private readonly cleared: (() => void)[] = [];

  /** `maxBytes` 0: nothing is kept (every page is rendered from its rows). Without a feed (unit tests) nothing drops it. */
  constructor(
    readonly maxBytes: number,
    private readonly feed?: ChangeFeed,
  ) {
    feed?.onChange((table, ids) => {
      if (!SOURCES.has(table)) return;
      if (ids) this.forget(ids);
      else this.clear();
    });
  }

  private clear(): void {
    this.entries.publica.clear();
    this.entries.personal.clear();
    this.bytes = 0;
    this.generation++;
    for (const fn of this.cleared) fn();
  }

  /** Drops these properties' JSON (a write of theirs, heard or made here); a read already under way keeps nothing. */
  forget(ids: readonly string[]): void {
    for (const map of Object.values(this.entries)) {
      for (const id of ids) {
        const e = map.get(id);
        if (e) {
          this.bytes -= e.bytes;
          map.delete(id);
        }
      }
    }
    this.generation++;
  }

  /** Taken before a page's rows are read, and given back to render(). */
  since(): number {
    return this.generation;
  }

  /** The JSON kept for this property since its last change, if any. */
  kept(vista: Vista, id: string): string | undefined {
    return this.active ? this.entries[vista].get(id)?.json : undefined;
  }

  /** The row's JSON in `vista`, rendered now and kept unless a notice came after `since` (the row may predate it). */
  render(vista: Vista, row: PropertyRow, since: number): string {
    const json = jsonOf(vista, toPropiedad(row));
    if (since === this.generation && this.active) this.keep(vista, String(row.id), json);
    return json;
  }

  /**
   * Warm-up (fragment-warmup.ts): a row read ahead of any request, kept in the staff view and, if visible, in the
   * public one, unless a notice came after `since`. Never pushes anything out: false once the bound is reached.
   */
  prime(row: PropertyRow, since: number): boolean {
    if (since !== this.generation || !this.active) return true;
    const p = toPropiedad(row);
    const views = (row.visible ? (['personal', 'publica'] as const) : (['personal'] as const)).map((vista): [Vista, string] => [vista, jsonOf(vista, p)]);
    const id = String(row.id);
    const bytes = views.reduce((n, [vista, json]) => n + json.length + OVERHEAD - (this.entries[vista].get(id)?.bytes ?? 0), 0);
    if (this.bytes + bytes > this.maxBytes) return false;
    for (const [vista, json] of views) this.keep(vista, id, json);
    return true;
  }

  /** Called after everything kept was dropped (a notice that names no property): the warm-up starts again. */
  onClear(fn: () => void): void {
    this.cleared.push(fn);
  }

  /** Whether JSON is kept at all now (a bound above 0, and the notices heard). */
  get active(): boolean {
    return this.maxBytes > 0 && (!this.feed || this.feed.listening);
  }

  /** Kept in the order rendered; past the bound the first rendered go first (in both views, from the older map). */
  private keep(vista: Vista, id: string, json: string): void {
    const bytes = json.length + OVERHEAD;
    if (bytes > this.maxBytes) return;
    const map = this.entries[vista];
    const old = map.get(id);
    if (old) {
      this.bytes -= old.bytes;
      map.delete(id);
    }
    map.set(id, { json, bytes });
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
