// The lists' query strings, defined once: the API validates `?…` with these schemas (a 400 in the one error shape,
// with a Spanish message naming the parameter) and the remotes build their URLs and SWR keys with `conConsulta`.
// Every value arrives as text; a parameter given twice arrives as a list and is refused.
import * as z from 'zod/mini';
import { CANALES } from '../portals/schema.js';
import { LIMITES, MONEDAS, OPERACIONES, TIPOS_PROPIEDAD } from '../labels.js';
import { SIN_ASIGNAR } from '../team/schema.js';
import { aNumero, esFecha, esUuid } from './checks.js';
import { ESTADOS_PROPIEDAD } from '../property/estado.js';

type Ctx = { issues: { code: 'custom'; message: string; input: unknown }[] };
const fail = (ctx: unknown, input: unknown, message: string) => {
  (ctx as Ctx).issues.push({ code: 'custom', message, input });
  return z.NEVER;
};

/** One text value, trimmed; '' or absent → undefined; `leer` turns it into the parameter's value (or fails). */
function parametro<T>(nombre: string, leer: (texto: string, ctx: unknown) => T) {
  return z.pipe(
    z.optional(z.union([z.string(), z.number()], { error: `El parámetro ${nombre} se indicó más de una vez` })),
    z.transform((v, ctx): T | undefined => {
      const t = v === undefined ? '' : String(v).trim();
      return t === '' ? undefined : leer(t, ctx);
    }),
  );
}

/** A whole number from `min` to `max`. */
export function enteroConsulta(nombre: string, min: number, max: number) {
  return parametro(nombre, (t, ctx) => {
    const n = aNumero(t);
    return n !== null && Number.isInteger(n) && n >= min && n <= max ? n : fail(ctx, t, `El parámetro ${nombre} debe ser un entero entre ${min} y ${max}`);
  });
}

/** A number ≥ 0, typed the es-AR way ('120.000', '12,5'). */
export function numeroConsulta(nombre: string) {
  return parametro(nombre, (t, ctx) => {
    const n = aNumero(t);
    return n !== null && !Number.isNaN(n) && n >= 0 ? n : fail(ctx, t, `El parámetro ${nombre} debe ser un número positivo`);
  });
}

/** One of `valores`, case aside. */
export function opcionConsulta<const T extends readonly string[]>(nombre: string, valores: T, mensaje = `El parámetro ${nombre} no es válido`) {
  return parametro(nombre, (t, ctx): T[number] => valores.find((v) => v.toLowerCase() === t.toLowerCase()) ?? fail(ctx, t, mensaje));
}

/** Free text, at most 200 characters. */
export function busquedaConsulta(nombre = 'q') {
  return parametro(nombre, (t, ctx) => (t.length <= 200 && !t.includes('\u0000') ? t : fail(ctx, t, t.length > 200 ? 'La búsqueda es demasiado larga' : 'Búsqueda inválida')));
}

/** A calendar date 'YYYY-MM-DD'. */
export function fechaConsulta(nombre: string) {
  return parametro(nombre, (t, ctx) => (t.length === 10 && esFecha(t) ? t : fail(ctx, t, `El parámetro ${nombre} debe ser una fecha (AAAA-MM-DD)`)));
}

/** A member of staff's id, or 'ninguno' (nobody: null). */
export function asignadoConsulta(nombre: string) {
  return parametro(nombre, (t, ctx): string | null =>
    t === SIN_ASIGNAR ? null : esUuid(t) ? t : fail(ctx, t, `El parámetro ${nombre} debe ser el id de un usuario o '${SIN_ASIGNAR}'`),
  );
}

/** `mias=1`: the caller's own (wins over the assignment filter). */
const mias = parametro('mias', (t, ctx) => (t === '1' || t === 'true' ? true : t === '0' || t === 'false' ? false : fail(ctx, t, 'El parámetro mias debe ser 1')));

export const ORDENES_CATALOGO = ['recientes', 'precio_asc', 'precio_desc'] as const;

const catalogo = {
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 100),
  q: busquedaConsulta(),
  tipo: opcionConsulta('tipo', TIPOS_PROPIEDAD),
  operacion: opcionConsulta('operacion', OPERACIONES),
  precioMin: numeroConsulta('precioMin'),
  precioMax: numeroConsulta('precioMax'),
  moneda: opcionConsulta('moneda', MONEDAS),
  dormitorios: enteroConsulta('dormitorios', 0, 100),
  orden: opcionConsulta('orden', ORDENES_CATALOGO),
};

const rangoDePrecio = z.refine<{ precioMin?: number; precioMax?: number }>((f) => f.precioMin === undefined || f.precioMax === undefined || f.precioMin <= f.precioMax, {
  message: 'El precio mínimo no puede superar al máximo',
  path: ['precioMin'],
});

/** GET /api/user/propiedades-publicas: any of these pages on the server; none, the whole catalogue streamed. */
export const catalogoConsultaSchema = z.object(catalogo).check(rangoDePrecio);
/** The admin list's `estado`: shown or hidden by staff ('visible', 'oculta'), or a listing state (property/estado.ts). */
export const ESTADOS_FILTRO_ADMIN = ['visible', 'oculta', ...ESTADOS_PROPIEDAD] as const;
export type EstadoFiltroAdmin = (typeof ESTADOS_FILTRO_ADMIN)[number];

/** GET /api/admin/todas-propiedades and /api/admin/papelera: the catalogue's, plus estado. */
export const catalogoAdminConsultaSchema = z
  .object({
    ...catalogo,
    estado: opcionConsulta('estado', ESTADOS_FILTRO_ADMIN, `El parámetro estado debe ser visible, oculta o un estado (${ESTADOS_PROPIEDAD.join(', ')})`),
    /** `mias=1`: the caller's listings (assigned to them or created by them). */
    mias: parametro('mias', (t, ctx) => (t === '1' || t === 'true' ? true : t === '0' || t === 'false' ? false : fail(ctx, t, 'El parámetro mias debe ser 1'))),
  })
  .check(rangoDePrecio);
export type CatalogoConsulta = z.output<typeof catalogoConsultaSchema> & Partial<Pick<z.output<typeof catalogoAdminConsultaSchema>, 'estado' | 'mias'>>;

/** A member of staff's id: one person's figures (the dashboard, Reportes). */
const usuarioConsulta = parametro('usuario', (t, ctx) => (esUuid(t) ? t : fail(ctx, t, 'El parámetro usuario debe ser el id de un usuario')));

/** GET /api/admin/metricas: usuario={id} reads one member of staff's figures; without it, the agency's. */
export const metricasConsultaSchema = z.object({ usuario: usuarioConsulta });
export type MetricasConsulta = z.output<typeof metricasConsultaSchema>;

/** GET /api/admin/reportes: meses (1 to 60; 12 when left out), usuario={id}: the operations that person closed. */
export const reportesConsultaSchema = z.object({ meses: enteroConsulta('meses', 1, 60), usuario: usuarioConsulta });
export type ReportesConsulta = z.output<typeof reportesConsultaSchema>;

/** GET /api/admin/cliente/{id}/coincidencias and /api/admin/propiedad/{id}/interesados: tolerancia, a percentage. */
export const coincidenciasConsultaSchema = z.object({
  tolerancia: parametro('tolerancia', (t, ctx) => {
    const n = aNumero(t);
    return n !== null && !Number.isNaN(n) && n >= 0 && n <= 100 ? n : fail(ctx, t, 'La tolerancia debe ser un porcentaje entre 0 y 100');
  }),
});
export type CoincidenciasConsulta = z.output<typeof coincidenciasConsultaSchema>;

/** GET /api/admin/clientes: with page it pages (limit 6 by default); without, at most `limit` streamed. */
export const clientesConsultaSchema = z.object({
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 1000),
  q: busquedaConsulta(),
  rol: opcionConsulta('rol', ['oferente', 'receptor'] as const, 'El parámetro rol debe ser oferente o receptor'),
  asignadoA: asignadoConsulta('asignadoA'),
  mias,
});
export type ClientesConsulta = z.output<typeof clientesConsultaSchema>;

/** GET /api/admin/operaciones */
export const operacionesConsultaSchema = z.object({
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 1000),
  q: busquedaConsulta(),
  cliente: busquedaConsulta('cliente'),
  operacion: opcionConsulta('operacion', OPERACIONES),
  moneda: opcionConsulta('moneda', MONEDAS),
  desde: fechaConsulta('desde'),
  cerradaPor: asignadoConsulta('cerradaPor'),
  mias,
  /** vigente: the ones that count (what Reportes lists); anulada: the annulled ones; absent: both. */
  estado: opcionConsulta('estado', ['vigente', 'anulada'] as const, 'El parámetro estado debe ser vigente o anulada'),
});
export type OperacionesConsulta = z.output<typeof operacionesConsultaSchema>;

/** The inbox's filters by its read and answered marks. */
export const ESTADOS_CONSULTA = ['pendientes', 'leidas', 'respondidas', 'sinresponder'] as const;
export type EstadoConsulta = (typeof ESTADOS_CONSULTA)[number];

/** GET /api/admin/consultas */
export const consultasConsultaSchema = z.object({
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 100),
  estado: opcionConsulta('estado', ESTADOS_CONSULTA),
  q: busquedaConsulta(),
  asignadoA: asignadoConsulta('asignadoA'),
  mias,
  canal: opcionConsulta('canal', CANALES, 'El parámetro canal no es válido (Web, Zonaprop o MercadoLibre)'),
});
export type ConsultasConsulta = z.output<typeof consultasConsultaSchema>;

/** Page sizes when a list's `limit` is not given. */
export const POR_PAGINA = { catalogo: LIMITES.catalogoPorPagina, clientes: LIMITES.clientesPorPagina, operaciones: LIMITES.operacionesPorPagina, consultas: 10 } as const;

/**
 * A list's address with its filters as the query string: the values that say something (not undefined, null, '' or
 * false), in the order given, booleans as '1'. The remotes' SWR keys are these addresses.
 */
export function conConsulta(ruta: string, filtros: object): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filtros)) {
    if (v === undefined || v === null || v === '' || v === false) continue;
    params.set(k, v === true ? '1' : String(v));
  }
  const qs = params.toString();
  return qs ? `${ruta}?${qs}` : ruta;
}

/** GET /api/admin/portales: page and limit (20 by default). */
export const portalesConsultaSchema = z.object({ page: enteroConsulta('page', 1, 100000), limit: enteroConsulta('limit', 1, 100) });
export type PortalesConsulta = z.output<typeof portalesConsultaSchema>;
