// The API's call table (spec §7 and the calls added since), as data: every route with the schema of its request
// body and of its reply. The API's OpenAPI document (/api/docs) is written from it, and a test holds the table and
// the routes the API registers to each other: a route without its entry, or a write without its body, fails it.
// Only the API imports this file (it gathers every schema).
import type * as z from 'zod/mini';
import { actualizarInmobiliariaSchema, inmobiliariaResponseSchema } from './agency/schema.js';
import { loginSchema } from './auth/schema.js';
import {
  cambiarContraseñaSchema,
  confirmarSegundoFactorSchema,
  editarUsuarioSchema,
  enlaceRestablecerResponseSchema,
  nuevoUsuarioSchema,
  reautenticacionSchema,
  restablecerContraseñaSchema,
  seguridadResponseSchema,
  seguridadSchema,
  segundoFactorActivadoResponseSchema,
  segundoFactorResponseSchema,
  sinDatosResponseSchema,
  tokenResponseSchema,
  usuarioResponseSchema,
  usuariosResponseSchema,
} from './auth/users.js';
import { editarClienteSchema, nuevoClienteSchema } from './client/schema.js';
import { actualizarConsultaSchema, contactoSchema, registrarRespuestaSchema } from './enquiry/schema.js';
import { ENDPOINT_ALTA, TIPOS_PROPIEDAD } from './labels.js';
import { historialResponseSchema } from './history/schema.js';
import {
  conectarResponseSchema,
  leadPortalSchema,
  notificacionMercadoLibreSchema,
  portalResumenResponseSchema,
  portalesResponseSchema,
  publicacionesPropiedadResponseSchema,
  regenerarSchema,
} from './portals/schema.js';
import { correoResponseSchema, correosResponseSchema } from './mail/schema.js';
import { enlaceBusquedaResponseSchema, meInteresaSchema, miBusquedaResponseSchema } from './my-search/schema.js';
import { anularOperacionSchema, editarOperacionSchema, nuevaOperacionSchema } from './operation/schema.js';
import { asignarConsultaSchema, equipoResponseSchema } from './team/schema.js';
import {
  comparablesPropuestosResponseSchema,
  convertirTasacionSchema,
  editarTasacionSchema,
  nuevaTasacionSchema,
  proponerComparablesSchema,
  resumenTasacionesResponseSchema,
  tasacionResponseSchema,
  tasacionesResponseSchema,
} from './valuation/schema.js';
import {
  editarVisitaSchema,
  enlaceInformeResponseSchema,
  informePropietarioResponseSchema,
  nuevaVisitaSchema,
  pedirVisitaResponseSchema,
  pedirVisitaSchema,
  turnosResponseSchema,
  visitaResponseSchema,
  visitasResponseSchema,
} from './visit/schema.js';
import { permisosPropiedadResponseSchema } from './property/permisos.js';
import { editarPropiedadSchema, esquemaPropiedad } from './property/schema.js';
import { cambiarEstadoSchema } from './property/estado.js';
import {
  clienteResponseSchema,
  clientesResponseSchema,
  coincidenciasClienteResponseSchema,
  consultaResponseSchema,
  consultasResponseSchema,
  crearPropiedadResponseSchema,
  editarPropiedadResponseSchema,
  healthResponseSchema,
  imagenSubidaSchema,
  interesadosPropiedadResponseSchema,
  localidadesResponseSchema,
  loginResponseSchema,
  mensajeResponseSchema,
  metricasResponseSchema,
  nuevaOperacionResponseSchema,
  operacionResponseSchema,
  operacionesResponseSchema,
  pingResponseSchema,
  propiedadDetalleResponseSchema,
  propiedadesDestacadasResponseSchema,
  propiedadesPublicasResponseSchema,
  reportesResponseSchema,
  restaurarPropiedadResponseSchema,
  cambiarEstadoResponseSchema,
  todasPropiedadesResponseSchema,
} from './responses.js';
import { llamadasFacturacion, SIN_CUERPO_FACTURACION } from './billing/calls.js';
import { llamadasBanco, type CuerpoMultipart } from './bank/calls.js';
import { llamadasCierres, SIN_CUERPO_CIERRES } from './closings/calls.js';
import { llamadasContratos, llamadasCuentas } from './rental/calls.js';

/** A picture's bytes (an upload's body, a media file's reply): documented as binary, not JSON. */
export const IMAGEN = 'imagen' as const;
/** A charge's bill (a PDF or an image): multipart/form-data with the field `archivo`, answered as the file. */
export const COMPROBANTE = 'comprobante' as const;
/** A feed in a portal's XML format (Zonaprop's). */
export const XML = 'xml' as const;
/** A PDF document (a receipt, a settlement, a valuation's report). */
export const PDF = 'pdf' as const;
/** A server-rendered HTML page. */
export const HTML = 'html' as const;
/** A redirect (303) back to a page of the back office. */
export const REDIRECCION = 'redireccion' as const;
/** An iCalendar file (text/calendar). */
export const CALENDARIO = 'calendario' as const;
/** A CSV file for a spreadsheet (text/csv). */
export const CSV = 'csv' as const;

export interface Llamada {
  /** The request body; absent: the call takes none. */
  cuerpo?: z.ZodMiniType | typeof IMAGEN | typeof COMPROBANTE | CuerpoMultipart;
  respuesta: z.ZodMiniType | typeof IMAGEN | typeof COMPROBANTE | typeof XML | typeof REDIRECCION | typeof PDF | typeof HTML | typeof CALENDARIO | typeof CSV;
  /** The status of a success (200 unless said). */
  estado?: number;
}

/** 'METHOD /path' (under /api, path parameters as {name}) → its call. */
export const LLAMADAS: Record<string, Llamada> = {
  ...llamadasFacturacion(CSV, PDF),
  // Bank statements: import (multipart), the movements with their suggestions, reconcile or set one aside.
  ...llamadasBanco(),
  // Closed months: close one, reopen it with why, the list.
  ...llamadasCierres(),
  'GET /ping': { respuesta: pingResponseSchema },
  'GET /health': { respuesta: healthResponseSchema },
  'POST /user/login': { cuerpo: loginSchema, respuesta: loginResponseSchema },
  // Staff accounts: the caller's own account…
  'POST /user/logout': { respuesta: sinDatosResponseSchema },
  'GET /user/cuenta': { respuesta: usuarioResponseSchema },
  'POST /user/cambiar-contrasena': { cuerpo: cambiarContraseñaSchema, respuesta: tokenResponseSchema },
  'POST /user/restablecer-contrasena': { cuerpo: restablecerContraseñaSchema, respuesta: sinDatosResponseSchema },
  'POST /user/segundo-factor': { cuerpo: reautenticacionSchema, respuesta: segundoFactorResponseSchema },
  'POST /user/segundo-factor/confirmar': { cuerpo: confirmarSegundoFactorSchema, respuesta: segundoFactorActivadoResponseSchema },
  'POST /user/segundo-factor/desactivar': { cuerpo: reautenticacionSchema, respuesta: usuarioResponseSchema },
  // …and the users, for admins.
  'GET /admin/usuarios': { respuesta: usuariosResponseSchema },
  'POST /admin/nuevo-usuario': { cuerpo: nuevoUsuarioSchema, respuesta: usuarioResponseSchema, estado: 201 },
  'PUT /admin/editar-usuario/{id}': { cuerpo: editarUsuarioSchema, respuesta: usuarioResponseSchema },
  'POST /admin/usuarios/{id}/restablecer': { respuesta: enlaceRestablecerResponseSchema },
  'POST /admin/usuarios/{id}/segundo-factor/restablecer': { respuesta: usuarioResponseSchema },
  'GET /admin/seguridad': { respuesta: seguridadResponseSchema },
  'PUT /admin/seguridad': { cuerpo: seguridadSchema, respuesta: seguridadResponseSchema },
  'POST /user/contacto': { cuerpo: contactoSchema, respuesta: mensajeResponseSchema, estado: 201 },
  'GET /user/propiedades-publicas': { respuesta: propiedadesPublicasResponseSchema },
  'GET /user/propiedades-destacadas': { respuesta: propiedadesDestacadasResponseSchema },
  'GET /user/propiedad/{id}': { respuesta: propiedadDetalleResponseSchema },
  'GET /media/{file}': { respuesta: IMAGEN },
  // Link previews (vista-previa.ts): JPEG; an address no longer current answers 302 to the current one.
  'GET /user/vista-previa/propiedad/{id}/{file}': { respuesta: IMAGEN },
  'GET /user/vista-previa/inmobiliaria/{file}': { respuesta: IMAGEN },
  'GET /admin/todas-propiedades': { respuesta: todasPropiedadesResponseSchema },
  'GET /admin/papelera': { respuesta: todasPropiedadesResponseSchema },
  ...Object.fromEntries(TIPOS_PROPIEDAD.map((t) => [`POST /admin/${ENDPOINT_ALTA[t]}`, { cuerpo: esquemaPropiedad(t), respuesta: crearPropiedadResponseSchema, estado: 201 }])),
  'PUT /admin/editar-propiedad/{id}': { cuerpo: editarPropiedadSchema, respuesta: editarPropiedadResponseSchema },
  'POST /admin/restaurar-propiedad/{id}': { respuesta: restaurarPropiedadResponseSchema },
  'DELETE /admin/eliminar-propiedad/{id}': { respuesta: mensajeResponseSchema },
  // What the caller may do with a listing; an admin assigns it to a member of staff.
  'GET /admin/propiedad/{id}/permisos': { respuesta: permisosPropiedadResponseSchema },
  'PUT /admin/propiedad/{id}/asignar': { cuerpo: asignarConsultaSchema, respuesta: permisosPropiedadResponseSchema },
  // A listing's state by hand, with the reason (property/estado.ts).
  'PUT /admin/estado-propiedad/{id}': { cuerpo: cambiarEstadoSchema, respuesta: cambiarEstadoResponseSchema },
  'POST /admin/imagenes': { cuerpo: IMAGEN, respuesta: imagenSubidaSchema, estado: 201 },
  'GET /admin/propiedad/{id}/interesados': { respuesta: interesadosPropiedadResponseSchema },
  'GET /admin/metricas': { respuesta: metricasResponseSchema },
  'GET /admin/reportes': { respuesta: reportesResponseSchema },
  'GET /admin/operaciones': { respuesta: operacionesResponseSchema },
  'POST /admin/nueva-operacion': { cuerpo: nuevaOperacionSchema, respuesta: nuevaOperacionResponseSchema, estado: 201 },
  'GET /admin/operacion/{id}': { respuesta: operacionResponseSchema },
  'PUT /admin/editar-operacion/{id}': { cuerpo: editarOperacionSchema, respuesta: operacionResponseSchema },
  'POST /admin/operacion/{id}/anular': { cuerpo: anularOperacionSchema, respuesta: operacionResponseSchema },
  // Rental contracts, their schedule and adjustments, the index series they follow, and the dashboard's to-do.
  ...llamadasContratos(),
  // Valuations by comparables (tasaciones), their PDF report, the owner's private link and 'Convertir en propiedad'.
  'GET /admin/tasaciones': { respuesta: tasacionesResponseSchema },
  'GET /admin/tasaciones/resumen': { respuesta: resumenTasacionesResponseSchema },
  'POST /admin/proponer-comparables': { cuerpo: proponerComparablesSchema, respuesta: comparablesPropuestosResponseSchema },
  'POST /admin/nueva-tasacion': { cuerpo: nuevaTasacionSchema, respuesta: tasacionResponseSchema, estado: 201 },
  'GET /admin/tasacion/{id}': { respuesta: tasacionResponseSchema },
  'GET /admin/tasacion/{id}.pdf': { respuesta: PDF },
  'PUT /admin/editar-tasacion/{id}': { cuerpo: editarTasacionSchema, respuesta: tasacionResponseSchema },
  'POST /admin/tasacion/{id}/enlace': { respuesta: tasacionResponseSchema },
  'DELETE /admin/tasacion/{id}/enlace': { respuesta: tasacionResponseSchema },
  'POST /admin/tasacion/{id}/convertir': { cuerpo: convertirTasacionSchema, respuesta: tasacionResponseSchema },
  'GET /user/tasacion-compartida/{secreto}': { respuesta: PDF },
  // The tenant's account, receipts, owners' settlements and the owner's private page (rental/account.ts).
  ...llamadasCuentas(PDF, HTML, COMPROBANTE),
  'GET /admin/clientes': { respuesta: clientesResponseSchema },
  'GET /admin/cliente/{id}': { respuesta: clienteResponseSchema },
  'POST /admin/nuevo-cliente': { cuerpo: nuevoClienteSchema, respuesta: clienteResponseSchema, estado: 201 },
  'PUT /admin/editar-cliente/{id}': { cuerpo: editarClienteSchema, respuesta: clienteResponseSchema },
  'GET /admin/cliente/{id}/coincidencias': { respuesta: coincidenciasClienteResponseSchema },
  'GET /admin/localidades': { respuesta: localidadesResponseSchema },
  'GET /admin/consultas': { respuesta: consultasResponseSchema },
  'PATCH /admin/consultas/{id}': { cuerpo: actualizarConsultaSchema, respuesta: consultaResponseSchema },
  'PUT /admin/consultas/{id}/asignar': { cuerpo: asignarConsultaSchema, respuesta: consultaResponseSchema },
  'POST /admin/consultas/{id}/respuesta': { cuerpo: registrarRespuestaSchema, respuesta: consultaResponseSchema },
  'GET /admin/equipo': { respuesta: equipoResponseSchema },
  'GET /user/inmobiliaria': { respuesta: inmobiliariaResponseSchema },
  'PUT /admin/inmobiliaria': { cuerpo: actualizarInmobiliariaSchema, respuesta: inmobiliariaResponseSchema },
  // Who changed a property, client or operation, newest first.
  'GET /admin/historial/{entidad}/{id}': { respuesta: historialResponseSchema },
  // The portals. Staff see where listings stand; admins connect MercadoLibre and regenerate the secrets.
  'GET /admin/portales': { respuesta: portalesResponseSchema },
  'GET /admin/portales/propiedad/{id}': { respuesta: publicacionesPropiedadResponseSchema },
  'POST /admin/portales/{portal}/regenerar': { cuerpo: regenerarSchema, respuesta: portalResumenResponseSchema },
  'POST /admin/portales/mercadolibre/conectar': { respuesta: conectarResponseSchema },
  'POST /admin/portales/mercadolibre/desconectar': { respuesta: portalResumenResponseSchema },
  'POST /admin/portales/mercadolibre/sincronizar': { respuesta: portalResumenResponseSchema },
  // …and what the portals themselves call (the secret in the address is the credential): Zonaprop's feed (XML),
  // MercadoLibre's return from the authorization (a redirect to Portales), and each portal's leads.
  'GET /portales/zonaprop/{secreto}': { respuesta: XML },
  'GET /portales/mercadolibre/autorizado': { respuesta: REDIRECCION },
  'POST /portales/zonaprop/consultas/{secreto}': { cuerpo: leadPortalSchema, respuesta: mensajeResponseSchema, estado: 201 },
  'POST /portales/mercadolibre/consultas/{secreto}': { cuerpo: notificacionMercadoLibreSchema, respuesta: mensajeResponseSchema },
  // Outgoing mail ('Correo saliente', admins): the outbox, one message, and sending it again.
  'GET /admin/correos': { respuesta: correosResponseSchema },
  'GET /admin/correo/{id}': { respuesta: correoResponseSchema },
  'POST /admin/correo/{id}/reenviar': { respuesta: correoResponseSchema },
  // An alert's one-click unsubscribe (the secret in the address is the credential).
  'GET /user/baja/{secreto}': { respuesta: mensajeResponseSchema },
  'POST /user/baja/{secreto}': { respuesta: mensajeResponseSchema },
  // 'Mi búsqueda': staff make or revoke a client's private page; the client reads it and says 'Me interesa'.
  'POST /admin/cliente/{id}/enlace-busqueda': { respuesta: enlaceBusquedaResponseSchema },
  'DELETE /admin/cliente/{id}/enlace-busqueda': { respuesta: sinDatosResponseSchema },
  'GET /user/mi-busqueda/{secreto}': { respuesta: miBusquedaResponseSchema },
  'POST /user/mi-busqueda/{secreto}/me-interesa': { cuerpo: meInteresaSchema, respuesta: mensajeResponseSchema, estado: 201 },
  // Visits: staff's agenda and each visit's calendar file; a visitor's free turns and request for one.
  'GET /admin/visitas': { respuesta: visitasResponseSchema },
  'POST /admin/nueva-visita': { cuerpo: nuevaVisitaSchema, respuesta: visitaResponseSchema, estado: 201 },
  'GET /admin/visita/{id}': { respuesta: visitaResponseSchema },
  'GET /admin/visita/{id}.ics': { respuesta: CALENDARIO },
  'PUT /admin/editar-visita/{id}': { cuerpo: editarVisitaSchema, respuesta: visitaResponseSchema },
  'GET /user/propiedad/{id}/turnos': { respuesta: turnosResponseSchema },
  'POST /user/pedir-visita': { cuerpo: pedirVisitaSchema, respuesta: pedirVisitaResponseSchema, estado: 201 },
  // The owner's report of a listing, behind a private link staff create and revoke.
  'POST /admin/propiedad/{id}/enlace-informe': { respuesta: enlaceInformeResponseSchema, estado: 201 },
  'DELETE /admin/propiedad/{id}/enlace-informe': { respuesta: mensajeResponseSchema },
  'GET /user/informe-propietario/{secreto}': { respuesta: informePropietarioResponseSchema },
};

/** Writes that take no body (the id in the path says it all). */
export const SIN_CUERPO: readonly string[] = [
  'POST /user/logout',
  'POST /admin/usuarios/{id}/segundo-factor/restablecer',
  'POST /admin/usuarios/{id}/restablecer',
  'POST /admin/correo/{id}/reenviar',
  'POST /admin/restaurar-propiedad/{id}',
  'POST /user/baja/{secreto}',
  'POST /admin/cliente/{id}/enlace-busqueda',
  'POST /admin/portales/mercadolibre/conectar',
  'POST /admin/portales/mercadolibre/desconectar',
  'POST /admin/portales/mercadolibre/sincronizar',
  'DELETE /admin/eliminar-propiedad/{id}',
  'POST /admin/tasacion/{id}/enlace',
  'DELETE /admin/tasacion/{id}/enlace',
  'DELETE /admin/cliente/{id}/enlace-busqueda',
  ...SIN_CUERPO_CIERRES,
  'POST /admin/liquidacion/{id}/pagar',
  'POST /admin/cliente/{id}/enlace-propietario',
  'DELETE /admin/cliente/{id}/enlace-propietario',
  ...SIN_CUERPO_FACTURACION,
  'POST /admin/propiedad/{id}/enlace-informe',
  'DELETE /admin/propiedad/{id}/enlace-informe',
];
