// The portals: the channels an enquiry arrives by, where a listing stands on each portal, the 'Portales'
// page's summary, the lead a portal sends to its callback, and the messages staff read. Shared by the API (which
// checks and answers with these) and the back office (which shows them).
import * as z from 'zod/mini';
import { NOMBRES_PORTALES, PORTALES, type Portal } from '../property/fields.js';
import { esEmail } from '../schema/checks.js';
import { opcional, validarCon, type Resultado } from '../schema/kit.js';
import { esTelefono, TELEFONO_INVALIDO } from '../telefono.js';

export { NOMBRES_PORTALES, PORTALES, type Portal };

/** Where an enquiry came from: the site's form, or a portal's lead. */
export const CANALES = ['Web', 'Zonaprop', 'MercadoLibre'] as const;
export type Canal = (typeof CANALES)[number];
export const CANAL_DE_PORTAL: Record<Portal, Canal> = { zonaprop: 'Zonaprop', mercadolibre: 'MercadoLibre' };

/** A listing on a portal: waiting to be sent, on it, paused, taken off, or refused (with the portal's reason). */
export const ESTADOS_PUBLICACION = ['en_cola', 'publicada', 'pausada', 'cerrada', 'error'] as const;
export type EstadoPublicacion = (typeof ESTADOS_PUBLICACION)[number];
export const ESTADO_PUBLICACION_LABELS: Record<EstadoPublicacion, string> = {
  en_cola: 'En cola',
  publicada: 'Publicada',
  pausada: 'Pausada',
  cerrada: 'Cerrada',
  error: 'Error',
};

export const MENSAJES_PORTALES = {
  portalInexistente: 'Portal inexistente',
  mercadoLibreSinConfigurar: 'MercadoLibre todavía no está habilitado para esta inmobiliaria: pedile a quien administra el sistema que registre la aplicación de MercadoLibre de la inmobiliaria y cargue sus datos',
  mercadoLibreNoConectado: 'Conectá la cuenta de MercadoLibre desde Portales',
  autorizacionVencida: 'La autorización de MercadoLibre venció o no es válida: volvé a conectar la cuenta',
  mercadoLibreNoResponde: 'MercadoLibre no responde: se vuelve a intentar más tarde',
  sinPrecio: 'MercadoLibre exige un precio: cargá el precio de la propiedad',
  claveInvalida: 'Indicá qué dirección regenerar: feed o consultas',
  leadInvalido: 'La consulta del portal no trae nombre, email ni teléfono',
  leadEmailInvalido: 'El email de la consulta no es válido',
  leadsLimite: 'Llegaron demasiadas consultas de este portal en poco tiempo: reintentá en unos minutos',
} as const;

const s = z.string();
const fecha = z.nullable(s);

/** One listing's state on one portal. */
export const publicacionSchema = z.object({
  portal: z.enum(PORTALES),
  estado: z.enum(ESTADOS_PUBLICACION),
  /** The portal's reason when refused or closed (e.g. MercadoLibre's pack_quota_exceeded), in Spanish. */
  motivo: z.nullable(s),
  /** The portal's own code for the reason ('pack_quota_exceeded', 'item.attributes.missing_required', …). */
  codigoError: z.nullable(s),
  /** The listing's address on the portal, when it has one. */
  enlace: z.nullable(s),
  actualizada: s,
  /** When the next attempt is due (a queued or failed listing). */
  proximoIntento: fecha,
});
export type Publicacion = z.output<typeof publicacionSchema>;

/** GET /api/admin/portales/propiedad/{id}: where one listing stands on each portal. */
export const publicacionesPropiedadResponseSchema = z.object({ success: z.literal(true), data: z.array(publicacionSchema) });

/** A portal on the 'Portales' page. */
export const portalResumenSchema = z.object({
  portal: z.enum(PORTALES),
  nombre: s,
  /** Zonaprop reads a feed: it is "connected" once it has downloaded it. MercadoLibre: the account is authorized. */
  conectado: z.boolean(),
  /** MercadoLibre only: the server has the application's id and secret (else it cannot be connected). */
  configurado: z.boolean(),
  /** The MercadoLibre account's nickname. */
  cuenta: z.nullable(s),
  /** Zonaprop: the last download of the feed; MercadoLibre: the last listing sent. */
  ultimaSync: fecha,
  ultimoError: z.nullable(s),
  publicadas: z.number(),
  conError: z.number(),
  enCola: z.number(),
  /** Zonaprop: the feed's address (its secret in it); null for MercadoLibre, and for an agente (admins only). */
  feedUrl: z.nullable(s),
  /** Where the portal sends its leads (its secret in it); null for an agente (admins only). */
  consultasUrl: z.nullable(s),
});
export type PortalResumen = z.output<typeof portalResumenSchema>;

/** A listing in the 'Portales' page's table (errors first). */
export const publicacionListadoSchema = z.object({
  propiedad: z.object({ _id: s, codigo: s, titulo: s }),
  portal: z.enum(PORTALES),
  estado: z.enum(ESTADOS_PUBLICACION),
  motivo: z.nullable(s),
  enlace: z.nullable(s),
  actualizada: s,
});
export type PublicacionListado = z.output<typeof publicacionListadoSchema>;

/** GET /api/admin/portales?page=&limit= */
export const portalesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ portales: z.array(portalResumenSchema), publicaciones: z.array(publicacionListadoSchema) }),
  total: z.number(),
  page: z.number(),
  pages: z.number(),
});
export type PortalesResponse = z.output<typeof portalesResponseSchema>;

/** POST /api/admin/portales/{portal}/regenerar: which address gets a new secret (the old one then answers 404). */
export const regenerarSchema = z.object({ clave: z.enum(['feed', 'consultas'], { error: MENSAJES_PORTALES.claveInvalida }) });
export type Regenerar = z.output<typeof regenerarSchema>;
export const portalResumenResponseSchema = z.object({ success: z.literal(true), data: portalResumenSchema });

/** POST /api/admin/portales/mercadolibre/conectar: where to send the browser to authorize the application. */
export const conectarResponseSchema = z.object({ success: z.literal(true), data: z.object({ url: s }) });

/**
 * A lead a portal posts to its callback (Zonaprop/Navent's contact notification). Read tolerantly: Navent's Spanish
 * names and the English ones of other senders; what identifies the listing is our code (codigoAviso) or the portal's id.
 */
const opt = (max: number) => opcional(z.pipe(z.union([s, z.number(), z.null()]), z.transform((v) => (v === null || v === undefined ? '' : String(v).trim().slice(0, max)))));
export const leadPortalSchema = z.object({
  id: opt(100),
  idLead: opt(100),
  nombre: opt(200),
  name: opt(200),
  email: opt(254),
  mail: opt(254),
  telefono: opt(50),
  phone: opt(50),
  mensaje: opt(5000),
  message: opt(5000),
  codigoAviso: opt(60),
  codigo: opt(60),
  idAviso: opt(60),
});
export type LeadPortal = { id: string; nombre: string; email: string; telefono: string; mensaje: string; codigo: string; externoId: string };

/** The lead in one shape (the API's pipe), refused when it names nobody to answer (no name, e-mail or phone). */
export const leadPortalLeidoSchema = z.pipe(
  leadPortalSchema,
  z.transform((d, ctx): LeadPortal => {
    const lead: LeadPortal = {
      id: d.id || d.idLead || '',
      nombre: d.nombre || d.name || '',
      email: d.email || d.mail || '',
      telefono: d.telefono || d.phone || '',
      mensaje: d.mensaje || d.message || '',
      codigo: d.codigoAviso || d.codigo || '',
      externoId: d.idAviso || '',
    };
    if (!lead.nombre && !lead.email && !lead.telefono) {
      ctx.issues.push({ code: 'custom', message: MENSAJES_PORTALES.leadInvalido, input: d });
      return lead;
    }
    // Read as the contact form reads them: Consultas writes them into its mailto: and WhatsApp links.
    if (lead.email && !esEmail(lead.email)) ctx.issues.push({ code: 'custom', message: MENSAJES_PORTALES.leadEmailInvalido, input: lead.email, path: ['email'] });
    if (lead.telefono && !esTelefono(lead.telefono)) ctx.issues.push({ code: 'custom', message: TELEFONO_INVALIDO, input: lead.telefono, path: ['telefono'] });
    return lead;
  }),
);

/** The lead in one shape, or the messages by field (leadPortalLeidoSchema). */
export function leerLeadPortal(body: unknown): Resultado<LeadPortal> {
  return validarCon(leadPortalLeidoSchema, body);
}

/** MercadoLibre's notification to the application's callback. */
export const notificacionMercadoLibreSchema = z.object({
  resource: s,
  topic: s,
  user_id: z.optional(z.nullable(z.union([s, z.number()]))),
  application_id: z.optional(z.nullable(z.union([s, z.number()]))),
});
export type NotificacionMercadoLibre = z.output<typeof notificacionMercadoLibreSchema>;

/** GET /api/portales/mercadolibre/autorizado: what MercadoLibre's authorization sends back; never refused (a wrong one is told on Portales). */
const textoDeVuelta = z.pipe(z.optional(z.unknown()), z.transform((v): string | undefined => (typeof v === 'string' ? v : undefined)));
export const autorizacionMercadoLibreConsultaSchema = z.object({ code: textoDeVuelta, state: textoDeVuelta, error: textoDeVuelta });
export type AutorizacionMercadoLibreConsulta = z.output<typeof autorizacionMercadoLibreConsultaSchema>;

/** Per month and channel, how many enquiries arrived (Reportes). */
export const consultasPorCanalSchema = z.array(z.object({ mes: s, canal: z.enum(CANALES), cantidad: z.number() }));
