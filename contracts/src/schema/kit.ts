// The building blocks of every schema in contracts (properties, clients, operations, enquiries, login), on zod's
// tree-shakable build (zod/mini: about 5 KB gzip for a form's schema, where the classic API weighs 90 KB). Each
// block takes the field's Spanish label so every message says which field is wrong, and each accepts what the forms
// and the contract's clients send (a number typed as es-AR writes it, '1.234,56', an empty text for "none") but nothing looser: a
// boolean is `true` or `false`, never "no" or 1; every text is bounded.
// A schema's messages reach the user as they are: the API answers them in `errors` (campo → mensaje) and the forms
// show them under their fields.
import * as z from 'zod/mini';
import { aNumero, esFecha, esUrlSegura, esUuid, type ErroresCampo } from './checks.js';
import { comoEscribir, mensajeNumeroAr, MONTO_MAXIMO, type ClaseNumero } from '../numero-ar.js';
import { formatNumero } from '../format.js';

export type { ErroresCampo };

/**
 * A field that may be left out: absent reads as null, so the block's own rule decides (a default, or the "required"
 * message) and the key is optional in the documented schema.
 */
export const opcional = <T extends z.ZodMiniType<unknown, unknown>>(s: T) => z.prefault(s, null as z.input<T>);

/**
 * A field's schema with its label as the documented description; required fields stay required keys (a body that
 * leaves one out gets its "required" message from the block's own error), the others may be left out.
 */
function campo<T extends z.ZodMiniType<unknown, unknown>>(etiqueta: string, s: T, obligatorio: boolean) {
  const descrito = s.check(z.describe(etiqueta)) as T;
  return obligatorio ? descrito : opcional(descrito);
}

/** The message of a block whose value has the wrong type: `requerido` when the key is missing altogether. */
const tipoInvalido = (mensaje: string, requerido?: string) => (iss: { input?: unknown }) => (iss.input === undefined && requerido ? requerido : mensaje);

type Ctx = { issues: { code: 'custom'; message: string; input: unknown; path?: PropertyKey[] }[] };
const fail = (ctx: Ctx, input: unknown, message: string) => {
  ctx.issues.push({ code: 'custom', message, input });
  return z.NEVER;
};

/** The label without its unit, for messages: 'Superficie total (m²)' → 'Superficie total'. */
export const sinUnidad = (etiqueta: string) => etiqueta.replace(/\s*\([^)]*\)$/, '');

export interface OpcionesTexto {
  max: number;
  /** Message when blank (the field is required). */
  requerido?: string;
  /** A blank optional text is stored as null (type-specific details) instead of ''. */
  vacioEsNull?: boolean;
}

/** A schema of a field a body may leave out: what it reads back (T) from what a body may hold there (I). */
export type Campo<T, I = string | null> = z.ZodMiniPrefault<z.ZodMiniType<T, I>>;
/** A schema of a field a body must carry. */
export type CampoObligatorio<T, I = string | null> = z.ZodMiniType<T, I>;

/** A trimmed text, at most `max` characters, no NUL; null/absent → '' (or null with vacioEsNull). */
export function texto(etiqueta: string, o: OpcionesTexto & { requerido: string }): CampoObligatorio<string>;
export function texto(etiqueta: string, o: OpcionesTexto & { vacioEsNull: true }): Campo<string | null>;
export function texto(etiqueta: string, o: OpcionesTexto): Campo<string>;
export function texto(etiqueta: string, o: OpcionesTexto): z.ZodMiniType {
  const nombre = sinUnidad(etiqueta);
  return campo(
    etiqueta,
    z.pipe(
      z.union([z.string(), z.null()], { error: tipoInvalido(`${nombre} debe ser texto`, o.requerido) }),
      z.transform((v, ctx): string | null => {
        const t = typeof v === 'string' ? v.trim() : '';
        if (t === '') return o.requerido ? fail(ctx as Ctx, v, o.requerido) : o.vacioEsNull ? null : '';
        if (t.includes('\u0000')) return fail(ctx as Ctx, v, `${nombre} contiene caracteres inválidos`);
        if (t.length > o.max) return fail(ctx as Ctx, v, `${nombre} admite hasta ${o.max} caracteres`);
        return t;
      }),
    ),
    !!o.requerido,
  );
}

export interface OpcionesNumero {
  min?: number;
  max?: number;
  entero?: boolean;
  /** Stored in a numeric(…, 2) column: rounded to cents before it is judged, so the rule sees the stored value. */
  centavos?: boolean;
  /** An amount of money: in cents, at most MONTO_MAXIMO (999.999.999,99) unless `max` says less. */
  monto?: boolean;
  /** Message when missing (the field is required). */
  requerido?: string;
  /** Must be more than zero (Campo's hectares): this message when it is not. */
  positivo?: string;
}

/**
 * A number: a JSON number as it is, a text as es-AR writes it ('120.000', '12,5', '1.234,56': leerNumeroAr); empty →
 * null. A text written any other way ('1.5', '0x10', '1e3') is refused naming the field, with an example.
 */
export function numero(etiqueta: string, o: OpcionesNumero & ({ requerido: string } | { positivo: string })): CampoObligatorio<number, number | string | null>;
export function numero(etiqueta: string, o?: OpcionesNumero): Campo<number | null, number | string | null>;
export function numero(etiqueta: string, o: OpcionesNumero = {}): z.ZodMiniType {
  const nombre = sinUnidad(etiqueta);
  const min = o.min ?? 0;
  const max = o.max ?? (o.monto ? MONTO_MAXIMO : 999999999999);
  const centavos = o.centavos || o.monto;
  const requerido = o.requerido ?? o.positivo;
  const como: ClaseNumero = o.monto ? 'monto' : o.entero ? 'entero' : 'numero';
  return campo(
    etiqueta,
    z.pipe(
      z.union([z.number(), z.string(), z.null()], { error: tipoInvalido(`${nombre} debe ser un número`, requerido) }),
      z.transform((v, ctx): number | null => {
        let n = aNumero(v);
        // A blank text in a required field: the person typed nothing, so the message also says how to write it.
        if (n === null) return requerido ? fail(ctx as Ctx, v, typeof v === 'string' ? `${requerido}. ${comoEscribir(como)}` : requerido) : null;
        if (Number.isNaN(n)) return fail(ctx as Ctx, v, typeof v === 'string' ? mensajeNumeroAr(nombre, como) : (o.positivo ?? `${nombre} debe ser un número`));
        if (centavos) n = Math.round(n * 100) / 100;
        if (o.positivo && n <= 0) return fail(ctx as Ctx, v, o.positivo);
        if (n < min) return fail(ctx as Ctx, v, `${nombre} no puede ser menor que ${min}`);
        if (n > max) return fail(ctx as Ctx, v, o.monto ? `${nombre} no puede superar ${formatNumero(max)}` : `${nombre} es demasiado grande`);
        if (o.entero && !Number.isInteger(n)) return fail(ctx as Ctx, v, `${nombre} debe ser un número entero`);
        return n;
      }),
    ),
    !!requerido,
  );
}

/** true or false; null/absent → the default. Nothing else ("no", 1, "on") is a yes or a no. */
export function siNo(etiqueta: string, porDefecto: boolean) {
  return campo(
    etiqueta,
    z.pipe(
      z.union([z.boolean(), z.null()], { error: `${sinUnidad(etiqueta)} debe ser sí o no (true o false)` }),
      z.transform((v): boolean => (typeof v === 'boolean' ? v : porDefecto)),
    ),
    false,
  );
}

/** One of the given values (compared exactly); `mensaje` when it is anything else. */
export function opcion<const T extends readonly [string, ...string[]]>(valores: T, mensaje: string) {
  return z.enum(valores, { error: mensaje });
}

/**
 * A calendar date 'YYYY-MM-DD' (1900–2200), or none; kept as the date alone, or with `conHora` as given (an ISO
 * timestamp read back from the API keeps its time).
 */
export function fecha(mensaje = 'Fecha inválida', { conHora = false } = {}) {
  return opcional(
    z.pipe(
      z.union([z.string(), z.null()], { error: mensaje }),
      z.transform((v, ctx): string | null => {
        if (v === null || v === undefined || v.trim() === '') return null;
        return esFecha(v.trim()) ? (conHora ? v.trim() : v.trim().slice(0, 10)) : fail(ctx as Ctx, v, mensaje);
      }),
    ),
  );
}

/** An id of a row (uuid), or none. */
export function idOpcional(mensaje: string) {
  return opcional(
    z.pipe(
      z.union([z.string(), z.null()], { error: mensaje }),
      z.transform((v, ctx): string | null => {
        if (v === null || v === undefined || v.trim() === '') return null;
        return esUuid(v.trim()) ? v.trim() : fail(ctx as Ctx, v, mensaje);
      }),
    ),
  );
}

/** A link the site may render (a same-site path or http/https), at most `max` characters; blank → ''. */
export function enlace(etiqueta: string, mensaje: string, max = 2000) {
  const nombre = sinUnidad(etiqueta);
  return campo(
    etiqueta,
    z.pipe(
      z.union([z.string(), z.null()], { error: `${nombre} debe ser texto` }),
      z.transform((v, ctx): string => {
        const t = typeof v === 'string' ? v.trim() : '';
        if (t === '') return '';
        if (t.length > max) return fail(ctx as Ctx, v, `${nombre} admite hasta ${max} caracteres`);
        return esUrlSegura(t) ? t : fail(ctx as Ctx, v, mensaje);
      }),
    ),
    false,
  );
}

/** A list of short texts (a list, or one text separated by commas), at most `max` items of `largo` characters. */
export function listaDeTextos(etiqueta: string, largo: number, max = 50) {
  const nombre = sinUnidad(etiqueta);
  return campo(
    etiqueta,
    z.pipe(
      z.union([z.array(z.unknown()), z.string(), z.null()], { error: `${nombre} debe ser una lista` }),
      z.transform((v, ctx): string[] => {
        const items = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
        const out: string[] = [];
        for (const item of items) {
          if (item === null || item === undefined) continue;
          if (typeof item !== 'string') return fail(ctx as Ctx, v, `${nombre}: cada elemento debe ser texto`);
          const t = item.trim();
          if (t === '') continue;
          if (t.includes('\u0000')) return fail(ctx as Ctx, v, `${nombre} contiene caracteres inválidos`);
          if (t.length > largo) return fail(ctx as Ctx, v, `${nombre}: cada elemento admite hasta ${largo} caracteres`);
          out.push(t);
        }
        return out.length > max ? fail(ctx as Ctx, v, `${nombre} admite hasta ${max} elementos`) : out;
      }),
    ),
    false,
  );
}

/** A JSON object (not a list, not null) — what every request body and nested group must be. */
export function esObjeto(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Issues → { 'campo.sub': mensaje }, the first message of each field kept (the API's `errors` map). A message of an
 * item of a list says which one with '{n}' (its position, from 1): 'La preferencia {n} …' → 'La preferencia 2 …'.
 */
export function erroresDe(issues: readonly { path: readonly PropertyKey[]; message: string }[]): ErroresCampo {
  const out: ErroresCampo = {};
  for (const i of issues) {
    const key = i.path.map(String).join('.') || 'body';
    const n = i.path.find((p) => typeof p === 'number');
    if (!(key in out)) out[key] = typeof n === 'number' ? i.message.replaceAll('{n}', String(n + 1)) : i.message;
  }
  return out;
}

/**
 * Changes to a stored record: an object with any of `campos`, each read by its block only when it was sent — a field
 * left out stays absent (not its block's default), so the changes can be laid over what is stored. Not an object →
 * `error`.
 */
export function cambiosDe<T extends Record<string, z.ZodMiniType>>(campos: T, error: string) {
  return z.pipe(
    z.custom<Record<string, unknown>>((v) => esObjeto(v), { error }),
    z.transform((body, ctx): { [K in keyof T]?: z.output<T[K]> } => {
      const out: Record<string, unknown> = {};
      for (const [k, s] of Object.entries(campos)) {
        if (!Object.hasOwn(body, k)) continue;
        const r = s.safeParse(body[k], { error: (iss) => enCastellano({ path: [k, ...(iss.path ?? [])] }) });
        if (r.success) out[k] = r.data;
        else for (const i of r.error.issues) (ctx as unknown as Ctx).issues.push({ code: 'custom', message: i.message, input: body[k], path: [k, ...i.path] });
      }
      return out as { [K in keyof T]?: z.output<T[K]> };
    }),
  );
}

/** What zod itself would say in English (a shape no block above describes) says, in Spanish, which field it is. */
const enCastellano = (iss: { path?: readonly PropertyKey[] }) => {
  const campo = (iss.path ?? []).map(String).join('.');
  return campo ? `El campo ${campo} no es válido` : 'Datos inválidos';
};

export type Resultado<T> = { ok: true; datos: T } | { ok: false; errores: ErroresCampo };

/** A result's messages by field, empty when valid (what a form checks before sending). */
export function erroresDeResultado(r: Resultado<unknown>): ErroresCampo {
  return r.ok ? {} : r.errores;
}

/** Parses with a schema: the clean value, or the map of Spanish messages by field. */
export function validarCon<S extends z.ZodMiniType>(schema: S, body: unknown): Resultado<z.output<S>> {
  const r = schema.safeParse(body, { error: enCastellano });
  return r.success ? { ok: true, datos: r.data } : { ok: false, errores: erroresDe(r.error.issues) };
}
