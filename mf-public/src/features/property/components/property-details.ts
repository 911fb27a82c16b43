// What the property page shows, as pure functions (spec §2 Property detail): characteristics per type with empty
// and zero values hidden, services, amenities, the bounded gallery index and the WhatsApp text.
import { SERVICIOS_LABELS, formatNumero, formatPiso, formatPrecio, type Propiedad } from '@inmo/contracts';

export interface Dato {
  label: string;
  value: string;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) && n !== 0 ? n : null;
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

const CON_INTERIOR = ['Casa', 'Departamento', 'Local comercial'];
const CON_AMBIENTES = ['Casa', 'Departamento'];
const CON_MEDIDAS = ['Terreno', 'Campo'];

/** The characteristics grid (spec §2 table), plus the type's own data (§3); empty or zero values are left out. */
export function caracteristicasDe(p: Propiedad, tipo: string = p.tipo): Dato[] {
  const out: Dato[] = [];
  const add = (label: string, v: unknown, fmt: (n: number) => string) => {
    const n = num(v);
    if (n !== null) out.push({ label, value: fmt(n) });
  };
  const m2 = (n: number) => `${formatNumero(n)} m²`;
  const metros = (n: number) => `${formatNumero(n)} m`;
  const c = p.caracteristicas ?? ({} as Propiedad['caracteristicas']);

  if (CON_INTERIOR.includes(tipo)) {
    add('Dormitorios', p.habitaciones ?? c.dormitorios, formatNumero);
    add('Baños', p.baños ?? c.baños, formatNumero);
  }
  if (CON_AMBIENTES.includes(tipo)) add('Ambientes', p.ambientes, formatNumero);
  if (CON_INTERIOR.includes(tipo)) add('Sup. Cubierta', p.superficieCubierta, m2);
  add('Sup. Total', tipo === 'Terreno' ? (p.superficie ?? p.superficieTotal ?? c.superficieTotal) : (p.superficieTotal ?? c.superficieTotal), m2);
  if (CON_MEDIDAS.includes(tipo)) {
    add('Largo', p.largo ?? p.dimensiones?.largo, metros);
    add('Ancho', p.ancho ?? p.dimensiones?.ancho, metros);
  }
  if (CON_INTERIOR.includes(tipo)) add('Antigüedad', p.antiguedad, (n) => (n === 1 ? '1 año' : `${formatNumero(n)} años`));
  if (tipo === 'Campo') add('Hectáreas', p.hectareas, (n) => `${formatNumero(n)} ha`);
  if (tipo === 'Galpón') add('Altura libre', p.alturaLibre, metros);
  if (tipo === 'Departamento') add('Expensas', p.expensas, (n) => formatPrecio({ monto: n, moneda: 'ARS' }));
  if (tipo === 'Local comercial') {
    add('Frente', p.frente, metros);
    add('Fondo', p.fondo, metros);
    if (p.habilitacionMunicipal === true) out.push({ label: 'Habilitación municipal', value: 'Sí' });
  }
  if (tipo === 'Campo' || tipo === 'Galpón') {
    const cond = text(p.condicion);
    if (cond) out.push({ label: 'Condición', value: cond });
  }
  if (tipo === 'Local comercial' || tipo === 'Fondo de Comercio') {
    const rubro = text(p.rubro);
    if (rubro) out.push({ label: 'Rubro', value: rubro });
  }
  if (tipo === 'Fondo de Comercio') {
    const nombre = text(p.nombreComercio);
    if (nombre) out.unshift({ label: 'Comercio', value: nombre });
    add('Sup. del local', p.superficieLocal, m2);
    add('Antigüedad del comercio', p.antiguedadComercio, (n) => (n === 1 ? '1 año' : `${formatNumero(n)} años`));
    add('Empleados', p.empleados, formatNumero);
    if (p.incluyeMercaderia === true) out.push({ label: 'Incluye mercadería', value: 'Sí' });
    if (p.incluyeMaquinaria === true) out.push({ label: 'Incluye maquinaria', value: 'Sí' });
  }
  return out;
}

/** Floor for the location block: 0 → 'PB'; null when unknown. */
export function pisoDe(p: Propiedad): string | null {
  const piso = p.piso ?? p.ubicacion?.piso;
  const s = formatPiso(piso);
  return s === '' ? null : s;
}

/** The four basic services with whether the property has them. */
export function serviciosDe(p: Propiedad): { label: string; tiene: boolean }[] {
  const s = (p.servicios ?? {}) as Partial<Record<keyof typeof SERVICIOS_LABELS, boolean>>;
  return (Object.keys(SERVICIOS_LABELS) as (keyof typeof SERVICIOS_LABELS)[]).map((k) => ({ label: SERVICIOS_LABELS[k], tiene: s[k] === true }));
}

export const AMENITY_LABELS: Record<string, string> = {
  piscina: 'Piscina',
  parrilla: 'Parrilla',
  jardin: 'Jardín',
  terraza: 'Terraza',
  garage: 'Garage',
  balcon: 'Balcón',
  tieneAscensor: 'Ascensor',
  seguridad24hs: 'Seguridad 24 hs',
  gimnasio: 'Gimnasio',
};

/** Labels of the amenities the property has (true), in a stable order; unknown keys keep their own name. */
export function amenitiesDe(p: Propiedad): string[] {
  const a = p.amenities && typeof p.amenities === 'object' ? p.amenities : {};
  const known = Object.keys(AMENITY_LABELS).filter((k) => a[k] === true).map((k) => AMENITY_LABELS[k]);
  const other = Object.keys(a).filter((k) => !(k in AMENITY_LABELS) && a[k] === true);
  return [...known, ...other];
}

/** Gallery index kept within 0…count-1 (spec §4). */
export function clampIndex(i: number, count: number): number {
  if (count <= 0 || !Number.isFinite(i)) return 0;
  return Math.min(Math.max(0, Math.trunc(i)), count - 1);
}

/** Images in display order: by `orden`, the cover first when orden ties. */
export function imagenesOrdenadas(p: Propiedad): Propiedad['imagenes'] {
  const list = Array.isArray(p.imagenes) ? p.imagenes.filter((i) => i && i.url) : [];
  return list
    .map((img, idx) => ({ img, idx }))
    .sort((a, b) => (a.img.orden ?? a.idx) - (b.img.orden ?? b.idx) || Number(b.img.esPortada) - Number(a.img.esPortada) || a.idx - b.idx)
    .map((x) => x.img);
}
