// The valuation form's model: the subject's fields as typed (texts), read into the contract's body; the live result
// is contracts' calcularTasacion over the ticked comparables, the same code the API stores.
import {
  aNumero, calcularTasacion, PESOS_SUPERFICIE, PORCENTAJE_TERRENO, textoAr,
  type CalculoTasacion, type ComparablePropuesto, type EstadoConservacion, type MonedaTasacion, type NuevaTasacionRequest, type Tasacion, type TipoPropiedad,
} from '@inmo/contracts';

export const CAMPOS_MEDIDA = ['superficieCubierta', 'superficieSemicubierta', 'superficieDescubierta', 'superficieTerreno', 'frente', 'fondo', 'hectareas', 'antiguedad', 'ambientes'] as const;
export type CampoMedida = (typeof CAMPOS_MEDIDA)[number];

export interface TasacionForm {
  tipo: TipoPropiedad;
  localidad: string;
  direccion: string;
  medidas: Record<CampoMedida, string>;
  estado: EstadoConservacion | '';
  moneda: MonedaTasacion;
  descuento: string;
  /** Percent each kind of surface counts. */
  pesos: { cubierta: string; semicubierta: string; descubierta: string };
  /** The land's share of a built property's price (percent): not depreciated by age or condition. */
  terreno: string;
  /** The land's value per m² (the valuation's currency; blank: the share above). */
  valorTierra: string;
  cliente: string;
  /** A listing of the agency's this valuation is about ('' for none). */
  propiedad: string;
}

export const formularioVacio = (): TasacionForm => ({
  tipo: 'Casa',
  localidad: '',
  direccion: '',
  medidas: Object.fromEntries(CAMPOS_MEDIDA.map((k) => [k, ''])) as Record<CampoMedida, string>,
  estado: '',
  moneda: 'USD',
  descuento: '7',
  pesos: { cubierta: textoAr(PESOS_SUPERFICIE.cubierta), semicubierta: textoAr(PESOS_SUPERFICIE.semicubierta), descubierta: textoAr(PESOS_SUPERFICIE.descubierta) },
  terreno: textoAr(PORCENTAJE_TERRENO),
  valorTierra: '',
  cliente: '',
  propiedad: '',
});

/** A saved valuation back in the form (to edit it). */
export function formularioDe(t: Tasacion): TasacionForm {
  const texto = (v: number | null) => textoAr(v);
  const s = t.sujeto;
  return {
    tipo: s.tipo,
    localidad: s.localidad,
    direccion: s.direccion,
    medidas: Object.fromEntries(CAMPOS_MEDIDA.map((k) => [k, texto(s[k])])) as Record<CampoMedida, string>,
    estado: s.estado ?? '',
    moneda: t.moneda,
    descuento: textoAr(t.descuentoNegociacion),
    pesos: { cubierta: textoAr(t.pesos.cubierta), semicubierta: textoAr(t.pesos.semicubierta), descubierta: textoAr(t.pesos.descubierta) },
    terreno: textoAr(t.porcentajeTerreno),
    valorTierra: t.valorTierraM2 === null ? '' : textoAr(t.valorTierraM2),
    cliente: t.cliente?._id ?? '',
    propiedad: s.propiedad ?? '',
  };
}

/** The subject's fields a chosen listing fills in (what it records of them). */
export function conDatosDe(f: TasacionForm, p: Record<string, unknown> & { id: string; tipo: TipoPropiedad; ubicacion?: { calle?: string; altura?: number | null; localidad?: string } }): TasacionForm {
  const texto = (v: unknown) => (typeof v === 'number' ? textoAr(v) : '');
  const medidas = { ...f.medidas };
  if (p.tipo === 'Campo') medidas.hectareas = texto(p.hectareas);
  else if (p.tipo === 'Terreno') {
    medidas.superficieTerreno = texto(p.superficie ?? p.superficieTotal);
    medidas.frente = texto(p.ancho);
    medidas.fondo = texto(p.largo);
  } else {
    medidas.superficieCubierta = texto(p.superficieCubierta);
    medidas.antiguedad = texto(p.antiguedad);
    medidas.ambientes = texto(p.ambientes);
  }
  const u = p.ubicacion ?? {};
  return {
    ...f,
    propiedad: p.id,
    tipo: p.tipo,
    localidad: u.localidad || f.localidad,
    direccion: [u.calle, u.altura].filter((x) => x !== null && x !== undefined && x !== '').join(' ') || f.direccion,
    medidas,
  };
}

/** The weights typed, each falling back to the usual one when blank (or, for the live result, not a number). */
export function pesosDe(f: TasacionForm): { cubierta: number; semicubierta: number; descubierta: number };
export function pesosDe(f: TasacionForm, leer: Lector): { cubierta: number | string; semicubierta: number | string; descubierta: number | string };
export function pesosDe(f: TasacionForm, leer: Lector = num) {
  return {
    cubierta: leer(f.pesos.cubierta) ?? PESOS_SUPERFICIE.cubierta,
    semicubierta: leer(f.pesos.semicubierta) ?? PESOS_SUPERFICIE.semicubierta,
    descubierta: leer(f.pesos.descubierta) ?? PESOS_SUPERFICIE.descubierta,
  };
}

/** The fields each kind of property asks for. */
export function camposDe(tipo: TipoPropiedad): CampoMedida[] {
  if (tipo === 'Terreno') return ['superficieTerreno', 'frente', 'fondo'];
  if (tipo === 'Campo') return ['hectareas'];
  return ['superficieCubierta', 'superficieSemicubierta', 'superficieDescubierta', 'superficieTerreno', 'antiguedad', 'ambientes'];
}

/** The land's share and value per m² typed (blank share: the usual one; blank or zero value: none). */
export function terrenoDe(f: TasacionForm): { porcentajeTerreno: number; valorTierraM2: number | null };
export function terrenoDe(f: TasacionForm, leer: Lector): { porcentajeTerreno: number | string; valorTierraM2: number | string | null };
export function terrenoDe(f: TasacionForm, leer: Lector = num) {
  const valor = leer(f.valorTierra);
  return { porcentajeTerreno: leer(f.terreno) ?? PORCENTAJE_TERRENO, valorTierraM2: typeof valor === 'number' && valor <= 0 ? null : valor };
}

type Lector = (t: string) => number | string | null;

/** For the live result: a typed number, or null when blank or not a number (the field shows why). */
const num = (t: string): number | null => {
  const n = aNumero(t);
  return n === null || Number.isNaN(n) ? null : n;
};

/**
 * For the body sent: blank → null, an es-AR number → the number, any other text as typed, so that the API refuses it
 * naming its field ('Porcentaje del terreno: no es un número…') instead of the form putting a default in its place.
 */
const envio = (t: string): number | string | null => {
  const n = aNumero(t);
  return n === null ? null : Number.isNaN(n) ? t.trim() : n;
};

export function sujetoDe(f: TasacionForm, leer: Lector = num): NuevaTasacionRequest['sujeto'] {
  const campos = camposDe(f.tipo);
  const medidas = Object.fromEntries(campos.map((k) => [k, leer(f.medidas[k])]));
  return { tipo: f.tipo, localidad: f.localidad, direccion: f.direccion, ...medidas, estado: campos.includes('antiguedad') && f.estado ? f.estado : null, propiedad: f.propiedad || null };
}

export function cuerpoDe(f: TasacionForm, comparables: ComparablePropuesto[]): NuevaTasacionRequest {
  return {
    sujeto: sujetoDe(f, envio),
    moneda: f.moneda,
    descuentoNegociacion: envio(f.descuento) ?? 7,
    pesos: pesosDe(f, envio),
    ...terrenoDe(f, envio),
    cliente: f.cliente || null,
    comparables: comparables.map((c) => ({ ...c, operacion: c.operacion, propiedad: c.propiedad })),
  };
}

/** The live result of the form with these comparables, at the agency's rate. */
export function resultadoEnVivo(f: TasacionForm, comparables: ComparablePropuesto[], cotizacion: number | null): CalculoTasacion {
  const s = sujetoDe(f);
  const sujeto = { ...s, superficieCubierta: s.superficieCubierta as number | null, estado: s.estado as EstadoConservacion | null };
  return calcularTasacion(f.tipo, sujeto as Parameters<typeof calcularTasacion>[1], f.moneda, comparables, {
    pesos: pesosDe(f),
    descuentoNegociacion: num(f.descuento) ?? 7,
    ...terrenoDe(f),
    cotizacion,
  });
}

// --- a comparable edited in place -------------------------------------------------------------------------------

/** The numbers of a comparable staff may correct, as typed. */
export const CAMPOS_COMPARABLE = ['superficieCubierta', 'superficieSemicubierta', 'superficieDescubierta', 'superficieTerreno', 'frente', 'fondo', 'hectareas', 'antiguedad'] as const;
export type CampoComparable = (typeof CAMPOS_COMPARABLE)[number];

export interface AjusteForm {
  concepto: string;
  porcentaje: string;
}

export interface ComparableForm {
  precio: string;
  moneda: MonedaTasacion;
  medidas: Record<CampoComparable, string>;
  estado: EstadoConservacion | '';
  ajustes: AjusteForm[];
}

/** The fields of a comparable each kind of property asks for. */
export function camposComparableDe(tipo: TipoPropiedad): CampoComparable[] {
  if (tipo === 'Terreno') return ['superficieTerreno', 'frente', 'fondo'];
  if (tipo === 'Campo') return ['hectareas'];
  return ['superficieCubierta', 'superficieSemicubierta', 'superficieDescubierta', 'superficieTerreno', 'antiguedad'];
}

/** A comparable's numbers as the form shows them. */
export function comparableFormDe(c: ComparablePropuesto): ComparableForm {
  const texto = (v: number | null) => textoAr(v);
  return {
    precio: textoAr(c.precio),
    moneda: c.moneda,
    medidas: Object.fromEntries(CAMPOS_COMPARABLE.map((k) => [k, texto(c[k])])) as Record<CampoComparable, string>,
    estado: c.estado ?? '',
    ajustes: c.ajustes.map((a) => ({ concepto: a.concepto, porcentaje: textoAr(a.porcentaje) })),
  };
}

export type LecturaComparable = { ok: true; comparable: ComparablePropuesto } | { ok: false; error: string };

const ETIQUETA_CAMPO: Record<CampoComparable, string> = {
  superficieCubierta: 'la superficie cubierta',
  superficieSemicubierta: 'la superficie semicubierta',
  superficieDescubierta: 'la superficie descubierta',
  superficieTerreno: 'la superficie del terreno',
  frente: 'el frente',
  fondo: 'el fondo',
  hectareas: 'las hectáreas',
  antiguedad: 'la antigüedad',
};

/**
 * The comparable with the numbers typed (blank: unknown), for the live result and the body; the fields its type
 * does not show keep what it had. An adjustment left wholly blank is dropped.
 */
export function leerComparable(base: ComparablePropuesto, e: ComparableForm, tipo: TipoPropiedad): LecturaComparable {
  const nombre = base.titulo ? ` de «${base.titulo}»` : '';
  const precio = num(e.precio);
  if (precio === null || !(precio > 0)) return { ok: false, error: `El precio del comparable${nombre} debe ser mayor que cero` };
  const c: ComparablePropuesto = { ...base, precio, moneda: e.moneda };
  for (const k of camposComparableDe(tipo)) {
    const v = aNumero(e.medidas[k]);
    if (v !== null && (Number.isNaN(v) || v < 0)) return { ok: false, error: `Revisá ${ETIQUETA_CAMPO[k]} del comparable${nombre}` };
    c[k] = v;
  }
  if (camposComparableDe(tipo).includes('antiguedad')) c.estado = e.estado || null;
  const ajustes: ComparablePropuesto['ajustes'] = [];
  for (const a of e.ajustes) {
    if (!a.concepto.trim() && !a.porcentaje.trim()) continue;
    if (!a.concepto.trim()) return { ok: false, error: `Indique el concepto del ajuste del comparable${nombre}` };
    const p = aNumero(a.porcentaje);
    if (p === null || Number.isNaN(p) || p < -50 || p > 50) return { ok: false, error: `El ajuste «${a.concepto.trim()}» debe ser un porcentaje entre -50 y 50` };
    ajustes.push({ concepto: a.concepto.trim(), porcentaje: p });
  }
  c.ajustes = ajustes;
  return { ok: true, comparable: c };
}
