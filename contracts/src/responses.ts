// The replies of every API call (spec §7 and the calls added since), as schemas: the API documents them
// (calls.ts → /api/docs) and the front ends read their TypeScript types. Each entity's own schema lives with its
// definition (property/, client/, operation/, enquiry/); this file wraps them in the replies' envelopes.
import { consultasPorCanalSchema } from './portals/schema.js';
import * as z from 'zod/mini';
import { ERROR_CODES } from './errors.js';
import { TIPOS_PROPIEDAD } from './labels.js';
import { clienteSchema } from './client/schema.js';
import { consultaSchema } from './enquiry/schema.js';
import { operacionSchema } from './operation/schema.js';
import { propiedadSchema } from './property/reply.js';
import { usuarioRefSchema } from './team/schema.js';
import { CAMPOS, SOLO_PERSONAL } from './property/fields.js';
import { ESTADOS_PROPIEDAD } from './property/estado.js';

const s = z.string();
const ok = z.literal(true);
const paginado = { total: z.number(), page: z.number(), pages: z.number() };
const paginadoOpcional = { total: z.optional(z.number()), page: z.optional(z.number()), pages: z.optional(z.number()) };

/** The one error reply of every call (4xx/5xx). */
export const errorSchema = z.object({
  success: z.literal(false),
  error: s,
  code: z.optional(z.enum(Object.values(ERROR_CODES) as [string, ...string[]])),
  errors: z.optional(z.record(s, s)),
  existente: z.optional(z.object({ _id: s, nombre: s })),
});

/** What anonymous visitors get of a property (the public view's allow-list, public-view.ts). */
export const propiedadPublicaSchema = z.object(
  Object.fromEntries(Object.entries(propiedadSchema.shape).filter(([k]) => !(SOLO_PERSONAL as readonly string[]).includes(k) && !(k in CAMPOS && !CAMPOS[k as keyof typeof CAMPOS].publico))),
);

/** GET /api/ping, GET /api/health */
export const pingResponseSchema = z.object({ success: ok, message: z.literal('pong') });
export type PingResponse = z.output<typeof pingResponseSchema>;
export const healthResponseSchema = z.object({ status: z.enum(['ok', 'error']), database: z.enum(['up', 'down']) });
export type HealthResponse = z.output<typeof healthResponseSchema>;

/** A reply that only says it went well: contact enquiry (201), deletion. */
export const mensajeResponseSchema = z.object({ success: ok, message: s });
export type ContactoResponse = z.output<typeof mensajeResponseSchema>;
export type EliminarPropiedadResponse = z.output<typeof mensajeResponseSchema>;

/** POST /api/user/login */
export const loginResponseSchema = z.union([z.object({ success: ok, data: z.object({ token: s }) }), errorSchema]);

/** GET /api/user/propiedades-publicas → {propiedades} (plus total/page/pages when paged). */
export const propiedadesPublicasResponseSchema = z.object({ propiedades: z.array(propiedadPublicaSchema), ...paginadoOpcional });
/** GET /api/user/propiedades-destacadas → the home's listings (property/featured.ts). */
export const propiedadesDestacadasResponseSchema = z.object({ propiedades: z.array(propiedadPublicaSchema), destacadas: z.boolean() });
/** GET /api/user/propiedad/{id}: staff (a valid token) get the whole property, hidden ones too. */
export const propiedadDetalleResponseSchema = z.object({ propiedad: z.union([propiedadSchema, propiedadPublicaSchema]), tipo: z.enum(TIPOS_PROPIEDAD) });
/** GET /api/admin/todas-propiedades and /api/admin/papelera → {casas} (plus total/page/pages when paged). */
export const todasPropiedadesResponseSchema = z.object({ casas: z.array(propiedadSchema), ...paginadoOpcional });

/** POST /api/admin/nueva-casa … nuevo-galpon → 201. */
export const crearPropiedadResponseSchema = z.object({ success: ok, id: s, message: s, propiedad: propiedadSchema });
export type CrearPropiedadResponse = z.output<typeof crearPropiedadResponseSchema>;

export const editarPropiedadResponseSchema = z.object({ success: ok, propiedad: propiedadSchema });
export type EditarPropiedadResponse = z.output<typeof editarPropiedadResponseSchema>;
/** POST /api/admin/restaurar-propiedad/{id} */
export const restaurarPropiedadResponseSchema = z.object({ success: ok, message: s, propiedad: propiedadSchema });
export type RestaurarPropiedadResponse = z.output<typeof restaurarPropiedadResponseSchema>;
/** PUT /api/admin/estado-propiedad/{id} */
export const cambiarEstadoResponseSchema = z.object({ success: ok, message: s, propiedad: propiedadSchema });
export type CambiarEstadoResponse = z.output<typeof cambiarEstadoResponseSchema>;

/** GET /api/admin/operaciones: a plain array, newest first (spec §7); with ?page= the paged envelope. */
export const operacionesResponseSchema = z.union([z.array(operacionSchema), z.object({ success: ok, data: z.array(operacionSchema), ...paginado })]);
export type OperacionesResponse = z.output<typeof operacionSchema>[];
export type OperacionesPaginadasResponse = { success: true; data: z.output<typeof operacionSchema>[]; total: number; page: number; pages: number };
/** POST /api/admin/nueva-operacion → 201. */
export const nuevaOperacionResponseSchema = z.object({ success: ok, message: s, data: operacionSchema });
export type NuevaOperacionResponse = z.output<typeof nuevaOperacionResponseSchema>;
/** GET /api/admin/operacion/{id}, PUT /api/admin/editar-operacion/{id}, POST /api/admin/operacion/{id}/anular. */
export const operacionResponseSchema = z.object({ success: ok, message: z.optional(s), data: operacionSchema });
export type OperacionResponse = z.output<typeof operacionResponseSchema>;

/** GET /api/admin/clientes?limit=&q=&rol= (with ?page= also total/page/pages). */
export const clientesResponseSchema = z.object({ success: ok, data: z.array(clienteSchema), ...paginadoOpcional });
export type ClientesResponse = { success: true; data: z.output<typeof clienteSchema>[] };
export type ClientesPaginadosResponse = ClientesResponse & { total: number; page: number; pages: number };
/** GET /api/admin/cliente/{id}, POST /api/admin/nuevo-cliente (201), PUT /api/admin/editar-cliente/{id}. */
export const clienteResponseSchema = z.object({ success: ok, message: z.optional(s), data: clienteSchema });
export type ClienteResponse = z.output<typeof clienteResponseSchema>;

/** GET /api/admin/consultas?page=&limit=&estado=pendientes|leidas|respondidas|sinresponder */
export const consultasResponseSchema = z.object({ success: ok, data: z.array(consultaSchema), ...paginado, /** Unread enquiries in all (for a badge). */ pendientes: z.number() });
export type ConsultasResponse = z.output<typeof consultasResponseSchema>;
/** PATCH /api/admin/consultas/{id} */
export const consultaResponseSchema = z.object({ success: ok, data: consultaSchema });

const porMoneda = z.record(s, z.number());
/** GET /api/admin/metricas (spec §3 Metrics). */
export const metricasSchema = z.object({
  propiedades: z.object({
    total: z.number(),
    porOperacion: z.object({ venta: z.number(), alquiler: z.number() }),
    distribucion: z.object({ venta: z.number(), alquiler: z.number() }),
    /** How many are in each state (property/estado.ts); the dashboard opens the list filtered by one. */
    porEstado: z.optional(z.record(z.enum(ESTADOS_PROPIEDAD), z.number())),
  }),
  operaciones: z.object({
    total: z.number(),
    porTipo: z.object({ venta: z.number(), alquiler: z.number() }),
    montosTotales: z.object({ ventas: z.number(), alquileres: z.number() }),
    /** Extension: totals per currency, since summing ARS and USD means nothing. */
    montosPorMoneda: z.optional(z.object({ ventas: porMoneda, alquileres: porMoneda })),
  }),
  resumen: z.object({ totalPropiedadesActivas: z.number(), totalOperacionesHistoricas: z.number(), valorTotalTransacciones: z.number() }),
  /**
   * Extension, with ?usuario={id}: the figures of one member of staff. `operaciones` and the summary's
   * operation figures then count only the operations that user closed; properties stay the agency's.
   */
  usuario: z.optional(
    z.object({
      usuario: usuarioRefSchema,
      operacionesCerradas: z.number(),
      consultasAsignadas: z.number(),
      /** Assigned enquiries not answered yet. */
      consultasSinResponder: z.number(),
      clientesAsignados: z.number(),
    }),
  ),
});
export type Metricas = z.output<typeof metricasSchema>;
export const metricasResponseSchema = z.object({ success: ok, data: metricasSchema });

/** A preference as the matching calls return it. */
export const preferenciaCoincidenciaSchema = z.object({
  _id: s,
  tipoPropiedad: s,
  tipoOperacion: s,
  presupuesto: z.nullable(z.number()),
  moneda: s,
  descripcion: s,
  localidades: z.array(s),
  dormitoriosMin: z.nullable(z.number()),
  superficieMin: z.nullable(z.number()),
  superficieMax: z.nullable(z.number()),
  altaPrioridad: z.boolean(),
});
export type PreferenciaCoincidencia = z.output<typeof preferenciaCoincidenciaSchema>;
/** The most properties a preference lists in 'Enviar Propiedades' (the newest); `total` says how many fit. */
export const COINCIDENCIAS_POR_PREFERENCIA = 50;
/**
 * GET /api/admin/cliente/{id}/coincidencias?tolerancia=10: per active preference, the visible properties of its
 * type and operation (Compra ↔ venta; Alquiler ↔ alquiler / alquiler temporal) priced in the budget's currency
 * at most `tolerancia` % above the budget (any price when there is no budget), in one of its towns (any when it
 * names none), with at least its bedrooms and a surface in its range (a property that does not state them does not
 * fit a preference that asks for them): the newest COINCIDENCIAS_POR_PREFERENCIA of them, and how many fit in all
 * (`total`).
 */
export const coincidenciasClienteResponseSchema = z.object({
  success: ok,
  data: z.object({
    tolerancia: z.number(),
    preferencias: z.array(z.object({ preferencia: preferenciaCoincidenciaSchema, propiedades: z.array(propiedadSchema), total: z.int() })),
  }),
});
export type CoincidenciasClienteResponse = z.output<typeof coincidenciasClienteResponseSchema>;
/** The most clients 'Clientes interesados' lists (high priority first, then by surname); `clientes` says how many fit. */
export const INTERESADOS_MAX_CLIENTES = 100;
/**
 * GET /api/admin/propiedad/{id}/interesados?tolerancia=10: clients whose active preferences the property fits, one
 * entry per fitting preference, for the first INTERESADOS_MAX_CLIENTES clients; `clientes`: how many clients fit.
 */
export const interesadosPropiedadResponseSchema = z.object({
  success: ok,
  data: z.object({
    tolerancia: z.number(),
    clientes: z.int(),
    interesados: z.array(
      z.object({
        cliente: z.object({ _id: s, nombre: s, apellido: s, mail: z.nullable(s), telefono: s, fechaCreacion: s }),
        preferencia: preferenciaCoincidenciaSchema,
      }),
    ),
  }),
});
export type InteresadosPropiedadResponse = z.output<typeof interesadosPropiedadResponseSchema>;

/** GET /api/admin/localidades: the towns of the properties not deleted, one spelling each (the most used), A to Z. */
export const localidadesResponseSchema = z.object({ success: ok, data: z.array(s) });
export type LocalidadesResponse = z.output<typeof localidadesResponseSchema>;

/** GET /api/admin/reportes?meses=12 */
export const reportesResponseSchema = z.object({
  success: ok,
  data: z.object({
    meses: z.number(),
    /** One row per month, type and currency; a month without operations has one row with operacion/moneda null. */
    operacionesPorMes: z.array(z.object({ mes: s, operacion: z.nullable(s), moneda: z.nullable(s), cantidad: z.number(), monto: z.number() })),
    propiedadesPorTipo: z.array(z.object({ tipo: s, operacion: s, cantidad: z.number(), visibles: z.number() })),
    diasEnMercado: z.array(z.object({ operacion: s, tipo: s, cantidad: z.number(), promedioDias: z.number(), minimoDias: z.number(), maximoDias: z.number() })),
    /** Extension, with ?usuario={id}: operations per month and days on market count only those that user closed. */
    usuario: z.optional(usuarioRefSchema),
    /** Enquiries per month and channel (Web, Zonaprop, MercadoLibre) over the period, the agency's (a month or channel without enquiries is absent). */
    consultasPorCanal: consultasPorCanalSchema,
  }),
});
export type ReportesResponse = z.output<typeof reportesResponseSchema>;

const renditions = z.array(z.object({ width: z.number(), url: s }));
/** POST /api/admin/imagenes → 201: the stored upload (url from secure_url, spec §3 Image upload result). */
export const imagenSubidaSchema = z.object({
  url: s,
  secure_url: s,
  public_id: s,
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
  /** WebP renditions for srcset, narrowest first. */
  srcset: renditions,
});
export type ImagenSubida = z.output<typeof imagenSubidaSchema>;

/**
 * POST /api/admin/imagenes as a raw body (Content-Type image/…): its bytes, or null when the body carries none (a
 * multipart upload, whose file is read from its stream, or any other body). The document describes the upload as
 * multipart (calls.ts IMAGEN).
 */
export const imagenCuerpoSchema = z.pipe(
  z.unknown(),
  z.transform((v): Uint8Array | null => (ArrayBuffer.isView(v) && v.byteLength > 0 ? new Uint8Array(v.buffer, v.byteOffset, v.byteLength) : null)),
);

