// A completed operation, defined once (spec §3 Operation, §5 New operation): the schema of its creation body that the
// form and the API check, the reply's schema, and their TypeScript types.
import * as z from 'zod/mini';
import { MONEDAS, OPERACIONES } from '../labels.js';
import { fecha, numero, opcion, opcional, texto, erroresDeResultado, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';
import { usuarioRefSchema } from '../team/schema.js';

/** How a commission is given: a fixed amount in the operation's currency, or a percentage of its amount. */
export const TIPOS_COMISION = ['porcentaje', 'monto'] as const;
export type TipoComision = (typeof TIPOS_COMISION)[number];
export const TIPO_COMISION_LABELS: Record<TipoComision, string> = { porcentaje: 'Porcentaje del monto', monto: 'Monto fijo' };

/** Whether an operation counts (vigente) or was annulled: kept, shown, and out of every total. */
export const ESTADOS_OPERACION = ['vigente', 'anulada'] as const;
export type EstadoOperacion = (typeof ESTADOS_OPERACION)[number];
export const ESTADO_OPERACION_LABELS: Record<EstadoOperacion, string> = { vigente: 'Vigente', anulada: 'Anulada' };

/** A client entering an operation must have a DNI (clients without one are interested people, not parties). */
export const MENSAJES_OPERACION = {
  oferenteSinDni: 'El cliente oferente no tiene DNI. Cargá su DNI en la ficha del cliente antes de registrar la operación.',
  receptorSinDni: 'El cliente receptor no tiene DNI. Cargá su DNI en la ficha del cliente antes de registrar la operación.',
  conflicto: 'La operación fue modificada por otra persona. Recargá para ver los cambios.',
  anulada: 'La operación está anulada: no se puede modificar.',
  noEncontrada: 'Operación no encontrada',
  agenteInexistente: 'El agente elegido no existe',
} as const;

const id = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      if (!esUuid(v)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return v ?? '';
    }),
  );

const agenteId = z.pipe(
  z.union([z.string(), z.null()], { error: 'El agente elegido no es válido' }),
  z.transform((v, ctx): string | null => {
    const t = v?.trim() ?? '';
    if (t === '') return null;
    if (!esUuid(t)) ctx.issues.push({ code: 'custom', message: 'El agente elegido no es válido', input: v });
    return t;
  }),
);

/** The highest commission a percentage may be (docs/decisions.md). */
export const COMISION_MAXIMA = 30;

/**
 * A commission: {tipo: 'porcentaje', valor: 0–30} or {tipo: 'monto', valor: an amount in the operation's currency};
 * null (or a valor left empty) for none.
 */
const comisionEntrada = z.pipe(
  z.union([z.object({ tipo: opcion(TIPOS_COMISION, 'Elegí si la comisión es un porcentaje o un monto'), valor: numero('Comisión', { monto: true }) }), z.null()], {
    error: 'La comisión no es válida',
  }),
  z.transform((c, ctx): { tipo: TipoComision; valor: number } | null => {
    if (c === null || c.valor === null) return null;
    if (c.tipo === 'porcentaje' && c.valor > COMISION_MAXIMA) ctx.issues.push({ code: 'custom', message: `La comisión no puede superar el ${COMISION_MAXIMA} %`, input: c, path: ['valor'] });
    return { tipo: c.tipo, valor: c.valor };
  }),
);

export const OFERENTE_ES_RECEPTOR = 'El oferente y el receptor deben ser clientes distintos';

/** POST /api/admin/nueva-operacion (spec §5: type, property and both clients required; amount and date optional). */
const camposOperacion = {
  operacion: opcion(OPERACIONES, 'Seleccione el tipo de operación'),
  propiedad: id('Seleccione una propiedad'),
  oferente: id('Seleccione un cliente oferente'),
  receptor: id('Seleccione un cliente receptor'),
  montoDinero: numero('Monto', { monto: true }),
  moneda: opcional(z.pipe(z.union([z.string(), z.null()], { error: 'Moneda inválida' }), z.pipe(z.transform((m: string | null) => (m || 'ARS') as (typeof MONEDAS)[number]), z.enum(MONEDAS, { error: 'Moneda inválida' })))),
  descripcion: texto('Descripción', { max: 5000 }),
  /** Defaults to today (spec §5). */
  fechaConcretada: fecha(),
  /** The member of staff who closed it (their id); absent or null: whoever records it. */
  agente: opcional(agenteId),
  /** The agency's commission: null for none. */
  comision: opcional(comisionEntrada),
};
// One client cannot sell (or let) a property to themselves.
const partesDistintas = z.refine<{ oferente: string; receptor: string }>((o) => !o.oferente || o.oferente !== o.receptor, { message: OFERENTE_ES_RECEPTOR, path: ['receptor'] });

export const nuevaOperacionSchema = z.object(camposOperacion).check(partesDistintas);
export type NuevaOperacionRequest = z.input<typeof nuevaOperacionSchema>;
export type NuevaOperacion = z.output<typeof nuevaOperacionSchema>;

export function leerNuevaOperacion(body: unknown): Resultado<NuevaOperacion> {
  return validarCon(nuevaOperacionSchema, body);
}

export function validarNuevaOperacion(body: unknown): ErroresCampo {
  return erroresDeResultado(leerNuevaOperacion(body));
}

/** PUT /api/admin/editar-operacion/{id}: the creation's fields, and the version read (a stale one → 409). */
export const editarOperacionSchema = z.object({
  ...camposOperacion,
  version: opcional(z.pipe(z.union([z.number(), z.null()], { error: 'Versión inválida' }), z.transform((v, ctx): number | null => {
    if (v !== null && !(Number.isInteger(v) && v >= 1)) ctx.issues.push({ code: 'custom', message: 'Versión inválida', input: v });
    return v;
  }))),
}).check(partesDistintas);
export type EditarOperacionRequest = z.input<typeof editarOperacionSchema>;
export type EditarOperacion = z.output<typeof editarOperacionSchema>;

export function leerEditarOperacion(body: unknown): Resultado<EditarOperacion> {
  return validarCon(editarOperacionSchema, body);
}

/** POST /api/admin/operacion/{id}/anular: why (required). */
export const anularOperacionSchema = z.object({
  motivo: texto('Motivo', { max: 1000, requerido: 'Indicá el motivo de la anulación' }),
});
export type AnularOperacionRequest = z.input<typeof anularOperacionSchema>;
export type AnularOperacion = z.output<typeof anularOperacionSchema>;

export function leerAnularOperacion(body: unknown): Resultado<AnularOperacion> {
  return validarCon(anularOperacionSchema, body);
}

/** The amount a commission comes to (cents), or null when it cannot be told (a percentage of no amount). */
export function montoComision(comision: { tipo: TipoComision; valor: number } | null, montoDinero: number | null): number | null {
  if (!comision) return null;
  if (comision.tipo === 'monto') return comision.valor;
  return montoDinero === null ? null : Math.round(montoDinero * comision.valor) / 100;
}

const s = z.string();
export const clienteRefSchema = z.object({ _id: s, nombre: s, apellido: s, mail: z.nullable(s) });
export type ClienteRef = z.output<typeof clienteRefSchema>;

export const operacionSchema = z.object({
  _id: s,
  operacion: z.enum(OPERACIONES),
  /** Title text of the property (a snapshot kept even if the property changes or is deleted). */
  propiedad: s,
  propiedadId: z.nullable(s),
  oferente: clienteRefSchema,
  receptor: clienteRefSchema,
  montoDinero: z.nullable(z.number()),
  moneda: z.enum(MONEDAS),
  descripcion: s,
  fechaConcretada: s,
  /** The member of staff who recorded (closed) it; null for operations recorded before it was kept. */
  cerradaPor: z.optional(z.nullable(usuarioRefSchema)),
  /** The agency's commission: as given, and the amount it comes to in the operation's currency (null: unknown). */
  comision: z.optional(z.nullable(z.object({ tipo: z.enum(TIPOS_COMISION), valor: z.number(), monto: z.nullable(z.number()) }))),
  estado: z.optional(z.enum(ESTADOS_OPERACION)),
  /** Who annulled it, when and why (null while vigente). */
  anulacion: z.optional(z.nullable(z.object({ fecha: s, usuario: z.nullable(usuarioRefSchema), motivo: s }))),
  /** Sent back with an edit: a stale one → 409. */
  version: z.optional(z.number()),
});
export type OperacionRegistro = z.output<typeof operacionSchema>;
/** The contract's name of an operation record (Operacion names the kind: venta, alquiler…). */
export type Operacion_ = OperacionRegistro;
