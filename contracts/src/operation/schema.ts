// A completed operation, defined once (spec §3 Operation, §5 New operation): the schema of its creation body that the
// form and the API check, the reply's schema, and their TypeScript types.
import * as z from 'zod/mini';
import { MONEDAS, OPERACIONES } from '../labels.js';
import { fecha, numero, opcion, opcional, texto, erroresDeResultado, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { esUuid } from '../schema/checks.js';
import { usuarioRefSchema } from '../team/schema.js';

const id = (mensaje: string) =>
  z.pipe(
    z.union([z.string(), z.null()], { error: mensaje }),
    z.transform((v, ctx): string => {
      if (!esUuid(v)) ctx.issues.push({ code: 'custom', message: mensaje, input: v });
      return v ?? '';
    }),
  );

export const OFERENTE_ES_RECEPTOR = 'El oferente y el receptor deben ser clientes distintos';

/** POST /api/admin/nueva-operacion (spec §5: type, property and both clients required; amount and date optional). */
export const nuevaOperacionSchema = z.object({
  operacion: opcion(OPERACIONES, 'Seleccione el tipo de operación'),
  propiedad: id('Seleccione una propiedad'),
  oferente: id('Seleccione un cliente oferente'),
  receptor: id('Seleccione un cliente receptor'),
  montoDinero: numero('Monto', { centavos: true }),
  moneda: opcional(z.pipe(z.union([z.string(), z.null()], { error: 'Moneda inválida' }), z.pipe(z.transform((m: string | null) => (m || 'ARS') as (typeof MONEDAS)[number]), z.enum(MONEDAS, { error: 'Moneda inválida' })))),
  descripcion: texto('Descripción', { max: 5000 }),
  /** Defaults to today (spec §5). */
  fechaConcretada: fecha(),
}).check(
  // One client cannot sell (or let) a property to themselves.
  z.refine((o) => !o.oferente || o.oferente !== o.receptor, { message: OFERENTE_ES_RECEPTOR, path: ['receptor'] }),
);
export type NuevaOperacionRequest = z.input<typeof nuevaOperacionSchema>;
export type NuevaOperacion = z.output<typeof nuevaOperacionSchema>;

export function leerNuevaOperacion(body: unknown): Resultado<NuevaOperacion> {
  return validarCon(nuevaOperacionSchema, body);
}

export function validarNuevaOperacion(body: unknown): ErroresCampo {
  return erroresDeResultado(leerNuevaOperacion(body));
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
});
export type OperacionRegistro = z.output<typeof operacionSchema>;
/** The contract's name of an operation record (Operacion names the kind: venta, alquiler…). */
export type Operacion_ = OperacionRegistro;
