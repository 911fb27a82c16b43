// Drafts of the staff forms (nothing typed is lost). While a form has unsaved changes its values are kept
// in this tab's sessionStorage, so a reload, the Back button, a session that expired mid-edit (Guardar → /login →
// log in again) or the '+ Crear nuevo cliente' round trip from the property form can bring them back. A draft is
// removed when its form is saved, when staff discard it, and when they choose to leave without saving.
// sessionStorage, not localStorage: a draft never outlives the tab, nor reaches the next person on a shared computer
// after the browser is closed; drafts are also kept per user.

export interface Borrador<T = unknown> {
  /** Where the form lives ('/nueva-propiedad', '/propiedad/{id}'). */
  ruta: string;
  /** What staff call the form ('Nueva propiedad', 'Cliente Ana Pérez'). */
  titulo: string;
  datos: T;
  /** When it was kept (ISO). */
  guardado: string;
}

const PREFIJO = 'inmo:borrador:';

function almacen(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled: forms still warn before leaving
  }
}

export function guardarBorrador<T>(clave: string, b: Omit<Borrador<T>, 'guardado'>, ahora = new Date()): void {
  try {
    almacen()?.setItem(PREFIJO + clave, JSON.stringify({ ...b, guardado: ahora.toISOString() }));
  } catch {
    // quota exceeded: the warning before leaving still protects the draft
  }
}

export function leerBorrador<T>(clave: string): Borrador<T> | null {
  const raw = almacen()?.getItem(PREFIJO + clave);
  if (!raw) return null;
  try {
    const b = JSON.parse(raw) as Borrador<T>;
    return b && typeof b.ruta === 'string' && typeof b.titulo === 'string' && 'datos' in b ? b : null;
  } catch {
    return null;
  }
}

export function borrarBorrador(clave: string): void {
  almacen()?.removeItem(PREFIJO + clave);
}

/** Every draft kept under keys starting with `prefijo` (a user's: '{sub}:'), with its key, newest first. */
export function listarBorradores(prefijo = ''): (Borrador & { clave: string })[] {
  const s = almacen();
  if (!s) return [];
  const out: (Borrador & { clave: string })[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (!k?.startsWith(PREFIJO + prefijo)) continue;
    const b = leerBorrador(k.slice(PREFIJO.length));
    if (b) out.push({ ...b, clave: k.slice(PREFIJO.length) });
  }
  return out.sort((a, b) => b.guardado.localeCompare(a.guardado));
}

/** Whether two form states differ (what counts as 'unsaved changes'). */
export function distintos(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/**
 * Where the client form may send staff back after creating a client (the property form's round trip): only this
 * remote's own form paths, never another site.
 */
export function rutaDeVuelta(volver: string | null): string | null {
  return volver && /^\/(nueva-propiedad|propiedad\/[0-9a-f-]{36})$/.test(volver) ? volver : null;
}
