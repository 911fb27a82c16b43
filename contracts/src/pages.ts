// Each public page's title and description: the gateway renders them into the HTML for crawlers
// (gateway/src/page-head.ts) and the app sets the same ones when it navigates (shell platform useDocumentTitle).
import { AGENCIA } from './agency.js';
import { formatPrecioPublico } from './format.js';
import { OPERACION_LABELS } from './labels.js';
import { PUBLIC_ROUTES, type PublicRoute } from './routes.js';
import type { PropiedadPublica as Propiedad } from './property/public-view.js';

export interface PaginaMeta {
  title: string;
  description: string;
}

const nosotros: PaginaMeta = { title: `Nosotros — ${AGENCIA.nombre}`, description: `En actividad desde ${AGENCIA.desde}. ${AGENCIA.descripcion}` };

/**
 * The head of every public page of the route table (routes.ts) by its path; a property's own head is made from the
 * property (propertyHead in the gateway). Keyed by the table's paths, and checked to have them all.
 */
export const PAGINAS_PUBLICAS: Readonly<Record<string, PaginaMeta>> = {
  [PUBLIC_ROUTES.home]: { title: `${AGENCIA.nombre} — Propiedades en venta y alquiler`, description: AGENCIA.descripcion },
  [PUBLIC_ROUTES.catalogo]: {
    title: `Propiedades en venta y alquiler — ${AGENCIA.nombre}`,
    description: `Casas, departamentos, terrenos, campos, locales y galpones en venta y alquiler en ${AGENCIA.localidad}.`,
  },
  [PUBLIC_ROUTES.contacto]: {
    title: `Contacto — ${AGENCIA.nombre}`,
    description: `Escribinos o visitanos en ${AGENCIA.direccion}, ${AGENCIA.localidad}. ${AGENCIA.horario}.`,
  },
  [PUBLIC_ROUTES.about]: nosotros,
  [PUBLIC_ROUTES.nosotros]: nosotros,
} satisfies Record<(typeof PUBLIC_ROUTES)[Exclude<PublicRoute, 'propiedad'>], PaginaMeta>;

/** Whitespace folded, cut to `max` characters with an ellipsis. */
export function resumen(text: unknown, max = 200): string {
  const clean = String(text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** A property page's description: type, operation, place and public price, then its own description. */
export function descripcionPropiedad(p: Pick<Propiedad, 'tipo' | 'operacion' | 'precio' | 'descripcion'> & { ubicacion?: { localidad?: string | null } | null }): string {
  const operacion = OPERACION_LABELS[p.operacion as keyof typeof OPERACION_LABELS] || p.operacion || '';
  const lugar = p.ubicacion?.localidad || '';
  return resumen(`${p.tipo} en ${operacion.toLowerCase()}${lugar ? ` en ${lugar}` : ''} · ${formatPrecioPublico(p.precio)}. ${p.descripcion || ''}`);
}
