// A client, defined once (spec §3 Client, Search preference, Offered-property entry; §5 New client, Client save): the
// schemas the back-office forms check before sending and the API checks before storing, the reply's schema, and
// the TypeScript types of all three. Messages are the spec's where it gives them.
import * as z from 'zod/mini';
import { LIMITES, MONEDAS, TIPOS_OPERACION_PREFERENCIA, TIPOS_PREFERENCIA } from '../labels.js';
import { esEmail } from '../schema/checks.js';
import { esTelefono, TELEFONO_INVALIDO } from '../telefono.js';
import { esObjeto, fecha, idOpcional, listaDeTextos, numero, opcion, opcional, siNo, texto, erroresDeResultado, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { ubicacionSchema } from '../property/reply.js';
import { asignadoAEntrada, asignadoASchema } from '../team/schema.js';
import { ESTADOS_PROPIEDAD } from '../property/estado.js';
import { CONDICIONES_IVA, cuitOpcional } from '../billing/schema.js';

const condicionIva = opcion(CONDICIONES_IVA, 'La condición frente al IVA debe ser consumidor_final, monotributo, responsable_inscripto o exento');

/**
 * A DNI: 6 to 9 digits, dots allowed as typed ('30.111.222'); stored without them. Optional ('' for none): a client
 * may be an interested person without one; it is required when the client enters an operation (operation/schema.ts).
 */
const dni = opcional(
  z.pipe(
    z.union([z.string(), z.number(), z.null()], { error: 'El DNI debe ser un número de 6 a 9 dígitos' }),
    z.transform((v, ctx): string => {
      const t = v === null ? '' : String(v).trim().replace(/\./g, '');
      if (t !== '' && !/^\d{6,9}$/.test(t)) ctx.issues.push({ code: 'custom', message: 'El DNI debe ser un número de 6 a 9 dígitos', input: v });
      return t;
    }),
  ),
);

/** An e-mail, optional: blank → null (spec §5 "sent as null if empty after trimming"). */
const mailOpcional = opcional(
  z.pipe(
    z.union([z.string(), z.null()], { error: 'Ingrese un email válido' }),
    z.transform((v, ctx): string | null => {
      const t = v?.trim() ?? '';
      if (t === '') return null;
      if (!esEmail(t)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: v });
      return t;
    }),
  ),
);

/** A phone number as typed (a number is taken as its digits), at most 50 characters, that reads as a phone (telefono.ts). */
const telefono = opcional(
  z.pipe(
    z.union([z.string(), z.number(), z.null()], { error: 'El teléfono es obligatorio' }),
    z.transform((v, ctx): string => {
      const t = v === null ? '' : String(v).trim();
      if (t === '') ctx.issues.push({ code: 'custom', message: 'El teléfono es obligatorio', input: v });
      else if (t.length > 50) ctx.issues.push({ code: 'custom', message: 'Teléfono admite hasta 50 caracteres', input: v });
      else if (t.includes('\u0000')) ctx.issues.push({ code: 'custom', message: 'Teléfono contiene caracteres inválidos', input: v });
      else if (!esTelefono(t)) ctx.issues.push({ code: 'custom', message: TELEFONO_INVALIDO, input: v });
      return t;
    }),
  ),
);

const datosPersonales = {
  nombre: texto('Nombre', { max: 200, requerido: 'El nombre es obligatorio' }),
  apellido: texto('Apellido', { max: 200, requerido: 'El apellido es obligatorio' }),
  dni,
  telefono,
  mail: mailOpcional,
  profesion: texto('Profesión', { max: 200, vacioEsNull: true }),
};

/** POST /api/admin/nuevo-cliente (spec §5 New client). */

/** One search preference; '{n}' is its place in the list (erroresDe writes it in). */
const preferenciaEntrada = z
  .object(
    {
      _id: opcional(z.union([z.string(), z.null()])),
      tipoPropiedad: texto('Tipo de propiedad', { max: 40 }),
      tipoOperacion: texto('Operación', { max: 40 }),
      presupuesto: numero('Presupuesto', { monto: true }),
      moneda: opcional(z.pipe(z.union([z.string(), z.null()], { error: 'Moneda inválida' }), z.pipe(z.transform((m: string | null) => (m || 'ARS') as (typeof MONEDAS)[number]), z.enum(MONEDAS, { error: 'Moneda inválida' })))),
      descripcion: texto('Descripción de la preferencia', { max: 2000 }),
      /** The towns it looks in (any of them, accents and case aside); none: any town. */
      localidades: listaDeTextos('Localidades', 200, LIMITES.localidadesPorPreferencia),
      /** At least this many bedrooms (the property's habitaciones); null: any. */
      dormitoriosMin: numero('Dormitorios mínimos', { entero: true, max: 1000 }),
      /** Surface range in m² (covered, or total when a property has no covered surface); null: open. */
      superficieMin: numero('Superficie mínima (m²)', { centavos: true, max: 9_999_999_999 }),
      superficieMax: numero('Superficie máxima (m²)', { centavos: true, max: 9_999_999_999 }),
      activa: siNo('Activa', true),
      /** Offered only when buying: absent → no; a rental's is always no. */
      financiacion: siNo('Financiación', false),
      fechaCreacionPreferencia: fecha('Fecha inválida', { conHora: true }),
    },
    { error: 'La preferencia {n} no es válida' },
  )
  .check(
    z.superRefine(
      (p, ctx) => {
        const tieneAlgo = !!p.tipoPropiedad || !!p.tipoOperacion || (p.presupuesto ?? null) !== null;
        const completa = !!p.tipoPropiedad && !!p.tipoOperacion;
        if (tieneAlgo && !completa) ctx.issues.push({ code: 'custom', message: 'La preferencia {n} debe tener tipo de propiedad y operación seleccionados si se completan otros campos', path: [], input: p });
        else if (completa && !(TIPOS_PREFERENCIA as readonly string[]).includes(p.tipoPropiedad)) ctx.issues.push({ code: 'custom', message: 'La preferencia {n} tiene un tipo de propiedad inválido', path: ['tipoPropiedad'], input: p });
        else if (completa && !(TIPOS_OPERACION_PREFERENCIA as readonly string[]).includes(p.tipoOperacion)) ctx.issues.push({ code: 'custom', message: 'La preferencia {n} tiene una operación inválida', path: ['tipoOperacion'], input: p });
        if (p.superficieMin !== null && p.superficieMax !== null && p.superficieMin > p.superficieMax) {
          ctx.issues.push({ code: 'custom', message: 'La superficie mínima no puede ser mayor que la máxima', path: ['superficieMax'], input: p });
        }
      },
      { when: (payload) => esObjeto(payload.value) },
    ),
  )
  // Financing is a question for a purchase: a rental never carries it.
  .check(z.overwrite((p) => (p.tipoOperacion === 'Alquiler' ? { ...p, financiacion: false } : p)));

/** One offered property; a blank entry is dropped on save, one with a description needs a name. */
const ofrecidaEntrada = z
  .object(
    {
      propiedad: texto('Propiedad', { max: 300 }),
      propiedadId: idOpcional('Propiedad inválida'),
      descripcion: texto('Descripción de la propiedad ofrecida', { max: 2000 }),
      activa: siNo('Activa', true),
    },
    { error: 'La propiedad {n} no es válida' },
  )
  .check(
    z.superRefine(
      (o, ctx) => {
        if (!o.propiedad && !!o.descripcion) ctx.issues.push({ code: 'custom', message: 'La propiedad {n} debe tener un nombre si se completa', path: [], input: o });
      },
      { when: (payload) => esObjeto(payload.value) },
    ),
  );

/** A list capped at `max` entries: past the cap its entries are not even read (one message, not thousands). */
function lista<T extends z.ZodMiniType>(item: T, max: number, noLista: string, demasiados: string) {
  return opcional(
    z.pipe(
      z.union([z.array(z.unknown()), z.null()], { error: noLista }).check(z.refine((l) => !l || l.length <= max, demasiados)),
      z.pipe(z.transform((l: unknown[] | null) => (l ?? []) as z.input<T>[]), z.array(item)),
    ),
  );
}

/**
 * POST /api/admin/nuevo-cliente (spec §5): the person, and (additive) search preferences to start with — e.g. the
 * one an enquiry about a listing suggests ('Crear cliente' in Consultas).
 */
export const nuevoClienteSchema = z.object({
  ...datosPersonales,
  /** E-mail alerts of listings that fit its search (with the client's consent; it needs an e-mail). Absent: no. */
  alertas: siNo('Alertas por email', false),
  preferenciasBusqueda: lista(preferenciaEntrada, LIMITES.preferenciasPorCliente, 'Las preferencias deben ser una lista', `Un cliente puede tener hasta ${LIMITES.preferenciasPorCliente} preferencias de búsqueda`),
  /** The member of staff it is assigned to (a client made from an enquiry keeps the enquiry's); absent or null: nobody. */
  asignadoA: asignadoAEntrada,
  /** For invoices (ARCA): the CUIT, check digit verified; absent or blank: none. */
  cuit: cuitOpcional,
  /** For invoices: absent or null → consumidor_final. */
  condicionIva: z._default(z.pipe(z.union([condicionIva, z.null()]), z.transform((v) => v ?? 'consumidor_final')), 'consumidor_final'),
});
export type NuevoClienteRequest = z.input<typeof nuevoClienteSchema>;
export type NuevoCliente = z.output<typeof nuevoClienteSchema>;

/** PUT /api/admin/editar-cliente/{id} (spec §5 Client save). */
export const editarClienteSchema = z.object({
  ...datosPersonales,
  preferenciasBusqueda: lista(preferenciaEntrada, LIMITES.preferenciasPorCliente, 'Las preferencias deben ser una lista', `Un cliente puede tener hasta ${LIMITES.preferenciasPorCliente} preferencias de búsqueda`),
  oferente: lista(ofrecidaEntrada, LIMITES.propiedadesOfrecidasPorCliente, 'Las propiedades ofrecidas deben ser una lista', `Un cliente puede ofrecer hasta ${LIMITES.propiedadesOfrecidasPorCliente} propiedades`),
  /** E-mail alerts: absent or null keeps what is stored. */
  alertas: z.optional(z.nullable(z.boolean({ error: 'Alertas por email debe ser sí o no (true o false)' }))),
  /** The member of staff the client is assigned to: absent keeps it, null unassigns (additive). */
  asignadoA: asignadoAEntrada,
  /** For invoices: absent keeps what is stored; null or '' clears the CUIT. */
  cuit: z.optional(cuitOpcional),
  condicionIva: z.optional(condicionIva),
  version: opcional(z.union([z.null(), z.number({ error: 'Versión inválida' }).check(z.int({ error: 'Versión inválida' }), z.gte(1, 'Versión inválida'))], { error: 'Versión inválida' })),
});
export type EditarClienteRequest = z.input<typeof editarClienteSchema>;
export type ClienteEditado = z.output<typeof editarClienteSchema>;

/**
 * The body of a new client as the API reads it (its controller's pipe): preferences lacking type or operation are
 * dropped. The document names nuevoClienteSchema, this schema's input.
 */
export const nuevoClienteLimpioSchema = z.pipe(
  nuevoClienteSchema,
  z.transform((d): NuevoCliente => ({ ...d, preferenciasBusqueda: d.preferenciasBusqueda.filter((p) => p.tipoPropiedad && p.tipoOperacion) })),
);

/**
 * The body of a client's save as the API reads it: preferences lacking type or operation and offered entries without
 * a name are dropped, as spec §5 says the save does.
 */
export const editarClienteLimpioSchema = z.pipe(
  editarClienteSchema,
  z.transform((d): ClienteEditado => ({
    ...d,
    preferenciasBusqueda: d.preferenciasBusqueda.filter((p) => p.tipoPropiedad && p.tipoOperacion),
    oferente: d.oferente.filter((o) => o.propiedad),
  })),
);

/** The body of a new client, clean, or the messages by field. */
export function leerNuevoCliente(body: unknown): Resultado<NuevoCliente> {
  return validarCon(nuevoClienteLimpioSchema, body);
}

/** The body of a client's save, clean (editarClienteLimpioSchema), or the messages by field. */
export function leerEditarCliente(body: unknown): Resultado<ClienteEditado> {
  return validarCon(editarClienteLimpioSchema, body);
}

export function validarNuevoCliente(body: unknown): ErroresCampo {
  return erroresDeResultado(leerNuevoCliente(body));
}

export function validarEditarCliente(body: unknown): ErroresCampo {
  return erroresDeResultado(validarCon(editarClienteSchema, body));
}

// ---------------------------------------------------------------------------------------------------------------
// The reply

const s = z.string();
const n = z.nullable(z.number());

export const preferenciaSchema = z.object({
  _id: z.optional(s),
  tipoPropiedad: z.union([z.enum(TIPOS_PREFERENCIA), z.literal('')]),
  tipoOperacion: z.union([z.enum(TIPOS_OPERACION_PREFERENCIA), z.literal('')]),
  presupuesto: n,
  /** Currency of presupuesto (extension; ARS when absent). Only properties priced in it fit a budget. */
  moneda: z.optional(z.enum(MONEDAS)),
  descripcion: s,
  /** Towns it looks in; empty: any. */
  localidades: z.array(s),
  dormitoriosMin: n,
  /** m², covered surface (total when a property has none). */
  superficieMin: n,
  superficieMax: n,
  activa: z.boolean(),
  financiacion: z.boolean(),
  fechaCreacionPreferencia: s,
  /** Read only, for the badge. */
  altaPrioridad: z.optional(z.boolean()),
});
export type PreferenciaBusqueda = z.output<typeof preferenciaSchema>;

export const propiedadOfrecidaSchema = z.object({
  _id: z.optional(s),
  propiedad: s,
  propiedadId: z.optional(z.nullable(s)),
  detallesPropiedad: z.optional(
    z.object({
      tipo: s,
      operacion: s,
      precio: z.object({ monto: n, moneda: s }),
      ubicacion: z.union([z.partial(ubicacionSchema), s]),
      /** The listing's state (property/estado.ts). */
      estado: z.optional(z.enum(ESTADOS_PROPIEDAD)),
    }),
  ),
  descripcion: s,
  activa: z.boolean(),
  /**
   * The property names this client as its owner (Cliente dueño, set on the property): listed whether or not the
   * client's own list has it; an entry only the owner link brings has no _id and is not saved with the client.
   */
  esDueño: z.optional(z.boolean()),
});
export type PropiedadOfrecida = z.output<typeof propiedadOfrecidaSchema>;

export const clienteSchema = z.object({
  _id: s,
  nombre: s,
  apellido: s,
  /** '' when the client has none (an interested person; required to enter an operation). */
  dni: s,
  mail: z.nullable(s),
  telefono: s,
  /** The phone read into E.164 when saved (telefono.ts): what tel: and wa.me links use; null if it is not a phone. */
  telefonoE164: z.nullable(s),
  profesion: z.nullable(s),
  fechaCreacion: s,
  oferente: z.array(propiedadOfrecidaSchema),
  preferenciasBusqueda: z.array(preferenciaSchema),
  version: z.number(),
  updatedAt: s,
  /** The member of staff the client is assigned to (null: nobody). */
  asignadoA: asignadoASchema,
  /** Whether the client gets e-mail alerts of listings that fit its search. */
  alertas: z.optional(z.boolean()),
  /** The client's 'Mi búsqueda' page (a path of the site), null while it has none. */
  enlaceBusqueda: z.optional(z.nullable(s)),
  /** For invoices: the CUIT (11 digits) or null, and the VAT condition. */
  cuit: z.optional(z.nullable(s)),
  condicionIva: z.optional(z.enum(CONDICIONES_IVA)),
});
export type Cliente = z.output<typeof clienteSchema>;

/** Alerts need somewhere to go. */
export const ALERTAS_SIN_MAIL = 'Para recibir alertas el cliente necesita un email';
