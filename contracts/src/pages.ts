// Each public page's title and description: the gateway renders them into the HTML for crawlers
// (gateway/src/page-head.ts) and the app sets the same ones when it navigates (shell platform useDocumentTitle).
import { direccionInmobiliaria, type Inmobiliaria } from './agency.js';
import type { PUBLIC_ROUTES, PublicRoute } from './routes.js';

export interface PaginaMeta {
  title: string;
  description: string;
}

/** A public path of the route table (routes.ts) with a fixed head: all but a property's (made from the property) and a client's 'Mi búsqueda' (never indexed). */
type PaginaFija = (typeof PUBLIC_ROUTES)[Exclude<PublicRoute, 'propiedad' | 'miBusqueda'>];

/**
 * The head of every public page of the route table, by its path, for the agency's current details. The compiler
 * checks the keys are exactly the table's paths; they are written out rather than read from the table at run time
 * because mf-public's './App' chunk holds this function, and computed keys cost bytes on every first visit.
 */
export function paginasPublicas(a: Inmobiliaria): Readonly<Record<string, PaginaMeta>> {
  const lugar = a.localidad ? ` en ${a.localidad}` : '';
  const inicio = resumen(a.sobreNosotros) || `Propiedades en venta y alquiler${lugar}.`;
  const nosotros: PaginaMeta = { title: `Nosotros — ${a.nombre}`, description: resumen(`${a.desde ? `En actividad desde ${a.desde}. ` : ''}${a.sobreNosotros}`) || inicio };
  const oficina = direccionInmobiliaria(a);
  return {
    '/': { title: `${a.nombre} — Propiedades en venta y alquiler`, description: inicio },
    '/propiedades-publicas': {
      title: `Propiedades en venta y alquiler — ${a.nombre}`,
      description: `Casas, departamentos, terrenos, campos, locales y galpones en venta y alquiler${lugar}.`,
    },
    '/contacto': {
      title: `Contacto — ${a.nombre}`,
      description: `Escribinos${oficina ? ` o visitanos en ${oficina}` : ''}.${a.horario ? ` ${a.horario}.` : ''}`,
    },
    '/about': nosotros,
    '/nosotros': nosotros,
  } satisfies Record<PaginaFija, PaginaMeta>;
}

/** Whitespace folded, cut to `max` characters with an ellipsis. */
export function resumen(text: unknown, max = 200): string {
  const clean = String(text ?? '').replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
