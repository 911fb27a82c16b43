// A valuation by comparables (tasación), defined once: its creation and edit bodies that the form and the API
// check, the proposal of comparables, the reply, and the list's query. The calculation is homogenize.ts.
import * as z from 'zod/mini';
import { TIPOS_PROPIEDAD } from '../labels.js';
import { fecha, idOpcional, numero, opcion, opcional, texto, validarCon, type Resultado } from '../schema/kit.js';
import { busquedaConsulta, enteroConsulta } from '../schema/query.js';
import { usuarioRefSchema } from '../team/schema.js';
import { DESCUENTO_NEGOCIACION, ESTADOS_CONSERVACION, MAXIMO_COMPARABLES, MENSAJES_TASACION, PESOS_SUPERFICIE, PORCENTAJE_TERRENO } from './homogenize.js';

export * from './homogenize.js';
export * from './convert.js';

export const MONEDAS_TASACION = ['USD', 'ARS'] as const;
export const FUENTES_COMPARABLE = ['operacion', 'publicacion', 'manual'] as const;
export type FuenteComparable = (typeof FUENTES_COMPARABLE)[number];
export const FUENTE_LABELS: Record<FuenteComparable, string> = { operacion: 'Operación cerrada', publicacion: 'Publicación', manual: 'Carga manual' };
export const ESTADO_CONSERVACION_LABELS: Record<(typeof ESTADOS_CONSERVACION)[number], string> = {
  'a refaccionar': 'A refaccionar',
  bueno: 'Bueno',
  'muy bueno': 'Muy bueno',
  excelente: 'Excelente',
};

const metros = (etiqueta: string) => numero(etiqueta, { max: 100_000_000, centavos: true });
const estado = opcional(z.union([opcion(ESTADOS_CONSERVACION, 'El estado debe ser a refaccionar, bueno, muy bueno o excelente'), z.null()], { error: 'El estado debe ser a refaccionar, bueno, muy bueno o excelente' }));
const medidas = {
  superficieCubierta: metros('Superficie cubierta (m²)'),
  superficieSemicubierta: metros('Superficie semicubierta (m²)'),
  superficieDescubierta: metros('Superficie descubierta (m²)'),
  superficieTerreno: metros('Superficie del terreno (m²)'),
  frente: metros('Frente (m)'),
  fondo: metros('Fondo (m)'),
  hectareas: metros('Hectáreas'),
  antiguedad: numero('Antigüedad (años)', { max: 1000, entero: true }),
  estado,
};

/** The property valued. */
export const sujetoSchema = z.object({
  tipo: opcion(TIPOS_PROPIEDAD, 'Seleccione el tipo de propiedad'),
  localidad: texto('Localidad', { max: 200, requerido: 'Ingrese la localidad' }),
  direccion: texto('Dirección', { max: 300 }),
  ...medidas,
  ambientes: numero('Ambientes', { max: 1000, entero: true }),
  /** A listing of the agency's this valuation is about (its photo goes on the report). */
  propiedad: idOpcional('La propiedad elegida no es válida'),
}, { error: 'Indique el inmueble a tasar' });
export type Sujeto = z.output<typeof sujetoSchema>;

const ajusteSchema = z.object({
  concepto: texto('Concepto', { max: 120, requerido: 'Indique el concepto del ajuste' }),
  porcentaje: numero('Porcentaje del ajuste', { min: -50, max: 50, centavos: true, requerido: 'Indique el porcentaje del ajuste' }),
}, { error: 'Cada ajuste debe ser {concepto, porcentaje}' });

export const comparableEntradaSchema = z.object({
  fuente: opcion(FUENTES_COMPARABLE, 'La fuente debe ser operacion, publicacion o manual'),
  operacion: idOpcional('La operación elegida no es válida'),
  propiedad: idOpcional('La propiedad elegida no es válida'),
  /** What the report calls it (a listing's title, an address). */
  titulo: texto('Descripción', { max: 300 }),
  /** An operation's closing date or a listing's publication date ('YYYY-MM-DD'), as the proposal gave it. */
  fecha: fecha('Fecha del comparable inválida'),
  precio: numero('Precio', { monto: true, positivo: 'El precio del comparable debe ser mayor que cero' }),
  moneda: opcion(MONEDAS_TASACION, 'La moneda debe ser USD o ARS'),
  ...medidas,
  ajustes: opcional(z.pipe(z.union([z.array(ajusteSchema), z.null()], { error: 'Los ajustes deben ser una lista' }), z.transform((a) => a ?? []))),
}, { error: 'Cada comparable debe ser un objeto' });
export type ComparableTasacion = z.output<typeof comparableEntradaSchema>;

const pesosSchema = opcional(
  z.pipe(
    z.union([z.object({ cubierta: numero('Peso de la superficie cubierta', { max: 100 }), semicubierta: numero('Peso de la superficie semicubierta', { max: 100 }), descubierta: numero('Peso de la superficie descubierta', { max: 100 }) }), z.null()], {
      error: 'Los pesos deben ser {cubierta, semicubierta, descubierta}',
    }),
    z.transform((p) => ({ cubierta: p?.cubierta ?? PESOS_SUPERFICIE.cubierta, semicubierta: p?.semicubierta ?? PESOS_SUPERFICIE.semicubierta, descubierta: p?.descubierta ?? PESOS_SUPERFICIE.descubierta })),
  ),
);

const camposTasacion = {
  sujeto: sujetoSchema,
  moneda: opcion(MONEDAS_TASACION, 'La moneda debe ser USD o ARS'),
  /** The owner (a client of the agency): the listing's offeror if the valuation becomes one. */
  cliente: idOpcional('El cliente elegido no es válido'),
  /** Percent each kind of surface counts (default 100 / 50 / 30). */
  pesos: pesosSchema,
  /** Percent a listing's asking price is reduced by (default 7). */
  descuentoNegociacion: z.pipe(numero('Descuento de negociación', { max: 50, centavos: true }), z.transform((n) => n ?? DESCUENTO_NEGOCIACION)),
  /** Percent of a built property's price that is land, not depreciated by age or condition (default 25). */
  porcentajeTerreno: z.pipe(numero('Porcentaje del terreno', { max: 100, centavos: true }), z.transform((n) => n ?? PORCENTAJE_TERRENO)),
  /** The land's value per m² in the valuation's currency: the land's share is then the terrain's surface at it. */
  valorTierraM2: numero('Valor del terreno por m²', { max: 100_000_000, centavos: true }),
  observaciones: texto('Observaciones', { max: 5000 }),
  /** Absent: the API proposes them from the agency's own operations and listings. */
  // A list past the limit is refused whole (zod checks an array's length before reading its entries).
  comparables: opcional(z.nullable(z.array(comparableEntradaSchema, { error: 'Los comparables deben ser una lista' }).check(z.maxLength(MAXIMO_COMPARABLES, MENSAJES_TASACION.maximoComparables)))),
};

/** POST /api/admin/nueva-tasacion */
export const nuevaTasacionSchema = z.object(camposTasacion);
export type NuevaTasacionRequest = z.input<typeof nuevaTasacionSchema>;
export type NuevaTasacion = z.output<typeof nuevaTasacionSchema>;
export function leerNuevaTasacion(body: unknown): Resultado<NuevaTasacion> {
  return validarCon(nuevaTasacionSchema, body);
}

/** PUT /api/admin/editar-tasacion/{id}: the creation's fields and the version read (a stale one → 409). */
export const editarTasacionSchema = z.object({
  ...camposTasacion,
  version: opcional(z.pipe(z.union([z.number(), z.null()], { error: 'Versión inválida' }), z.transform((v, ctx): number | null => {
    if (v !== null && !(Number.isInteger(v) && v >= 1)) ctx.issues.push({ code: 'custom', message: 'Versión inválida', input: v });
    return v;
  }))),
});
export type EditarTasacion = z.output<typeof editarTasacionSchema>;

/** POST /api/admin/proponer-comparables: the subject (and currency, discount) the form has so far. */
export const proponerComparablesSchema = z.object({ sujeto: sujetoSchema, moneda: camposTasacion.moneda, descuentoNegociacion: camposTasacion.descuentoNegociacion });
export type ProponerComparables = z.output<typeof proponerComparablesSchema>;

// --- replies ---------------------------------------------------------------------------------------------------

const s = z.string();
const n = z.number();
const nn = z.nullable(n);
const medidasReply = {
  superficieCubierta: nn, superficieSemicubierta: nn, superficieDescubierta: nn, superficieTerreno: nn, frente: nn, fondo: nn, hectareas: nn, antiguedad: nn,
  estado: z.nullable(z.enum(ESTADOS_CONSERVACION)),
};
const valorSchema = z.object({ minimo: n, sugerido: n, maximo: n, moneda: z.enum(MONEDAS_TASACION) });

/** A comparable as proposed (before any calculation). */
export const comparablePropuestoSchema = z.object({
  fuente: z.enum(FUENTES_COMPARABLE),
  operacion: z.nullable(s),
  propiedad: z.nullable(s),
  titulo: s,
  precio: n,
  moneda: z.enum(MONEDAS_TASACION),
  ...medidasReply,
  ajustes: z.array(z.object({ concepto: s, porcentaje: n })),
  /** A listing's asking price (before the negotiation discount) or an operation's closing date, for the form. */
  fecha: z.optional(z.nullable(s)),
});
export type ComparablePropuesto = z.output<typeof comparablePropuestoSchema>;

export const comparableCalculadoSchema = z.object({
  ...comparablePropuestoSchema.shape,
  precioConvertido: n,
  superficieHomogenea: n,
  precioM2: n,
  porcentajeTerreno: n,
  precioM2Terreno: n,
  precioM2Edificio: n,
  coeficientes: z.object({ negociacion: n, edad: n, estado: n, edificio: n, frente: n, fondo: n, ajustes: n, total: n }),
  precioM2Ajustado: n,
});

export const tasacionSchema = z.object({
  _id: s,
  sujeto: z.object({ tipo: z.enum(TIPOS_PROPIEDAD), localidad: s, direccion: s, ...medidasReply, ambientes: nn, propiedad: z.nullable(s) }),
  moneda: z.enum(MONEDAS_TASACION),
  cliente: z.nullable(z.object({ _id: s, nombre: s, apellido: s })),
  pesos: z.object({ cubierta: n, semicubierta: n, descubierta: n }),
  descuentoNegociacion: n,
  porcentajeTerreno: n,
  valorTierraM2: nn,
  observaciones: s,
  /** The agency's dollar rate the amounts were converted at (pesos per dollar), and its date. */
  cotizacion: z.nullable(z.object({ valor: n, fecha: z.nullable(s) })),
  unidad: z.enum(['m²', 'ha']),
  superficieHomogenea: n,
  porM2: n,
  desvio: n,
  valor: valorSchema,
  /** The suggested value's land share (not depreciated) and building share. */
  partes: z.object({ terreno: n, edificio: n, porcentajeTerreno: n }),
  /** The same values in the other currency at the agency's rate (null without a rate). */
  valorOtraMoneda: z.nullable(valorSchema),
  comparables: z.array(comparableCalculadoSchema),
  /** The hidden listing it became ('Convertir en propiedad'), if it did. */
  propiedadCreada: z.nullable(s),
  /** The owner's private link to the report (null: none, or revoked). */
  enlace: z.nullable(s),
  creadaPor: z.nullable(usuarioRefSchema),
  fecha: s,
  version: n,
});
export type Tasacion = z.output<typeof tasacionSchema>;

const ok = z.literal(true);
export const tasacionResponseSchema = z.object({ success: ok, message: z.optional(s), data: tasacionSchema });
export const tasacionesResponseSchema = z.object({ success: ok, data: z.array(tasacionSchema), total: n, page: n, pages: n });
export const comparablesPropuestosResponseSchema = z.object({ success: ok, data: z.array(comparablePropuestoSchema) });
/** The dashboard's figures: valuations this month and how many of them became listings. */
export const resumenTasacionesResponseSchema = z.object({ success: ok, data: z.object({ delMes: n, convertidas: n }) });

/** GET /api/admin/tasaciones */
export const tasacionesConsultaSchema = z.object({
  page: enteroConsulta('page', 1, 100000),
  limit: enteroConsulta('limit', 1, 100),
  q: busquedaConsulta(),
});
export type TasacionesConsulta = z.output<typeof tasacionesConsultaSchema>;
export const TASACIONES_POR_PAGINA = 10;

/** The path of the owner's private link (the API serves the report there as a PDF to read online). */
export const rutaEnlaceTasacion = (secreto: string) => `/api/user/tasacion-compartida/${secreto}`;

/**
 * Who may change a valuation (edit it, make, renew or revoke the owner's link, turn it into a listing): an admin, any;
 * an agente, the ones they made. Everyone on staff reads them all.
 */
export function puedeModificarTasacion(autor: string | null | undefined, usuario: { sub?: string; rol?: string } | null | undefined): boolean {
  if (!usuario) return false;
  return usuario.rol === 'admin' || (!!autor && autor === usuario.sub);
}
