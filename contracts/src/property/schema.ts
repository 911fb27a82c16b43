// A property's schema per type, derived from fields.ts: what the back-office form checks before sending and what the
// API checks before storing (the same code, so the same messages), and what the API documents as each creation's
// request body. It reads the flat shape twins.ts folds a body into; leerPropiedad() runs the whole way in.
import * as z from 'zod/mini';
import { DEFAULT_IMAGE_PUBLIC_ID, LIMITES, MONEDAS, OPERACIONES, TIPOS_PROPIEDAD, type Moneda, type TipoPropiedad } from '../labels.js';
import { enlace, esObjeto, fecha, idOpcional, listaDeTextos, numero, opcion, opcional, siNo, texto, erroresDeResultado, validarCon, type ErroresCampo, type Resultado } from '../schema/kit.js';
import { parseCoordenadas } from '../format.js';
import { hoyArgentina } from '../calendario.js';
import { esUrlSegura } from '../schema/checks.js';
import { AMENITIES, CAMPOS, NOMBRES_PORTALES, PORTALES, REGLAS, SERVICIOS, TIPOS, type CampoDef, type NombreAmenity, type NombreCampo, type Portal, type ValorDe } from './fields.js';
import { plegarPropiedad } from './twins.js';

/** Largest measure (a surface, a length) a numeric(14, 2) column holds with room to spare. */
const MEDIDA_MAX = 999999999999;

function campoSchema(def: CampoDef, requerido?: string) {
  switch (def.tipo) {
    case 'entero':
      return numero(def.etiqueta, { entero: true, min: def.min, max: def.max, requerido });
    case 'decimal':
      return numero(def.etiqueta, { centavos: true, min: def.min, max: def.max ?? MEDIDA_MAX, ...(requerido && def.unidad === 'ha' ? { positivo: requerido } : { requerido }) });
    case 'dinero':
      return numero(def.etiqueta, { monto: true, requerido });
    case 'texto':
      return texto(def.etiqueta, { max: def.max ?? 200, requerido, vacioEsNull: true });
    case 'si/no':
      return siNo(def.etiqueta, false);
    case 'lista':
      return listaDeTextos(def.etiqueta, def.max ?? 200);
  }
}

const coordenadas = opcional(
  z.pipe(
    z.union([z.string(), z.object({ lat: z.unknown(), lng: z.unknown() }), z.null()], { error: 'Coordenadas inválidas' }),
    z.transform((v, ctx): { lat: number; lng: number } | null => {
      if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
      const c = parseCoordenadas(v);
      if (c) return c;
      // '0,0' is how a form says "no place": no map, nothing else to keep.
      const zero = typeof v === 'string' ? /^\s*0+(\.0*)?\s*,\s*0+(\.0*)?\s*$/.test(v) : Number(v.lat) === 0 && Number(v.lng) === 0;
      if (zero) return null;
      ctx.issues.push({ code: 'custom', message: 'Coordenadas inválidas: escribí latitud y longitud, por ejemplo -34.8962,-60.0205', input: v });
      return z.NEVER;
    }),
  ),
);

// The renditions the upload answered ({width, url}); anything else in the list is dropped (as the upload made it).
const srcset = opcional(
  z.pipe(
    z.unknown(),
    z.transform((v) =>
      (Array.isArray(v) ? v : [])
        .filter((s): s is { width: unknown; url: unknown } => esObjeto(s))
        .map((s) => ({ width: typeof s.width === 'number' ? Math.trunc(s.width) : NaN, url: typeof s.url === 'string' ? s.url.trim() : '' }))
        .filter((s) => s.width > 0 && s.width <= 20000 && s.url !== '' && s.url.length <= 2000 && esUrlSegura(s.url))
        .slice(0, 20),
    ),
  ),
);

/** A picture's intrinsic size as the upload measured it; anything else is unknown. */
const dimension = opcional(
  z.pipe(
    z.union([z.number(), z.null()]),
    z.transform((v) => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 100000 ? v : null)),
  ),
);

/** One picture of the gallery ({n} is its position, 1-based: erroresDe writes it in). */
const imagen = z.object({
  url: enlace('Dirección de la imagen', 'La imagen {n} tiene una dirección inválida').check(
    z.refine((u) => u !== '', 'La imagen {n} no tiene dirección'),
  ),
  public_id: texto('Identificador de la imagen', { max: 300 }),
  descripcion: texto('Descripción de la imagen', { max: 1000 }),
  offsetX: numero('Encuadre horizontal de la imagen', { max: 1 }),
  offsetY: numero('Encuadre vertical de la imagen', { max: 1 }),
  zoom: numero('Zoom de la imagen', { min: LIMITES.zoomMin, max: LIMITES.zoomMax }),
  width: dimension,
  height: dimension,
  srcset,
});

/** The gallery: the default picture is not one (the API adds it to replies); orden follows position, the first is the cover. */
type ImagenEntrada = z.input<typeof imagen>;
const imagenes = opcional(
  z.pipe(
    z.union([z.array(z.unknown()), z.null()], { error: 'Las imágenes deben ser una lista' }).check(z.refine((l) => !l || l.length <= 60, 'Demasiadas imágenes')),
    z.pipe(
      // An item that is not an object is reported as one without an address.
      z.transform((l: unknown[] | null) => (l ?? []).map((i) => (esObjeto(i) ? i : { url: null })) as ImagenEntrada[]),
      z.pipe(
        z.array(imagen),
        z.transform((l: z.output<typeof imagen>[]) =>
          l
            .filter((i) => i.public_id !== DEFAULT_IMAGE_PUBLIC_ID)
            .map((i, orden) => ({ ...i, offsetX: i.offsetX ?? 0.5, offsetY: i.offsetY ?? 0.5, zoom: i.zoom ?? 1, orden, esPortada: orden === 0 })),
        ),
      ),
    ),
  ),
);

/** A nested group (precio, servicios, amenities): an object, or none (its fields take their defaults). */
function grupo<T extends z.ZodMiniObject>(mensaje: string, inner: T): z.ZodMiniType<z.output<T>, Record<string, unknown> | null | undefined> {
  const objeto = inner as unknown as z.ZodMiniType<z.output<T>, Record<string, unknown>>;
  return opcional(
    z.pipe(
      z.union([z.record(z.string(), z.unknown()), z.null()], { error: mensaje }),
      z.pipe(z.transform((v: Record<string, unknown> | null) => v ?? {}), objeto),
    ),
  );
}

/** Fields every property has (spec §3), whatever its type. */
function comunes(tipo: TipoPropiedad) {
  const reducida = TIPOS[tipo].ubicacionReducida === true;
  // Campo's location is only localidad, coordinates and map URL (spec §5): a street is not kept.
  const calle = (etiqueta: string) => (reducida ? opcional(z.pipe(z.unknown(), z.transform(() => ''))) : texto(etiqueta, { max: 200 }));
  return {
    titulo: texto('Título', { max: 300, requerido: 'Complete el título' }),
    descripcion: texto('Descripción', { max: 20000 }),
    operacion: opcion(OPERACIONES, 'Seleccione operación'),
    visible: siNo('Visible', true),
    /** Shown on the home: staff tick it in the editor. */
    destacada: siNo('Destacada', false),
    /** Sent to the portals while visible; each portal may be unticked on its own. */
    publicarEnPortales: siNo('Publicar en portales', true),
    portales: grupo(
      'Los portales deben ser un objeto',
      z.object(Object.fromEntries(PORTALES.map((p) => [p, siNo(NOMBRES_PORTALES[p], true)])) as Record<Portal, ReturnType<typeof siNo>>),
    ),
    /** The public page, JSON-LD and feeds show the street and area, not the number or the point. */
    ubicacionAproximada: siNo('Ubicación aproximada', false),
    fechaPublicacion: fecha(),
    clienteDueño: idOpcional('Cliente dueño inválido'),
    calle: calle('Calle'),
    altura: reducida ? opcional(z.pipe(z.unknown(), z.transform((): number | null => null))) : numero('Altura', { entero: true, max: 1000000 }),
    entreCalle1: calle('Entre calle 1'),
    entreCalle2: calle('Entre calle 2'),
    localidad: texto('Localidad', { max: 200, requerido: 'Ingrese localidad' }),
    coordenadas,
    mapaUrl: enlace('URL del mapa', 'La URL del mapa debe empezar con http:// o https://'),
    precio: grupo(
      'El precio debe ser un objeto',
      z.object({
        monto: numero('Precio', { monto: true }),
        moneda: opcional(
          z.pipe(
            z.union([z.string(), z.null()], { error: 'Moneda inválida' }),
            z.pipe(z.transform((m: string | null) => (m || 'ARS') as Moneda), opcion(MONEDAS, 'Moneda inválida')),
          ),
        ),
        visible: siNo('Precio visible', true),
      }),
    ),
    servicios: grupo(
      'Los servicios deben ser un objeto',
      z.object(Object.fromEntries((Object.keys(SERVICIOS) as (keyof typeof SERVICIOS)[]).map((s) => [s, siNo(SERVICIOS[s], false)])) as Record<keyof typeof SERVICIOS, ReturnType<typeof siNo>>),
    ),
    amenities: grupo(
      'Las amenities deben ser un objeto',
      // Only the type's own amenities are kept (a key of another type, or a typo, is not an amenity of this one).
      z.object(Object.fromEntries(TIPOS[tipo].amenities.map((a) => [a, siNo(AMENITIES[a], false)])) as Record<NombreAmenity, ReturnType<typeof siNo>>),
    ),
    imagenes,
  };
}

function esquemaDe(tipo: TipoPropiedad) {
  const propios = Object.fromEntries(TIPOS[tipo].campos.filter((c) => !c.derivado).map((c) => [c.campo, campoSchema(CAMPOS[c.campo], c.requerido)]));
  const base = z.object({ ...comunes(tipo), ...propios });
  if (tipo !== 'Fondo de Comercio') return base;
  return base.check(
    z.superRefine(
      (v, ctx) => {
        const p = v as { precioVenta?: unknown; precioAlquiler?: unknown };
        if ((p.precioVenta ?? null) === null && (p.precioAlquiler ?? null) === null) {
          ctx.issues.push({ code: 'custom', message: REGLAS.fondoPrecio, path: ['precioVenta'], input: v });
        }
      },
      // Said together with the other fields' messages, not after they are mended.
      { when: (payload) => esObjeto(payload.value) },
    ),
  );
}

const ESQUEMAS = new Map<TipoPropiedad, ReturnType<typeof esquemaDe>>();
/** The type's schema of the flat shape (built once per type, on first use). */
export function esquemaPropiedad(tipo: TipoPropiedad) {
  let s = ESQUEMAS.get(tipo);
  if (!s) ESQUEMAS.set(tipo, (s = esquemaDe(tipo)));
  return s;
}

type Comunes = z.output<z.ZodMiniObject<ReturnType<typeof comunes>>>;
type Propios = { [K in NombreCampo]?: ValorDe<K> };

/** A property as the schema leaves it: flat, typed, trimmed, rounded, with its type's fields only. */
export type PropiedadDatos = Omit<Comunes, 'amenities'> & Propios & { tipo: TipoPropiedad; amenities: Partial<Record<NombreAmenity, boolean>> };

/** What a new property of the type starts from (spec §4 defaults): visible, ARS, price visible, services off. */
export function propiedadVacia(hoy = hoyArgentina()): Record<string, unknown> {
  return { titulo: '', descripcion: '', visible: true, destacada: false, publicarEnPortales: true, portales: { zonaprop: true, mercadolibre: true }, ubicacionAproximada: false, fechaPublicacion: hoy, precio: { monto: null, moneda: 'ARS', visible: true }, servicios: {}, amenities: {}, imagenes: [] };
}

/** Values the API computes, never typed: Campo's area (hectares × 10,000 m²), a Fondo's price from its sale or rent price. */
function derivar(tipo: TipoPropiedad, d: PropiedadDatos): PropiedadDatos {
  if (tipo === 'Campo') return { ...d, superficieTotal: d.hectareas == null ? null : Math.round(d.hectareas * REGLAS.metrosPorHectarea * 100) / 100 };
  if (tipo === 'Fondo de Comercio' && d.precio.monto === null) return { ...d, precio: { ...d.precio, monto: d.precioVenta ?? d.precioAlquiler ?? null } };
  return d;
}

const TIPO_INVALIDO: ErroresCampo = { tipo: 'Seleccione tipo de propiedad' };

/**
 * The whole way in: a body (flat or nested, any twin) of a property of that type, over what it already holds (an
 * edit: the stored property's flat shape) or over a new one's defaults; the clean flat property or the messages.
 */
export function leerPropiedad(tipo: unknown, body: unknown, actual?: Record<string, unknown>): Resultado<PropiedadDatos> {
  if (!TIPOS_PROPIEDAD.includes(tipo as TipoPropiedad)) return { ok: false, errores: TIPO_INVALIDO };
  const t = tipo as TipoPropiedad;
  const dado = plegarPropiedad(t, body);
  const base = actual ?? propiedadVacia();
  const junto: Record<string, unknown> = { ...base, ...dado };
  // Groups merge field by field (an edit of the price's visibility keeps its amount, unticking one portal keeps the
  // other); amenities are replaced whole.
  for (const g of ['precio', 'servicios', 'portales'] as const) if (esObjeto(dado[g])) junto[g] = { ...(esObjeto(base[g]) ? base[g] : {}), ...dado[g] };
  const r = validarCon(esquemaPropiedad(t), junto);
  return r.ok ? { ok: true, datos: derivar(t, { ...(r.datos as Omit<PropiedadDatos, 'tipo'>), tipo: t } as PropiedadDatos) } : r;
}

const CREACIONES = new Map<TipoPropiedad, ReturnType<typeof creacionDe>>();
function creacionDe(tipo: TipoPropiedad) {
  return z.pipe(
    z.unknown(),
    z.transform((body, ctx): PropiedadDatos => {
      const r = leerPropiedad(tipo, body);
      if (r.ok) return r.datos;
      // Its messages by field, said as this schema's own (the API's `errors` map joins a path with '.').
      for (const [campo, message] of Object.entries(r.errores)) ctx.issues.push({ code: 'custom', message, path: campo.split('.'), input: body });
      return z.NEVER;
    }),
  );
}

/**
 * POST /api/admin/nueva-casa … nuevo-galpon as the API reads it (its controller's pipe): a body of that type, flat or
 * nested, over a new one's defaults (leerPropiedad); the document describes it by esquemaPropiedad(tipo), which it
 * checks.
 */
export function nuevaPropiedadSchema(tipo: TipoPropiedad) {
  let s = CREACIONES.get(tipo);
  if (!s) CREACIONES.set(tipo, (s = creacionDe(tipo)));
  return s;
}

const versionInvalida = (v: unknown) => v !== undefined && v !== null && !(Number.isInteger(v) && (v as number) >= 1);

/**
 * PUT /api/admin/editar-propiedad/{id}: {tipo?, propiedad, version?}. `propiedad` holds the fields to change, flat or
 * nested as the reply has them, read over the stored property (leerPropiedad with it); tipo left out, '' or null keeps
 * the stored one. `version` (or propiedad.version) turns on the optimistic check (409).
 */
export const editarPropiedadSchema = z.pipe(
  z.object({
    tipo: z.optional(z.union([z.enum(TIPOS_PROPIEDAD), z.literal(''), z.null()], { error: TIPO_INVALIDO.tipo })),
    propiedad: z.record(z.string(), z.unknown(), { error: 'Faltan los datos de la propiedad' }),
    version: z.optional(z.union([z.number(), z.null()], { error: 'Versión inválida' })),
  }),
  z.transform((b, ctx): EditarPropiedad => {
    const version = b.version ?? b.propiedad.version;
    if (versionInvalida(version)) ctx.issues.push({ code: 'custom', message: 'Versión inválida', path: ['version'], input: version });
    return { tipo: b.tipo || undefined, propiedad: b.propiedad, version: typeof version === 'number' ? version : undefined };
  }),
);
export type EditarPropiedadRequest = z.input<typeof editarPropiedadSchema>;
export type EditarPropiedad = { tipo: TipoPropiedad | undefined; propiedad: Record<string, unknown>; version: number | undefined };

/** The messages of a property body (the form's check before sending; empty when valid). */
export function validarPropiedad(tipo: unknown, body: unknown): ErroresCampo {
  return erroresDeResultado(leerPropiedad(tipo, body));
}
