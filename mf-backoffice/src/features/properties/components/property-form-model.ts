// The property forms' state and the payloads built from it (pure, unit-tested). One flat map of field values
// (text, numbers as typed, booleans) for every type; the definition (property-fields.ts) says which fields a type
// sends. Services are 'servicio.<name>', amenities 'amenity.<name>', the portals 'portal.<name>'. The payload is the contract's flat shape: the
// API folds twins and computes derived values (Campo's area), the form does neither.
import {
  aNumero,
  textoAr,
  DEFAULT_IMAGE_PUBLIC_ID,
  PORTALES,
  SERVICIOS,
  TIPOS,
  parseCoordenadas,
  type Imagen,
  type Moneda,
  type NombreServicio,
  type Operacion,
  type Propiedad,
  type TipoPropiedad,
} from '@inmo/contracts';
import { CARACTERISTICAS, tieneServicios, ubicacionReducida } from './property-fields.js';

export type FormValues = Record<string, string | boolean>;

const NOMBRES_SERVICIOS = Object.keys(SERVICIOS) as NombreServicio[];

/**
 * Field values of an empty creation form; only type and currency survive a change of type (spec §4). A new listing
 * goes to every portal unless unticked.
 */
export function emptyValues(moneda: Moneda = 'ARS'): FormValues {
  return { moneda, publicarEnPortales: true, ...Object.fromEntries(PORTALES.map((p) => [`portal.${p}`, true])), ubicacionAproximada: false };
}

/** The text of a field as its control shows it ('' for a flag or a field not set yet). */
export function fieldText(v: FormValues, name: string): string {
  const x = v[name];
  return typeof x === 'string' ? x : '';
}

const text = (v: string | boolean | undefined) => (typeof v === 'string' ? v.trim() : '');

/** A typed number: null when empty, the number, or the raw text when it is not one (the validator says so). */
function numero(v: string | boolean | undefined): number | string | null {
  if (typeof v !== 'string') return null;
  const n = aNumero(v);
  if (n === null) return null;
  return Number.isNaN(n) ? v : n;
}

function coordenadas(v: string | boolean | undefined): { lat: number; lng: number } | string | null {
  const s = text(v);
  if (!s) return null;
  return parseCoordenadas(s) ?? s;
}

export function renumber(imgs: Imagen[]): Imagen[] {
  return imgs.map((img, i) => ({ ...img, orden: i, esPortada: i === 0 }));
}

/** Moves an image (drag and drop, or the keyboard) and renumbers: the first one is the cover. */
export function moveImage(imgs: Imagen[], from: number, to: number): Imagen[] {
  if (from === to || from < 0 || to < 0 || from >= imgs.length || to >= imgs.length) return imgs;
  const next = imgs.slice();
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return renumber(next);
}

export function removeImage(imgs: Imagen[], index: number): Imagen[] {
  return renumber(imgs.filter((_, i) => i !== index));
}

export function appendImages(imgs: Imagen[], added: Imagen[]): Imagen[] {
  return renumber([...imgs, ...added]);
}

export function updateImage(imgs: Imagen[], index: number, patch: Partial<Imagen>): Imagen[] {
  return imgs.map((img, i) => (i === index ? { ...img, ...patch } : img));
}

/** The real images of a property (the API's default image is not one to edit). */
export function realImages(imgs: Imagen[] | undefined): Imagen[] {
  return renumber((imgs ?? []).filter((i) => i.public_id !== DEFAULT_IMAGE_PUBLIC_ID));
}

/** Fields shared by creation and edit: basic data, location, per-type features, services, amenities. */
function commonPayload(tipo: TipoPropiedad, v: FormValues): Record<string, unknown> {
  const titulo = text(v.titulo);
  const p: Record<string, unknown> = {
    titulo,
    tituloPublicacion: titulo,
    descripcion: text(v.descripcion),
    operacion: text(v.operacion) as Operacion,
    categoria: tipo,
    clienteDueño: text(v.clienteDueño) || null,
    precio: { monto: numero(v.monto), moneda: (text(v.moneda) || 'ARS') as Moneda, visible: v.precioVisible !== false },
    localidad: text(v.localidad),
    coordenadas: coordenadas(v.coordenadas),
    mapaUrl: text(v.mapaUrl),
    ubicacionAproximada: v.ubicacionAproximada === true,
    publicarEnPortales: v.publicarEnPortales !== false,
    portales: Object.fromEntries(PORTALES.map((p) => [p, v[`portal.${p}`] !== false])),
  };
  if (!ubicacionReducida(tipo)) {
    p.calle = text(v.calle);
    p.altura = numero(v.altura);
    p.entreCalle1 = text(v.entreCalle1);
    p.entreCalle2 = text(v.entreCalle2);
  }
  for (const f of CARACTERISTICAS[tipo]) {
    if (f.kind === 'checkbox') p[f.name] = v[f.name] === true;
    else if (f.kind === 'number') p[f.name] = numero(v[f.name]);
    else if (f.kind === 'list') p[f.name] = text(v[f.name]).split(',').map((s) => s.trim()).filter(Boolean);
    else p[f.name] = text(v[f.name]);
  }
  if (tieneServicios(tipo)) {
    p.servicios = Object.fromEntries(NOMBRES_SERVICIOS.map((s) => [s, v[`servicio.${s}`] === true]));
  }
  p.amenities = Object.fromEntries(TIPOS[tipo].amenities.map((a) => [a, v[`amenity.${a}`] === true]));
  return p;
}

/** Body of POST /api/admin/nuevo-… for the chosen type. */
export function buildCreatePayload(tipo: TipoPropiedad, v: FormValues, imagenes: Imagen[]): Record<string, unknown> {
  return { ...commonPayload(tipo, v), moneda: (text(v.moneda) || 'ARS') as Moneda, imagenes: renumber(imagenes) };
}

/** `propiedad` of PUT /api/admin/editar-propiedad/{id}: everything the edit mode shows. */
export function buildEditPayload(tipo: TipoPropiedad, v: FormValues, imagenes: Imagen[]): Record<string, unknown> {
  const p = commonPayload(tipo, v);
  p.visible = v.visible !== false;
  p.destacada = v.destacada === true;
  p.fechaPublicacion = text(v.fechaPublicacion) || null;
  p.imagenes = renumber(imagenes);
  return p;
}

const str = (x: unknown) => (x === null || x === undefined ? '' : String(x));

/** Starting edit copies the property into the form (spec §4): Terreno's superficie and flat location included. */
export function toEditValues(p: Propiedad): FormValues {
  const u = p.ubicacion ?? ({} as Propiedad['ubicacion']);
  const coords = parseCoordenadas(u.coordenadas);
  const any = p as unknown as Record<string, unknown>;
  const v: FormValues = {
    tipo: p.tipo,
    titulo: p.titulo ?? '',
    descripcion: p.descripcion ?? '',
    operacion: p.operacion ?? '',
    visible: p.visible !== false,
    destacada: p.destacada === true,
    precioVisible: p.precio?.visible !== false,
    monto: textoAr(p.precio?.monto),
    moneda: p.precio?.moneda ?? 'ARS',
    fechaPublicacion: (p.fechaPublicacion ?? p.fechaPublicada ?? '').slice(0, 10),
    clienteDueño: p.clienteDueño ?? '',
    calle: u.calle ?? '',
    altura: str(u.altura),
    entreCalle1: u.entreCalles?.calle1 ?? '',
    entreCalle2: u.entreCalles?.calle2 ?? '',
    localidad: u.localidad ?? '',
    coordenadas: coords ? `${coords.lat},${coords.lng}` : typeof u.coordenadas === 'string' ? u.coordenadas : '',
    mapaUrl: u.mapaUrl ?? '',
    ubicacionAproximada: p.ubicacionAproximada === true,
    publicarEnPortales: p.publicarEnPortales !== false,
  };
  for (const portal of PORTALES) v[`portal.${portal}`] = p.portales?.[portal] !== false;
  // The reply writes every twin (contracts reply.ts): the flat field is the property's value.
  for (const f of CARACTERISTICAS[p.tipo] ?? []) {
    const raw = any[f.name];
    if (f.kind === 'checkbox') v[f.name] = raw === true;
    else if (f.kind === 'list') v[f.name] = Array.isArray(raw) ? raw.join(', ') : str(raw);
    else v[f.name] = f.kind === 'number' && typeof raw === 'number' ? textoAr(raw) : str(raw);
  }
  for (const s of NOMBRES_SERVICIOS) v[`servicio.${s}`] = p.servicios?.[s] === true;
  for (const [k, on] of Object.entries(p.amenities ?? {})) v[`amenity.${k}`] = on === true;
  return v;
}

/** The fields a person changed, as 'campo: valor' lines (shown to copy when their save lost a race). */
export function changedLines(before: FormValues, after: FormValues): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const out: string[] = [];
  for (const k of keys) {
    const a = before[k] ?? '';
    const b = after[k] ?? '';
    if (a === b || (a === false && b === '') || (a === '' && b === false)) continue;
    const val = typeof b === 'boolean' ? (b ? 'sí' : 'no') : b;
    out.push(`${k}: ${val}`);
  }
  return out;
}
