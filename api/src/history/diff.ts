// The fields that changed between two snapshots of a record. A snapshot is flat: the contract's
// field names (dotted for a group's members: 'amenities.piscina') to JSON values. Pure: no database, no clock.
import type { Cambio } from '@inmo/contracts';

export type Snapshot = Readonly<Record<string, unknown>>;

/** Equal as JSON values (undefined and null are the same: "no value"). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((x, i) => sameValue(x, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** A value a new record's history does not list: nothing, an empty text or list, an unticked box. */
const isEmpty = (v: unknown) => v === null || v === undefined || v === '' || v === false || (Array.isArray(v) && v.length === 0);

export interface DiffOptions {
  /** Fields holding lists whose entries are not shown, only how many (pictures: never their bytes or addresses). */
  counted?: readonly string[];
}

/** A picture as a snapshot lists it: 'id@x,y,zoom', '*' after the id for the cover, '|descripción' at the end. */
interface Picture {
  id: string;
  cover: boolean;
  framing: string;
  caption: string | null;
}

function parsePicture(entry: unknown): Picture | null {
  if (typeof entry !== 'string') return null;
  const m = /^([^@|]+?)(\*?)@([^|]*)(?:\|([\s\S]*))?$/.exec(entry);
  return m ? { id: m[1]!, cover: m[2] === '*', framing: m[3]!, caption: m[4] ?? null } : null;
}

/** 'x,y,zoom' as it reads: '30 % · 40 % · zoom 1,5'. */
function readFraming(framing: string): string {
  const [x, y, zoom] = framing.split(',').map(Number);
  const pct = (n: number | undefined) => `${Math.round((n ?? 0.5) * 100)} %`;
  return `${pct(x)} · ${pct(y)} · zoom ${String(zoom ?? 1).replace('.', ',')}`;
}

/**
 * What changed among the same pictures (by their ids; numbered as they stand after the change): their order as the
 * old positions in the new order ('1, 2, 3' → '2, 1, 3'), the cover, each one's framing and caption. Empty when
 * the lists are not both pictures (then only how many is said).
 */
function pictureChanges(campo: string, before: unknown, after: unknown): Cambio[] {
  if (!Array.isArray(before) || !Array.isArray(after)) return [];
  const a = before.map(parsePicture);
  const b = after.map(parsePicture);
  if (a.some((p) => !p) || b.some((p) => !p)) return [];
  const old = a as Picture[];
  const now = b as Picture[];
  const out: Cambio[] = [];
  const kept = now.filter((p) => old.some((o) => o.id === p.id));
  const oldOrder = old.filter((o) => kept.some((p) => p.id === o.id));
  // A picture sent twice keeps more entries than it had: an order of its own, never read past the old list's end.
  if (kept.length !== oldOrder.length || kept.some((p, i) => oldOrder[i]!.id !== p.id)) {
    const position = (id: string) => oldOrder.findIndex((o) => o.id === id) + 1;
    out.push({ campo: `${campo}.orden`, antes: oldOrder.map((_, i) => i + 1).join(', '), despues: kept.map((p) => position(p.id)).join(', ') });
  }
  const coverOld = old.findIndex((p) => p.cover);
  const coverNow = now.findIndex((p) => p.cover);
  if (coverOld >= 0 && coverNow >= 0 && old[coverOld]!.id !== now[coverNow]!.id && now.some((p) => p.id === old[coverOld]!.id)) {
    out.push({ campo: `${campo}.portada`, antes: `imagen ${now.findIndex((p) => p.id === old[coverOld]!.id) + 1}`, despues: `imagen ${coverNow + 1}` });
  }
  now.forEach((p, i) => {
    const o = old.find((x) => x.id === p.id);
    if (!o) return;
    const n = `imagen ${i + 1}`;
    if (o.framing !== p.framing) out.push({ campo: `${campo}.encuadre`, antes: `${n}: ${readFraming(o.framing)}`, despues: `${n}: ${readFraming(p.framing)}` });
    // An older snapshot without captions says nothing about them.
    if (o.caption !== null && p.caption !== null && o.caption.trim() !== p.caption.trim()) {
      out.push({ campo: `${campo}.descripcion`, antes: `${n}: ${o.caption.trim() || '—'}`, despues: `${n}: ${p.caption.trim() || '—'}` });
    }
  });
  return out;
}

/**
 * The changes from `before` to `after`, in `after`'s field order (then the fields only `before` had).
 * Creation (`before` null) lists every field that has a value; deletion (`after` null) lists none.
 * A counted field is reported as its list's length when that changed; a list of pictures also by what changed among
 * the same pictures ('<campo>.orden', '.portada', '.encuadre', '.descripcion'), and a list of anything else by its
 * length whenever its entries changed (3 → 3).
 */
export function diffSnapshots(before: Snapshot | null, after: Snapshot | null, opts: DiffOptions = {}): Cambio[] {
  if (after === null) return [];
  const counted = new Set(opts.counted ?? []);
  const shown = (campo: string, v: unknown) => (counted.has(campo) ? (Array.isArray(v) ? v.length : 0) : (v ?? null));
  const fields = [...Object.keys(after), ...Object.keys(before ?? {}).filter((k) => !Object.hasOwn(after, k))];
  const out: Cambio[] = [];
  for (const campo of fields) {
    const a = before === null ? undefined : before[campo];
    const b = after[campo];
    if (before === null ? isEmpty(b) : sameValue(a, b)) continue;
    const pictures = before !== null && counted.has(campo) ? pictureChanges(campo, a, b) : [];
    const sameCount = shown(campo, a) === shown(campo, b);
    if (!(pictures.length > 0 && sameCount)) out.push({ campo, antes: before === null ? null : shown(campo, a), despues: shown(campo, b) });
    out.push(...pictures);
  }
  return out;
}
