// The valuation form's model: the subject's fields as typed (texts), read into the contract's body; the live result
// is contracts' calcularTasacion over the ticked comparables, the same code the API stores.
import {
  aNumero, calcularTasacion, PESOS_SUPERFICIE,
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
  pesos: { cubierta: String(PESOS_SUPERFICIE.cubierta), semicubierta: String(PESOS_SUPERFICIE.semicubierta), descubierta: String(PESOS_SUPERFICIE.descubierta) },
  cliente: '',
  propiedad: '',
});

/** A saved valuation back in the form (to edit it). */
export function formularioDe(t: Tasacion): TasacionForm {
  const texto = (v: number | null) => (v === null ? '' : String(v));
  const s = t.sujeto;
  return {
    tipo: s.tipo,
    localidad: s.localidad,
    direccion: s.direccion,
    medidas: Object.fromEntries(CAMPOS_MEDIDA.map((k) => [k, texto(s[k])])) as Record<CampoMedida, string>,
    estado: s.estado ?? '',
    moneda: t.moneda,
    descuento: String(t.descuentoNegociacion),
    pesos: { cubierta: String(t.pesos.cubierta), semicubierta: String(t.pesos.semicubierta), descubierta: String(t.pesos.descubierta) },
    cliente: t.cliente?._id ?? '',
    propiedad: s.propiedad ?? '',
  };
}

/** The subject's fields a chosen listing fills in (what it records of them). */
export function conDatosDe(f: TasacionForm, p: Record<string, unknown> & { id: string; tipo: TipoPropiedad; ubicacion?: { calle?: string; altura?: number | null; localidad?: string } }): TasacionForm {
  const texto = (v: unknown) => (typeof v === 'number' ? String(v) : '');
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

/** The weights typed, each falling back to the usual one when blank or not a number. */
export function pesosDe(f: TasacionForm) {
  return {
    cubierta: num(f.pesos.cubierta) ?? PESOS_SUPERFICIE.cubierta,
    semicubierta: num(f.pesos.semicubierta) ?? PESOS_SUPERFICIE.semicubierta,
    descubierta: num(f.pesos.descubierta) ?? PESOS_SUPERFICIE.descubierta,
  };
}

/** The fields each kind of property asks for. */
export function camposDe(tipo: TipoPropiedad): CampoMedida[] {
  if (tipo === 'Terreno') return ['superficieTerreno', 'frente', 'fondo'];
  if (tipo === 'Campo') return ['hectareas'];
  return ['superficieCubierta', 'superficieSemicubierta', 'superficieDescubierta', 'antiguedad', 'ambientes'];
}

const num = (t: string) => {
  const n = aNumero(t);
  return n === null || Number.isNaN(n) ? null : n;
};

export function sujetoDe(f: TasacionForm): NuevaTasacionRequest['sujeto'] {
  const campos = camposDe(f.tipo);
  const medidas = Object.fromEntries(campos.map((k) => [k, num(f.medidas[k])]));
  return { tipo: f.tipo, localidad: f.localidad, direccion: f.direccion, ...medidas, estado: campos.includes('antiguedad') && f.estado ? f.estado : null, propiedad: f.propiedad || null };
}

export function cuerpoDe(f: TasacionForm, comparables: ComparablePropuesto[]): NuevaTasacionRequest {
  return {
    sujeto: sujetoDe(f),
    moneda: f.moneda,
    descuentoNegociacion: num(f.descuento) ?? 7,
    pesos: pesosDe(f),
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
    cotizacion,
  });
}
