// The check of the agency's details (PUT /api/admin/inmobiliaria and the back office's 'Datos de la inmobiliaria'
// form): every text bounded, phones, e-mail and links checked, the dollar rate positive and dated.
import * as z from 'zod/mini';
import { HORARIO_VISITAS_INICIAL, REDES, RED_LABELS, type CotizacionDolar, type HorarioVisitas, type Inmobiliaria, type Red } from '../agency.js';
import { INMOBILIARIA_NEUTRA } from '../agency-neutra.js';
import { hoyArgentina } from '../calendario.js';
import { esEmail } from '../schema/checks.js';
import { esTelefono, telefonoE164, TELEFONO_INVALIDO } from '../telefono.js';
import { cambiosDe, enlace, fecha, numero, opcional, siNo, texto, validarCon, type Resultado } from '../schema/kit.js';

const ANIO_MAX = 2100;
/** An uploaded image's source file, as fuenteDeVistaPrevia names it (POST /api/admin/imagenes gives 'casas/<id>'). */
const IMAGEN_SUBIDA = /^casas-[0-9a-f]{24}\.webp$/;

function telefono(etiqueta: string) {
  return z.pipe(
    texto(etiqueta, { max: 40 }),
    z.transform((t, ctx): string => {
      if (t !== '' && !esTelefono(t)) ctx.issues.push({ code: 'custom', message: TELEFONO_INVALIDO, input: t });
      return t;
    }),
  );
}

const redSchema = (red: Red) => enlace(RED_LABELS[red], `El enlace de ${RED_LABELS[red]} debe empezar con https://`, 300);

/**
 * The whole of the agency's details, as stored. PUT sends any of them: the API lays the body over what is stored
 * (`leerInmobiliaria(body, actual)`) and checks the result, so a field left out keeps its value.
 */
const campos = {
    nombre: texto('Nombre', { max: 120, requerido: 'Ingrese el nombre de la inmobiliaria' }),
    direccion: texto('Dirección', { max: 200 }),
    localidad: texto('Localidad', { max: 120 }),
    horario: texto('Horario', { max: 200 }),
    telefono: telefono('Teléfono'),
    whatsapp: telefono('WhatsApp'),
    email: z.pipe(
      texto('Email', { max: 254 }),
      z.transform((t, ctx): string => {
        if (t !== '' && !esEmail(t)) ctx.issues.push({ code: 'custom', message: 'Ingrese un email válido', input: t });
        return t;
      }),
    ),
    matricula: texto('Matrícula', { max: 60 }),
    colegio: texto('Colegio', { max: 160 }),
    sobreNosotros: texto('Sobre nosotros', { max: 5000 }),
    desde: z.pipe(
      numero('En actividad desde', { min: 1800, max: ANIO_MAX, entero: true }),
      z.transform((n, ctx): number | null => {
        if (n !== null && n > Number(hoyArgentina().slice(0, 4))) ctx.issues.push({ code: 'custom', message: 'El año no puede ser futuro', input: n });
        return n;
      }),
    ),
    redes: opcional(
      z.pipe(
        z.nullable(z.object(Object.fromEntries(REDES.map((r) => [r, redSchema(r)])) as Record<Red, ReturnType<typeof redSchema>>, { error: 'Las redes deben ser un objeto' })),
        z.transform((v): Record<Red, string> => ({ ...INMOBILIARIA_NEUTRA.redes, ...(v ?? {}) })),
      ),
    ),
    cotizacionDolar: opcional(
      z.pipe(
        z.nullable(
          z.object({ valor: numero('Cotización del dólar', { min: -100_000_000, max: 100_000_000, monto: true }), fecha: fecha('Fecha de la cotización inválida') }, { error: 'La cotización debe ser un objeto {valor, fecha}' }),
        ),
        z.transform((v, ctx): CotizacionDolar => {
          const c = { valor: v?.valor ?? null, fecha: v?.fecha ?? null };
          if (c.valor !== null && c.valor <= 0) ctx.issues.push({ code: 'custom', message: 'La cotización del dólar debe ser mayor que cero', input: v, path: ['valor'] });
          if (c.valor !== null && c.fecha === null) ctx.issues.push({ code: 'custom', message: 'Indique la fecha de la cotización', input: v, path: ['fecha'] });
          return c;
        }),
      ),
    ),
    mapa: opcional(
      z.pipe(
        z.nullable(z.object({ lat: coordenada('Latitud', 90), lng: coordenada('Longitud', 180) }, { error: 'La ubicación debe ser un objeto {lat, lng}' })),
        z.transform((v, ctx): { lat: number; lng: number } | null => {
          if (!v || (v.lat === null && v.lng === null)) return null;
          if (v.lat === null || v.lng === null) {
            ctx.issues.push({ code: 'custom', message: 'Indique latitud y longitud', input: v, path: [v.lat === null ? 'lat' : 'lng'] });
            return null;
          }
          return { lat: v.lat, lng: v.lng };
        }),
      ),
    ),
    imagen: opcional(
      z.pipe(
        z.nullable(z.string({ error: 'La imagen de la inmobiliaria no es válida' })),
        z.transform((v, ctx): string | null => {
          const t = v?.trim() ?? '';
          if (t === '') return null;
          if (!IMAGEN_SUBIDA.test(t)) ctx.issues.push({ code: 'custom', message: 'La imagen de la inmobiliaria no es válida', input: v });
          return t;
        }),
      ),
    ),
    reservadaPublica: siNo('Mostrar las propiedades reservadas', true),
    agentesEditanTodas: siNo('Los agentes pueden editar todas las propiedades', false),
    horarioVisitas: opcional(
      z.pipe(
        z.nullable(z.array(z.nullable(z.array(z.number())), { error: 'El horario de visitas debe ser una lista de 7 días' })),
        z.transform((v, ctx): HorarioVisitas => {
          if (v === null || v === undefined) return HORARIO_VISITAS_INICIAL;
          if (v.length !== 7) {
            ctx.issues.push({ code: 'custom', message: 'El horario de visitas debe tener los 7 días de la semana', input: v });
            return HORARIO_VISITAS_INICIAL;
          }
          return v.map((d, i): readonly [number, number] | null => {
            if (d === null) return null;
            const [desde, hasta] = d;
            if (d.length !== 2 || !Number.isInteger(desde) || !Number.isInteger(hasta) || desde! < 0 || hasta! > 24 || desde! >= hasta!) {
              ctx.issues.push({ code: 'custom', message: 'Indicá un horario de visitas válido (de 0 a 24 h, el cierre después de la apertura)', input: d, path: [i] });
              return null;
            }
            return [desde!, hasta!];
          });
        }),
      ),
    ),
};
/** The details as stored: the checked fields, and the E.164 form of both numbers that every tel:/wa.me link uses. */
/**
 * A latitude or longitude: a number, or text as maps write it ('-34.8956', also '-34,8956'). Not an amount: a
 * coordinate is copied from a map, never grouped in thousands, so its text keeps the map's decimal point.
 */
function coordenada(etiqueta: string, limite: number) {
  return z.pipe(
    z.union([z.number(), z.string(), z.null()], { error: `${etiqueta} debe ser un número` }),
    z.transform((v, ctx): number | null => {
      const t = typeof v === 'string' ? v.trim() : v;
      if (t === null || t === '') return null;
      const n = typeof t === 'number' ? t : /^-?\d{1,3}(?:[.,]\d+)?$/.test(t) ? Number(t.replace(',', '.')) : NaN;
      if (!Number.isFinite(n)) ctx.issues.push({ code: 'custom', message: `${etiqueta} debe ser un número, por ejemplo -34.8956`, input: v });
      else if (Math.abs(n) > limite) ctx.issues.push({ code: 'custom', message: `${etiqueta} es demasiado grande`, input: v });
      return Number.isFinite(n) ? n : null;
    }),
  );
}

export const inmobiliariaSchema = z.pipe(
  z.object(campos),
  z.transform((a): Inmobiliaria => ({ ...a, telefonoE164: telefonoE164(a.telefono), whatsappE164: telefonoE164(a.whatsapp) })),
);

/** PUT /api/admin/inmobiliaria: any of the fields (documented as all optional). */
export const actualizarInmobiliariaSchema = z.partial(z.object(campos));

/**
 * PUT /api/admin/inmobiliaria as the API's pipe reads it: any of the fields, each checked alone; `redes` and
 * `cotizacionDolar` may carry part of theirs (the rest keeps the stored ones). `aplicarCambiosInmobiliaria` lays them
 * over the stored details and checks the whole (a rate needs its date, stored or sent).
 */
export const cambiosInmobiliariaSchema = cambiosDe(
  {
    ...campos,
    redes: z.nullable(cambiosDe(Object.fromEntries(REDES.map((r) => [r, redSchema(r)])) as Record<Red, ReturnType<typeof redSchema>>, 'Las redes deben ser un objeto')),
    cotizacionDolar: z.nullable(
      cambiosDe(
        { valor: numero('Cotización del dólar', { min: -100_000_000, max: 100_000_000, monto: true }), fecha: fecha('Fecha de la cotización inválida') },
        'La cotización debe ser un objeto {valor, fecha}',
      ),
    ),
  },
  'El cuerpo debe ser un objeto JSON',
);
export type CambiosInmobiliaria = z.output<typeof cambiosInmobiliariaSchema>;

/** Parsed changes laid over the stored details (nested groups merge), then checked whole: the details to store. */
export function aplicarCambiosInmobiliaria(cambios: CambiosInmobiliaria, actual: Inmobiliaria): Resultado<Inmobiliaria> {
  const merged: Record<string, unknown> = { ...actual };
  for (const [k, v] of Object.entries(cambios)) {
    if (v === undefined) continue;
    const prev = merged[k];
    merged[k] = (k === 'redes' || k === 'cotizacionDolar') && esObjeto(v) && esObjeto(prev) ? { ...prev, ...v } : v;
  }
  return validarCon(inmobiliariaSchema, merged) as Resultado<Inmobiliaria>;
}

const esObjeto = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A PUT body laid over the stored details, then checked whole: the clean details, or the messages by field. Nested
 * groups merge too (`{redes: {instagram}}` keeps the other networks).
 */
export function leerInmobiliaria(body: unknown, actual: Inmobiliaria = INMOBILIARIA_NEUTRA): Resultado<Inmobiliaria> {
  if (!esObjeto(body)) return { ok: false, errores: { body: 'El cuerpo debe ser un objeto JSON' } };
  const merged: Record<string, unknown> = { ...actual };
  for (const [k, v] of Object.entries(body)) {
    if (!(k in INMOBILIARIA_NEUTRA)) continue; // unknown keys are ignored, as in every other write
    const prev = (actual as unknown as Record<string, unknown>)[k];
    merged[k] = (k === 'redes' || k === 'cotizacionDolar') && esObjeto(v) && esObjeto(prev) ? { ...prev, ...v } : v;
  }
  return validarCon(inmobiliariaSchema, merged) as Resultado<Inmobiliaria>;
}

/**
 * Stored details read back (a document written by an older version gains the fields added since). A field an older
 * version accepted and this one refuses is not lost: a phone the library cannot read stays as the text staff typed
 * (with no link); any other such field shows its neutral value until staff save it again.
 */
export function inmobiliariaDe(stored: unknown): Inmobiliaria {
  const doc = esObjeto(stored) ? stored : {};
  const r = leerInmobiliaria(doc, INMOBILIARIA_NEUTRA);
  if (r.ok) return r.datos;
  const refused = new Set(Object.keys(r.errores).map((k) => k.split('.')[0]!));
  const rest = leerInmobiliaria(Object.fromEntries(Object.entries(doc).filter(([k]) => !refused.has(k))), INMOBILIARIA_NEUTRA);
  if (!rest.ok) return INMOBILIARIA_NEUTRA;
  const datos = { ...rest.datos };
  for (const k of ['telefono', 'whatsapp'] as const) {
    const v = doc[k];
    if (refused.has(k) && typeof v === 'string') datos[k] = v.slice(0, 40);
  }
  return datos;
}

const s = z.string();
/** The details as GET /api/user/inmobiliaria and PUT /api/admin/inmobiliaria answer them. */
export const inmobiliariaDatosSchema = z.object({
  nombre: s,
  direccion: s,
  localidad: s,
  horario: s,
  telefono: s,
  whatsapp: s,
  telefonoE164: z.nullable(s),
  whatsappE164: z.nullable(s),
  email: s,
  matricula: s,
  colegio: s,
  sobreNosotros: s,
  desde: z.nullable(z.number()),
  redes: z.object(Object.fromEntries(REDES.map((r) => [r, s])) as Record<Red, typeof s>),
  cotizacionDolar: z.object({ valor: z.nullable(z.number()), fecha: z.nullable(s) }),
  mapa: z.nullable(z.object({ lat: z.number(), lng: z.number() })),
  imagen: z.nullable(s),
  reservadaPublica: z.boolean(),
  horarioVisitas: z.optional(z.array(z.nullable(z.tuple([z.number(), z.number()])))),
});
export const inmobiliariaResponseSchema = z.object({ success: z.literal(true), data: inmobiliariaDatosSchema });
