// 'Mi búsqueda': a client's private page of the listings that fit its active search preferences.
import * as z from 'zod/mini';
import { propiedadPublicaSchema } from '../responses.js';
import { esUuid } from '../schema/checks.js';
import type { PropiedadPublica } from '../property/public-view.js';

const ok = z.literal(true);

/** POST /api/admin/cliente/{id}/enlace-busqueda → the page's address (absolute with PUBLIC_URL, else a path of the site). */
export const enlaceBusquedaResponseSchema = z.object({ success: ok, data: z.object({ url: z.string() }) });
export type EnlaceBusquedaResponse = z.output<typeof enlaceBusquedaResponseSchema>;

/** One listing of the page: its public view, and whether it came onto the market since the client's last visit. */
export const propiedadMiBusquedaSchema = z.extend(propiedadPublicaSchema, { nueva: z.boolean() });
export type PropiedadMiBusqueda = PropiedadPublica & { nueva: boolean };

/** GET /api/user/mi-busqueda/{secreto}: the client's first name and the fitting listings, newest first. */
export const miBusquedaResponseSchema = z.object({
  success: ok,
  data: z.object({ cliente: z.object({ nombre: z.string() }), propiedades: z.array(propiedadMiBusquedaSchema) }),
});
export interface MiBusquedaResponse {
  success: true;
  data: { cliente: { nombre: string }; propiedades: PropiedadMiBusqueda[] };
}

/** POST /api/user/mi-busqueda/{secreto}/me-interesa {propiedad}: an enquiry about it, tied to the client. */
export const meInteresaSchema = z.object({
  propiedad: z.string({ error: 'Indique la propiedad' }).check(z.refine(esUuid, { message: 'Indique la propiedad' })),
});
export type MeInteresa = z.output<typeof meInteresaSchema>;

export const MENSAJES_MI_BUSQUEDA = {
  noEncontrada: 'Esta página no existe o el enlace ya no es válido.',
  propiedadNoDisponible: 'Esa propiedad ya no está disponible.',
  meInteresaEnviado: '¡Listo! Le avisamos a la inmobiliaria que te interesa esta propiedad.',
  limite: 'Ya enviaste varias consultas. Probá de nuevo en unos minutos.',
} as const;
