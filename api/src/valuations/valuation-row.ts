// A valuation's row as stored (table valuations), its reply (toTasacion: the calculation run again over what was
// stored, at the stored rate, so reply, report and list always agree) and its history snapshot.
import {
  calcularTasacion, convertir, rutaEnlaceTasacion,
  type ComparablePropuesto, type ComparableTasacion, type MonedaTasacion, type PesosSuperficie, type ResultadoTasacion, type Sujeto, type Tasacion, type UsuarioRef,
} from '@inmo/contracts';
import { fromNumeric, isoDateTime } from '../common/parse.js';
import type { SqlNumeric, SqlTimestamp } from '../database/sql-types.js';
import { CLIENTS_VIEW } from '../clients/client-readers.js';
import type { Snapshot } from '../history/history.service.js';

export const COLS = `v.id, v.created_at, v.version, v.moneda, v.cliente_id, v.sujeto, v.parametros, v.comparables, v.cotizacion,
  v.cotizacion_fecha::text AS cotizacion_fecha, v.propiedad_creada_id, v.convertida_en IS NOT NULL AS convertida, v.enlace_secreto, v.creada_por,
  c.nombre AS cliente_nombre, c.apellido AS cliente_apellido`;
export const FROM = `valuations v LEFT JOIN ${CLIENTS_VIEW} c ON c.id = v.cliente_id`;

export interface Parametros {
  pesos: PesosSuperficie;
  descuentoNegociacion: number;
  /** Absent in valuations stored before the land's share was kept apart: they keep the value they were issued with (0). */
  porcentajeTerreno?: number;
  valorTierraM2?: number | null;
  observaciones: string;
}

/** The land's share a stored valuation was computed with. */
const porcentajeTerrenoDe = (p: Parametros) => p.porcentajeTerreno ?? 0;

/** A comparable as stored: what staff entered or accepted (proposals carry their title and date). */
export type ComparableGuardado = ComparableTasacion;

export type ValuationRow = {
  id: string;
  created_at: SqlTimestamp;
  version: number;
  moneda: MonedaTasacion;
  cliente_id: string | null;
  sujeto: Sujeto;
  parametros: Parametros;
  comparables: ComparableGuardado[];
  cotizacion: SqlNumeric | null;
  cotizacion_fecha: string | null;
  propiedad_creada_id: string | null;
  /** Converted, even if that listing was deleted since. */
  convertida: boolean;
  enlace_secreto: string | null;
  creada_por: string | null;
  cliente_nombre: string | null;
  cliente_apellido: string | null;
};

/** The calculation over stored inputs (they were computable when written). */
export function resultadoDe(r: Pick<ValuationRow, 'sujeto' | 'moneda' | 'comparables' | 'parametros' | 'cotizacion'>): ResultadoTasacion {
  const c = calcularTasacion(r.sujeto.tipo, r.sujeto, r.moneda, r.comparables, {
    ...r.parametros, porcentajeTerreno: porcentajeTerrenoDe(r.parametros), valorTierraM2: r.parametros.valorTierraM2 ?? null, cotizacion: fromNumeric(r.cotizacion),
  });
  if (!c.ok) throw new Error(`stored valuation not computable: ${c.error}`);
  return c.resultado;
}

export function comparableReply(c: ComparableGuardado): ComparablePropuesto {
  return {
    fuente: c.fuente, operacion: c.operacion ?? null, propiedad: c.propiedad ?? null, titulo: c.titulo ?? '', precio: c.precio, moneda: c.moneda,
    superficieCubierta: c.superficieCubierta ?? null, superficieSemicubierta: c.superficieSemicubierta ?? null, superficieDescubierta: c.superficieDescubierta ?? null,
    superficieTerreno: c.superficieTerreno ?? null, frente: c.frente ?? null, fondo: c.fondo ?? null, hectareas: c.hectareas ?? null,
    antiguedad: c.antiguedad ?? null, estado: c.estado ?? null, ajustes: c.ajustes ?? [], fecha: c.fecha ?? null,
  };
}

export function toTasacion(r: ValuationRow, team: Map<string, UsuarioRef>): Tasacion {
  const res = resultadoDe(r);
  const cotizacion = fromNumeric(r.cotizacion);
  const otra: MonedaTasacion = r.moneda === 'USD' ? 'ARS' : 'USD';
  const conv = (v: number) => convertir(v, r.moneda, otra, cotizacion);
  const otros = cotizacion ? [conv(res.valor.minimo), conv(res.valor.sugerido), conv(res.valor.maximo)] : null;
  const s = r.sujeto;
  return {
    _id: r.id,
    sujeto: {
      tipo: s.tipo, localidad: s.localidad, direccion: s.direccion ?? '',
      superficieCubierta: s.superficieCubierta ?? null, superficieSemicubierta: s.superficieSemicubierta ?? null, superficieDescubierta: s.superficieDescubierta ?? null,
      superficieTerreno: s.superficieTerreno ?? null, frente: s.frente ?? null, fondo: s.fondo ?? null, hectareas: s.hectareas ?? null,
      antiguedad: s.antiguedad ?? null, estado: s.estado ?? null, ambientes: s.ambientes ?? null, propiedad: s.propiedad ?? null,
    },
    moneda: r.moneda,
    cliente: r.cliente_id ? { _id: r.cliente_id, nombre: r.cliente_nombre ?? '', apellido: r.cliente_apellido ?? '' } : null,
    pesos: r.parametros.pesos,
    descuentoNegociacion: r.parametros.descuentoNegociacion,
    porcentajeTerreno: porcentajeTerrenoDe(r.parametros),
    valorTierraM2: r.parametros.valorTierraM2 ?? null,
    observaciones: r.parametros.observaciones ?? '',
    cotizacion: cotizacion ? { valor: cotizacion, fecha: r.cotizacion_fecha } : null,
    unidad: res.unidad,
    superficieHomogenea: res.superficieHomogenea,
    porM2: res.porM2,
    desvio: res.desvio,
    valor: res.valor,
    partes: res.partes,
    // Whole units in the other currency too.
    valorOtraMoneda: otros ? { minimo: Math.round(otros[0]!), sugerido: Math.round(otros[1]!), maximo: Math.round(otros[2]!), moneda: otra } : null,
    comparables: r.comparables.map((c, i) => ({ ...comparableReply(c), ...res.comparables[i]! })),
    propiedadCreada: r.propiedad_creada_id,
    enlace: r.enlace_secreto ? rutaEnlaceTasacion(r.enlace_secreto) : null,
    creadaPor: (r.creada_por && team.get(r.creada_por)) || null,
    fecha: isoDateTime(r.created_at),
    version: Number(r.version),
  };
}

/** A valuation as its history shows it. */
export function valuationSnapshot(t: Tasacion): Snapshot {
  return {
    tipo: t.sujeto.tipo,
    localidad: t.sujeto.localidad,
    direccion: t.sujeto.direccion,
    superficieHomogenea: t.superficieHomogenea,
    moneda: t.moneda,
    valorSugerido: t.valor.sugerido,
    valorMinimo: t.valor.minimo,
    valorMaximo: t.valor.maximo,
    comparables: t.comparables.length,
    descuentoNegociacion: t.descuentoNegociacion,
    cliente: t.cliente ? `${t.cliente.nombre} ${t.cliente.apellido}`.trim() : null,
    propiedadCreada: t.propiedadCreada,
    enlace: t.enlace ? 'activo' : null,
  };
}
